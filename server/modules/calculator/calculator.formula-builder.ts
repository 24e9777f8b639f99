import type { AppDb } from '#db/create-db';
import { compiledDraft } from './calculator.service';
import { evaluateFormula } from './engine/evaluate';
import { FormulaError, parseFormula } from './engine/formula';

/** The formula builder: checks a formula as typed and runs it on sample values. */
export async function checkFormula(db: AppDb, input: { formula: string; sample: Record<string, number> }) {
  const draft = await compiledDraft(db);
  let parsed;
  try {
    parsed = parseFormula(input.formula);
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false as const, message: error.message, position: error.position };
    throw error;
  }
  const document = draft.document;
  const missing = [
    ...[...parsed.calcRefs]
      .filter((r) => !document.calculations.some((c) => c.key === r))
      .map((r) => `calculation “${r}”`),
    ...[...parsed.lookupRefs]
      .filter((r) => !document.lookups.some((l) => l.key === r))
      .map((r) => `lookup table “${r}”`),
    ...[...parsed.factorRefs]
      .filter((r) => !document.factors.some((f) => f.key === r))
      .map((r) => `pricing factor “${r}”`),
  ];
  if (missing.length)
    return {
      ok: false as const,
      message: `There is no ${missing[0]}`,
      position: Math.max(0, input.formula.indexOf(missing[0]!.split('“')[1]!.slice(0, -1)) - 1),
    };
  const steps: string[] = [];
  const factors = new Map(document.factors.map((f) => [f.key, f.value]));
  const calcs = new Map(document.calculations.map((c) => [c.key, c.formula]));
  const stack: string[] = [];
  // Each calculation worked out once (the same sample values throughout), as the engine does.
  const done = new Map<string, number>();
  const scope = {
    variable: (name: string) => input.sample[name] ?? 0,
    lookup(table: string, key: number, fallback?: number) {
      const lookup = document.lookups.find((l) => l.key === table)!;
      const row = lookup.rows.find((r) => key >= r.from && (r.to === null || key <= r.to));
      const value = row ? row.value : fallback;
      if (value === undefined) throw new Error(`The table “${lookup.name}” has no row for ${key}`);
      steps.push(`lookup("${table}", ${key}) = ${value}`);
      return value;
    },
    factor(name: string) {
      const value = factors.get(name)!;
      steps.push(`factor("${name}") = ${value}`);
      return value;
    },
    calc(name: string): number {
      const known = done.get(name);
      if (known !== undefined) return known;
      if (stack.includes(name))
        throw new Error(`These calculations use each other in a circle: ${[...stack, name].join(' → ')}`);
      stack.push(name);
      const value = evaluateFormula(parseFormula(calcs.get(name)!), scope);
      stack.pop();
      steps.push(`calc("${name}") = ${value}`);
      done.set(name, value);
      return value;
    },
  };
  try {
    const result = evaluateFormula(parsed, scope);
    return { ok: true as const, result, variables: [...parsed.variables], steps };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false as const, message: error.message, position: error.position };
    return { ok: false as const, message: (error as Error).message, position: 0 };
  }
}
