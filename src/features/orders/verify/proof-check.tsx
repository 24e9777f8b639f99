import { useId, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { errorMessage, fieldErrors, useTRPC, type RouterOutputs } from '#src/lib/trpc';
import { useBusiness } from '#src/lib/business';
import { formatOfficeDateTime } from '#src/lib/office-time';
import {
  approverNameMatches,
  approverNameMessage,
  checkedLineKinds,
  lineMatches,
  nameOnOrder,
  wrongBoxHint,
  type ProofLine,
  type ProofLineKind,
} from '#server/modules/orders/orders.choices';
import { compareLetters, type DiffPiece } from '../letter-diff';
import { ProofViewer } from './proof-viewer';
import classes from './verify.module.css';
import { useDialogFocusReturn } from '#src/lib/dialog-focus';

type Proof = NonNullable<NonNullable<RouterOutputs['orders']['family']>['proof']>;

const ordinal = (n: number) =>
  ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'][n] ?? `Number ${n + 1}`;

/** What each box is called on the family's page. */
const familyLabels: Record<ProofLineKind, string> = {
  family_name: 'Family name',
  given_names: 'Given names',
  name: 'Name',
  date: 'Date',
  epitaph: 'Epitaph',
  other: 'Words',
};

/** The labels of the lines to type, by what they are: "Family name", "Given names", "First date"... */
function labelsOf(lines: ProofLine[]) {
  const counts: Record<string, number> = {};
  const totals: Record<string, number> = {};
  for (const l of lines) totals[l.kind] = (totals[l.kind] ?? 0) + 1;
  return lines.map((l) => {
    const n = (counts[l.kind] = (counts[l.kind] ?? 0) + 1) - 1;
    const what = familyLabels[l.kind];
    return totals[l.kind] === 1 ? what : `${ordinal(n)} ${what.toLowerCase()}`;
  });
}

/** The words under each box: what it wants, in plain words. */
const boxHelp: Record<ProofLineKind, string> = {
  family_name: 'The last name only, as it should be cut.',
  given_names: 'First and middle names, as they should be cut.',
  name: 'The whole name, as it should be cut.',
  date: 'As it should be cut, like June 18, 2026 or 6/18/2026.',
  epitaph: 'As it should be cut.',
  other: 'As it should be cut.',
};

/** A line of text with its differing letters marked (the marks are also spoken by the summary). */
function Marked({ pieces, kind }: { pieces: DiffPiece[]; kind: 'proof' | 'typed' }) {
  return (
    <span className={classes.letters}>
      {pieces.map((piece, i) =>
        piece.proofOnly || piece.typedOnly ? (
          <mark key={i} className={kind === 'proof' ? classes.proofOnly : classes.typedOnly}>
            {piece.text.replace(/ /g, '\u00a0') || '\u00a0'}
          </mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </span>
  );
}

function CheckField({
  label,
  line,
  value,
  hint,
  onChange,
}: {
  label: string;
  line: ProofLine;
  value: string;
  /** Which box wants what, when this one seems to hold another's words. */
  hint: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const comparison = useMemo(() => {
    if (!value.trim()) return null;
    const letters = compareLetters(line.text, value);
    // A date written another way ("6/10/2026" for "JUNE 10, 2026") is the same date.
    return lineMatches(line.text, value, line.kind) ? { ...letters, matches: true } : letters;
  }, [line.text, line.kind, value]);
  return (
    <div className={classes.checkField}>
      <TextInput
        label={label}
        description={boxHelp[line.kind]}
        size="md"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-describedby={`${id}-result`}
        styles={{ input: { fontSize: '1.125rem' } }}
      />
      <div id={`${id}-result`} aria-live="polite" className={classes.result}>
        {comparison === null ? (
          <Text size="sm" c="dimmed">
            Type it from memory or from your own records, not from the drawing.
          </Text>
        ) : comparison.matches ? (
          <Text size="sm" fw={600} className={classes.ok} data-testid="line-match">
            <span aria-hidden="true">✓ </span>Matches the proof.
          </Text>
        ) : (
          <div data-testid="line-differs">
            {hint && (
              <Text size="sm" fw={600} className={classes.bad} data-testid="wrong-box">
                {hint}
              </Text>
            )}
            <Text size="sm" fw={600} className={classes.bad}>
              Different from the proof. The marked letters differ:
            </Text>
            <dl className={classes.compare}>
              <dt>On the proof</dt>
              <dd>
                <Marked pieces={comparison.proof} kind="proof" />
              </dd>
              <dt>You typed</dt>
              <dd>
                <Marked pieces={comparison.typed} kind="typed" />
              </dd>
            </dl>
            <Text size="sm" className="visually-hidden">
              {comparison.summary}
            </Text>
            <Text size="sm">If your typing is right, the proof needs changing: ask for changes below.</Text>
          </div>
        )}
      </div>
    </div>
  );
}

export function ProofCheck({ proof, orderName }: { proof: Proof; orderName: string }) {
  const { timeZone } = useBusiness();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toCheck = proof.lines.filter((l) => checkedLineKinds.includes(l.kind));
  const labels = labelsOf(toCheck);
  const others = proof.lines.filter((l) => !checkedLineKinds.includes(l.kind));
  const [typed, setTyped] = useState<string[]>(() => toCheck.map(() => ''));
  const [fullName, setFullName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [comments, setComments] = useState('');
  const [commentsError, setCommentsError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  useDialogFocusReturn(confirming);
  const approve = useMutation(trpc.orders.approve.mutationOptions());
  const requestChanges = useMutation(trpc.orders.requestChanges.mutationOptions());

  const results = toCheck.map((line, i) => (typed[i]?.trim() ? lineMatches(line.text, typed[i]!, line.kind) : false));
  const name = nameOnOrder(orderName);
  const matched = results.filter(Boolean).length;
  const allMatch = matched === toCheck.length;
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.orders.family.queryKey() });

  async function submitApproval(event: React.FormEvent) {
    event.preventDefault();
    setNameError(null);
    setProblem(null);
    if (!allMatch) return setProblem('Please type every name and date first; each must match the proof.');
    if (!approverNameMatches(orderName, fullName)) return setNameError(approverNameMessage(orderName));
    setConfirming(true);
  }

  /** The last step: the family said yes to "Approve version N for cutting? This cannot be undone." */
  async function confirmApproval() {
    try {
      await approve.mutateAsync({ version: proof.version, fullName, typed });
      setConfirming(false);
      await refresh();
    } catch (error) {
      setConfirming(false);
      const byField = fieldErrors(error);
      if (byField.fullName) setNameError(byField.fullName);
      else setProblem(errorMessage(error, 'Your approval could not be saved. Please try again.'));
    }
  }

  async function submitChanges(event: React.FormEvent) {
    event.preventDefault();
    setCommentsError(null);
    setProblem(null);
    if (comments.trim().length < 3) return setCommentsError('Please tell us what should change');
    try {
      await requestChanges.mutateAsync({ version: proof.version, comments });
      await refresh();
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField.comments) setCommentsError(byField.comments);
      else setProblem(errorMessage(error, 'Your message could not be saved. Please try again.'));
    }
  }

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
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="check-title">
              <Stack gap="md">
                <div>
                  <Title order={3} id="check-title">
                    {toCheck.length ? 'Step 1: check each name and date' : 'Step 1: look over the drawing'}
                  </Title>
                  <Text mt={4}>
                    {toCheck.length
                      ? 'Type each one as it should be cut, in its own box. Capital letters do not matter unless the proof uses both.'
                      : 'This design has no names or dates to type. Please look over every part of the drawing carefully.'}
                  </Text>
                </div>
                {toCheck.map((line, i) => (
                  <CheckField
                    key={i}
                    label={labels[i]!}
                    line={line}
                    hint={wrongBoxHint(toCheck, labels, i, typed[i] ?? '')}
                    value={typed[i] ?? ''}
                    onChange={(value) => setTyped((current) => current.map((v, j) => (j === i ? value : v)))}
                  />
                ))}
                {others.length > 0 && (
                  <div>
                    <Text fw={600}>Also on the proof (please read it carefully)</Text>
                    <ul className={classes.others}>
                      {others.map((line, i) => (
                        <li key={i}>
                          <span className={classes.letters}>{line.text}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <Text fw={600} aria-live="polite" data-testid="check-progress" hidden={toCheck.length === 0}>
                  {allMatch
                    ? 'Every name and date matches the proof.'
                    : `${matched} of ${toCheck.length} ${toCheck.length === 1 ? 'matches' : 'match'} the proof so far.`}
                </Text>
              </Stack>
            </Paper>

            <Paper
              withBorder
              p="lg"
              radius="md"
              component="form"
              onSubmit={submitApproval}
              noValidate
              aria-labelledby="approve-title"
            >
              <Stack gap="md">
                <Title order={3} id="approve-title">
                  Step 2: approve the proof
                </Title>
                <Text>
                  By typing your full name you confirm that every name, date and word on version {proof.version} is
                  right. We record your name, the time and the exact file you saw, and cut the stone from it.
                </Text>
                <TextInput
                  label="Your full name, first and last, as on the order"
                  autoComplete="name"
                  size="md"
                  value={fullName}
                  onChange={(e) => setFullName(e.currentTarget.value)}
                  error={nameError}
                  disabled={!allMatch}
                  description={
                    allMatch ? `The order is in the name of ${name}.` : 'Available once every name and date matches.'
                  }
                />
                {problem && (
                  <Alert color="red" variant="light" role="alert">
                    {problem}
                  </Alert>
                )}
                <div>
                  <Button type="submit" size="md" color="#1d6a31" disabled={!allMatch} loading={approve.isPending}>
                    Approve version {proof.version}
                  </Button>
                </div>
              </Stack>
            </Paper>

            <Modal
              opened={confirming}
              onClose={() => setConfirming(false)}
              title={`Approve version ${proof.version} for cutting?`}
              centered
            >
              <Stack gap="md">
                <Text fw={600}>This cannot be undone.</Text>
                <Text>
                  Version {proof.version} will be cut in granite exactly as drawn, with every name, date and word on it.
                  Approving as {fullName.trim()}.
                </Text>
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" size="md" onClick={() => setConfirming(false)}>
                    Not yet
                  </Button>
                  <Button size="md" color="#1d6a31" loading={approve.isPending} onClick={() => void confirmApproval()}>
                    Yes, approve version {proof.version} for cutting
                  </Button>
                </Group>
              </Stack>
            </Modal>

            <Paper
              withBorder
              p="lg"
              radius="md"
              component="form"
              onSubmit={submitChanges}
              noValidate
              aria-labelledby="changes-title"
            >
              <Stack gap="md">
                <Title order={3} id="changes-title">
                  Or ask for changes
                </Title>
                <Textarea
                  label="What should change?"
                  description="For example: “His middle name is spelled Jaymes” or “Please move the dates lower.”"
                  autosize
                  minRows={3}
                  size="md"
                  value={comments}
                  onChange={(e) => setComments(e.currentTarget.value)}
                  error={commentsError}
                />
                <div>
                  <Button type="submit" size="md" variant="default" loading={requestChanges.isPending}>
                    Send my changes
                  </Button>
                </div>
              </Stack>
            </Paper>
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
