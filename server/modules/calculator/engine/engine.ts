import { formatCents, formatCount } from '../../shared/money';
import type {
  Addon,
  Configuration,
  Foundation,
  LineItem,
  Lookup,
  PartType,
  PricingConfig,
  Size,
} from '../calculator.schema';
import { REQUIRED_FACTORS } from '../calculator.choices';
import { evaluateFormula, FormulaError, parseFormula, type ParsedFormula } from './formula';

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

export interface ConfigIssue {
  /** Where in the configuration document, e.g. `partTypes[2].formula`. */
  path: string;
  message: string;
  /** Character position in the formula, for formula problems. */
  position?: number;
}

export class PricingError extends Error {
  readonly path: string;
  readonly position?: number;
  constructor(message: string, path: string, position?: number) {
    super(message);
    this.name = 'PricingError';
    this.path = path;
    this.position = position;
  }
}

export class ConfigInvalidError extends Error {
  readonly issues: ConfigIssue[];
  constructor(issues: ConfigIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join('; '));
    this.name = 'ConfigInvalidError';
    this.issues = issues;
  }
}

export type LineKind = 'part' | 'finish' | 'lettering' | 'addon' | 'foundation' | 'service' | 'cemetery' | 'adjustment';

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

export interface Breakdown {
  lines: BreakdownLine[];
  subtotalCents: number;
  adjustments: BreakdownLine[];
  totalCents: number;
  range: { lowCents: number; highCents: number; explanation: string };
  cemeteryLines: BreakdownLine[];
  cemeteryTotalCents: number;
}

interface CompiledPart {
  item: PartType;
  formula: ParsedFormula;
  finishes: Map<string, { name: string; formula: ParsedFormula }>;
}

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

/** Half away from zero, to the cent; 12 significant digits first so 1.005 is 1.01 as a person expects. */
export function dollarsToCents(dollars: number): number {
  const cents = Number((dollars * 100).toPrecision(12));
  return Math.sign(cents) * Math.round(Math.abs(cents));
}

function uniqueKeys(list: Array<{ key: string }>, path: string, issues: ConfigIssue[]) {
  const seen = new Set<string>();
  list.forEach((item, index) => {
    if (seen.has(item.key))
      issues.push({ path: `${path}[${index}].key`, message: `The key "${item.key}" is used twice` });
    seen.add(item.key);
  });
}

/** Checks the references of a configuration (a template's, or a family's) against the pricing. */
export function configurationIssues(compiled: CompiledPricing, configuration: Configuration, path: string) {
  const issues: ConfigIssue[] = [];
  const template = configuration.templateKey ? compiled.templates.get(configuration.templateKey) : undefined;
  if (configuration.templateKey && !template && !path.startsWith('templates'))
    issues.push({ path: `${path}.templateKey`, message: `There is no template "${configuration.templateKey}"` });
  configuration.parts.forEach((part, index) => {
    const at = `${path}.parts[${index}]`;
    const type = compiled.partTypes.get(part.partType);
    if (!type) {
      issues.push({ path: `${at}.partType`, message: `There is no part type "${part.partType}"` });
      return;
    }
    if (!compiled.colors.has(part.color))
      issues.push({ path: `${at}.color`, message: `There is no granite color "${part.color}"` });
    for (const dim of ['length', 'width', 'height'] as const) {
      const value = part.size[dim];
      const { minSize, maxSize, name } = type.item;
      if (value < minSize[dim] || value > maxSize[dim])
        issues.push({
          path: `${at}.size.${dim}`,
          message: `A ${name}'s ${dim} must be between ${minSize[dim]} and ${maxSize[dim]} inches`,
        });
    }
    part.finishes.forEach((finish, fi) => {
      if (!type.finishes.has(finish))
        issues.push({ path: `${at}.finishes[${fi}]`, message: `A ${type.item.name} has no finish "${finish}"` });
    });
    // Finishes of one group exclude each other: a stone has one top, one polish.
    const byGroup = new Map<string, string>();
    part.finishes.forEach((finish, fi) => {
      const item = type.item.finishes.find((f) => f.key === finish);
      const group = item?.group ?? '';
      if (!item || !group) return;
      const other = byGroup.get(group);
      if (other !== undefined && other !== item.name)
        issues.push({
          path: `${at}.finishes[${fi}]`,
          message: `A stone cannot have both “${other}” and “${item.name}”. Please choose one.`,
        });
      else byGroup.set(group, item.name);
    });
  });
  configuration.addons.forEach((addon, index) => {
    if (!compiled.addons.has(addon.key))
      issues.push({ path: `${path}.addons[${index}].key`, message: `There is no add-on "${addon.key}"` });
  });
  if (configuration.foundation && !compiled.foundations.has(configuration.foundation))
    issues.push({ path: `${path}.foundation`, message: `There is no foundation "${configuration.foundation}"` });
  return issues;
}

