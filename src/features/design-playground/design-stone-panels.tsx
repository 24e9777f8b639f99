import { useEffect, useId, useState } from 'react';
import {
  Checkbox,
  Group,
  Paper,
  SegmentedRadios,
  SelectField,
  Stack,
  Text,
  TextField,
  Title,
} from '#src/components/plain';
import {
  DESIGN_LIMITS,
  STONE_KIND_FACTS,
  STONE_TOP_LABELS,
  faceLimits,
  type StoneKind,
  type StoneTop,
} from '#server/modules/design/design.choices';
import type { DesignCheck } from '#server/modules/design/design.checks';
import type { DesignGeometry } from '#server/modules/design/design.geometry';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import type { DesignOptions } from './design-api';
import { changeStone, feetInchesWords, parseInches } from './design-playground-edits';
import type { ChangeDesign } from './design-playground-state';
import { useHydrated } from '#src/lib/hydration';
import classes from './design-playground.module.css';

type Units = 'in' | 'ftin';

const sizeText = (inches: number, units: Units) => (units === 'in' ? `${inches} in` : feetInchesWords(inches));

/**
 * A size typed in inches or in feet and inches, kept as typed; it changes the stone a moment
 * after typing stops (or when the field is left). What cannot be a size is said beside the field
 * and changes nothing; a size outside the stone's limits changes it and is said beside it too.
 */
function SizeField({
  label,
  value,
  units,
  range,
  check,
  onCommit,
}: {
  label: string;
  value: number;
  units: Units;
  range: { min: number; max: number } | null;
  check: string | undefined;
  onCommit: (inches: number) => void;
}) {
  const [typed, setTyped] = useState(sizeText(value, units));
  const [shown, setShown] = useState(`${value}|${units}`);
  // Undo, another kind or the other unit changes the size: show it.
  if (shown !== `${value}|${units}`) {
    setShown(`${value}|${units}`);
    setTyped(sizeText(value, units));
  }
  const parsed = parseInches(typed);
  const problem =
    typed.trim() === ''
      ? 'Please enter a size'
      : parsed === null
        ? units === 'in'
          ? 'Please enter inches, like 36 or 36.5'
          : 'Please enter feet and inches, like 3 ft 2 in'
        : parsed < 1 || parsed > DESIGN_LIMITS.maxInches
          ? `Please enter a size between 1 and ${DESIGN_LIMITS.maxInches} inches`
          : null;
  const commit = () => {
    if (!problem && parsed !== null && parsed !== value) onCommit(Math.round(parsed * 8) / 8);
  };
  useEffect(() => {
    if (problem || parsed === null || parsed === value) return;
    const timer = setTimeout(() => onCommit(Math.round(parsed * 8) / 8), 600);
    return () => clearTimeout(timer);
  }, [problem, parsed, value, onCommit]);
  const rangeWords = range
    ? `From ${sizeText(range.min, units)} to ${sizeText(range.max, units)}`
    : 'We will confirm the size with you';
  return (
    <TextField
      label={label}
      value={typed}
      inputMode={units === 'in' ? 'decimal' : 'text'}
      autoComplete="off"
      description={parsed !== null && units === 'ftin' ? `${parsed} inches. ${rangeWords}` : rangeWords}
      error={problem ?? check}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onBlur={commit}
      rootProps={{ style: { flex: '1 1 10rem' } }}
    />
  );
}

