import type { CompiledPricing } from './compile';
import type { ConfigIssue } from './errors';

/** How calculations use each other: which a formula reaches, circles, and what each reads. */

/** Every calculation the named ones use, directly or through others (themselves included). */
export function calculationsUsed(compiled: CompiledPricing, refs: Iterable<string>): Set<string> {
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

/** Circular calc() references, named. */
export function checkCalculationCycle(compiled: CompiledPricing, issues: ConfigIssue[]) {
  const cycle = findCalcCycle(compiled);
  if (cycle) {
    const index = compiled.config.calculations.findIndex((c) => c.key === cycle[0]);
    issues.push({
      path: `calculations[${index}].formula`,
      message: `These calculations use each other in a circle: ${cycle.join(' → ')}`,
    });
  }
}

/** Each calculation's inputs (the variables it and the calculations it uses read): its memo key. */
export function fillCalculationInputs(compiled: CompiledPricing) {
  for (const [key, calculation] of compiled.calculations) {
    const inputs = new Set<string>();
    for (const ref of calculationsUsed(compiled, [key]))
      for (const name of compiled.calculations.get(ref)!.formula.variables) inputs.add(name);
    for (const name of calculation.formula.variables) inputs.add(name);
    compiled.calculationInputs.set(key, [...inputs].sort());
  }
}
