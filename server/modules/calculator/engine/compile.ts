import type { Addon, Foundation, LineItem, Lookup, PartType, PricingConfig } from '../calculator.schema';
import type { ConfigIssue } from './errors';
import { FormulaError, parseFormula, type ParsedFormula } from './formula';

interface CompiledPart {
  item: PartType;
  formula: ParsedFormula;
  finishes: Map<string, { name: string; formula: ParsedFormula }>;
}

export interface CompiledPricing {
  config: PricingConfig;
  colors: Map<string, PricingConfig['colors'][number]>;
  factors: Map<string, number>;
  calculations: Map<string, { name: string; formula: ParsedFormula }>;
  /** Each calculation's inputs: the variables it and the calculations it uses read (the memo key). */
  calculationInputs: Map<string, string[]>;
  partTypes: Map<string, CompiledPart>;
  lookups: Map<string, Lookup>;
  lineItems: Array<{ item: LineItem; condition: ParsedFormula; formula: ParsedFormula }>;
  addons: Map<string, { item: Addon; formula: ParsedFormula }>;
  foundations: Map<string, { item: Foundation; formula: ParsedFormula }>;
  templates: Map<string, PricingConfig['templates'][number]>;
}

/**
 * The configuration's sections as maps by key, every formula parsed once. A formula that does
 * not parse adds its problem (with its path) to `issues` and stands as a blank formula, so every
 * problem of the document is found in one pass.
 */
export function parseSections(config: PricingConfig, issues: ConfigIssue[]): CompiledPricing {
  const parse = (source: string, path: string): ParsedFormula => {
    try {
      return parseFormula(source);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      issues.push({ path, message: error.message, position: error.position });
      return parseFormula('');
    }
  };
  return {
    config,
    colors: new Map(config.colors.map((c) => [c.key, c])),
    factors: new Map(config.factors.map((f) => [f.key, f.value])),
    calculations: new Map(
      config.calculations.map((c, i) => [
        c.key,
        { name: c.name, formula: parse(c.formula, `calculations[${i}].formula`) },
      ]),
    ),
    partTypes: new Map(
      config.partTypes.map((p, i) => [
        p.key,
        {
          item: p,
          formula: parse(p.formula, `partTypes[${i}].formula`),
          finishes: new Map(
            p.finishes.map((f, fi) => [
              f.key,
              { name: f.name, formula: parse(f.formula, `partTypes[${i}].finishes[${fi}].formula`) },
            ]),
          ),
        },
      ]),
    ),
    calculationInputs: new Map(),
    lookups: new Map(config.lookups.map((l) => [l.key, l])),
    lineItems: config.lineItems.map((item, i) => ({
      item,
      condition: parse(item.condition, `lineItems[${i}].condition`),
      formula: parse(item.formula, `lineItems[${i}].formula`),
    })),
    addons: new Map(
      config.addons.map((a, i) => [a.key, { item: a, formula: parse(a.formula, `addons[${i}].formula`) }]),
    ),
    foundations: new Map(
      config.foundations.map((f, i) => [f.key, { item: f, formula: parse(f.formula, `foundations[${i}].formula`) }]),
    ),
    templates: new Map(config.templates.map((t) => [t.key, t])),
  };
}
