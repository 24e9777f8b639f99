import { formatCount } from '../../shared/money';
import type { Lookup } from '../calculator.schema';
import type { CompiledPricing } from './compile';
import { PricingError } from './errors';
import { evaluateFormula } from './evaluate';
import { FormulaError, type ParsedFormula } from './formula';
import { PRICING_STEP_BUDGET } from './step-budget';

/**
 * Running one formula inside a price: its variables, lookups, factors and calculations (each
 * worked out once per price and set of inputs), every step written down, within the step budget.
 */

/** What one price() call shares between its formulas: the work done so far and each calculation's result. */
export interface Pricing {
  compiled: CompiledPricing;
  spent: number;
  /** Keyed by the calculation and the values of its inputs: each is worked out once per price. */
  memo: Map<string, { value: number; steps: string[]; used: Record<string, number> }>;
}

interface Context {
  pricing: Pricing;
  vars: Map<string, number>;
  /** Each lookup, factor and calculation once, in the order first used. */
  steps: string[];
  seen: Set<string>;
  used: Record<string, number>;
  calcStack: string[];
}

export function newContext(pricing: Pricing, vars: Map<string, number>, calcStack: string[] = []): Context {
  return { pricing, vars, steps: [], seen: new Set(), used: {}, calcStack };
}

function addStep(ctx: Context, step: string) {
  if (ctx.seen.has(step)) return;
  ctx.seen.add(step);
  ctx.steps.push(step);
}

function lookupValue(table: Lookup, key: number, fallback?: number): number {
  const row = table.rows.find((r) => key >= r.from && (r.to === null || key <= r.to));
  if (row) return row.value;
  if (fallback !== undefined) return fallback;
  throw new Error(`The table "${table.name}" has no row for ${key}`);
}

export function run(ctx: Context, formula: ParsedFormula, path: string): number {
  const { compiled } = ctx.pricing;
  ctx.pricing.spent += formula.nodeCount;
  if (ctx.pricing.spent > PRICING_STEP_BUDGET) {
    const calculation = ctx.calcStack.at(-1);
    throw new PricingError(
      `This price takes more than ${formatCount(PRICING_STEP_BUDGET)} steps to work out` +
        (calculation ? ` (while working out the calculation “${compiled.calculations.get(calculation)?.name}”)` : ''),
      path,
    );
  }
  try {
    return evaluateFormula(formula, {
      variable(name) {
        const value = ctx.vars.get(name);
        if (value !== undefined) ctx.used[name] = value;
        return value;
      },
      lookup(table, key, fallback) {
        const lookup = compiled.lookups.get(table);
        if (!lookup) throw new Error(`There is no lookup table "${table}"`);
        const value = lookupValue(lookup, key, fallback);
        addStep(ctx, `lookup("${table}", ${round4(key)}) = ${round4(value)}`);
        return value;
      },
      factor(name) {
        const value = compiled.factors.get(name);
        if (value === undefined) throw new Error(`There is no pricing factor "${name}"`);
        addStep(ctx, `factor("${name}") = ${round4(value)}`);
        return value;
      },
      calc(name) {
        const calculation = compiled.calculations.get(name);
        if (!calculation) throw new Error(`There is no calculation "${name}"`);
        if (ctx.calcStack.includes(name))
          throw new Error(`These calculations use each other in a circle: ${[...ctx.calcStack, name].join(' → ')}`);
        const inputs = compiled.calculationInputs.get(name) ?? [...calculation.formula.variables];
        const memoKey = `${name}\u0000${inputs.map((v) => ctx.vars.get(v)).join(',')}`;
        let done = ctx.pricing.memo.get(memoKey);
        if (!done) {
          ctx.calcStack.push(name);
          const inner = newContext(ctx.pricing, ctx.vars, ctx.calcStack);
          const value = run(inner, calculation.formula, `calculations.${name}`);
          ctx.calcStack.pop();
          addStep(inner, `calc("${name}") = ${calculation.formula.source} = ${round4(value)}`);
          done = { value, steps: inner.steps, used: inner.used };
          ctx.pricing.memo.set(memoKey, done);
        }
        // The steps are the calculation's own list, shared by every line that uses it.
        for (const step of done.steps) addStep(ctx, step);
        Object.assign(ctx.used, done.used);
        return done.value;
      },
    });
  } catch (error) {
    if (error instanceof FormulaError) throw new PricingError(error.message, path, error.position);
    throw error;
  }
}

function round4(n: number) {
  return Math.round(n * 10000) / 10000;
}
