import { priceLine } from '../breakdown';
import type { PriceState } from './state';

/** The add-ons phase: each chosen add-on, its formula reading the `quantity` chosen. */
export function priceAddons(state: PriceState) {
  const { compiled, configuration, globals, work } = state;
  configuration.addons.forEach((choice, index) => {
    const addon = compiled.addons.get(choice.key)!;
    const vars = new Map([...globals, ['quantity', choice.quantity]]);
    const result = priceLine(
      work,
      'addon',
      choice.key,
      choice.quantity > 1 ? `${addon.item.name} × ${choice.quantity}` : addon.item.name,
      addon.formula,
      vars,
      `addons[${index}]`,
    );
    state.lines.push(result);
    state.subtotalCents += result.amountCents;
  });
}
