import { formatCents } from '../../shared/money';
import type { ParsedFormula } from './formula';
import { dollarsToCents } from './rounding';
import { newContext, run, type Pricing } from './run';

export type LineKind = 'part' | 'finish' | 'lettering' | 'addon' | 'foundation' | 'service' | 'cemetery' | 'adjustment';

/** One line of a price's breakdown, with the formula and the values that produced it. */
export interface BreakdownLine {
  kind: LineKind;
  key: string;
  label: string;
  amountCents: number;
  /** How the line shows: charged, included at $0, or paid to the cemetery. */
  display: 'charge' | 'included' | 'cemetery';
  formula: string;
  /** The variables the formula read, with their values. */
  values: Record<string, number>;
  /** Each lookup(), factor() and calc() the formula called, with its result. */
  steps: string[];
  /** The formula's exact result in dollars, before rounding to the cent. */
  rawDollars: number;
  note?: string;
}

/** Runs one line's formula and rounds it to the cent: below zero counts as $0, an included line as $0 with its worth noted. */
export function priceLine(
  work: Pricing,
  kind: LineKind,
  key: string,
  label: string,
  formula: ParsedFormula,
  vars: Map<string, number>,
  path: string,
  display: BreakdownLine['display'] = 'charge',
): BreakdownLine {
  const ctx = newContext(work, vars);
  const raw = run(ctx, formula, path);
  let amountCents = dollarsToCents(raw);
  let note: string | undefined;
  if (amountCents < 0) {
    amountCents = 0;
    note = 'Below zero: counted as $0';
  }
  if (display === 'included') {
    note = `Included (worth ${formatCents(amountCents)})`;
    amountCents = 0;
  }
  return {
    kind,
    key,
    label,
    amountCents,
    display,
    formula: formula.source,
    values: ctx.used,
    steps: ctx.steps,
    rawDollars: raw,
    note,
  };
}
