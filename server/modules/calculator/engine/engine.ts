import type { Configuration, PricingConfig } from '../calculator.schema';
import type { BreakdownLine } from './breakdown';
import { checkCalculationCycle, fillCalculationInputs } from './calculations';
import { parseSections, type CompiledPricing } from './compile';
import {
  checkLookupRanges,
  checkPartTypes,
  checkReferences,
  checkRequiredFactors,
  checkUniqueKeys,
} from './config-checks';
import { checkedConfiguration, configurationIssues } from './configuration';
import { ConfigInvalidError, type ConfigIssue } from './errors';
import { priceAddons } from './phases/addons';
import { priceAdjustments } from './phases/adjustments';
import { priceFoundation } from './phases/foundation';
import { priceLettering } from './phases/lettering';
import { priceParts } from './phases/parts';
import { priceRange } from './phases/range';
import { priceServices } from './phases/services';
import { startPrice } from './phases/state';
import { budgetIssue } from './step-budget';

/**
 * The pricing engine: pure (no database, no clock, no I/O). `price(configuration, pricing)`
 * gives every line with the formula and the values that produced it.
 *
 * Rounding rules (explicit, in this order):
 * 1. Formulas compute dollars as plain numbers.
 * 2. Each line is rounded to the cent, half away from zero; a line below zero counts as $0.
 * 3. Subtotal = the sum of the charged lines' cents; tax = subtotal x tax_percent, to the cent.
 * 4. The total is rounded to the nearest `round_to` dollars (half up), shown as an adjustment.
 * 5. The range: total x (1 - range_low_percent) rounded down to `round_to`, and
 *    total x (1 + range_high_percent) rounded up to `round_to`.
 * Cemetery lines are listed apart and never enter the total.
 */

export interface Breakdown {
  lines: BreakdownLine[];
  subtotalCents: number;
  adjustments: BreakdownLine[];
  totalCents: number;
  range: { lowCents: number; highCents: number; explanation: string };
  cemeteryLines: BreakdownLine[];
  cemeteryTotalCents: number;
}

/**
 * Parses and checks every formula and reference once. Throws ConfigInvalidError listing every
 * problem with its path; the result is what `price` runs on (cache it per version).
 */
export function compilePricing(config: PricingConfig): CompiledPricing {
  const issues: ConfigIssue[] = [];
  checkUniqueKeys(config, issues);
  const compiled = parseSections(config, issues);
  checkRequiredFactors(compiled, issues);
  checkPartTypes(config, issues);
  checkLookupRanges(config, issues);
  checkReferences(compiled, issues);
  checkCalculationCycle(compiled, issues);

  if (issues.length === 0) {
    fillCalculationInputs(compiled);
    const budget = budgetIssue(compiled);
    if (budget) issues.push(budget);
  }

  if (issues.length === 0)
    config.templates.forEach((t, i) =>
      issues.push(...configurationIssues(compiled, t.configuration, `templates[${i}].configuration`)),
    );

  if (issues.length) throw new ConfigInvalidError(issues);
  return compiled;
}

/** Lists every problem of a pricing configuration (empty when it can price). */
export function pricingIssues(config: PricingConfig): ConfigIssue[] {
  try {
    compilePricing(config);
    return [];
  } catch (error) {
    if (error instanceof ConfigInvalidError) return error.issues;
    throw error;
  }
}

const compiledCache = new WeakMap<PricingConfig, CompiledPricing>();

/** The compiled form of a configuration document, parsed once per document object. */
function compiledFor(pricing: PricingConfig | CompiledPricing): CompiledPricing {
  if ('partTypes' in pricing && pricing.partTypes instanceof Map) return pricing as CompiledPricing;
  const config = pricing as PricingConfig;
  let compiled = compiledCache.get(config);
  if (!compiled) {
    compiled = compilePricing(config);
    compiledCache.set(config, compiled);
  }
  return compiled;
}

/** Prices one configuration. Throws PricingError (with a path) for a choice the pricing cannot price. */
export function price(input: Configuration, pricing: PricingConfig | CompiledPricing): Breakdown {
  const compiled = compiledFor(pricing);
  const state = startPrice(compiled, checkedConfiguration(compiled, input));
  priceParts(state);
  priceLettering(state);
  priceAddons(state);
  priceFoundation(state);
  priceServices(state);
  const { adjustments, totalCents, roundToCents } = priceAdjustments(state);
  return {
    lines: state.lines,
    subtotalCents: state.subtotalCents,
    adjustments,
    totalCents,
    range: priceRange(compiled, totalCents, roundToCents),
    cemeteryLines: state.cemeteryLines,
    cemeteryTotalCents: state.cemeteryLines.reduce((sum, l) => sum + l.amountCents, 0),
  };
}
