import { useState } from 'react';
import { NumberInput, Radio, Stack, Text } from '@mantine/core';
import {
  feetAndInches,
  MAX_EXTRA_LINES,
  MAX_FAMILY_NAMES,
} from '#server/modules/public-calculator/public-calculator.choices';
import { counted } from '#server/modules/shared/plural';
import type { SetChoices } from './calculator-types';

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
  const [typedNames, setTypedNames] = useState<number | string>(names);
  const [shownNames, setShownNames] = useState(names);
  if (shownNames !== names) {
    setShownNames(names);
    setTypedNames(names);
  }
  const tooMany = typeof typedNames === 'number' && typedNames > room;
  return (
    <Stack gap="md">
      <Text>
        The family name is always included, and so are the first names with their dates. Every line is checked with you
        on a proof before anything is cut.
      </Text>
      <NumberInput
        name="names"
        label="Names on the stone"
        description={`Each person's name with their dates. A stone ${feetAndInches(width)} wide has room for ${room}.`}
        value={typedNames}
        min={1}
        max={Math.min(room, MAX_FAMILY_NAMES)}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        inputMode="numeric"
        onChange={(value) => {
          setTypedNames(value);
          if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_FAMILY_NAMES)
            set({ names: value });
        }}
        error={
          tooMany
            ? `A stone ${feetAndInches(width)} wide has room for ${counted(room, 'name')}. Choose a wider stone or fewer names.`
            : errorFor('names')
        }
        w={{ base: '100%', xs: 320 }}
      />
      <Radio.Group
        name="dates"
        label="Dates"
        value={dates}
        onChange={(value) => set({ dates: value === 'years' ? 'years' : 'full' })}
        error={errorFor('dates')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="full" label="Full dates (March 3, 1941 – June 1, 2020)" />
          <Radio value="years" label="Years only (1941 – 2020)" />
        </Stack>
      </Radio.Group>
      <NumberInput
        name="lines"
        label="Extra lines of lettering"
        description="For an epitaph, a verse or a few words of your own."
        value={lines}
        min={0}
        max={MAX_EXTRA_LINES}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        onChange={(value) => typeof value === 'number' && set({ lines: value })}
        error={errorFor('lines')}
        w={{ base: '100%', xs: 320 }}
      />
    </Stack>
  );
}
