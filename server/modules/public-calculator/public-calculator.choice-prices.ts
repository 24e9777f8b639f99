import { priceWithVersion, type getPublished } from '../calculator/calculator.service';
import type { Configuration } from '../calculator/calculator.schema';
import type { configurationFromChoices } from './public-calculator.configuration';

/**
 * What each granite, finish and extra would change, priced by the same version before it is
 * chosen: a granite or a finish against the present choice (a finish of the same group replaces
 * the one chosen), an extra by what it adds. Whole dollars of the subtotal, as the lines read.
 */
export function choicePrices(
  version: NonNullable<Awaited<ReturnType<typeof getPublished>>>,
  built: ReturnType<typeof configurationFromChoices>,
  totalCents: number,
) {
  const { configuration, main } = built;
  const doc = version.document;
  const mainIndex = configuration.parts.indexOf(main);
  const totalOf = (change: (c: Configuration) => void) => {
    const copy: Configuration = structuredClone(configuration);
    change(copy);
    try {
      return priceWithVersion(version, copy).subtotalCents;
    } catch {
      return null;
    }
  };
  // Whole dollars of the subtotal (before the total is rounded), so a choice reads as its line does.
  const dollars = (cents: number) => Math.round(cents / 100) * 100;
  const difference = (cents: number | null) => (cents === null ? null : dollars(cents - totalCents));
  const colors: Record<string, number | null> = {};
  for (const color of doc.colors.filter((c) => c.active))
    colors[color.key] =
      color.key === main.color ? 0 : difference(totalOf((c) => c.parts.forEach((p) => (p.color = color.key))));
  const finishes: Record<string, number | null> = {};
  const type = doc.partTypes.find((p) => p.key === main.partType)!;
  for (const finish of type.finishes) {
    if (main.finishes.includes(finish.key)) {
      // What the chosen finish adds: the price without it.
      const without = totalOf((c) => (c.parts[mainIndex]!.finishes = main.finishes.filter((f) => f !== finish.key)));
      finishes[finish.key] = without === null ? null : dollars(totalCents - without);
      continue;
    }
    const sameGroup = (key: string) =>
      !!finish.group && type.finishes.find((f) => f.key === key)?.group === finish.group;
    finishes[finish.key] = difference(
      totalOf((c) => (c.parts[mainIndex]!.finishes = [...main.finishes.filter((f) => !sameGroup(f)), finish.key])),
    );
  }
  const addons: Record<string, number | null> = {};
  for (const addon of doc.addons.filter((a) => a.active)) {
    const chosen = configuration.addons.some((a) => a.key === addon.key);
    if (chosen) {
      const without = totalOf((c) => (c.addons = c.addons.filter((a) => a.key !== addon.key)));
      addons[addon.key] = without === null ? null : dollars(totalCents - without);
    } else addons[addon.key] = difference(totalOf((c) => c.addons.push({ key: addon.key, quantity: 1 })));
  }
  return { colors, finishes, addons };
}
export type ChoicePrices = ReturnType<typeof choicePrices>;
