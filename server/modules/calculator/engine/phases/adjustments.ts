import { formatCents } from '../../../shared/money';
import type { BreakdownLine } from '../breakdown';
import { dollarsToCents } from '../rounding';
import { factorOf, type PriceState } from './state';

/** The adjustments phase: tax on the subtotal, then the total rounded to the nearest `round_to` dollars (half up). */
export function priceAdjustments({ compiled, subtotalCents }: PriceState) {
  const factor = (key: string) => factorOf(compiled, key);
  const adjustments: BreakdownLine[] = [];
  const taxPercent = factor('tax_percent');
  let totalCents = subtotalCents;
  if (taxPercent) {
    const taxCents = dollarsToCents(((subtotalCents / 100) * taxPercent) / 100);
    adjustments.push({
      kind: 'adjustment',
      key: 'tax',
      label: `Sales tax (${taxPercent}%)`,
      amountCents: taxCents,
      display: 'charge',
      formula: 'subtotal * factor("tax_percent") / 100',
      values: { subtotal: subtotalCents / 100 },
      steps: [`factor("tax_percent") = ${taxPercent}`],
      rawDollars: ((subtotalCents / 100) * taxPercent) / 100,
    });
    totalCents += taxCents;
  }
  const roundToCents = Math.max(1, dollarsToCents(factor('round_to')));
  const roundedCents = Math.floor((totalCents + roundToCents / 2) / roundToCents) * roundToCents;
  if (roundedCents !== totalCents)
    adjustments.push({
      kind: 'adjustment',
      key: 'rounding',
      label: `Rounded to the nearest ${formatCents(roundToCents)}`,
      amountCents: roundedCents - totalCents,
      display: 'charge',
      formula: 'round(total, factor("round_to"))',
      values: { total: totalCents / 100 },
      steps: [`factor("round_to") = ${factor('round_to')}`],
      rawDollars: (roundedCents - totalCents) / 100,
    });
  return { adjustments, totalCents: roundedCents, roundToCents };
}
