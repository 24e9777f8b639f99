import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  SegmentedRadios,
  SelectField,
  Stack,
  Text,
  TextField,
  TextareaField,
  Title,
} from '#src/components/plain';
import {
  BLOCK_ROLE_LABELS,
  DESIGN_LIMITS,
  LETTER_FACES,
  LETTER_FACE_LABELS,
  LETTER_FINISH_LABELS,
  LINE_SPACING,
  MAX_LETTER_HEIGHT_IN,
  inchesWords,
  minimumLetterHeight,
  type Alignment,
  type BlockRole,
  type LetterFace,
  type LetterFinish,
} from '#server/modules/design/design.choices';
import type { DesignCheck } from '#server/modules/design/design.checks';
import type { DesignGeometry } from '#server/modules/design/design.geometry';
import type { DesignConfiguration, LetteringBlock } from '#server/modules/design/design.schema';
import { removeBlock } from './design-editing';
import { fetchSavedEpitaph, type DesignOptions } from './design-api';
import { addEpitaphWords, addLettering, changeLettering, epitaphReference, linesOf } from './design-playground-edits';
import type { ChangeDesign } from './design-playground-state';
import { publicErrorMessage } from '#src/lib/public-api';
import classes from './design-playground.module.css';

const SPACINGS = [
  { value: '1.3', label: 'Close' },
  { value: String(LINE_SPACING.default), label: 'Usual' },
  { value: '2', label: 'Open' },
  { value: '2.5', label: 'Wide' },
];

const ADD: Array<{ role: BlockRole; label: string }> = [
  { role: 'name', label: 'Add a name' },
  { role: 'dates', label: 'Add dates' },
  { role: 'epitaph', label: 'Add an epitaph' },
  { role: 'text', label: 'Add other words' },
];

/** A letter height typed in inches; what is not a height is said beside the field and changes nothing. */
function HeightField({
  block,
  check,
  onCommit,
}: {
  block: LetteringBlock;
  check: string | undefined;
  onCommit: (inches: number) => void;
}) {
  const [typed, setTyped] = useState(String(block.letterHeightIn));
  const [shown, setShown] = useState(block.letterHeightIn);
  // Undo or another change of the height shows it (not while the same height is being typed).
  if (shown !== block.letterHeightIn) {
    setShown(block.letterHeightIn);
    if (Number.parseFloat(typed) !== block.letterHeightIn) setTyped(String(block.letterHeightIn));
  }
  const min = minimumLetterHeight(block.face, block.finish);
  const value = Number.parseFloat(typed.replace(/[^\d.]/g, ''));
  const problem = !Number.isFinite(value)
    ? 'Please enter a height in inches, like 2 or 1.5'
    : value < 0.25 || value > MAX_LETTER_HEIGHT_IN
      ? `Please enter a height from ¼ to ${MAX_LETTER_HEIGHT_IN} inches`
      : null;
  return (
    <TextField
      label="Letter height (inches)"
      description={`Capital letters; at least ${inchesWords(min)} tall in this style and finish`}
      value={typed}
      inputMode="decimal"
      autoComplete="off"
      error={problem ?? check}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped(next);
        const height = Number.parseFloat(next.replace(/[^\d.]/g, ''));
        if (Number.isFinite(height) && height >= 0.25 && height <= MAX_LETTER_HEIGHT_IN)
          onCommit(Math.round(height * 100) / 100);
      }}
      rootProps={{ style: { flex: '1 1 10rem' } }}
    />
  );
}