/** Shape and size: the kind, an upright's top, the width and height within the kind's limits, the base. */
export function ShapePanel({
  design,
  options,
  checks,
  units,
  onUnits,
  onChange,
  faceOf,
  refusal,
}: {
  design: DesignConfiguration;
  options: DesignOptions;
  checks: DesignCheck[];
  units: Units;
  onUnits: (units: Units) => void;
  onChange: ChangeDesign;
  faceOf: (design: DesignConfiguration) => DesignGeometry['face'];
  /** What the price list refuses about a control, said beside it. */
  refusal: (control: string) => string | null;
}) {
  const { stone } = design;
  const facts = STONE_KIND_FACTS[stone.kind];
  const kind = options.kinds.find((k) => k.kind === stone.kind);
  const range = kind?.limits ? faceLimits(stone.kind, kind.limits) : null;
  const tops = kind?.tops.length ? kind.tops : facts.tops;
  const checkOf = (control: 'width' | 'height') =>
    [
      ...checks.filter((c) => 'control' in c.target && c.target.control === control).map((c) => c.message),
      ...(refusal(control) ? [refusal(control)] : []),
    ].join(' ') || undefined;
  const defaultSize = (k: StoneKind) => options.kinds.find((o) => o.kind === k)?.defaultSize ?? null;
  const set = (change: Parameters<typeof changeStone>[1]) => onChange(changeStone(design, change, faceOf, defaultSize));
  const kindChoices = options.kinds.filter((k) => k.limits || k.kind === stone.kind);
  const unitsName = useId().replace(/:/g, '');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="shape-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="shape-title">
          Shape and size
        </Title>
        <SelectField
          label="Kind of stone"
          value={stone.kind}
          data={kindChoices.map((k) => ({ value: k.kind, label: k.label }))}
          onChange={(event) => set({ kind: event.currentTarget.value as StoneKind })}
        />
        {tops.length > 1 && (
          <SelectField
            label="Top"
            value={stone.top}
            data={tops.map((top) => ({ value: top, label: STONE_TOP_LABELS[top] }))}
            onChange={(event) => set({ top: event.currentTarget.value as StoneTop })}
          />
        )}
        <div>
          <Text size="sm" fw={500} id={`${unitsName}-label`} mb={4}>
            Sizes in
          </Text>
          <SegmentedRadios
            name={`units-${unitsName}`}
            aria-label="Sizes in"
            value={units}
            data={[
              { value: 'in', label: 'Inches' },
              { value: 'ftin', label: 'Feet and inches' },
            ]}
            onChange={(value) => onUnits(value === 'ftin' ? 'ftin' : 'in')}
          />
        </div>
        <Group gap="sm" align="flex-start">
          <SizeField
            label="Width across"
            value={stone.widthIn}
            units={units}
            range={range?.width ?? null}
            check={checkOf('width')}
            onCommit={(widthIn) => set({ widthIn })}
          />
          <SizeField
            label={facts.lying ? 'Front to back' : 'Height'}
            value={stone.heightIn}
            units={units}
            range={range?.height ?? null}
            check={checkOf('height')}
            onCommit={(heightIn) => set({ heightIn })}
          />
        </Group>
        {facts.hasBase && (
          <Checkbox
            label="On a granite base"
            description="The base is sized by our rule: 6 inches wider than the stone, and deep enough to stand it."
            checked={design.withBase}
            onChange={(event) => set({ withBase: event.currentTarget.checked })}
          />
        )}
        <Text size="xs" c="dimmed">
          The thickness{facts.hasBase ? ' and the base' : ''} follow our usual rules for this size; we check every
          measurement with you before anything is cut.
        </Text>
      </Stack>
    </Paper>
  );
}

/** The granite colours of the price list: the gallery's photo, or a plain tone named as such; what each does to the price. */
export function GranitePanel({
  design,
  options,
  onChange,
  refusal,
  check,
}: {
  design: DesignConfiguration;
  options: DesignOptions;
  onChange: ChangeDesign;
  /** What the price list refuses about the granite, or a check on it, said above the swatches. */
  refusal: string | null;
  check: string | null;
}) {
  const name = useId().replace(/:/g, '');
  const hydrated = useHydrated();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="granite-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="granite-title">
          Granite
        </Title>
        {(check || refusal) && (
          <Text size="sm" c="red.9" role="alert">
            {[check, refusal].filter(Boolean).join(' ')}
          </Text>
        )}
        <fieldset className={classes.swatches} aria-labelledby="granite-title">
          {options.granites.map((granite) => (
            <label key={granite.key} className={classes.swatch}>
              <input
                type="radio"
                name={`granite-${name}`}
                value={granite.key}
                checked={design.stone.granite === granite.key}
                onChange={() => onChange({ ...design, stone: { ...design.stone, granite: granite.key } })}
              />
              {granite.photoHref && hydrated ? (
                <img
                  className={classes.swatchPicture}
                  src={granite.photoHref}
                  srcSet={granite.photoSrcSet ?? undefined}
                  sizes="8rem"
                  alt=""
                  loading="lazy"
                />
              ) : (
                // Until the page has hydrated (and always for a colour without a photo), the tone:
                // fifteen photos fetched with the HTML held back a phone's first paint.
                <span
                  className={classes.swatchPicture}
                  style={{ background: granite.tone ?? '#8c8c88' }}
                  aria-hidden="true"
                />
              )}
              <span>
                <Text component="span" fw={600} size="sm" display="block">
                  {granite.name}
                </Text>
                <Text component="span" size="xs" c="dimmed" display="block">
                  {granite.photoHref ? granite.priceNote : `${granite.priceNote}. Shown as a plain tone: no photo yet`}
                </Text>
              </span>
            </label>
          ))}
        </fieldset>
      </Stack>
    </Paper>
  );
}
