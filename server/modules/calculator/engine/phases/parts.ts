import type { Size } from '../../calculator.schema';
import { priceLine } from '../breakdown';
import type { PriceState } from './state';

function partVariables(size: Size, colorRateCents: number) {
  const { length, width, height } = size;
  return {
    length,
    width,
    height,
    cubic_feet: (length * width * height) / 1728,
    color_rate: colorRateCents / 100,
    face_sq_in: length * height,
    top_sq_in: length * width,
    perimeter_in: 2 * (length + width),
  };
}

/**
 * The parts phase: each part's stone (its type's formula on its size and granite), then its
 * finishes, which read the stone's price as `stone`. The stones and finishes together are
 * `stone_total` for every later formula, and the start of the subtotal.
 */
export function priceParts(state: PriceState) {
  const { compiled, configuration, globals, work } = state;
  let stoneTotalCents = 0;
  configuration.parts.forEach((part, index) => {
    const type = compiled.partTypes.get(part.partType)!;
    const color = compiled.colors.get(part.color)!;
    const vars = new Map([...globals, ...Object.entries(partVariables(part.size, color.ratePerCubicFootCents))]);
    const { length, width, height } = part.size;
    const stone = priceLine(
      work,
      'part',
      part.partType,
      `${type.item.name}, ${color.name}, ${length}″ × ${width}″ × ${height}″`,
      type.formula,
      vars,
      `parts[${index}]`,
    );
    state.lines.push(stone);
    stoneTotalCents += stone.amountCents;
    vars.set('stone', stone.amountCents / 100);
    for (const finishKey of part.finishes) {
      const finish = type.finishes.get(finishKey)!;
      const finishLine = priceLine(
        work,
        'finish',
        finishKey,
        `${finish.name} (${type.item.name})`,
        finish.formula,
        vars,
        `parts[${index}].finishes`,
      );
      state.lines.push(finishLine);
      stoneTotalCents += finishLine.amountCents;
    }
  });
  globals.set('stone_total', stoneTotalCents / 100);
  state.subtotalCents = stoneTotalCents;
}
