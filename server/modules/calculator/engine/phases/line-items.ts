import { priceLine, type LineKind } from '../breakdown';
import type { CompiledPricing } from '../compile';
import { newContext, run } from '../run';
import type { PriceState } from './state';

type Entry = CompiledPricing['lineItems'][number];

/**
 * One line item of the price list, on the subtotal so far: left out when its condition is
 * false; a cemetery line is listed apart and never enters the subtotal.
 */
function priceLineItem(state: PriceState, entry: Entry, index: number) {
  const vars = new Map([...state.globals, ['subtotal', state.subtotalCents / 100]]);
  if (entry.condition.ast) {
    const ctx = newContext(state.work, vars);
    if (!run(ctx, entry.condition, `lineItems[${index}].condition`)) return;
  }
  const group = entry.item.group;
  const kind: LineKind = group === 'lettering' ? 'lettering' : group === 'cemetery' ? 'cemetery' : 'service';
  const result = priceLine(
    state.work,
    kind,
    entry.item.key,
    entry.item.name,
    entry.formula,
    vars,
    `lineItems[${index}]`,
    group === 'cemetery' ? 'cemetery' : entry.item.display,
  );
  if (group === 'cemetery') state.cemeteryLines.push(result);
  else {
    state.lines.push(result);
    state.subtotalCents += result.amountCents;
  }
}

/** The line items `which` picks, in the price list's order. */
export function priceLineItems(state: PriceState, which: (entry: Entry) => boolean) {
  state.compiled.lineItems.forEach((entry, index) => which(entry) && priceLineItem(state, entry, index));
}
