import { formatCents } from '../../../shared/money';
import type { CompiledPricing } from '../compile';
import { factorOf } from './state';

/**
 * The range phase: the total less `range_low_percent` rounded down, to the total plus
 * `range_high_percent` rounded up, both to the nearest `round_to`.
 */
export function priceRange(compiled: CompiledPricing, totalCents: number, roundToCents: number) {
  const lowPercent = factorOf(compiled, 'range_low_percent');
  const highPercent = factorOf(compiled, 'range_high_percent');
  const lowCents = Math.max(
    0,
    Math.floor(Number(((totalCents * (100 - lowPercent)) / 100 / roundToCents).toPrecision(12))) * roundToCents,
  );
  const highCents =
    Math.ceil(Number(((totalCents * (100 + highPercent)) / 100 / roundToCents).toPrecision(12))) * roundToCents;
  return {
    lowCents,
    highCents,
    explanation: `${formatCents(totalCents)} less ${lowPercent}% rounded down, to ${formatCents(totalCents)} plus ${highPercent}% rounded up, to the nearest ${formatCents(roundToCents)}`,
  };
}
