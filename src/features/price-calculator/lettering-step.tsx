import { useState } from 'react';
import { ChoiceGroup, NumberField, Radio, Stack, Text } from '#src/components/plain';
import {
  feetAndInches,
  MAX_EXTRA_LINES,
  MAX_FAMILY_NAMES,
} from '#server/modules/public-calculator/public-calculator.choices';
import { counted } from '#server/modules/shared/plural';
import type { SetChoices } from './calculator-types';
import { typedDigits } from './size-and-granite-step';

/** Names with their dates (priced by the price list beyond the included ones), date style, extra lines. */
export function Lettering({
  names,
  room,
  width,
  dates,
  lines,
  errorFor,
  set,
}: {
  names: number;
  room: number;
  width: number;
  dates: 'full' | 'years';
  lines: number;
  errorFor: (field: string) => string | undefined;
  set: SetChoices;
}) {
  const [typedNames, setTypedNames] = useState(String(names));
  const [typedLines, setTypedLines] = useState(String(lines));
  const [shown, setShown] = useState({ names, lines });
  if (shown.names !== names || shown.lines !== lines) {
    setShown({ names, lines });
    if (shown.names !== names) setTypedNames(String(names));
    if (shown.lines !== lines) setTypedLines(String(lines));
  }
  const nameCount = typedNames === '' ? null : Number(typedNames);
  const tooMany = nameCount !== null && nameCount > room;
  // The arrows: one more or one less, within the limits.
  const stepNames = (direction: 1 | -1) =>
    changeNames(String(Math.min(MAX_FAMILY_NAMES, Math.max(1, (nameCount ?? 0) + direction))));
  const changeNames = (typed: string) => {
    setTypedNames(typed);
    const value = Number(typed);
    if (typed !== '' && value >= 1 && value <= MAX_FAMILY_NAMES) set({ names: value });
  };
  const changeLines = (typed: string) => {
    // As Mantine's strict field: never more than the most lines.
    const value = typed === '' ? null : Math.min(MAX_EXTRA_LINES, Number(typed));
    setTypedLines(value === null ? '' : String(value));
    if (value !== null) set({ lines: value });
  };
  return (
    <Stack gap="md">
      <Text>
        The family name is always included, and so are the first names with their dates. Every line is checked with you
        on a proof before anything is cut.
      </Text>
      <NumberField
        name="names"
        label="Names on the stone"
        description={`Each person's name with their dates. A stone ${feetAndInches(width)} wide has room for ${room}.`}
        value={typedNames}
        inputMode="numeric"
        onChange={(event) => changeNames(typedDigits(event.currentTarget.value, false))}
        onStep={stepNames}
        error={
          tooMany
            ? `A stone ${feetAndInches(width)} wide has room for ${counted(room, 'name')}. Choose a wider stone or fewer names.`
            : errorFor('names')
        }
        rootProps={{ w: { base: '100%', xs: 320 } }}
      />
      <ChoiceGroup kind="radio" label="Dates" error={errorFor('dates')}>
        <Stack gap="xs" mt="xs">
          <Radio
            name="dates"
            value="full"
            checked={dates === 'full'}
            onChange={() => set({ dates: 'full' })}
            label="Full dates (March 3, 1941 – June 1, 2020)"
          />
          <Radio
            name="dates"
            value="years"
            checked={dates === 'years'}
            onChange={() => set({ dates: 'years' })}
            label="Years only (1941 – 2020)"
          />
        </Stack>
      </ChoiceGroup>
      <NumberField
        name="lines"
        label="Extra lines of lettering"
        description="For an epitaph, a verse or a few words of your own."
        value={typedLines}
        inputMode="numeric"
        onChange={(event) => changeLines(typedDigits(event.currentTarget.value, false))}
        onStep={(direction) => changeLines(String(Math.max(0, (Number(typedLines) || 0) + direction)))}
        error={errorFor('lines')}
        rootProps={{ w: { base: '100%', xs: 320 } }}
      />
    </Stack>
  );
}