/**
 * Parses and checks every formula and reference once. Throws ConfigInvalidError listing every
 * problem with its path; the result is what `price` runs on (cache it per version).
 */
export function compilePricing(config: PricingConfig): CompiledPricing {
  const issues: ConfigIssue[] = [];
  const parse = (source: string, path: string): ParsedFormula => {
    try {
      return parseFormula(source);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      issues.push({ path, message: error.message, position: error.position });
      return parseFormula('');
    }
  };
  for (const section of [
    'colors',
    'factors',
    'calculations',
    'partTypes',
    'lookups',
    'lineItems',
    'addons',
    'foundations',
    'templates',
  ] as const)
    uniqueKeys(config[section], section, issues);

  const compiled: CompiledPricing = {
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

  for (const key of Object.keys(REQUIRED_FACTORS))
    if (!compiled.factors.has(key))
      issues.push({
        path: 'factors',
        message: `The pricing factor "${key}" is needed (${REQUIRED_FACTORS[key as keyof typeof REQUIRED_FACTORS]})`,
      });

  config.partTypes.forEach((p, i) => {
    uniqueKeys(p.finishes, `partTypes[${i}].finishes`, issues);
    for (const dim of ['length', 'width', 'height'] as const)
      if (!(p.minSize[dim] <= p.defaultSize[dim] && p.defaultSize[dim] <= p.maxSize[dim]))
        issues.push({
          path: `partTypes[${i}].defaultSize.${dim}`,
          message: `The usual ${dim} must be between the smallest and the largest`,
        });
  });
  config.lookups.forEach((lookup, i) => {
    const rows = [...lookup.rows].sort((a, b) => a.from - b.from);
    lookup.rows.forEach((row, ri) => {
      if (row.to !== null && row.to < row.from)
        issues.push({ path: `lookups[${i}].rows[${ri}]`, message: 'A range must end at or after where it starts' });
    });
    for (let r = 1; r < rows.length; r++) {
      const previous = rows[r - 1]!;
      const current = rows[r]!;
      if (previous.to === null || previous.to >= current.from)
        issues.push({
          path: `lookups[${i}].rows`,
          message: `The ranges starting at ${previous.from} and ${current.from} overlap`,
        });
    }
  });

  // References named in formulas must exist.
  const checkRefs = (formula: ParsedFormula, path: string) => {
    for (const ref of formula.calcRefs)
      if (!compiled.calculations.has(ref))
        issues.push({ path, message: `There is no calculation "${ref}"`, position: formula.source.indexOf(ref) - 1 });
    for (const ref of formula.lookupRefs)
      if (!compiled.lookups.has(ref))
        issues.push({ path, message: `There is no lookup table "${ref}"`, position: formula.source.indexOf(ref) - 1 });
    for (const ref of formula.factorRefs)
      if (!compiled.factors.has(ref))
        issues.push({
          path,
          message: `There is no pricing factor "${ref}"`,
          position: formula.source.indexOf(ref) - 1,
        });
  };
  config.calculations.forEach((c, i) =>
    checkRefs(compiled.calculations.get(c.key)!.formula, `calculations[${i}].formula`),
  );
  config.partTypes.forEach((p, i) => {
    const part = compiled.partTypes.get(p.key)!;
    checkRefs(part.formula, `partTypes[${i}].formula`);
    p.finishes.forEach((f, fi) =>
      checkRefs(part.finishes.get(f.key)!.formula, `partTypes[${i}].finishes[${fi}].formula`),
    );
  });
  compiled.lineItems.forEach((l, i) => {
    checkRefs(l.condition, `lineItems[${i}].condition`);
    checkRefs(l.formula, `lineItems[${i}].formula`);
  });
  config.addons.forEach((a, i) => checkRefs(compiled.addons.get(a.key)!.formula, `addons[${i}].formula`));
  config.foundations.forEach((f, i) =>
    checkRefs(compiled.foundations.get(f.key)!.formula, `foundations[${i}].formula`),
  );

  // Circular calc() references, named.
  const cycle = findCalcCycle(compiled);
  if (cycle) {
    const index = config.calculations.findIndex((c) => c.key === cycle[0]);
    issues.push({
      path: `calculations[${index}].formula`,
      message: `These calculations use each other in a circle: ${cycle.join(' → ')}`,
    });
  }

  if (issues.length === 0) {
    for (const [key, calculation] of compiled.calculations) {
      const inputs = new Set<string>();
      for (const ref of calculationsUsed(compiled, [key]))
        for (const name of compiled.calculations.get(ref)!.formula.variables) inputs.add(name);
      for (const name of calculation.formula.variables) inputs.add(name);
      compiled.calculationInputs.set(key, [...inputs].sort());
    }
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

/** Every calculation the named ones use, directly or through others (themselves included). */
function calculationsUsed(compiled: CompiledPricing, refs: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...refs];
  while (pending.length) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(compiled.calculations.get(key)?.formula.calcRefs ?? []));
  }
  return seen;
}

