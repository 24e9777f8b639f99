import { useId, useMemo, type Dispatch, type SetStateAction } from 'react';
import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { lineMatches, wrongBoxHint, type ProofLine, type ProofLineKind } from '#server/modules/orders/orders.choices';
import { compareLetters, type DiffPiece } from '../letter-diff';
import classes from './verify.module.css';

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
export function labelsOf(lines: ProofLine[]) {
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

/** One box to type a line in, and how what was typed compares with the proof, letter by letter. */
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

/**
 * Step 1 of the family's check: each name and date typed in its own box and compared with the
 * proof, the other words listed to read, and how many match so far.
 */
export function ProofLinesCheck({
  toCheck,
  labels,
  others,
  typed,
  setTyped,
  matched,
  allMatch,
}: {
  toCheck: ProofLine[];
  labels: string[];
  /** Lines on the proof that are read, not typed. */
  others: ProofLine[];
  typed: string[];
  setTyped: Dispatch<SetStateAction<string[]>>;
  matched: number;
  allMatch: boolean;
}) {
  return (
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
  );
}
