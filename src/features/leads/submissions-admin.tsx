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
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  budgetChoices,
  choiceLabel,
  graniteChoices,
  monumentTypeChoices,
  officeChoices,
  sizeChoices,
  submissionKindLabels,
  submissionKinds,
  submissionStatusLabels,
  submissionStatuses,
  timelineChoices,
  type SubmissionsSearch,
  type SubmissionStatus,
} from '#server/modules/leads/leads.choices';
import { errorMessage, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { downloadFile } from '#src/lib/download';
import { useStaffTime } from '#src/lib/staff-time';
import { clearFormDraft, useFormDraft } from '#src/lib/use-form-draft';
import classes from './submissions-admin.module.css';
import { GuardedDrawer, useUnsavedNotes } from '#src/components/admin/unsaved-notes';
import { ListSearch } from '#src/components/admin/list-search';
import { counted } from '#server/modules/shared/plural';

type Submission = RouterOutputs['admin']['submissions']['get'];

// Filled dark shades and a gray outline: each label keeps at least 4.5:1 contrast.
const statusColor: Record<SubmissionStatus, string> = { new: 'red.9', contacted: 'brand.7', closed: 'gray.7' };

function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <Badge color={statusColor[status]} variant={status === 'closed' ? 'outline' : 'filled'}>
      {submissionStatusLabels[status]}
    </Badge>
  );
}

/**
 * /admin/submissions: the leads from the website's forms, newest first, with filters, search,
 * a detail panel to change the status and keep notes, and a CSV export of what is shown.
 */
