import { formatCents } from '../../../shared/money';
import { priceLine } from '../breakdown';
import type { PriceState } from './state';

/**
 * The foundation phase: the chosen foundation on the base's footprint widened by its margin on
 * every side, never below its minimum charge.
 */
export function priceFoundation(state: PriceState) {
  const { compiled, configuration, globals, work, base } = state;
  if (!configuration.foundation) return;
  const foundation = compiled.foundations.get(configuration.foundation)!;
  const margin = foundation.item.marginInches;
  const footprint = (base.size.length + 2 * margin) * (base.size.width + 2 * margin);
  const vars = new Map([...globals, ['footprint_sq_in', footprint]]);
  const result = priceLine(
    work,
    'foundation',
    foundation.item.key,
    foundation.item.name,
    foundation.formula,
    vars,
    'foundation',
  );
  if (result.amountCents < foundation.item.minimumCents) {
    result.note = `The minimum charge of ${formatCents(foundation.item.minimumCents)} applies (the formula gave ${formatCents(result.amountCents)})`;
    result.amountCents = foundation.item.minimumCents;
  }
  state.lines.push(result);
  state.subtotalCents += result.amountCents;
}
