import type { PricingConfig } from '../calculator.schema';
import { REQUIRED_FACTORS } from '../calculator.choices';
import type { CompiledPricing } from './compile';
import type { ConfigIssue } from './errors';
import type { ParsedFormula } from './formula';

/**
 * The checks a price list passes before it can price, each adding its problems (with their
 * paths) to `issues`, in the order staff read the document.
 */

function uniqueKeys(list: Array<{ key: string }>, path: string, issues: ConfigIssue[]) {
  const seen = new Set<string>();
  list.forEach((item, index) => {
    if (seen.has(item.key))
      issues.push({ path: `${path}[${index}].key`, message: `The key "${item.key}" is used twice` });
    seen.add(item.key);
  });
}

/** No key used twice within a section. */
export function checkUniqueKeys(config: PricingConfig, issues: ConfigIssue[]) {
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
}

/** The factors the engine itself reads (rounding, the range, tax) are there. */
export function checkRequiredFactors(compiled: CompiledPricing, issues: ConfigIssue[]) {
  for (const key of Object.keys(REQUIRED_FACTORS))
    if (!compiled.factors.has(key))
      issues.push({
        path: 'factors',
        message: `The pricing factor "${key}" is needed (${REQUIRED_FACTORS[key as keyof typeof REQUIRED_FACTORS]})`,
      });
}

/** Each part type's finishes have their own keys, and its usual size lies between its smallest and largest. */
export function checkPartTypes(config: PricingConfig, issues: ConfigIssue[]) {
  config.partTypes.forEach((p, i) => {
    uniqueKeys(p.finishes, `partTypes[${i}].finishes`, issues);
    for (const dim of ['length', 'width', 'height'] as const)
      if (!(p.minSize[dim] <= p.defaultSize[dim] && p.defaultSize[dim] <= p.maxSize[dim]))
        issues.push({
          path: `partTypes[${i}].defaultSize.${dim}`,
          message: `The usual ${dim} must be between the smallest and the largest`,
        });
  });
}

/** A lookup table's ranges run forwards and do not overlap. */
export function checkLookupRanges(config: PricingConfig, issues: ConfigIssue[]) {
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
}

/** References named in formulas must exist. */
export function checkReferences(compiled: CompiledPricing, issues: ConfigIssue[]) {
  const { config } = compiled;
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
}
