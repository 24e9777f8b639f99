import { Checkbox, Radio, Stack, Text } from '@mantine/core';
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
          <Radio.Group
            key={group}
            name={`finishes_${group}`}
            label={groupWords.legend}
            value={chosen?.key ?? ''}
            onChange={(key) =>
              onChange([...value.filter((v) => !inGroup.some((f) => f.key === v)), ...(key ? [key] : [])])
            }
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value=""
                label={
                  <PricedLabel
                    name={groupWords.none}
                    price={chosen ? changeWords(chosenCents == null ? null : -chosenCents) : 'your choice'}
                  />
                }
              />
              {inGroup.map((f) => (
                <Radio key={f.key} value={f.key} label={<PricedLabel name={f.name} price={words(f.key)} />} />
              ))}
            </Stack>
          </Radio.Group>
        );
      })}
      {single.length > 0 && (
        <Checkbox.Group
          label={groups.length ? 'Also' : 'Finish'}
          value={value.filter((v) => single.some((f) => f.key === v))}
          onChange={(keys) => onChange([...value.filter((v) => !single.some((f) => f.key === v)), ...keys])}
        >
          <Stack gap="xs" mt="xs">
            {single.map((f) => (
              <Checkbox
                key={f.key}
                name="finishes"
                value={f.key}
                label={<PricedLabel name={f.name} price={words(f.key)} />}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
