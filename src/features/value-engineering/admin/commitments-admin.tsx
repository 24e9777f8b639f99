import { formatPrice } from '#server/modules/shared/money';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Timeline,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  commitmentOffices,
  commitmentStageLabels,
  commitmentStages,
  commitmentTimelines,
  labelOf,
  stageOrder,
  type CommitmentsSearch,
  type CommitmentStage,
} from '#server/modules/value-engineering/value-engineering.choices';
import { formatMoneyField, MoneyInput, moneyFieldValue } from '#src/components/admin/money-input';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { downloadFile } from '#src/lib/download';
import { useStaffTime } from '#src/lib/staff-time';
import { GuaranteeBadge, GuaranteePanel } from './guarantee-badge';
import classes from './ve-admin.module.css';
import { GuardedDrawer, useUnsavedNotes } from '#src/components/admin/unsaved-notes';
import { ListSearch } from '#src/components/admin/list-search';
import { counted } from '#server/modules/shared/plural';

type Detail = RouterOutputs['admin']['valueEngineering']['commitment'];

const stageColor: Record<CommitmentStage, string> = {
  new: 'red.9',
  deposit_received: 'brand.7',
  design: 'brand.7',
  production: 'brand.7',
  installed: 'brand.9',
  closed: 'gray.7',
  cancelled: 'gray.7',
};

export function StageBadge({ stage }: { stage: CommitmentStage }) {
  return (
    <Badge color={stageColor[stage]} variant={stage === 'closed' || stage === 'cancelled' ? 'outline' : 'filled'}>
      {commitmentStageLabels[stage]}
    </Badge>
  );
}

/**
 * /admin/ve/commitments: every family's reservation, newest first, filtered by stage and office
 * (kept in the address bar), with a panel to move it through its stages, record the deposit and
 * the final price, see the guarantee, keep notes; and a CSV export of what is shown.
 */
