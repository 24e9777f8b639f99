import { formatPrice } from '#server/modules/shared/money';
import { useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  FileInput,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  familyLink,
  orderOffices,
  orderSourceLabels,
  orderStageLabels,
  orderStages,
  nextStageOf,
  proofLineKindLabels,
  proofLineKinds,
  proofStatusLabels,
  soldKindLabels,
  stagesNeedingApproval,
  type OrderStage,
  type ProofLine,
  type ProofLineKind,
} from '#server/modules/orders/orders.choices';
import { NO_LINES_LABEL } from '#server/modules/orders/orders.schema';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { useStaffTime } from '#src/lib/staff-time';
import { useUnsavedNotes } from '#src/components/admin/unsaved-notes';
import { OrderForm } from './order-form';
import { OrderStageBadge } from './stage-badge';
import { formatDay } from './verify/order-tracker';
import classes from './orders-admin.module.css';
import { counted } from '#server/modules/shared/plural';

type Detail = RouterOutputs['admin']['orders']['get'];

export function OrderDetail({ id }: { id: number }) {
  const trpc = useTRPC();
  // A proof decision shows up without a reload: the open order is asked again every 20 seconds.
  const { data, error, isPending } = useQuery({
    ...trpc.admin.orders.get.queryOptions({ id }),
    staleTime: 5_000,
    refetchInterval: 20_000,
  });
  if (isPending) return <Text>Loading…</Text>;
  if (error || !data) return <Alert color="red">{errorMessage(error, 'This order could not be loaded.')}</Alert>;
  return <OrderEditor key={`${data.id}-${data.updatedAt}`} order={data} />;
}

/** Refreshes everything that shows an order after a change. */
function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (updated: Detail) => {
    queryClient.setQueryData(trpc.admin.orders.get.queryKey({ id: updated.id }), updated);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.orders.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.dashboard.summary.pathKey() }),
    ]);
  };
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