/**
 * The most steps one price could take: every formula a configuration can run, at its most (12
 * parts with 20 finishes each, every line item, 30 add-ons, a foundation), each with every
 * calculation it uses worked out once. Refuses the configuration when that passes the budget,
 * naming the calculation that costs the most (with the calculations it uses).
 */
function budgetIssue(compiled: CompiledPricing): ConfigIssue | null {
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

function findCalcCycle(compiled: CompiledPricing): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (key: string): string[] | null => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'visiting') return [...stack.slice(stack.indexOf(key)), key];
    state.set(key, 'visiting');
    stack.push(key);
    for (const ref of compiled.calculations.get(key)?.formula.calcRefs ?? []) {
      const found = visit(ref);
      if (found) return found;
    }
    stack.pop();
    state.set(key, 'done');
    return null;
  };
  for (const key of compiled.calculations.keys()) {
    const found = visit(key);
    if (found) return found;
  }
  return null;
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

export function lookupValue(table: Lookup, key: number, fallback?: number): number {
  const row = table.rows.find((r) => key >= r.from && (r.to === null || key <= r.to));
  if (row) return row.value;
  if (fallback !== undefined) return fallback;
  throw new Error(`The table "${table.name}" has no row for ${key}`);
}

const compiledCache = new WeakMap<PricingConfig, CompiledPricing>();

/** The compiled form of a configuration document, parsed once per document object. */
export function compiledFor(pricing: PricingConfig | CompiledPricing): CompiledPricing {
  if ('partTypes' in pricing && pricing.partTypes instanceof Map) return pricing as CompiledPricing;
  const config = pricing as PricingConfig;
  let compiled = compiledCache.get(config);
  if (!compiled) {
    compiled = compilePricing(config);
    compiledCache.set(config, compiled);
  }
  return compiled;
}

