import { useState } from 'react';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '#src/lib/trpc';
import { useBusiness } from '#src/lib/business';
import { formatOfficeDateTime } from '#src/lib/office-time';
import { checkedLineKinds, lineMatches } from '#server/modules/orders/orders.choices';
import { ProofViewer } from './proof-viewer';
import { labelsOf, ProofLinesCheck } from './proof-line-check';
import { ApproveProof, AskForChanges, ConfirmApproval, useProofApproval } from './proof-decision';
import { useRefreshFamily } from './use-refresh-family';
import classes from './verify.module.css';

/** The newest proof as the family's page has it. */
export type Proof = NonNullable<NonNullable<RouterOutputs['orders']['family']>['proof']>;

/**
 * The family's proof: the drawing, and while it awaits them, the check of each name and date
 * (proof-line-check.tsx) and their decision (proof-decision.tsx); once decided, what they decided.
 */
export function ProofCheck({ proof, orderName }: { proof: Proof; orderName: string }) {
  const { timeZone } = useBusiness();
  const toCheck = proof.lines.filter((l) => checkedLineKinds.includes(l.kind));
  const labels = labelsOf(toCheck);
  const others = proof.lines.filter((l) => !checkedLineKinds.includes(l.kind));
  const [typed, setTyped] = useState<string[]>(() => toCheck.map(() => ''));
  const [problem, setProblem] = useState<string | null>(null);

  const results = toCheck.map((line, i) => (typed[i]?.trim() ? lineMatches(line.text, typed[i]!, line.kind) : false));
  const matched = results.filter(Boolean).length;
  const allMatch = matched === toCheck.length;
  const refresh = useRefreshFamily();
  const approval = useProofApproval({ version: proof.version, orderName, typed, allMatch, setProblem, refresh });

  return (
    <section aria-labelledby="proof-title">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={2} id="proof-title">
              Your proof, version {proof.version}
            </Title>
            <Text c="dimmed">Sent {formatOfficeDateTime(proof.sentAt, timeZone)}</Text>
          </div>
          {proof.status === 'approved' && (
            <Badge size="lg" color="#1d6a31">
              Approved
            </Badge>
          )}
          {proof.status === 'changes_requested' && (
            <Badge size="lg" color="#9c4500">
              Changes asked for
            </Badge>
          )}
        </Group>
        {proof.message && (
          <Paper withBorder p="md" radius="md" className={classes.note}>
            <Text fw={600}>A note from us</Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{proof.message}</Text>
          </Paper>
        )}

        <ProofViewer proof={proof} />

        {proof.status === 'approved' && (
          <Alert color="#1d6a31" variant="light" title="Thank you: you approved this proof" role="status">
            <Text>
              {proof.approvedName} approved version {proof.version} on{' '}
              {proof.decidedAt ? formatOfficeDateTime(proof.decidedAt, timeZone) : ''}. It will be cut exactly as drawn;
              nothing on this version can change now. If you notice anything at all, call us straight away.
            </Text>
          </Alert>
        )}
        {proof.status === 'changes_requested' && (
          <Alert color="#9c4500" variant="light" title="You asked for changes" role="status">
            <Text style={{ whiteSpace: 'pre-line' }}>“{proof.changeComments}”</Text>
            <Text mt="xs">
              Our designer is making them. We will send you a new version to check; you will find it on this page.
            </Text>
          </Alert>
        )}

        {proof.status === 'awaiting' && (
          <>
            <ProofLinesCheck
              toCheck={toCheck}
              labels={labels}
              others={others}
              typed={typed}
              setTyped={setTyped}
              matched={matched}
              allMatch={allMatch}
            />

            <ApproveProof
              version={proof.version}
              orderName={orderName}
              allMatch={allMatch}
              problem={problem}
              approval={approval}
            />

            <ConfirmApproval version={proof.version} approval={approval} />

            <AskForChanges version={proof.version} setProblem={setProblem} refresh={refresh} />
          </>
        )}
        {proof.status !== 'awaiting' && (
          <Text size="sm">
            Want to look at the lines again?{' '}
            {proof.kind === 'pdf' ? (
              <Anchor href={proof.largeUrl} download underline="always">
                Download the proof (PDF)
              </Anchor>
            ) : (
              <Anchor href={proof.largeUrl} target="_blank" rel="noopener" underline="always">
                Open the proof full size
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Anchor>
            )}
          </Text>
        )}
      </Stack>
    </section>
  );
}
