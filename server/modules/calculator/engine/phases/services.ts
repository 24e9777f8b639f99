import { priceLineItems } from './line-items';
import type { PriceState } from './state';

/** The services phase: every other line item (setting, delivery, the cemetery's fees), on the subtotal with the foundation. */
export function priceServices(state: PriceState) {
  priceLineItems(state, (entry) => entry.item.group !== 'lettering');
}
