import { useCallback, useEffect, useId, useState } from 'react';
import { Group, NumberField, SegmentedRadios, Stack, Text } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { ResponsiveImage } from '#src/components/media/responsive-image';
import { feetAndInches, splitFeet } from '#server/modules/public-calculator/public-calculator.choices';
import type { ChoicePrices } from './estimate-panel';
import { changeWords } from './choice-words';
import type { Options, SetChoices } from './calculator-types';
import classes from './price-calculator.module.css';

/** The number in what was typed ("36 in", "40", "3.5"), or null while there is none. */
export function typedNumber(typed: string): number | null {
  const value = Number.parseFloat(typed.replace(/[^\d.]/g, ''));
  return Number.isFinite(value) ? value : null;
}

/** What a number field holds as a family types: digits and, where allowed, one decimal point. */
export function typedDigits(typed: string, decimals: boolean): string {
  const digits = typed.replace(decimals ? /[^\d.]/g : /\D/g, '');
  const point = digits.indexOf('.');
  return point < 0 ? digits : digits.slice(0, point + 1) + digits.slice(point + 1).replace(/\./g, '');
}

/** A number and its unit, as the field shows it when it is not being typed in: "36 in". */
const withUnit = (value: number, unit: string) => `${value} ${unit}`;

/**
 * A size, typed in inches or in feet and inches: kept as typed, sent to the address bar (always
 * in inches) a moment after typing stops. A size outside the part type's limits is shown beside
 * the field at once; the server refuses it too.
 */
function SizeInput({
  name,
  label,
  value,
  min,
  max,
  units,
  error,
  onCommit,
}: {
  /** The address bar's name: `length`, or `lengthFeet` and `lengthInches` in feet and inches. */
  name: 'length' | 'width' | 'height';
  label: string;
  value: number;
  min: number;
  max: number;
  units: 'in' | 'ftin';
  error?: string;
  onCommit: (value: number) => void;
}) {
  const [typed, setTyped] = useState(withUnit(value, 'in'));
  const [feet, setFeet] = useState(withUnit(splitFeet(value).feet, 'ft'));
  const [inches, setInches] = useState(withUnit(splitFeet(value).inches, 'in'));
  // Back/forward, a shared link or the other unit changes what is shown: show it.
  const [shown, setShown] = useState(`${value}|${units}`);
  if (shown !== `${value}|${units}`) {
    setShown(`${value}|${units}`);
    setTyped(withUnit(value, 'in'));
    setFeet(withUnit(splitFeet(value).feet, 'ft'));
    setInches(withUnit(splitFeet(value).inches, 'in'));
  }
  let total: number | null;
  if (units === 'in') total = typedNumber(typed);
  else {
    const f = typedNumber(feet);
    const i = typedNumber(inches);
    total = f === null && i === null ? null : (f ?? 0) * 12 + (i ?? 0);
  }
  // Mantine's arrows: one more or one less, never below nothing.
  const step = (current: string, unit: string, set: (typed: string) => void) => (direction: 1 | -1) =>
    set(withUnit(Math.max(0, (typedNumber(current) ?? 0) + direction), unit));
  useEffect(() => {
    if (total === null || total <= 0 || total === value) return;
    const timer = setTimeout(() => onCommit(total), 500);
    return () => clearTimeout(timer);
  }, [total, value, onCommit]);
  const outside = total !== null && (total < min || total > max);
  const message = outside ? `Please choose between ${feetAndInches(min)} and ${feetAndInches(max)}` : error;
  const range = `${feetAndInches(min)} to ${feetAndInches(max)}`;
  const groupId = useId();
  if (units === 'in')
    return (
      <NumberField
        name={name}
        label={label}
        value={typed}
        onChange={(event) => setTyped(typedDigits(event.currentTarget.value, true))}
        onStep={step(typed, 'in', setTyped)}
        inputMode="decimal"
        description={total !== null ? feetAndInches(total) : range}
        error={message}
      />
    );
  return (
    <fieldset className={classes.fieldset} aria-describedby={`${groupId}-help`}>
      <legend className={classes.legend}>{label}</legend>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <NumberField
          name={`${name}Feet`}
          label="Feet"
          aria-label={`${label}, feet`}
          value={feet}
          onChange={(event) => setFeet(typedDigits(event.currentTarget.value, false))}
          onStep={step(feet, 'ft', setFeet)}
          inputMode="numeric"
          error={!!message}
        />
        <NumberField
          name={`${name}Inches`}
          label="Inches"
          aria-label={`${label}, inches`}
          value={inches}
          onChange={(event) => setInches(typedDigits(event.currentTarget.value, true))}
          onStep={step(inches, 'in', setInches)}
          inputMode="decimal"
          error={!!message}
        />
      </Group>
      <Text size="xs" c="dimmed" id={`${groupId}-help`} mt={4}>
        {total !== null ? `${total} inches` : range}
      </Text>
      {message && (
        <Text size="xs" c="red.8" mt={2} role="alert">
          {message}
        </Text>
      )}
    </fieldset>
  );
}