/** A template's choices filled in under what the family changed. */
export function resolveConfiguration(compiled: CompiledPricing, configuration: Configuration): Configuration {
  if (!configuration.templateKey) return configuration;
  const template = compiled.templates.get(configuration.templateKey);
  if (!template) throw new PricingError(`There is no template "${configuration.templateKey}"`, 'templateKey');
  const base = template.configuration;
  const lettering = configuration.lettering;
  const hasLettering =
    lettering.names || lettering.extraLines || lettering.extraLetters || lettering.etchingSquareInches;
  return {
    ...configuration,
    parts: configuration.parts.length ? configuration.parts : base.parts,
    addons: configuration.addons.length ? configuration.addons : base.addons,
    lettering: hasLettering ? lettering : base.lettering,
    foundation: configuration.foundation ?? base.foundation,
  };
}

/** What one price() call shares between its formulas: the work done so far and each calculation's result. */
interface Pricing {
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

function newContext(pricing: Pricing, vars: Map<string, number>, calcStack: string[] = []): Context {
  return { pricing, vars, steps: [], seen: new Set(), used: {}, calcStack };
}

function addStep(ctx: Context, step: string) {
  if (ctx.seen.has(step)) return;
  ctx.seen.add(step);
  ctx.steps.push(step);
}

function run(ctx: Context, formula: ParsedFormula, path: string): number {
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

/** Prices one configuration. Throws PricingError (with a path) for a choice the pricing cannot price. */
export function price(input: Configuration, pricing: PricingConfig | CompiledPricing): Breakdown {
  const compiled = compiledFor(pricing);
  const configuration = resolveConfiguration(compiled, input);
  const problems = configurationIssues(compiled, configuration, 'configuration');
  const [problem] = problems;
  if (problem) throw new PricingError(problem.message, problem.path);
  if (configuration.parts.length === 0) throw new PricingError('Please choose at least one part', 'parts');

  const work: Pricing = { compiled, spent: 0, memo: new Map() };
  const lines: BreakdownLine[] = [];
  const cemeteryLines: BreakdownLine[] = [];
  const base =
    configuration.parts.find((p) => compiled.partTypes.get(p.partType)?.item.isBase) ??
    [...configuration.parts].sort((a, b) => b.size.length * b.size.width - a.size.length * a.size.width)[0]!;
  const { lettering } = configuration;
  const globals = new Map<string, number>([
    ['base_length', base.size.length],
    ['base_width', base.size.width],
    ['part_count', configuration.parts.length],
    // Documents saved before names and date styles existed have neither.
    ['names', lettering.names ?? 0],
    ['full_dates', lettering.dateStyle === 'years' ? 0 : 1],
    ['extra_lines', lettering.extraLines],
    ['extra_letters', lettering.extraLetters],
    ['etching_sq_in', lettering.etchingSquareInches],
    ['has_foundation', configuration.foundation ? 1 : 0],
    ['has_cemetery', configuration.cemetery ? 1 : 0],
    ['delivery_zip', configuration.deliveryZip ? Number(configuration.deliveryZip) : 0],
  ]);

  const line = (
    kind: LineKind,
    key: string,
    label: string,
    formula: ParsedFormula,
    vars: Map<string, number>,
    path: string,
    display: BreakdownLine['display'] = 'charge',
  ): BreakdownLine => {
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
  };

  let stoneTotalCents = 0;
  configuration.parts.forEach((part, index) => {
    const type = compiled.partTypes.get(part.partType)!;
    const color = compiled.colors.get(part.color)!;
    const vars = new Map([...globals, ...Object.entries(partVariables(part.size, color.ratePerCubicFootCents))]);
    const { length, width, height } = part.size;
    const stone = line(
      'part',
      part.partType,
      `${type.item.name}, ${color.name}, ${length}″ × ${width}″ × ${height}″`,
      type.formula,
      vars,
      `parts[${index}]`,
    );
    lines.push(stone);
    stoneTotalCents += stone.amountCents;
    vars.set('stone', stone.amountCents / 100);
    for (const finishKey of part.finishes) {
      const finish = type.finishes.get(finishKey)!;
      const finishLine = line(
        'finish',
        finishKey,
        `${finish.name} (${type.item.name})`,
        finish.formula,
        vars,
        `parts[${index}].finishes`,
      );
      lines.push(finishLine);
      stoneTotalCents += finishLine.amountCents;
    }
  });
  globals.set('stone_total', stoneTotalCents / 100);

  let subtotalCents = stoneTotalCents;
  const lineItem = (entry: CompiledPricing['lineItems'][number], index: number) => {
    const vars = new Map([...globals, ['subtotal', subtotalCents / 100]]);
    if (entry.condition.ast) {
      const ctx = newContext(work, vars);
      if (!run(ctx, entry.condition, `lineItems[${index}].condition`)) return;
    }
    const group = entry.item.group;
    const kind: LineKind = group === 'lettering' ? 'lettering' : group === 'cemetery' ? 'cemetery' : 'service';
    const result = line(
      kind,
      entry.item.key,
      entry.item.name,
      entry.formula,
      vars,
      `lineItems[${index}]`,
      group === 'cemetery' ? 'cemetery' : entry.item.display,
    );
    if (group === 'cemetery') cemeteryLines.push(result);
    else {
      lines.push(result);
      subtotalCents += result.amountCents;
    }
  };
  compiled.lineItems.forEach((entry, index) => entry.item.group === 'lettering' && lineItem(entry, index));

  configuration.addons.forEach((choice, index) => {
    const addon = compiled.addons.get(choice.key)!;
    const vars = new Map([...globals, ['quantity', choice.quantity]]);
    const result = line(
      'addon',
      choice.key,
      choice.quantity > 1 ? `${addon.item.name} × ${choice.quantity}` : addon.item.name,
      addon.formula,
      vars,
      `addons[${index}]`,
    );
    lines.push(result);
    subtotalCents += result.amountCents;
  });

  if (configuration.foundation) {
    const foundation = compiled.foundations.get(configuration.foundation)!;
    const margin = foundation.item.marginInches;
    const footprint = (base.size.length + 2 * margin) * (base.size.width + 2 * margin);
    const vars = new Map([...globals, ['footprint_sq_in', footprint]]);
    const result = line(
      'foundation',
      foundation.item.key,
      foundation.item.name,
      foundation.formula,
      vars,
      'foundation',
    );
    if (result.amountCents < foundation.item.minimumCents) {
      result.note = `The minimum charge of ${formatCents(foundation.item.minimumCents)} applies (the formula gave ${formatCents(result.amountCents)})`;
      result.amountCents = foundation.item.minimumCents;
    }
    lines.push(result);
    subtotalCents += result.amountCents;
  }

  compiled.lineItems.forEach((entry, index) => entry.item.group !== 'lettering' && lineItem(entry, index));

  // Adjustments: tax, then rounding the total.
  const factor = (key: string) => compiled.factors.get(key) ?? 0;
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
  totalCents = roundedCents;

  const lowPercent = factor('range_low_percent');
  const highPercent = factor('range_high_percent');
  const lowCents = Math.max(
    0,
    Math.floor(Number(((totalCents * (100 - lowPercent)) / 100 / roundToCents).toPrecision(12))) * roundToCents,
  );
  const highCents =
    Math.ceil(Number(((totalCents * (100 + highPercent)) / 100 / roundToCents).toPrecision(12))) * roundToCents;

  return {
    lines,
    subtotalCents,
    adjustments,
    totalCents,
    range: {
      lowCents,
      highCents,
      explanation: `${formatCents(totalCents)} less ${lowPercent}% rounded down, to ${formatCents(totalCents)} plus ${highPercent}% rounded up, to the nearest ${formatCents(roundToCents)}`,
    },
    cemeteryLines,
    cemeteryTotalCents: cemeteryLines.reduce((sum, l) => sum + l.amountCents, 0),
  };
}