export function SubmissionsAdmin({
  search,
  onSearch,
}: {
  search: SubmissionsSearch;
  onSearch: (next: Partial<SubmissionsSearch>) => void;
}) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const filters = { kind: search.kind, status: search.status, q: search.q, page: search.page };
  const { data } = useSuspenseQuery(trpc.admin.submissions.list.queryOptions(filters));
  const [exporting, setExporting] = useState(false);
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await queryClient.fetchQuery({
        ...trpc.admin.submissions.exportCsv.queryOptions({ kind: search.kind, status: search.status, q: search.q }),
        staleTime: 0,
      });
      downloadFile([file.csv], file.filename, 'text/csv;charset=utf-8');
      notifications.show({
        title: 'Export ready',
        message: `${counted(file.count, 'submission')} saved to ${file.filename}.`,
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
            Submissions
          </Title>
          <Text c="dimmed">Messages and estimate requests from the website, newest first.</Text>
        </div>
        <Button variant="default" onClick={exportCsv} loading={exporting}>
          Export CSV
        </Button>
      </Group>

      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label="Kind"
          value={search.kind ?? ''}
          onChange={(e) =>
            onSearch({ kind: (e.currentTarget.value || undefined) as SubmissionsSearch['kind'], page: 1 })
          }
          data={[
            { value: '', label: 'All kinds' },
            ...submissionKinds.map((k) => ({ value: k, label: submissionKindLabels[k] })),
          ]}
        />
        <NativeSelect
          label="Status"
          value={search.status ?? ''}
          onChange={(e) =>
            onSearch({ status: (e.currentTarget.value || undefined) as SubmissionsSearch['status'], page: 1 })
          }
          data={[
            { value: '', label: 'Any status' },
            ...submissionStatuses.map((s) => ({ value: s, label: submissionStatusLabels[s] })),
          ]}
        />
        <ListSearch
          value={search.q}
          placeholder="Name, email, phone or words"
          onSearch={(q) => onSearch({ q, page: 1 })}
        />
      </Group>

      <Text size="sm" aria-live="polite">
        {data.total === 0
          ? 'No submissions match.'
          : `Showing ${(data.page - 1) * data.pageSize + 1}-${(data.page - 1) * data.pageSize + data.items.length} of ${data.total}.`}
      </Text>

      {data.items.length > 0 && (
        // Phones get one card per submission (status and contact in view); wider screens a table.
        <Stack
          gap="sm"
          hiddenFrom="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Submissions"
        >
          {data.items.map((item) => (
            <Paper component="li" key={item.id} withBorder p="md" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <UnstyledButton className={classes.nameButton} onClick={() => onSearch({ open: item.id })}>
                  {item.name}
                </UnstyledButton>
                <Box style={{ flexShrink: 0 }}>
                  <StatusBadge status={item.status} />
                </Box>
              </Group>
              <Text size="sm" className={classes.breakAnywhere}>
                {[item.phone, item.email].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm" c="dimmed">
                {submissionKindLabels[item.kind]} · {dates.dateTime(item.createdAt)}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}

      {data.items.length > 0 && (
        <Table.ScrollContainer minWidth={720} visibleFrom="md">
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Received</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Message</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((item) => (
                <Table.Tr key={item.id} className={classes.row} onClick={() => onSearch({ open: item.id })}>
                  <Table.Td className={classes.nowrap}>{dates.dateTime(item.createdAt)}</Table.Td>
                  <Table.Td>{submissionKindLabels[item.kind]}</Table.Td>
                  <Table.Td>
                    <UnstyledButton className={classes.nameButton} onClick={() => onSearch({ open: item.id })}>
                      {item.name}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      {item.phone && <Text size="sm">{item.phone}</Text>}
                      {item.email && <Text size="sm">{item.email}</Text>}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={item.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2} maw={360}>
                      {item.message ??
                        (item.extra.monumentType ? choiceLabel(monumentTypeChoices, item.extra.monumentType) : '')}
                    </Text>
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
        title="Submission"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {search.open !== undefined && <SubmissionDetail id={search.open} />}
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

const notesDraftKey = (id: number) => `submission-notes:${id}`;

function SubmissionDetail({ id }: { id: number }) {
  const trpc = useTRPC();
  const { data, error, isPending } = useQuery(trpc.admin.submissions.get.queryOptions({ id }));
  if (isPending) return <Text>Loading...</Text>;
  if (error || !data) return <Alert color="red">{errorMessage(error, 'This submission could not be loaded.')}</Alert>;
  return <SubmissionEditor key={`${data.id}-${data.updatedAt}`} submission={data} />;
}

function SubmissionEditor({ submission }: { submission: Submission }) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saved = { status: submission.status, notes: submission.staffNotes ?? '' };
  // Unsaved notes survive a reload or a visit to another screen, until saved or discarded.
  const draft = useFormDraft(notesDraftKey(submission.id), { defaults: saved });
  const [status, setStatus] = useState<SubmissionStatus>(() => {
    const kept = draft.stored?.status as SubmissionStatus | undefined;
    return kept && submissionStatuses.includes(kept) ? kept : saved.status;
  });
  const [notes, setNotes] = useState(() => draft.stored?.notes ?? saved.notes);
  const update = useMutation(trpc.admin.submissions.update.mutationOptions());
  const dirty = status !== saved.status || notes !== saved.notes;

  // Closing the panel (or the tab) asks before dropping them.
  useUnsavedNotes(dirty, () => clearFormDraft(notesDraftKey(submission.id)));

  function change(next: { status: SubmissionStatus; notes: string }) {
    setStatus(next.status);
    setNotes(next.notes);
    draft.save(next);
  }

  async function save() {
    try {
      const updated = await update.mutateAsync({ id: submission.id, status, staffNotes: notes });
      draft.clear();
      queryClient.setQueryData(trpc.admin.submissions.get.queryKey({ id: submission.id }), updated);
      await queryClient.invalidateQueries({ queryKey: trpc.admin.submissions.list.pathKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.admin.dashboard.summary.pathKey() });
      notifications.show({
        title: 'Saved',
        message: `${submission.reference} is now ${submissionStatusLabels[updated.status]}.`,
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: 'Not saved', message: errorMessage(error), color: 'red' });
    }
  }

  const extra = submission.extra;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {submission.name}
        </Title>
        <StatusBadge status={submission.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {submissionKindLabels[submission.kind]} {submission.reference}, received {dates.dateTime(submission.createdAt)}
        {submission.sourcePage ? ` from ${submission.sourcePage}` : ''}
      </Text>
      <div className={classes.details}>
        <DetailRow label="Phone">
          {submission.phone && (
            <Anchor href={`tel:${submission.phone.replace(/[^\d+]/g, '')}`}>{submission.phone}</Anchor>
          )}
        </DetailRow>
        <DetailRow label="Email">
          {submission.email && <Anchor href={`mailto:${submission.email}`}>{submission.email}</Anchor>}
        </DetailRow>
        <DetailRow label="Preferred office">{extra.office && choiceLabel(officeChoices, extra.office)}</DetailRow>
        <DetailRow label="Kind of memorial">
          {extra.monumentType && choiceLabel(monumentTypeChoices, extra.monumentType)}
        </DetailRow>
        <DetailRow label="Size">{extra.size && choiceLabel(sizeChoices, extra.size)}</DetailRow>
        <DetailRow label="Granite">{extra.granite && choiceLabel(graniteChoices, extra.granite)}</DetailRow>
        <DetailRow label="Budget">{extra.budget && choiceLabel(budgetChoices, extra.budget)}</DetailRow>
        <DetailRow label="Timeline">{extra.timeline && choiceLabel(timelineChoices, extra.timeline)}</DetailRow>
        <DetailRow label="Cemetery">{extra.cemetery}</DetailRow>
      </div>
      {submission.message && (
        <div>
          <Text size="sm" c="dimmed">
            Message
          </Text>
          <Text className={classes.message}>{submission.message}</Text>
        </div>
      )}
      <div>
        <Text size="sm" fw={600} mb={6} id="status-label">
          Status
        </Text>
        <SegmentedControl
          aria-labelledby="status-label"
          value={status}
          onChange={(value) => change({ status: value as SubmissionStatus, notes })}
          data={submissionStatuses.map((s) => ({ value: s, label: submissionStatusLabels[s] }))}
        />
      </div>
      <Textarea
        label="Staff notes"
        description="Only staff see these."
        value={notes}
        onChange={(e) => change({ status, notes: e.currentTarget.value })}
        rows={5}
        resize="vertical"
      />
      <Group>
        <Button onClick={save} loading={update.isPending} disabled={!dirty}>
          Save changes
        </Button>
        {dirty && (
          <Text size="sm" c="dimmed">
            Unsaved changes
          </Text>
        )}
      </Group>
    </Stack>
  );
}