/** The granite colors as picture swatches from the gallery (a plain tile when a color has none). */
function ColorSwatches({
  options,
  value,
  prices,
  error,
  onChange,
}: {
  options: Options;
  value: string | undefined;
  prices: ChoicePrices['colors'] | undefined;
  error?: string;
  onChange: (key: string) => void;
}) {
  const id = useId();
  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className={classes.legend}>Granite color</legend>
      <Text size="sm" c="dimmed" id={`${id}-help`}>
        Grey granites cost least; black, red and blue granites more.
      </Text>
      {error && (
        <Text size="sm" c="red.8" id={`${id}-error`} role="alert" mt={4}>
          {error}
        </Text>
      )}
      <div className={classes.swatches}>
        {options.colors.map((color) => (
          <label key={color.key} className={classes.swatch}>
            <span className={classes.swatchPicture}>
              {color.swatch ? (
                <ResponsiveImage image={color.swatch} alt="" sizes="(min-width: 36em) 160px, 45vw" fit="cover" />
              ) : (
                <span className={classes.swatchBlank}>{color.name}</span>
              )}
            </span>
            <input
              className={classes.swatchInput}
              type="radio"
              name="color"
              value={color.key}
              checked={value === color.key}
              onChange={() => onChange(color.key)}
            />
            <span className={classes.swatchLabel}>
              <span className={classes.swatchName}>{color.name}</span>
              <span className={classes.choicePrice}>
                {value === color.key ? 'your choice' : (changeWords(prices?.[color.key]) ?? '\u00a0')}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type PartType = Options['partTypes'][number];

/** Step 1: the stone's width, thickness and height (in inches, or feet and inches) and its granite. */
export function SizeAndGraniteStep({
  options,
  type,
  size,
  units,
  color,
  prices,
  errorFor,
  set,
}: {
  options: Options;
  type: PartType;
  size: { length: number; width: number; height: number };
  units: 'in' | 'ftin';
  color: string | undefined;
  prices: ChoicePrices | null;
  errorFor: (field: string) => string | undefined;
  set: SetChoices;
}) {
  const commitLength = useCallback((length: number) => set({ length }), [set]);
  const commitWidth = useCallback((width: number) => set({ width }), [set]);
  const commitHeight = useCallback((height: number) => set({ height }), [set]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text fw={600}>Size of the {type.name.toLowerCase()}</Text>
        <SegmentedRadios
          name="units"
          aria-label="Sizes in"
          size="xs"
          value={units}
          onChange={(value) => set({ units: value === 'ftin' ? 'ftin' : undefined })}
          data={[
            { value: 'in', label: 'Inches' },
            { value: 'ftin', label: 'Feet and inches' },
          ]}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <SizeInput
          name="length"
          label="Width"
          value={size.length}
          min={type.minSize.length}
          max={type.maxSize.length}
          units={units}
          error={errorFor('length')}
          onCommit={commitLength}
        />
        <SizeInput
          name="width"
          label="Thickness"
          value={size.width}
          min={type.minSize.width}
          max={type.maxSize.width}
          units={units}
          error={errorFor('width')}
          onCommit={commitWidth}
        />
        <SizeInput
          name="height"
          label="Height"
          value={size.height}
          min={type.minSize.height}
          max={type.maxSize.height}
          units={units}
          error={errorFor('height')}
          onCommit={commitHeight}
        />
      </SimpleGrid>
      <ColorSwatches
        options={options}
        value={color}
        prices={prices?.colors}
        error={errorFor('color')}
        onChange={(value) => set({ color: value })}
      />
    </Stack>
  );
}
