import { useEffect, useState } from 'react';
import { Link, useRouteContext } from '@tanstack/react-router';
import { Alert, Anchor, Button, Group, Stack, Text, TextField, Title } from '#src/components/plain';
import { publicErrorMessage } from '#src/lib/public-api';
import { useHydrated } from '#src/lib/hydration';
import type { Draft } from '#src/lib/use-form-draft';
import {
  inchesText,
  lineRoleLabels,
  MAX_EPITAPH_LINES,
  MAX_LINE_CHARACTERS,
  type EpitaphLayout,
} from '#server/modules/epitaph/epitaph.choices';
import { StonePreview } from './stone-preview';
import { KeepIt, type EditLine } from './keep-it';
import { FitBadge } from './fit-badge';
import type { Measured } from './epitaph-answers';
import { fitInput } from './epitaph-check';
import classes from './epitaph.module.css';

/** A value a moment after it stops changing, by its key (a slow phone is not asked for every keystroke). */
function useSettledKey(key: string, ms: number): string {
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

/** An answer of `epitaph.fit`, and the input (by its key) it answers. */
interface FitAnswer {
  key: string;
  data?: EpitaphLayout;
  error?: unknown;
}

/**
 * The lines measured on the stone, through `context.api` (no React Query on this light page,
 * decision 237): the server's measure of the page's own lines to start with, then one request a
 * moment after the lines stop changing. The previous stone stays on screen until the new measure
 * arrives; an answer for lines since changed is dropped.
 */
function useFit(input: ReturnType<typeof fitInput>, fromServer: Measured | null) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  const currentKey = JSON.stringify(input);
  const key = useSettledKey(currentKey, 350);
  const [answer, setAnswer] = useState<FitAnswer | null>(() =>
    fromServer && fromServer.key === currentKey ? { key: fromServer.key, data: fromServer.layout } : null,
  );
  const [shown, setShown] = useState<EpitaphLayout | undefined>(answer?.data);
  const upToDate = answer?.key === key;
  useEffect(() => {
    if (upToDate) return;
    const asked = JSON.parse(key) as ReturnType<typeof fitInput>;
    if (asked.lines.length === 0) return;
    let current = true;
    api.epitaph.fit(asked).then(
      (data) => {
        if (!current) return;
        setAnswer({ key, data });
        setShown(data);
      },
      (error: unknown) => current && setAnswer({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [api, key, upToDate]);
  return { data: shown, isError: upToDate && answer?.error !== undefined, error: answer?.error };
}

/**
 * Step 3: the chosen words edited line by line, measured on the stone as they change, and kept.
 * Without the script the lines are the builder's form's fields (`role` and `line`), measured by
 * the server when sent; adding, removing and keeping need the script.
 */
export function EpitaphEditor({
  headingRef,
  values,
  lines,
  attribution,
  measured: fromServer,
  onChange,
  onClear,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  values: Draft;
  lines: EditLine[];
  attribution: string | null;
  /** The server's measure of the lines the page came with (the plain form's). */
  measured: Measured | null;
  onChange: (lines: EditLine[]) => void;
  onClear: () => void;
}) {
  const hydrated = useHydrated();
  const input = fitInput(values, lines);
  const stone = input.stone;
  const fit = useFit(input, fromServer);
  const layout = fit.data;
  const epitaphCount = lines.filter((l) => l.role === 'epitaph').length;

  const { setLine, replaceLine, replaceEpitaph, addLine, removeLine } = lineEdits(lines, onChange);

  // The measured line for each edited line (blank lines are not sent, so indexes are mapped).
  const measured: Array<EpitaphLayout['lines'][number] | undefined> = [];
  if (layout) {
    let k = 0;
    for (const line of lines) measured.push(line.text.trim() ? layout.lines[k++] : undefined);
  }

  return (
    <section aria-labelledby="editor-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="editor-title" ref={headingRef} tabIndex={-1}>
          3. Your epitaph on the stone
        </Title>
        <div className={classes.layout}>
          <StoneMeasure layout={layout} fit={fit} replaceEpitaph={replaceEpitaph} />
          <Stack gap="sm">
            {lines.map((line, index) => (
              <LineField
                key={index}
                line={line}
                index={index}
                measured={measured[index]}
                setLine={setLine}
                replaceLine={replaceLine}
                replaceEpitaph={replaceEpitaph}
                removeLine={removeLine}
              />
            ))}
            {attribution && <input type="hidden" name="attribution" value={attribution} />}
            <Group>
              {/* Without the script the server measures the lines as they were typed. */}
              {!hydrated && (
                <Button type="submit" variant="light">
                  Measure the lines again
                </Button>
              )}
              <Button variant="light" onClick={addLine} disabled={!hydrated || epitaphCount >= MAX_EPITAPH_LINES}>
                Add a line
              </Button>
              <Button variant="subtle" onClick={onClear} disabled={!hydrated}>
                Start again
              </Button>
            </Group>
            {attribution && (
              <Text size="sm" c="dimmed">
                Words from {attribution}.
              </Text>
            )}
            <KeepIt
              stone={stone}
              answers={input.answers}
              lines={input.lines}
              layout={layout ?? null}
              attribution={attribution}
            />
            <Text size="sm">
              Prefer to talk it over?{' '}
              <Anchor component={Link} to="/contact-us" underline="always">
                Send us a message
              </Anchor>{' '}
              or call either office.
            </Text>
          </Stack>
        </div>
      </Stack>
    </section>
  );
}

/** The changes to the lines: one typed, one replaced by a shorter one, the epitaph replaced, a line added or removed. */
function lineEdits(lines: EditLine[], onChange: (lines: EditLine[]) => void) {
  const setLine = (index: number, text: string) => onChange(lines.map((l, i) => (i === index ? { ...l, text } : l)));
  const replaceLine = (index: number, alternative: string) => {
    const line = lines[index]!;
    const parts = alternative.split('\n').map((text) => ({ role: line.role, text }));
    onChange([...lines.slice(0, index), ...parts, ...lines.slice(index + 1)]);
  };
  const replaceEpitaph = (alternative: string) => {
    const first = lines.findIndex((l) => l.role === 'epitaph' || l.role === 'reference');
    const kept = lines.filter((l) => l.role !== 'epitaph' && l.role !== 'reference');
    const parts = alternative.split('\n').map((text) => ({ role: 'epitaph' as const, text }));
    onChange(first < 0 ? [...kept, ...parts] : [...kept.slice(0, first), ...parts, ...kept.slice(first)]);
  };
  const addLine = () => {
    const lastEpitaph = lines.map((l) => l.role).lastIndexOf('epitaph');
    const at = lastEpitaph >= 0 ? lastEpitaph + 1 : lines.length;
    onChange([...lines.slice(0, at), { role: 'epitaph', text: '' }, ...lines.slice(at)]);
  };
  const removeLine = (index: number) => onChange(lines.filter((_, i) => i !== index));
  return { setLine, replaceLine, replaceEpitaph, addLine, removeLine };
}

type MeasuredLine = EpitaphLayout['lines'][number];

/** The stone with the lines on it, whether they fit, and the shorter epitaph offered when they do not. */
function StoneMeasure({
  layout,
  fit,
  replaceEpitaph,
}: {
  layout: EpitaphLayout | undefined;
  fit: { isError: boolean; error: unknown };
  replaceEpitaph: (alternative: string) => void;
}) {
  const hydrated = useHydrated();
  return (
    <div className={classes.sticky}>
      <Stack gap="xs">
        {layout ? (
          <>
            <StonePreview layout={layout} />
            <Group gap="xs" aria-live="polite">
              <FitBadge fits={layout.fits} />
              <Text size="sm">
                {layout.face.label}: lettering {inchesText(layout.usedHeightIn)} tall of{' '}
                {inchesText(layout.face.faceHeightIn - 2 * layout.face.marginIn)} inside the margins.
              </Text>
            </Group>
          </>
        ) : fit.isError ? (
          <Alert color="red">{publicErrorMessage(fit.error, 'We could not measure the lines just now.')}</Alert>
        ) : (
          <Text c="dimmed">Measuring the lines...</Text>
        )}
        {fit.isError && layout && (
          <Alert color="red">{publicErrorMessage(fit.error, 'We could not measure the last change.')}</Alert>
        )}
        {layout?.problem && (
          <Alert color="red" title="Too tall for this stone">
            <Stack gap="xs">
              <Text size="sm">{layout.problem}</Text>
              {layout.alternative && (
                <Button
                  size="sm"
                  variant="white"
                  className={classes.wrapButton}
                  onClick={() => replaceEpitaph(layout.alternative!)}
                  disabled={!hydrated}
                >
                  Use a shorter epitaph: {layout.alternative.replace(/\n/g, ' / ')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Measured with the {layout?.font ?? 'Libre Baskerville'} typeface at the letter heights we cut: family name 2
          to 3 in, given names at least 1¼ in, dates and epitaph at least 1 in. The dashed line is the margin we keep
          clear.
        </Text>
      </Stack>
    </div>
  );
}

/** One line to edit, with its letter height, what is wrong with it, and a shorter line offered. */
function LineField({
  line,
  index,
  measured: m,
  setLine,
  replaceLine,
  replaceEpitaph,
  removeLine,
}: {
  line: EditLine;
  index: number;
  measured: MeasuredLine | undefined;
  setLine: (index: number, text: string) => void;
  replaceLine: (index: number, alternative: string) => void;
  replaceEpitaph: (alternative: string) => void;
  removeLine: (index: number) => void;
}) {
  const hydrated = useHydrated();
  const label = `Line ${index + 1}: ${lineRoleLabels[line.role]}${m ? ` (${inchesText(m.letterHeightIn)} letters)` : ''}`;
  return (
    <div>
      <div className={classes.lineRow}>
        <input type="hidden" name="role" value={line.role} />
        <TextField
          id={`epitaph-line-${index}`}
          label={label}
          name="line"
          value={line.text}
          maxLength={MAX_LINE_CHARACTERS}
          onChange={(e) => setLine(index, e.currentTarget.value)}
          error={m && !m.fits ? m.problem : undefined}
        />
        {line.role === 'epitaph' && (
          <Button
            variant="default"
            onClick={() => removeLine(index)}
            disabled={!hydrated}
            aria-label={`Remove line ${index + 1}`}
          >
            Remove
          </Button>
        )}
      </div>
      {m && !m.fits && m.alternative && (
        <Button
          size="compact-sm"
          variant="subtle"
          mt={4}
          className={classes.wrapButton}
          disabled={!hydrated}
          onClick={() =>
            m.alternativeKind === 'epitaph' ? replaceEpitaph(m.alternative!) : replaceLine(index, m.alternative!)
          }
        >
          {m.alternativeKind === 'epitaph' ? 'Use this shorter epitaph instead: ' : 'Use instead: '}
          {m.alternative.replace(/\n/g, ' / ')}
        </Button>
      )}
    </div>
  );
}
