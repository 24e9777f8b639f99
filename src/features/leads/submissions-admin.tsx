import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
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
import { useStaffTime } from '#src/lib/staff-time';
import { clearFormDraft, useFormDraft } from '#src/lib/use-form-draft';
import classes from './submissions-admin.module.css';
import { useUnsavedNotes } from '#src/components/admin/unsaved-notes';
import { CardLine, OpenRecordButton, StaffList } from '#src/components/admin/staff-list';
import { CsvExportButton } from '#src/components/admin/csv-export-button';
import { DetailRow } from '#src/components/admin/detail-row';
import { counted } from '#server/modules/shared/plural';
import { CemeteryCheckView } from '#src/features/cemeteries/cemetery-check-view';

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
  const open = (item: { id: number }) => onSearch({ open: item.id });

  return (
    <StaffList
      title="Submissions"
      description="Messages and estimate requests from the website, newest first."
      actions={
        <CsvExportButton
          label="Export CSV"
          fetchFile={() =>
            queryClient.fetchQuery({
              ...trpc.admin.submissions.exportCsv.queryOptions({
                kind: search.kind,
                status: search.status,
                q: search.q,
              }),
              staleTime: 0,
            })
          }
          ready={(file) => ({
            title: 'Export ready',
            message: `${counted(file.count, 'submission')} saved to ${file.filename}.`,
          })}
          failedTitle="Export failed"
        />
      }
      filters={
        <>
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
        </>
      }
      search={{
        value: search.q,
        placeholder: 'Name, email, phone or words',
        onSearch: (q) => onSearch({ q, page: 1 }),
      }}
      page={data}
      empty="No submissions match."
      cardsLabel="Submissions"
      card={{
        title: (item) => <OpenRecordButton onOpen={() => open(item)}>{item.name}</OpenRecordButton>,
        badge: (item) => <StatusBadge status={item.status} />,
        body: (item) => (
          <>
            <CardLine>{[item.phone, item.email].filter(Boolean).join(' · ')}</CardLine>
            <Text size="sm" c="dimmed">
              {submissionKindLabels[item.kind]} · {dates.dateTime(item.createdAt)}
            </Text>
          </>
        ),
      }}
      tableMinWidth={720}
      columns={[
        { header: 'Received', nowrap: true, cell: (item) => dates.dateTime(item.createdAt) },
        { header: 'Kind', cell: (item) => submissionKindLabels[item.kind] },
        { header: 'Name', cell: (item) => <OpenRecordButton onOpen={() => open(item)}>{item.name}</OpenRecordButton> },
        {
          header: 'Contact',
          cell: (item) => (
            <Stack gap={0}>
              {item.phone && <Text size="sm">{item.phone}</Text>}
              {item.email && <Text size="sm">{item.email}</Text>}
            </Stack>
          ),
        },
        { header: 'Status', cell: (item) => <StatusBadge status={item.status} /> },
        {
          header: 'Message',
          cell: (item) => (
            <Text size="sm" lineClamp={2} maw={360}>
              {item.message ??
                (item.extra.monumentType ? choiceLabel(monumentTypeChoices, item.extra.monumentType) : '')}
            </Text>
          ),
        },
      ]}
      onOpen={open}
      onPage={(page) => onSearch({ page })}
      drawer={{
        opened: search.open !== undefined,
        onClose: () => onSearch({ open: undefined }),
        title: 'Submission',
        size: 'lg',
        children: search.open !== undefined && <SubmissionDetail id={search.open} />,
      }}
    />
  );
}

/** The form's choices a lead may carry, in the order the panel lists them. */
const extraChoices = [
  ['Preferred office', 'office', officeChoices],
  ['Kind of memorial', 'monumentType', monumentTypeChoices],
  ['Size', 'size', sizeChoices],
  ['Granite', 'granite', graniteChoices],
  ['Budget', 'budget', budgetChoices],
  ['Timeline', 'timeline', timelineChoices],
] as const;

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
        <DetailRow className={classes.detailRow} label="Phone">
          {submission.phone && (
            <Anchor href={`tel:${submission.phone.replace(/[^\d+]/g, '')}`}>{submission.phone}</Anchor>
          )}
        </DetailRow>
        <DetailRow className={classes.detailRow} label="Email">
          {submission.email && <Anchor href={`mailto:${submission.email}`}>{submission.email}</Anchor>}
        </DetailRow>
        {extraChoices.map(([label, key, choices]) => (
          <DetailRow key={key} className={classes.detailRow} label={label}>
            {extra[key] && choiceLabel(choices, extra[key])}
          </DetailRow>
        ))}
        <DetailRow className={classes.detailRow} label="Cemetery">
          {submission.cemeteryCheck ? <CemeteryCheckView check={submission.cemeteryCheck} /> : extra.cemetery}
        </DetailRow>
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