function BlockEditor({
  block,
  index,
  design,
  options,
  checks,
  selected,
  onSelect,
  onChange,
}: {
  block: LetteringBlock;
  index: number;
  design: DesignConfiguration;
  options: DesignOptions;
  checks: DesignCheck[];
  selected: boolean;
  onSelect: (id: string) => void;
  onChange: ChangeDesign;
}) {
  const mine = checks.filter((c) => 'block' in c.target && c.target.block === block.id);
  const heightCheck = mine.find((c) => c.kind === 'letter-height')?.message;
  const lineChecks = mine.filter((c) => ['too-wide', 'characters', 'not-a-date'].includes(c.kind));
  const set = (change: Partial<Omit<LetteringBlock, 'id'>>, coalesce?: string) =>
    onChange(changeLettering(design, block.id, change), { coalesce });
  // Named by its kind and its place among blocks of that kind: "Name 2", "Dates 1".
  const label = `${BLOCK_ROLE_LABELS[block.role]} ${design.lettering.slice(0, index + 1).filter((b) => b.role === block.role).length}`;
  const finishes = options.finishes.includes(block.finish) ? options.finishes : [...options.finishes, block.finish];
  const align = `align-${block.id}`;
  return (
    <fieldset className={classes.block} data-selected={selected} onFocus={() => onSelect(block.id)} aria-label={label}>
      <legend className={classes.legend}>{label}</legend>
      <Stack gap="xs">
        <TextareaField
          label={block.role === 'dates' ? 'Dates (one line a row)' : 'Lines (one a row)'}
          description={block.role === 'dates' ? 'Like “March 3, 1941 – June 9, 2024” or “1941 – 2024”' : undefined}
          value={block.lines.join('\n')}
          rows={Math.max(1, block.lines.length)}
          className={classes.lines}
          autoComplete="off"
          error={lineChecks.length ? lineChecks.map((c) => c.message).join(' ') : undefined}
          onChange={(event) => set({ lines: linesOf(event.currentTarget.value) }, `lines:${block.id}`)}
        />
        <Group gap="sm" align="flex-start">
          <SelectField
            label="Lettering style"
            value={block.face}
            data={LETTER_FACES.map((face) => ({ value: face, label: LETTER_FACE_LABELS[face].label }))}
            onChange={(event) => set({ face: event.currentTarget.value as LetterFace })}
            rootProps={{ style: { flex: '1 1 10rem' } }}
          />
          <HeightField
            block={block}
            check={heightCheck}
            onCommit={(h) => set({ letterHeightIn: h }, `height:${block.id}`)}
          />
        </Group>
        <Group gap="sm" align="flex-end">
          <div>
            <Text size="sm" fw={500} mb={4} id={`${align}-label`}>
              Alignment
            </Text>
            <SegmentedRadios
              name={align}
              aria-label={`${label}: alignment`}
              value={block.align}
              data={[
                { value: 'left', label: 'Left' },
                { value: 'center', label: 'Centre' },
                { value: 'right', label: 'Right' },
              ]}
              onChange={(value) => set({ align: value as Alignment })}
            />
          </div>
          <SelectField
            label="Line spacing"
            value={
              SPACINGS.some((s) => s.value === String(block.lineSpacing))
                ? String(block.lineSpacing)
                : String(LINE_SPACING.default)
            }
            data={SPACINGS}
            onChange={(event) => set({ lineSpacing: Number(event.currentTarget.value) })}
            rootProps={{ style: { flex: '1 1 8rem' } }}
          />
          <SelectField
            label="Finish"
            value={block.finish}
            data={finishes.map((finish) => ({ value: finish, label: LETTER_FINISH_LABELS[finish] }))}
            onChange={(event) => set({ finish: event.currentTarget.value as LetterFinish })}
            rootProps={{ style: { flex: '1 1 8rem' } }}
          />
        </Group>
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={() => onSelect(block.id)} aria-pressed={selected}>
            {selected ? 'Selected on the stone' : 'Select on the stone'}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => onChange(removeBlock(design, block.id))}
          >
            Remove this block
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}

/** Lettering: the blocks of names, dates and words, each edited where it is listed; a new one placed where there is room. */
export function LetteringPanel({
  design,
  options,
  checks,
  face,
  selectedId,
  onSelect,
  onChange,
}: {
  design: DesignConfiguration;
  options: DesignOptions;
  checks: DesignCheck[];
  face: DesignGeometry['face'];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onChange: ChangeDesign;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lettering-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="lettering-title">
          Lettering
        </Title>
        {design.lettering.length === 0 && <Text size="sm">No lettering yet. Add a name to begin.</Text>}
        {design.lettering.map((block, index) => (
          <BlockEditor
            key={block.id}
            block={block}
            index={index}
            design={design}
            options={options}
            checks={checks}
            selected={selectedId === block.id}
            onSelect={onSelect}
            onChange={onChange}
          />
        ))}
        <Group gap="xs">
          {ADD.map(({ role, label }) => (
            <Button
              key={role}
              size="compact-sm"
              variant="light"
              onClick={() => {
                const added = addLettering(design, role, face);
                if (!added) return;
                onChange(added.design);
                onSelect(added.id);
              }}
            >
              {label}
            </Button>
          ))}
        </Group>
        <SavedEpitaphWords design={design} face={face} onSelect={onSelect} onChange={onChange} />
      </Stack>
    </Paper>
  );
}

/** A saved epitaph's words dropped in as a block: its link or reference, refusals beside the field. */
function SavedEpitaphWords({
  design,
  face,
  onSelect,
  onChange,
}: {
  design: DesignConfiguration;
  face: DesignGeometry['face'];
  onSelect: (id: string | null) => void;
  onChange: ChangeDesign;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function place() {
    const reference = epitaphReference(typed);
    if (!reference) {
      setError('Please paste the link of your saved epitaph, or its reference (like ABCD-EFGH).');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await fetchSavedEpitaph(reference);
      const added = addEpitaphWords(design, saved.design, face);
      if (!added) {
        setError(
          design.lettering.length >= DESIGN_LIMITS.blocks
            ? 'This stone already has as many blocks of lettering as it can take. Please remove one first.'
            : 'That epitaph has no lines of its own beyond the name and dates. Add an epitaph block and type them instead.',
        );
        return;
      }
      onChange(added.design);
      onSelect(added.id);
      setTyped('');
    } catch (failure) {
      setError(publicErrorMessage(failure, 'We could not open that epitaph just now. Please try again in a moment.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className={classes.epitaphWords}
      onSubmit={(event) => {
        event.preventDefault();
        void place();
      }}
    >
      <TextField
        label="Words from a saved epitaph"
        description="Made them in our epitaph builder? Paste its link or reference to place its lines here."
        value={typed}
        error={error ?? undefined}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setError(null);
        }}
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit" size="compact-sm" variant="light" loading={busy}>
        Place its words
      </Button>
    </form>
  );
}
