import type { Configuration } from '../../calculator.schema';
import type { BreakdownLine } from '../breakdown';
import type { CompiledPricing } from '../compile';
import type { Pricing } from '../run';

/** What the phases of one price share: the variables every formula reads, the lines so far and the running subtotal. */
export interface PriceState {
  compiled: CompiledPricing;
  work: Pricing;
  configuration: Configuration;
  /** The part a foundation is sized for: the base, else the stone with the largest footprint. */
  base: Configuration['parts'][number];
  /** Variables every formula reads; `stone_total` joins them once the parts are priced. */
  globals: Map<string, number>;
  lines: BreakdownLine[];
  cemeteryLines: BreakdownLine[];
  subtotalCents: number;
}

/** A pricing factor's value, 0 when the price list has none. */
export const factorOf = (compiled: CompiledPricing, key: string) => compiled.factors.get(key) ?? 0;

/** The start of a price: no lines yet, and the variables the configuration gives every formula. */
export function startPrice(compiled: CompiledPricing, configuration: Configuration): PriceState {
  const base =
    configuration.parts.find((p) => compiled.partTypes.get(p.partType)?.item.isBase) ??
    [...configuration.parts].sort((a, b) => b.size.length * b.size.width - a.size.length * a.size.width)[0]!;
  const { lettering } = configuration;
  const globals = new Map<string, number>([
    ['base_length', base.size.length],
    ['base_width', base.size.width],
    ['part_count', configuration.parts.length],
    // Documents saved before names and date styles existed have neither.
    ['names', lettering.names ?? 0],
    ['full_dates', lettering.dateStyle === 'years' ? 0 : 1],
    ['extra_lines', lettering.extraLines],
    ['extra_letters', lettering.extraLetters],
    ['etching_sq_in', lettering.etchingSquareInches],
    ['has_foundation', configuration.foundation ? 1 : 0],
    ['has_cemetery', configuration.cemetery ? 1 : 0],
    ['delivery_zip', configuration.deliveryZip ? Number(configuration.deliveryZip) : 0],
  ]);
  return {
    compiled,
    work: { compiled, spent: 0, memo: new Map() },
    configuration,
    base,
    globals,
    lines: [],
    cemeteryLines: [],
    subtotalCents: 0,
  };
}
