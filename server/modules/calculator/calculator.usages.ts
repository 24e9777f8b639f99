import { designLabel, REQUIRED_FACTORS } from './calculator.choices';
import type { PricingConfig, SectionName } from './calculator.schema';
import { parseFormula } from './engine/formula';

/** What uses what in a configuration: the delete confirmation names it, and a used key cannot change. */

function formulasOf(document: PricingConfig): Array<{ where: string; formula: string }> {
  return [
    ...document.calculations.map((c) => ({ where: `calculation “${c.name}”`, formula: c.formula })),
    ...document.partTypes.flatMap((p) => [
      { where: `part type “${p.name}”`, formula: p.formula },
      ...p.finishes.map((f) => ({ where: `finish “${f.name}” of ${p.name}`, formula: f.formula })),
    ]),
    ...document.lineItems.flatMap((l) => [
      { where: `line item “${l.name}”`, formula: l.formula },
      { where: `line item “${l.name}”`, formula: l.condition },
    ]),
    ...document.addons.map((a) => ({ where: `add-on “${a.name}”`, formula: a.formula })),
    ...document.foundations.map((f) => ({ where: `foundation “${f.name}”`, formula: f.formula })),
  ];
}

export type Usages = Partial<Record<SectionName, Record<string, string[]>>>;

/** For each item that something else uses: the list of users, in words. */
export function usagesOf(document: PricingConfig): Usages {
  const usages: Usages = {};
  const add = (section: SectionName, key: string, user: string) => {
    const bySection = (usages[section] ??= {});
    const list = (bySection[key] ??= []);
    if (!list.includes(user)) list.push(user);
  };
  for (const template of document.templates) {
    const user = `template “${designLabel(template, document.partTypes)}”`;
    for (const part of template.configuration.parts) {
      add('partTypes', part.partType, user);
      add('colors', part.color, user);
    }
    for (const addon of template.configuration.addons) add('addons', addon.key, user);
    if (template.configuration.foundation) add('foundations', template.configuration.foundation, user);
  }
  for (const { where, formula } of formulasOf(document)) {
    let parsed;
    try {
      parsed = parseFormula(formula);
    } catch {
      continue;
    }
    for (const ref of parsed.calcRefs) add('calculations', ref, where);
    for (const ref of parsed.lookupRefs) add('lookups', ref, where);
    for (const ref of parsed.factorRefs) add('factors', ref, where);
  }
  for (const key of Object.keys(REQUIRED_FACTORS)) add('factors', key, 'the calculator itself (always needed)');
  return usages;
}