function OrderEditor({ order }: { order: Detail }) {
  const dates = useStaffTime();
  const siteUrl = useRouteContext({ from: '__root__', select: (c) => c.siteUrl });
  const trpc = useTRPC();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const update = useMutation(trpc.admin.orders.update.mutationOptions());
  const newLink = useMutation(trpc.admin.orders.newFamilyLink.mutationOptions());
  const saveNotes = useMutation(trpc.admin.orders.saveNotes.mutationOptions());
  const [notes, setNotes] = useState(order.staffNotes ?? '');
  const [confirmLink, setConfirmLink] = useState(false);
  useUnsavedNotes(notes !== (order.staffNotes ?? ''));
  const link = familyLink(siteUrl, order.familyToken);
  const office = orderOffices.find((o) => o.value === order.office)?.label ?? order.office;

  return (
    <Stack gap="lg">
      <div>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {order.name}
          </Title>
          <OrderStageBadge stage={order.stage} />
        </Group>
        <Text size="sm" c="dimmed">
          {order.reference} · {orderSourceLabels[order.sourceKind]} · opened {dates.dateTime(order.createdAt)}
          {order.createdBy ? ` by ${order.createdBy}` : ''}
        </Text>
      </div>

      <Paper withBorder p="md" radius="md" aria-label="The family's access">
        <Stack gap="xs">
          <Title order={3} size="h4">
            The family&apos;s proof page
          </Title>
          <Text size="sm">
            Proof code <Code fz="md">{order.proofCodeText}</Code>, opened with{' '}
            {order.email ?? 'the email on the order (none yet)'}.
          </Text>
          <Text size="sm">Private link (opens their proof and order without the code):</Text>
          <Text className={classes.link} data-testid="family-link">
            {link}
          </Text>
          <Group gap="xs">
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy the link'}
                </Button>
              )}
            </CopyButton>
            {confirmLink ? (
              <>
                <Text size="sm">The old link will stop working. Sure?</Text>
                <Button
                  size="xs"
                  color="red.9"
                  loading={newLink.isPending}
                  onClick={async () => {
                    try {
                      await refresh(await newLink.mutateAsync({ id: order.id }));
                      notifications.show({
                        title: 'New link made',
                        message: 'Send it to the family; the old one no longer opens.',
                        color: 'green',
                      });
                    } catch (error) {
                      notifications.show({ title: 'Not changed', message: errorMessage(error), color: 'red' });
                    }
                    setConfirmLink(false);
                  }}
                >
                  Yes, make a new link
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setConfirmLink(false)}>
                  Keep it
                </Button>
              </>
            ) : (
              <Button size="xs" variant="subtle" onClick={() => setConfirmLink(true)}>
                Make a new link
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>

      <ProofSection order={order} onChanged={refresh} />

      <StageSection order={order} onChanged={refresh} />

      <Paper withBorder p="md" radius="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Details
          </Title>
          <Button size="xs" variant="light" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            {editing ? 'Close without saving' : 'Edit details'}
          </Button>
        </Group>
        {editing ? (
          <Stack mt="sm">
            <OrderForm
              initial={order}
              submitLabel="Save details"
              pending={update.isPending}
              onSubmit={async (fields) => {
                const updated = await update.mutateAsync({ id: order.id, ...fields });
                await refresh(updated);
                notifications.show({ title: 'Details saved', message: order.reference, color: 'green' });
              }}
            />
          </Stack>
        ) : (
          <div className={classes.details} style={{ marginTop: 8 }}>
            <DetailRow label="Phone">
              {order.phone && <Anchor href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</Anchor>}
            </DetailRow>
            <DetailRow label="Email">
              {order.email && <Anchor href={`mailto:${order.email}`}>{order.email}</Anchor>}
            </DetailRow>
            <DetailRow label="Office">{office}</DetailRow>
            <DetailRow label="Names and dates">
              <Text style={{ whiteSpace: 'pre-line' }}>{order.inscription}</Text>
            </DetailRow>
            <DetailRow label="Cemetery">{order.cemetery}</DetailRow>
            <DetailRow label="Plot">{order.plot}</DetailRow>
            <DetailRow label="What was sold">
              {soldKindLabels[order.soldKind]}
              {order.soldReference ? ` (${order.soldReference})` : ''}
              {order.soldDescription ? `: ${order.soldDescription}` : ''}
            </DetailRow>
            <DetailRow label="Price">{order.priceCents != null ? formatPrice(order.priceCents) : null}</DetailRow>
            <DetailRow label="Deposit">{order.depositCents != null ? formatPrice(order.depositCents) : null}</DetailRow>
            <DetailRow label="Expected installation">{order.expectedInstallation}</DetailRow>
          </div>
        )}
      </Paper>

      <Stack gap="xs">
        <Textarea
          label="Staff notes"
          description="Only staff see these."
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          autosize
          minRows={3}
        />
        <div>
          <Button
            variant="default"
            loading={saveNotes.isPending}
            onClick={async () => {
              try {
                await refresh(await saveNotes.mutateAsync({ id: order.id, staffNotes: notes }));
                notifications.show({ title: 'Notes saved', message: order.reference, color: 'green' });
              } catch (error) {
                notifications.show({ title: 'Not saved', message: errorMessage(error), color: 'red' });
              }
            }}
          >
            Save notes
          </Button>
        </div>
      </Stack>

      <Title order={3} size="h4">
        History
      </Title>
      <Timeline bulletSize={14} lineWidth={2} aria-label="History">
        {order.history.map((entry) => (
          <Timeline.Item key={entry.id} title={entry.detail}>
            <Text size="sm" c="dimmed">
              {dates.dateTime(entry.createdAt)} · {entry.byEmail ?? 'the family, online'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

function StageSection({ order, onChanged }: { order: Detail; onChanged: (d: Detail) => Promise<void> }) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const change = useMutation(trpc.admin.orders.changeStage.mutationOptions());
  const edit = useMutation(trpc.admin.orders.editStage.mutationOptions());
  const latest = order.proofs[0];
  const approved = latest?.status === 'approved';
  const next = nextStageOf(order.stage);
  const choices = orderStages.filter(
    (s) => s !== order.stage && s !== 'proof_sent' && (approved || !stagesNeedingApproval.includes(s)),
  );
  const [target, setTarget] = useState<OrderStage | ''>(next && choices.includes(next) ? next : '');
  const [reachedOn, setReachedOn] = useState(() => dates.today());
  const [note, setNote] = useState('');
  const [notify, setNotify] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [editingStage, setEditingStage] = useState<OrderStage | null>(null);
  const [editDate, setEditDate] = useState('');
  const [editNote, setEditNote] = useState('');
  const editedStage = order.stages.find((s) => s.stage === editingStage);
  useUnsavedNotes(note.trim() !== '' || (editedStage !== undefined && editNote !== (editedStage.familyNote ?? '')));

  async function move(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!target) return setProblem('Please choose the new stage.');
    try {
      const updated = await change.mutateAsync({
        id: order.id,
        stage: target,
        reachedOn,
        familyNote: note,
        notifyFamily: notify,
      });
      await onChanged(updated);
      notifications.show({
        title: 'Stage changed',
        message: `${order.reference} is now at “${orderStageLabels[target]}”.`,
        color: 'green',
      });
    } catch (error) {
      const byField = fieldErrors(error);
      setProblem(Object.values(byField)[0] ?? errorMessage(error, 'The stage could not be changed.'));
    }
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Stages
        </Title>
        <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {order.stages.map((s) => (
            <li key={s.stage}>
              {editingStage === s.stage ? (
                <Stack gap={6} my={6}>
                  <Text fw={600}>{orderStageLabels[s.stage]}</Text>
                  <TextInput
                    label="Date"
                    type="date"
                    value={editDate}
                    onChange={(e) => setEditDate(e.currentTarget.value)}
                  />
                  <Textarea
                    label="Note the family sees"
                    autosize
                    value={editNote}
                    onChange={(e) => setEditNote(e.currentTarget.value)}
                  />
                  <Group gap="xs">
                    <Button
                      size="xs"
                      loading={edit.isPending}
                      onClick={async () => {
                        try {
                          await onChanged(
                            await edit.mutateAsync({
                              id: order.id,
                              stage: s.stage,
                              reachedOn: editDate,
                              familyNote: editNote,
                            }),
                          );
                          setEditingStage(null);
                        } catch (error) {
                          notifications.show({ title: 'Not saved', message: errorMessage(error), color: 'red' });
                        }
                      }}
                    >
                      Save
                    </Button>
                    <Button size="xs" variant="subtle" onClick={() => setEditingStage(null)}>
                      Cancel
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ flex: 1 }}>
                    <Text>
                      <strong>{orderStageLabels[s.stage]}</strong> · {formatDay(s.reachedOn)}
                    </Text>
                    {s.familyNote && <Text size="sm">Note for the family: {s.familyNote}</Text>}
                  </div>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => {
                      setEditingStage(s.stage);
                      setEditDate(s.reachedOn);
                      setEditNote(s.familyNote ?? '');
                    }}
                    aria-label={`Change the date or note of ${orderStageLabels[s.stage]}`}
                  >
                    Edit
                  </Button>
                </Group>
              )}
            </li>
          ))}
        </ol>
        <form onSubmit={move} aria-label="Move to another stage">
          <Stack gap="sm">
            <NativeSelect
              label="Move to"
              value={target}
              onChange={(e) => setTarget(e.currentTarget.value as OrderStage)}
              data={[
                { value: '', label: 'Choose a stage' },
                ...choices.map((s) => ({ value: s, label: orderStageLabels[s] })),
              ]}
              description={
                approved
                  ? undefined
                  : 'Production and later stages open once the family approves the newest proof. “Proof sent” comes with sending a proof.'
              }
            />
            <TextInput
              label="Date"
              type="date"
              value={reachedOn}
              onChange={(e) => setReachedOn(e.currentTarget.value)}
            />
            <Textarea
              label="Note the family sees (optional)"
              placeholder="For example: The cemetery expects to approve the permit within two weeks."
              autosize
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Checkbox
              label={order.email ? `Email the family at ${order.email}` : 'Email the family (no address on the order)'}
              checked={notify && !!order.email}
              disabled={!order.email}
              onChange={(e) => setNotify(e.currentTarget.checked)}
            />
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            )}
            <div>
              <Button type="submit" loading={change.isPending}>
                Change stage
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