export function CommitmentsAdmin({
  search,
  onSearch,
}: {
  search: CommitmentsSearch;
  onSearch: (next: Partial<CommitmentsSearch>) => void;
}) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const filters = { stage: search.stage, office: search.office, q: search.q, page: search.page };
  const { data } = useSuspenseQuery(trpc.admin.valueEngineering.commitments.queryOptions(filters));
  const [exporting, setExporting] = useState(false);
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await queryClient.fetchQuery({
        ...trpc.admin.valueEngineering.exportCsv.queryOptions({
          stage: search.stage,
          office: search.office,
          q: search.q,
        }),
        staleTime: 0,
      });
      downloadFile([file.csv], file.filename, 'text/csv;charset=utf-8');
      notifications.show({
        title: 'Export ready',
        message: `${counted(file.count, 'commitment')} saved to ${file.filename}.`,
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Export failed', message: errorMessage(error), color: 'red' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Package commitments
          </Title>
          <Text c="dimmed">Families who reserved a package, newest first. Open one to move it along.</Text>
        </div>
        <Button variant="default" onClick={exportCsv} loading={exporting}>
          Export CSV
        </Button>
      </Group>

      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label="Stage"
          value={search.stage ?? ''}
          onChange={(e) => onSearch({ stage: (e.currentTarget.value || undefined) as CommitmentStage, page: 1 })}
          data={[
            { value: '', label: 'Any stage' },
            ...commitmentStages.map((s) => ({ value: s, label: commitmentStageLabels[s] })),
          ]}
        />
        <NativeSelect
          label="Office"
          value={search.office ?? ''}
          onChange={(e) =>
            onSearch({ office: (e.currentTarget.value || undefined) as CommitmentsSearch['office'], page: 1 })
          }
          data={[
            { value: '', label: 'Any office' },
            ...commitmentOffices.map((o) => ({ value: o.value, label: o.label })),
          ]}
        />
        <ListSearch
          value={search.q}
          placeholder="Name, phone, cemetery, R-0012-KX"
          onSearch={(q) => onSearch({ q, page: 1 })}
        />
      </Group>

      <Text size="sm" aria-live="polite">
        {data.total === 0
          ? 'No commitments match.'
          : `Showing ${(data.page - 1) * data.pageSize + 1}-${(data.page - 1) * data.pageSize + data.items.length} of ${data.total}.`}
      </Text>

      {data.items.length > 0 && (
        <Stack
          gap="sm"
          hiddenFrom="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Commitments"
        >
          {data.items.map((item) => (
            <Paper component="li" key={item.id} withBorder p="md" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <UnstyledButton className={classes.nameButton} onClick={() => onSearch({ open: item.id })}>
                  {item.name}
                </UnstyledButton>
                <Box style={{ flexShrink: 0 }}>
                  <StageBadge stage={item.stage} />
                </Box>
              </Group>
              <Text size="sm">
                {item.reference} · {item.packageName} · {formatPrice(item.packagePriceCents)}
              </Text>
              <Text size="sm" className={classes.breakAnywhere}>
                {[item.phone, item.email].filter(Boolean).join(' · ')}
              </Text>
              <Box mt={4}>
                <GuaranteeBadge guarantee={item.guarantee} />
              </Box>
            </Paper>
          ))}
        </Stack>
      )}

      {data.items.length > 0 && (
        <Table.ScrollContainer minWidth={860} visibleFrom="md">
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Reserved</Table.Th>
                <Table.Th>Family</Table.Th>
                <Table.Th>Package</Table.Th>
                <Table.Th>Office</Table.Th>
                <Table.Th>Stage</Table.Th>
                <Table.Th>Guarantee</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((item) => (
                <Table.Tr key={item.id} className={classes.row} onClick={() => onSearch({ open: item.id })}>
                  <Table.Td className={classes.nowrap}>
                    {dates.dateTime(item.createdAt)}
                    <Text size="sm" c="dimmed">
                      {item.reference}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <UnstyledButton className={classes.nameButton} onClick={() => onSearch({ open: item.id })}>
                      {item.name}
                    </UnstyledButton>
                    <Text size="sm">{item.phone ?? item.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    {item.packageName}
                    <Text size="sm">{formatPrice(item.packagePriceCents)}</Text>
                  </Table.Td>
                  <Table.Td>{labelOf(commitmentOffices, item.office)}</Table.Td>
                  <Table.Td>
                    <StageBadge stage={item.stage} />
                  </Table.Td>
                  <Table.Td>
                    <GuaranteeBadge guarantee={item.guarantee} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {pages > 1 && (
        <Pagination
          total={pages}
          value={data.page}
          onChange={(page) => onSearch({ page })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          nextIcon={() => <span aria-hidden="true">›</span>}
          previousIcon={() => <span aria-hidden="true">‹</span>}
        />
      )}

      <GuardedDrawer
        opened={search.open !== undefined}
        onClose={() => onSearch({ open: undefined })}
        position="right"
        size="lg"
        title="Commitment"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {search.open !== undefined && <CommitmentDetail id={search.open} />}
      </GuardedDrawer>
    </Stack>
  );
}

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className={classes.detailRow}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

function CommitmentDetail({ id }: { id: number }) {
  const trpc = useTRPC();
  const { data, error, isPending } = useQuery(trpc.admin.valueEngineering.commitment.queryOptions({ id }));
  if (isPending) return <Text>Loading...</Text>;
  if (error || !data) return <Alert color="red">{errorMessage(error, 'This commitment could not be loaded.')}</Alert>;
  return <CommitmentEditor key={`${data.id}-${data.updatedAt}`} commitment={data} />;
}

/** Refreshes everything that shows a commitment after a change. */
function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (updated: Detail) => {
    queryClient.setQueryData(trpc.admin.valueEngineering.commitment.queryKey({ id: updated.id }), updated);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.valueEngineering.commitments.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.valueEngineering.overview.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.dashboard.summary.pathKey() }),
    ]);
  };
}

function CommitmentEditor({ commitment }: { commitment: Detail }) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const refresh = useRefresh();
  const finished = commitment.stage === 'closed' || commitment.stage === 'cancelled';
  const index = stageOrder.indexOf(commitment.stage);
  const nextStage = index >= 0 && index < stageOrder.length - 1 ? stageOrder[index + 1]! : null;

  const [target, setTarget] = useState<CommitmentStage | ''>(nextStage ?? '');
  const [deposit, setDeposit] = useState(formatMoneyField(commitment.depositDueCents));
  const [depositOn, setDepositOn] = useState(() => dates.today());
  const [reason, setReason] = useState('');
  const [stageError, setStageError] = useState<string | null>(null);
  const [depositError, setDepositError] = useState<string | null>(null);
  const [finalPrice, setFinalPrice] = useState(formatMoneyField(commitment.finalPriceCents));
  const [finalError, setFinalError] = useState<string | null>(null);
  const [notes, setNotes] = useState(commitment.staffNotes ?? '');
  useUnsavedNotes(notes !== (commitment.staffNotes ?? '') || reason.trim() !== '');

  const changeStage = useMutation(trpc.admin.valueEngineering.changeStage.mutationOptions());
  const recordFinal = useMutation(trpc.admin.valueEngineering.recordFinalPrice.mutationOptions());
  const saveNotes = useMutation(trpc.admin.valueEngineering.saveNotes.mutationOptions());

  async function moveStage(event: React.FormEvent) {
    event.preventDefault();
    setStageError(null);
    setDepositError(null);
    if (!target) return setStageError('Please choose the new stage.');
    let depositCents: number | undefined;
    if (target === 'deposit_received') {
      const typed = moneyFieldValue(deposit);
      if (typed.error) return setDepositError(typed.error);
      if (!typed.cents) return setDepositError('Please enter the deposit received, like 2,425.00');
      depositCents = typed.cents;
    }
    try {
      const updated = await changeStage.mutateAsync({
        id: commitment.id,
        stage: target,
        ...(target === 'deposit_received' ? { depositCents, depositReceivedOn: depositOn } : {}),
        ...(target === 'cancelled' ? { reason } : {}),
      });
      await refresh(updated);
      notifications.show({
        title: 'Stage changed',
        message: `${commitment.reference} is now at “${commitmentStageLabels[updated.stage]}”.`,
        color: 'green',
      });
    } catch (error) {
      setStageError(errorMessage(error, 'The stage could not be changed.'));
    }
  }

  async function saveFinal(event: React.FormEvent) {
    event.preventDefault();
    setFinalError(null);
    const typed = moneyFieldValue(finalPrice);
    if (typed.error) return setFinalError(typed.error);
    const cents = typed.cents;
    if (!cents) return setFinalError('Please enter the final price, like 4,125.00');
    try {
      const updated = await recordFinal.mutateAsync({ id: commitment.id, finalPriceCents: cents });
      await refresh(updated);
      notifications.show({ title: 'Final price saved', message: formatPrice(cents), color: 'green' });
    } catch (error) {
      setFinalError(errorMessage(error, 'The final price could not be saved.'));
    }
  }

  async function keepNotes() {
    try {
      const updated = await saveNotes.mutateAsync({ id: commitment.id, staffNotes: notes });
      await refresh(updated);
      notifications.show({ title: 'Notes saved', message: commitment.reference, color: 'green' });
    } catch (error) {
      notifications.show({ title: 'Not saved', message: errorMessage(error), color: 'red' });
    }
  }

  const stageChoices = finished ? [] : [...stageOrder, 'cancelled' as const].filter((s) => s !== commitment.stage);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {commitment.name}
        </Title>
        <StageBadge stage={commitment.stage} />
      </Group>
      <Text size="sm" c="dimmed">
        {commitment.reference}, reserved {dates.dateTime(commitment.createdAt)}
      </Text>

      <GuaranteePanel
        guarantee={commitment.guarantee}
        packagePriceCents={commitment.packagePriceCents}
        finalPriceCents={commitment.finalPriceCents}
      />

      <div className={classes.details}>
        <DetailRow label="Package">
          {commitment.packageName}, {formatPrice(commitment.packagePriceCents)}
        </DetailRow>
        <DetailRow label="Deposit asked">{formatPrice(commitment.depositDueCents)}</DetailRow>
        <DetailRow label="Deposit received">
          {commitment.depositCents != null
            ? `${formatPrice(commitment.depositCents)} on ${commitment.depositReceivedOn}`
            : 'Not yet'}
        </DetailRow>
        <DetailRow label="Phone">
          {commitment.phone && (
            <Anchor href={`tel:${commitment.phone.replace(/[^\d+]/g, '')}`}>{commitment.phone}</Anchor>
          )}
        </DetailRow>
        <DetailRow label="Email">
          {commitment.email && <Anchor href={`mailto:${commitment.email}`}>{commitment.email}</Anchor>}
        </DetailRow>
        <DetailRow label="Preferred office">{labelOf(commitmentOffices, commitment.office)}</DetailRow>
        <DetailRow label="Cemetery">{commitment.cemetery}</DetailRow>
        <DetailRow label="Town">{commitment.town}</DetailRow>
        <DetailRow label="Timeline">{labelOf(commitmentTimelines, commitment.timeline)}</DetailRow>
        <DetailRow label="Family's notes">{commitment.notes}</DetailRow>
        <DetailRow label="Cancelled because">{commitment.cancelReason}</DetailRow>
      </div>

      {!finished && (
        <Paper withBorder p="md" radius="md" component="form" onSubmit={moveStage} aria-label="Change the stage">
          <Stack gap="sm">
            <Title order={3} size="h4">
              Move to another stage
            </Title>
            <NativeSelect
              label="New stage"
              value={target}
              onChange={(e) => setTarget(e.currentTarget.value as CommitmentStage)}
              data={[
                { value: '', label: 'Choose a stage' },
                ...stageChoices.map((s) => ({ value: s, label: commitmentStageLabels[s] })),
              ]}
            />
            {target === 'deposit_received' && (
              <Group grow align="flex-start">
                <MoneyInput label="Deposit received" value={deposit} onChange={setDeposit} error={depositError} />
                <TextInput
                  label="Received on"
                  type="date"
                  max={dates.today()}
                  value={depositOn}
                  onChange={(e) => setDepositOn(e.currentTarget.value)}
                />
              </Group>
            )}
            {target === 'cancelled' && (
              <Textarea
                label="Why is it cancelled?"
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                rows={2}
              />
            )}
            {stageError && (
              <Alert color="red" variant="light" role="alert">
                {stageError}
              </Alert>
            )}
            <div>
              <Button
                type="submit"
                loading={changeStage.isPending}
                color={target === 'cancelled' ? 'red.9' : undefined}
              >
                {target === 'cancelled' ? 'Cancel this commitment' : 'Change stage'}
              </Button>
            </div>
          </Stack>
        </Paper>
      )}

      {!finished && commitment.stage !== 'new' && (
        <Paper withBorder p="md" radius="md" component="form" onSubmit={saveFinal} aria-label="Final price">
          <Stack gap="sm">
            <Title order={3} size="h4">
              Final price
            </Title>
            <MoneyInput
              label="Final price"
              description={`In dollars. The guarantee is kept when it is below ${formatPrice(commitment.packagePriceCents)}.`}
              value={finalPrice}
              onChange={setFinalPrice}
              error={finalError}
            />
            <div>
              <Button type="submit" variant="light" loading={recordFinal.isPending}>
                Save final price
              </Button>
            </div>
          </Stack>
        </Paper>
      )}

      <Textarea
        label="Staff notes"
        description="Only staff see these."
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        rows={4}
        resize="vertical"
      />
      <div>
        <Button variant="default" onClick={keepNotes} loading={saveNotes.isPending}>
          Save notes
        </Button>
      </div>

      <Title order={3} size="h4">
        History
      </Title>
      <Timeline bulletSize={14} lineWidth={2} aria-label="History">
        {commitment.events.map((event) => (
          <Timeline.Item key={event.id} title={event.detail}>
            <Text size="sm" c="dimmed">
              {dates.dateTime(event.createdAt)} · {event.byEmail ?? 'the family, online'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
