import { Anchor, Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { proofLineKindLabels, proofStatusLabels } from '#server/modules/orders/orders.choices';
import { useStaffTime } from '#src/lib/staff-time';
import { SendProofForm } from './send-proof-form';
import type { StaffOrder } from './use-order-refresh';
import classes from './orders-admin.module.css';

/**
 * The order's proofs: every version sent and what the family decided, the drafts not sent (the
 * family's own design from the design playground), then the form for the next version.
 */
export function OrderProofSection({
  order,
  onChanged,
}: {
  order: StaffOrder;
  onChanged: (d: StaffOrder) => Promise<void>;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          Proofs
        </Title>
        {order.proofs.length === 0 && <Text size="sm">No proof sent yet.</Text>}
        {order.proofs.map((proof) => (
          <SentProof key={proof.id} proof={proof} />
        ))}
        {order.drafts.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby={`drafts-${order.id}`}>
            <Text fw={600} id={`drafts-${order.id}`}>
              Drafts (not sent to the family)
            </Text>
            <Text size="sm">
              The family sees only the versions you send. The family&apos;s own design is a starting point: draw the
              proof and upload it below.
            </Text>
            {order.drafts.map((draft) => (
              <DraftProof key={draft.id} draft={draft} />
            ))}
          </Stack>
        )}

        <SendProofForm order={order} onChanged={onChanged} />
      </Stack>
    </Paper>
  );
}

/** One version sent: when and by whom, its file, the family's approval or the changes they asked for. */
function SentProof({ proof }: { proof: StaffOrder['proofs'][number] }) {
  const dates = useStaffTime();
  return (
    <Paper withBorder p="sm" radius="sm" data-testid={`proof-version-${proof.version}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>
          Version {proof.version}
          {proof.current ? '' : ' (replaced)'}
        </Text>
        <Badge
          color={proof.status === 'approved' ? '#1d6a31' : proof.status === 'changes_requested' ? '#9c4500' : 'red.9'}
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
          Approved by <strong>{proof.approvedName}</strong> on {proof.decidedAt ? dates.dateTime(proof.decidedAt) : ''}.
          File SHA-256 <Code>{proof.approvedSha256}</Code>
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
  );
}

/** A file kept with the order but not sent: the family's design, or an upload not sent yet. */
function DraftProof({ draft }: { draft: StaffOrder['drafts'][number] }) {
  const dates = useStaffTime();
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="proof-draft">
      <Text size="sm" fw={600}>
        {draft.fileName}
      </Text>
      <Text size="sm" c="dimmed">
        Added {dates.dateTime(draft.createdAt)}
        {draft.uploadedBy ? ` by ${draft.uploadedBy}` : ''} ·{' '}
        <Anchor href={draft.originalUrl} target="_blank" rel="noopener" size="sm">
          open the file
        </Anchor>
      </Text>
      {draft.kind === 'image' && (
        <a href={draft.largeUrl} target="_blank" rel="noopener">
          <img
            src={draft.mediumUrl}
            alt={`${draft.fileName} (opens full size in a new tab)`}
            className={classes.thumb}
            style={{ maxHeight: 220, width: 'auto', marginTop: 8 }}
            width={draft.width ?? undefined}
            height={draft.height ?? undefined}
          />
        </a>
      )}
    </Paper>
  );
}