const blankLine = (kind: ProofLineKind): ProofLine => ({ kind, text: '' });
const linePlaceholders: Record<ProofLineKind, string> = {
  family_name: 'WHITAKER',
  given_names: 'HAROLD JAMES',
  name: 'HAROLD JAMES WHITAKER',
  date: 'MARCH 4, 1941',
  epitaph: 'FOREVER IN OUR HEARTS',
  other: '',
};

/** Lines to start a new version from: the last version's, or a family name, given names and two dates. */
function startingLines(order: Detail): ProofLine[] {
  const last = order.proofs[0];
  if (last && last.lines.length > 0) return last.lines.map((l) => ({ ...l }));
  return [blankLine('family_name'), blankLine('given_names'), blankLine('date'), blankLine('date')];
}

function ProofSection({ order, onChanged }: { order: Detail; onChanged: (d: Detail) => Promise<void> }) {
  const dates = useStaffTime();
  const trpc = useTRPC();
  const issue = useMutation(trpc.admin.orders.issueProof.mutationOptions());
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{
    fileId: string;
    kind: 'image' | 'pdf';
    previewUrl: string;
    pageCount: number | null;
  } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [lines, setLines] = useState<ProofLine[]>(() => startingLines(order));
  // A design with no names or dates goes as the file alone; the typed lines stay, hidden, if ticked by mistake.
  const [noLines, setNoLines] = useState(() => order.proofs[0] !== undefined && order.proofs[0].lines.length === 0);
  const [blankLines, setBlankLines] = useState<number[]>([]);
  const [message, setMessage] = useState('');
  useUnsavedNotes(message.trim() !== '');
  const [problem, setProblem] = useState<string | null>(null);
  const nextVersion = (order.proofs[0]?.version ?? 0) + 1;

  async function upload(chosen: File | null) {
    setFile(chosen);
    setUploaded(null);
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > 25 * 1024 * 1024) return setFileError('This file is over 25 MB. Please send a smaller copy.');
    setUploading(true);
    try {
      const response = await fetch(`/admin-api/orders/proof-file?orderId=${order.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(chosen.name) },
        body: chosen,
      });
      const body = (await response.json().catch(() => ({}))) as {
        error?: string;
        fileId?: string;
        kind?: 'image' | 'pdf';
        previewUrl?: string;
        pageCount?: number | null;
      };
      if (!response.ok || !body.fileId) {
        setFileError(body.error ?? 'The file could not be uploaded. Please try again.');
        return;
      }
      setUploaded({
        fileId: body.fileId,
        kind: body.kind!,
        previewUrl: body.previewUrl!,
        pageCount: body.pageCount ?? null,
      });
    } catch {
      setFileError('We could not reach the server. Please check your connection and try again.');
    } finally {
      setUploading(false);
    }
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!uploaded) return setProblem('Please choose the proof file first.');
    const blank = noLines ? [] : lines.flatMap((l, i) => (l.text.trim() ? [] : [i]));
    setBlankLines(blank);
    if (blank.length) {
      return setProblem(
        `Line ${blank.map((i) => i + 1).join(' and line ')} ${blank.length === 1 ? 'is' : 'are'} empty: please type ${blank.length === 1 ? 'it' : 'them'} or remove ${blank.length === 1 ? 'it' : 'them'}.`,
      );
    }
    try {
      const updated = await issue.mutateAsync({
        orderId: order.id,
        fileId: uploaded.fileId,
        lines: noLines ? [] : lines,
        noLinesToCheck: noLines,
        message,
      });
      await onChanged(updated);
      notifications.show({
        title: `Version ${nextVersion} sent`,
        message: order.email
          ? `The family will be emailed at ${order.email}.`
          : 'Give the family the link or the proof code.',
        color: 'green',
      });
    } catch (error) {
      const byField = fieldErrors(error);
      setProblem(Object.values(byField)[0] ?? errorMessage(error, 'The proof could not be sent.'));
    }
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          Proofs
        </Title>
        {order.proofs.length === 0 && <Text size="sm">No proof sent yet.</Text>}
        {order.proofs.map((proof) => (
          <Paper key={proof.id} withBorder p="sm" radius="sm" data-testid={`proof-version-${proof.version}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>
                Version {proof.version}
                {proof.current ? '' : ' (replaced)'}
              </Text>
              <Badge
                color={
                  proof.status === 'approved' ? '#1d6a31' : proof.status === 'changes_requested' ? '#9c4500' : 'red.9'
                }
              >
                {proofStatusLabels[proof.status]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Sent {dates.dateTime(proof.sentAt)}
              {proof.sentBy ? ` by ${proof.sentBy}` : ''} ·{' '}
              {proof.kind === 'pdf' ? (
                <Anchor href={proof.originalUrl} download size="sm">
                  download the file (PDF)
                </Anchor>
              ) : (
                <Anchor href={proof.originalUrl} target="_blank" rel="noopener" size="sm">
                  open the file
                </Anchor>
              )}
            </Text>
            {proof.status === 'approved' && (
              <Text size="sm" mt={4}>
                Approved by <strong>{proof.approvedName}</strong> on{' '}
                {proof.decidedAt ? dates.dateTime(proof.decidedAt) : ''}. File SHA-256{' '}
                <Code>{proof.approvedSha256}</Code>
              </Text>
            )}
            {proof.status === 'changes_requested' && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                Changes asked for on {proof.decidedAt ? dates.dateTime(proof.decidedAt) : ''}: “{proof.changeComments}”
              </Text>
            )}
            <Text size="sm" mt={4}>
              {proof.lines.length
                ? proof.lines.map((l) => `${proofLineKindLabels[l.kind]}: ${l.text}`).join(' · ')
                : 'No names or dates to check (the file alone).'}
            </Text>
            {proof.kind === 'image' && proof.current && (
              <a href={proof.largeUrl} target="_blank" rel="noopener">
                <img
                  src={proof.mediumUrl}
                  alt={`Proof version ${proof.version} (opens full size in a new tab)`}
                  className={classes.thumb}
                  style={{ maxHeight: 220, width: 'auto', marginTop: 8 }}
                  width={proof.width ?? undefined}
                  height={proof.height ?? undefined}
                />
              </a>
            )}
          </Paper>
        ))}

        <form onSubmit={send} aria-label={`Send proof version ${nextVersion}`}>
          <Stack gap="sm">
            <Title order={4} size="h5">
              Send version {nextVersion}
            </Title>
            {order.proofs[0]?.status === 'approved' && (
              <Alert color="#9c4500" variant="light">
                The family approved version {order.proofs[0].version}. A new version sends the order back to “Proof
                sent” until they approve again.
              </Alert>
            )}
            <FileInput
              label="Proof file"
              description="A PDF, or a JPEG, PNG, WebP or AVIF image, up to 25 MB"
              accept="application/pdf,image/jpeg,image/png,image/webp,image/avif,.pdf,.jpg,.jpeg,.png,.webp,.avif"
              value={file}
              onChange={(f) => void upload(f)}
              error={fileError}
              clearable
            />
            {uploading && (
              <Text size="sm" role="status">
                Checking the file…
              </Text>
            )}
            {uploaded && uploaded.kind === 'image' && (
              <img
                src={uploaded.previewUrl}
                alt="The uploaded proof"
                className={classes.thumb}
                style={{ maxHeight: 240 }}
              />
            )}
            {uploaded && uploaded.kind === 'pdf' && (
              <Text size="sm">
                PDF checked{uploaded.pageCount === null ? '' : `: ${counted(uploaded.pageCount, 'page')}`}.{' '}
                <Anchor href={uploaded.previewUrl} download>
                  Download it to look it over
                </Anchor>
              </Text>
            )}
            <Text size="sm" fw={600}>
              The words on the stone, typed out (the family types each name and date to check them)
            </Text>
            <Checkbox
              label={NO_LINES_LABEL}
              description="Send the drawing or PDF alone; the family looks it over and approves it with their name."
              checked={noLines}
              onChange={(e) => setNoLines(e.currentTarget.checked)}
            />
            {!noLines &&
              lines.map((line, i) => (
                <Group key={i} gap="xs" align="flex-end" wrap="wrap">
                  <NativeSelect
                    aria-label={`Line ${i + 1}: what it is`}
                    value={line.kind}
                    onChange={(e) => {
                      const kind = e.currentTarget.value as ProofLineKind;
                      setLines((ls) => ls.map((l, j) => (j === i ? { ...l, kind } : l)));
                    }}
                    data={proofLineKinds.map((k) => ({ value: k, label: proofLineKindLabels[k] }))}
                    w={160}
                  />
                  <TextInput
                    aria-label={`Line ${i + 1}: the words`}
                    placeholder={linePlaceholders[line.kind]}
                    error={blankLines.includes(i) && !line.text.trim() ? 'Type this line or remove it' : undefined}
                    value={line.text}
                    onChange={(e) => {
                      const text = e.currentTarget.value;
                      setLines((ls) => ls.map((l, j) => (j === i ? { ...l, text } : l)));
                    }}
                    style={{ flex: '1 1 12rem' }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    aria-label={`Remove line ${i + 1}`}
                    onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
                    disabled={lines.length === 1}
                  >
                    <span aria-hidden="true">×</span>
                  </ActionIcon>
                </Group>
              ))}
            {!noLines && (
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setLines((ls) => [...ls, blankLine('family_name')])}>
                  Add a family name
                </Button>
                <Button size="xs" variant="light" onClick={() => setLines((ls) => [...ls, blankLine('given_names')])}>
                  Add given names
                </Button>
                <Button size="xs" variant="light" onClick={() => setLines((ls) => [...ls, blankLine('date')])}>
                  Add a date
                </Button>
                <Button size="xs" variant="light" onClick={() => setLines((ls) => [...ls, blankLine('epitaph')])}>
                  Add an epitaph
                </Button>
              </Group>
            )}
            <Textarea
              label="A note to the family (optional)"
              autosize
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            )}
            <div>
              <Button type="submit" loading={issue.isPending} disabled={uploading}>
                Send version {nextVersion} to the family
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
