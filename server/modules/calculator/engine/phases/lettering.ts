import { priceLineItems } from './line-items';
import type { PriceState } from './state';

/** The lettering phase: the price list's lettering line items, right after the stones. */
export function priceLettering(state: PriceState) {
  priceLineItems(state, (entry) => entry.item.group === 'lettering');
}
