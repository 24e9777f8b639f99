import { formatPrice } from '#server/modules/shared/money';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  commitmentOffices,
  commitmentStageLabels,
  commitmentTimelines,
  labelOf,
  stageOrder,
  type CommitmentStage,
} from '#server/modules/value-engineering/value-engineering.choices';
import { formatMoneyField, MoneyInput, moneyFieldValue } from '#src/components/admin/money-input';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { GuaranteePanel } from './guarantee-badge';
import classes from './ve-admin.module.css';
import { useUnsavedNotes } from '#src/components/admin/unsaved-notes';
import { DetailRow } from '#src/components/admin/detail-row';
import { StageBadge } from './commitment-stage-badge';
import { CemeteryCheckView } from '#src/features/cemeteries/cemetery-check-view';

type Detail = RouterOutputs['admin']['valueEngineering']['commitment'];

/** The side panel of one package commitment, loaded when opened. */
export function CommitmentDetail({ id }: { id: number }) {
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

/**
 * One commitment: who and what, the guarantee, moving it through its stages (the deposit on the
 * way), the final price, staff notes and the history.
 */
function CommitmentEditor({ commitment }: { commitment: Detail }) {
  const dates = useStaffTime();
  const finished = commitment.stage === 'closed' || commitment.stage === 'cancelled';
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

      <CommitmentFacts commitment={commitment} />
      {!finished && <StageForm commitment={commitment} />}
      {!finished && commitment.stage !== 'new' && <FinalPriceForm commitment={commitment} />}
      <StaffNotes commitment={commitment} />

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

function CommitmentFacts({ commitment }: { commitment: Detail }) {
  return (
    <div className={classes.details}>
      <DetailRow className={classes.detailRow} label="Package">
        {commitment.packageName}, {formatPrice(commitment.packagePriceCents)}
      </DetailRow>
      <DetailRow className={classes.detailRow} label="Deposit asked">
        {formatPrice(commitment.depositDueCents)}
      </DetailRow>
      <DetailRow className={classes.detailRow} label="Deposit received">
        {commitment.depositCents != null
          ? `${formatPrice(commitment.depositCents)} on ${commitment.depositReceivedOn}`
          : 'Not yet'}
      </DetailRow>
      <DetailRow className={classes.detailRow} label="Phone">
        {commitment.phone && (
          <Anchor href={`tel:${commitment.phone.replace(/[^\d+]/g, '')}`}>{commitment.phone}</Anchor>
        )}
      </DetailRow>
      <DetailRow className={classes.detailRow} label="Email">
        {commitment.email && <Anchor href={`mailto:${commitment.email}`}>{commitment.email}</Anchor>}
      </DetailRow>
      <DetailRow className={classes.detailRow} label="Preferred office">
        {labelOf(commitmentOffices, commitment.office)}
      </DetailRow>
      <DetailRow className={classes.detailRow} label="Cemetery">
        {commitment.cemeteryCheck ? <CemeteryCheckView check={commitment.cemeteryCheck} /> : commitment.cemetery}
      </DetailRow>
      {!commitment.cemeteryCheck?.slug && (
        <DetailRow className={classes.detailRow} label="Town">
          {commitment.town}
        </DetailRow>
      )}
      <DetailRow className={classes.detailRow} label="Timeline">
        {labelOf(commitmentTimelines, commitment.timeline)}
      </DetailRow>
      <DetailRow className={classes.detailRow} label="Family's notes">
        {commitment.notes}
      </DetailRow>
      <DetailRow className={classes.detailRow} label="Cancelled because">
        {commitment.cancelReason}
      </DetailRow>
    </div>
  );
}

/** Moves the commitment to another stage: the deposit with "deposit received", a reason to cancel. */
function StageForm({ commitment }: { commitment: Detail }) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const refresh = useRefresh();
  const index = stageOrder.indexOf(commitment.stage);
  const nextStage = index >= 0 && index < stageOrder.length - 1 ? stageOrder[index + 1]! : null;
  const [target, setTarget] = useState<CommitmentStage | ''>(nextStage ?? '');
  const [deposit, setDeposit] = useState(formatMoneyField(commitment.depositDueCents));
  const [depositOn, setDepositOn] = useState(() => dates.today());
  const [reason, setReason] = useState('');
  const [stageError, setStageError] = useState<string | null>(null);
  const [depositError, setDepositError] = useState<string | null>(null);
  useUnsavedNotes(reason.trim() !== '');
  const changeStage = useMutation(trpc.admin.valueEngineering.changeStage.mutationOptions());

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

  const stageChoices = [...stageOrder, 'cancelled' as const].filter((s) => s !== commitment.stage);

  return (
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
          <Button type="submit" loading={changeStage.isPending} color={target === 'cancelled' ? 'red.9' : undefined}>
            {target === 'cancelled' ? 'Cancel this commitment' : 'Change stage'}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/** Records the final price; the guarantee is judged against the package's price. */
function FinalPriceForm({ commitment }: { commitment: Detail }) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const [finalPrice, setFinalPrice] = useState(formatMoneyField(commitment.finalPriceCents));
  const [finalError, setFinalError] = useState<string | null>(null);
  const recordFinal = useMutation(trpc.admin.valueEngineering.recordFinalPrice.mutationOptions());

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

  return (
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
  );
}

/** Staff's own notes on the commitment; closing the panel over unsaved ones asks first. */
function StaffNotes({ commitment }: { commitment: Detail }) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const [notes, setNotes] = useState(commitment.staffNotes ?? '');
  useUnsavedNotes(notes !== (commitment.staffNotes ?? ''));
  const saveNotes = useMutation(trpc.admin.valueEngineering.saveNotes.mutationOptions());

  async function keepNotes() {
    try {
      const updated = await saveNotes.mutateAsync({ id: commitment.id, staffNotes: notes });
      await refresh(updated);
      notifications.show({ title: 'Notes saved', message: commitment.reference, color: 'green' });
    } catch (error) {
      notifications.show({ title: 'Not saved', message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <>
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
    </>
  );
}
