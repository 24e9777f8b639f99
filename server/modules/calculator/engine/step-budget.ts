import { formatCount } from '../../shared/money';
import { calculationsUsed } from './calculations';
import type { CompiledPricing } from './compile';
import type { ConfigIssue } from './errors';
import type { ParsedFormula } from './formula';

/**
 * The most work one price may take, in formula steps (syntax nodes evaluated; a calculation
 * counts once per pricing and set of inputs, decision 175). A configuration whose worst price
 * could take more is refused when it is saved, naming the calculation that costs the most; the
 * engine also stops any price that gets there, so a slow price list can never be published.
 */
export const PRICING_STEP_BUDGET = 250_000;
/** The most parts, finishes on a part and add-ons one configuration may choose (calculator.schema). */
const MOST_PARTS = 12;
const MOST_FINISHES = 20;
const MOST_ADDONS = 30;

/**
 * The most steps one price could take: every formula a configuration can run, at its most (12
 * parts with 20 finishes each, every line item, 30 add-ons, a foundation), each with every
 * calculation it uses worked out once. Refuses the configuration when that passes the budget,
 * naming the calculation that costs the most (with the calculations it uses).
 */
export function budgetIssue(compiled: CompiledPricing): ConfigIssue | null {
  const calcCost = new Map<string, number>();
  const costOfCalc = (key: string) => {
    let cost = calcCost.get(key);
    if (cost === undefined) {
      cost = 0;
      for (const ref of calculationsUsed(compiled, [key])) cost += compiled.calculations.get(ref)!.formula.nodeCount;
      calcCost.set(key, cost);
    }
    return cost;
  };
  const used = new Set<string>();
  const cost = (formula: ParsedFormula) => {
    let total = formula.nodeCount;
    for (const ref of calculationsUsed(compiled, formula.calcRefs)) {
      total += compiled.calculations.get(ref)!.formula.nodeCount;
      used.add(ref);
    }
    return total;
  };
  const most = (values: number[]) => values.reduce((a, b) => Math.max(a, b), 0);
  const parts = most(
    [...compiled.partTypes.values()].map((part) => {
      const finishes = [...part.finishes.values()].map((f) => cost(f.formula)).sort((a, b) => b - a);
      return cost(part.formula) + finishes.slice(0, MOST_FINISHES).reduce((a, b) => a + b, 0);
    }),
  );
  const lineItems = compiled.lineItems.reduce((sum, l) => sum + cost(l.condition) + cost(l.formula), 0);
  const addons = most([...compiled.addons.values()].map((a) => cost(a.formula)));
  const foundations = most([...compiled.foundations.values()].map((f) => cost(f.formula)));
  const worst = MOST_PARTS * parts + lineItems + MOST_ADDONS * addons + foundations;
  if (worst <= PRICING_STEP_BUDGET) return null;
  const heaviest = [...used].sort((a, b) => costOfCalc(b) - costOfCalc(a))[0];
  const steps = (n: number) => formatCount(n);
  const limit = `more than the ${steps(PRICING_STEP_BUDGET)} allowed, so estimates would be slow for every visitor`;
  if (heaviest === undefined)
    return { path: 'calculations', message: `One price could take ${steps(worst)} steps to work out, ${limit}` };
  return {
    path: `calculations[${compiled.config.calculations.findIndex((c) => c.key === heaviest)}].formula`,
    message:
      `One price could take ${steps(worst)} steps to work out, ${limit}. This calculation costs the most ` +
      `(${steps(costOfCalc(heaviest))} steps each time, with the calculations it uses): please simplify it or use it in fewer places`,
  };
}
