import { Checkbox, ChoiceGroup, Stack, Switch, Text } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import type { CalculatorChoices } from '#server/modules/public-calculator/public-calculator.choices';
import type { ChoicePrices } from './estimate-panel';
import { changeWords, chosenWords, PricedLabel } from './choice-words';
import type { Options, SetChoices } from './calculator-types';

type Template = Options['templateParts'][string];

/** Step 4: the extras (portraits, bronze, vases...), each with what it changes, and the foundation. */
export function ExtrasStep({
  options,
  choices,
  template,
  prices,
  errorFor,
  set,
}: {
  options: Options;
  choices: CalculatorChoices;
  template: Template | null | undefined;
  prices: ChoicePrices | null;
  errorFor: (field: string) => string | undefined;
  set: SetChoices;
}) {
  const addons = choices.addons ?? template?.addons ?? [];
  return (
    <Stack gap="md">
      {/* Sent with the ticks: none ticked still says "none of these" to the address bar. */}
      <input type="hidden" name="addons" value="" />
      <ChoiceGroup
        kind="checkbox"
        label="Extras"
        description="Portraits, bronze, vases and other touches."
        error={errorFor('addons')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {options.addons.map((a) => {
            const chosen = addons.includes(a.key);
            const cents = prices?.addons[a.key];
            return (
              <Checkbox
                key={a.key}
                name="addons"
                value={a.key}
                checked={chosen}
                onChange={(event) =>
                  set({
                    addons: event.currentTarget.checked ? [...addons, a.key] : addons.filter((k) => k !== a.key),
                  })
                }
                label={<PricedLabel name={a.name} price={chosen ? chosenWords(cents) : changeWords(cents)} />}
                description={a.category}
              />
            );
          })}
        </SimpleGrid>
      </ChoiceGroup>
      {/* Sent before the box: unticked, the foundation is "false"; ticked, the box's "true" comes last. */}
      {options.hasFoundations && <input type="hidden" name="foundation" value="false" />}
      {options.hasFoundations && (
        <Switch
          name="foundation"
          value="true"
          label="Concrete foundation"
          description="Most cemeteries require one. We pour it a little wider than the base."
          checked={choices.foundation ?? template?.foundation ?? true}
          onChange={(event) => set({ foundation: event.currentTarget.checked })}
        />
      )}
      {errorFor('foundation') && (
        <Text size="sm" c="red.8" role="alert">
          {errorFor('foundation')}
        </Text>
      )}
    </Stack>
  );
}
