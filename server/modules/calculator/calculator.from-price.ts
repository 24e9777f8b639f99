import { formatWholeDollars } from '../shared/money';
import type { Configuration, PricingConfig } from './calculator.schema';

const dollars = formatWholeDollars;

/** The stone a configuration is named by: its first part that is not a base. */
export function mainPartOf(doc: PricingConfig, configuration: Configuration) {
  const isBase = (key: string) => doc.partTypes.find((p) => p.key === key)?.isBase ?? false;
  return configuration.parts.find((p) => !isBase(p.partType)) ?? configuration.parts[0];
}

/**
 * What a "from" figure is the price of, in one phrase, the same on every page and staff screen:
 * "From $1,325 for a 24-inch Jet Black upright with base, lettering and setting included".
 */
export function fromSentence(doc: PricingConfig, configuration: Configuration, fromCents: number): string {
  const main = mainPartOf(doc, configuration);
  if (!main) return `From ${dollars(fromCents)}`;
  const type = doc.partTypes.find((p) => p.key === main.partType);
  const color = doc.colors.find((c) => c.key === main.color)?.name ?? main.color;
  const kind = (type?.name ?? 'monument')
    .replace(/ \(.*\)$/, '')
    .replace(/ die$/i, '')
    .toLowerCase();
  const isBase = (key: string) => doc.partTypes.find((p) => p.key === key)?.isBase ?? false;
  const withBase = configuration.parts.some((p) => p !== main && isBase(p.partType)) ? ' with base' : '';
  const included = ['lettering', ...(configuration.foundation ? ['foundation'] : []), 'setting'];
  const list = `${included.slice(0, -1).join(', ')} and ${included.at(-1)}`;
  return `From ${dollars(fromCents)} for a ${main.size.length}-inch ${color} ${kind}${withBase}, ${list} included`;
}
