import { Checkbox, ChoiceGroup, Radio, Stack, Text } from '#src/components/plain';
import type { ChoicePrices } from './estimate-panel';
import { changeWords, chosenWords, PricedLabel } from './choice-words';
import type { Options } from './calculator-types';

/** How a group of finishes that exclude each other is asked about, and what choosing none means. */
const GROUP_WORDS: Record<string, { legend: string; none: string }> = {
  top: { legend: 'Shape of the top', none: 'Straight top' },
  polish: { legend: 'Polish', none: 'Standard smooth (honed) finish' },
};

/**
 * The finishes: each group that excludes each other (one top, one polish) as a choice of one,
 * the rest as ticks; each shows what it would change before it is chosen.
 */
export function Finishes({
  finishes,
  value,
  prices,
  error,
  onChange,
}: {
  finishes: Options['partTypes'][number]['finishes'];
  value: string[];
  prices: ChoicePrices['finishes'] | undefined;
  error?: string;
  onChange: (value: string[]) => void;
}) {
  if (finishes.length === 0) return <Text size="sm">This stone comes in one standard finish.</Text>;
  const groups = [...new Set(finishes.map((f) => f.group).filter(Boolean))];
  const single = finishes.filter((f) => !f.group);
  // One of a group in place of the group's other (none for `null`).
  const choose = (inGroup: typeof finishes, key: string | null) =>
    onChange([...value.filter((v) => !inGroup.some((f) => f.key === v)), ...(key ? [key] : [])]);
  const words = (key: string) => (value.includes(key) ? chosenWords(prices?.[key]) : changeWords(prices?.[key]));
  return (
    <Stack gap="lg">
      {/* Sent with the ticks: none ticked still says "none of these" to the address bar. */}
      <input type="hidden" name="finishes" value="" />
      <Text size="sm">How the stone is polished and shaped. Each choice shows what it changes in your estimate.</Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {groups.map((group) => {
        const inGroup = finishes.filter((f) => f.group === group);
        const chosen = inGroup.find((f) => value.includes(f.key));
        const groupWords = GROUP_WORDS[group] ?? { legend: group.replace(/_/g, ' '), none: 'None' };
        const chosenCents = chosen ? prices?.[chosen.key] : 0;
        return (
          <ChoiceGroup key={group} kind="radio" label={groupWords.legend}>
            <Stack gap="xs" mt="xs">
              <Radio
                name={`finishes_${group}`}
                value=""
                checked={!chosen}
                onChange={() => choose(inGroup, null)}
                label={
                  <PricedLabel
                    name={groupWords.none}
                    price={chosen ? changeWords(chosenCents == null ? null : -chosenCents) : 'your choice'}
                  />
                }
              />
              {inGroup.map((f) => (
                <Radio
                  key={f.key}
                  name={`finishes_${group}`}
                  value={f.key}
                  checked={chosen?.key === f.key}
                  onChange={() => choose(inGroup, f.key)}
                  label={<PricedLabel name={f.name} price={words(f.key)} />}
                />
              ))}
            </Stack>
          </ChoiceGroup>
        );
      })}
      {single.length > 0 && (
        <ChoiceGroup kind="checkbox" label={groups.length ? 'Also' : 'Finish'}>
          <Stack gap="xs" mt="xs">
            {single.map((f) => (
              <Checkbox
                key={f.key}
                name="finishes"
                value={f.key}
                checked={value.includes(f.key)}
                onChange={(event) =>
                  onChange(event.currentTarget.checked ? [...value, f.key] : value.filter((v) => v !== f.key))
                }
                label={<PricedLabel name={f.name} price={words(f.key)} />}
              />
            ))}
          </Stack>
        </ChoiceGroup>
      )}
    </Stack>
  );
}
