import type { PricingConfig } from '../calculator.schema';
import { formatCents } from '../../shared/money';
import type { BreakdownLine } from './breakdown';
import type { Breakdown } from './engine';

/**
 * Why a design's price stays the same although the change reaches it, read from the engine's two
 * breakdowns (the draft's and the published one), never guessed from what was edited: a line the
 * change reaches is one whose formula, the values it read or the lookups, factors and
 * calculations it called differ. null when the change does not reach the design at all (then
 * "same" needs no explanation) or when the two are not comparable.
 */
export function whyUnchanged(draft: Breakdown, published: Breakdown, factors: PricingConfig['factors']): string | null {
  if (draft.totalCents !== published.totalCents) return null;
  const before = keyed([...published.lines, ...published.cemeteryLines]);
  const after = keyed([...draft.lines, ...draft.cemeteryLines]);
  const sameLines = before.size === after.size && [...after.keys()].every((id) => before.has(id));

  const touched: Array<{ now: BreakdownLine; was: BreakdownLine }> = [];
  for (const [id, now] of after) {
    const was = before.get(id);
    if (was && reached(now, was)) touched.push({ now, was });
  }
  if (sameLines && touched.length === 0) return null;

  const moved = touched.filter(({ now, was }) => now.amountCents !== was.amountCents);
  if (moved.length > 0 || !sameLines) {
    const rounding =
      draft.adjustments.find((a) => a.key === 'rounding') ?? published.adjustments.find((a) => a.key === 'rounding');
    if (draft.subtotalCents !== published.subtotalCents && rounding)
      return `${rounding.label.replace(/^Rounded/, 'the total is rounded')}, which takes in the change`;
    return 'the changes to its lines cancel each other out';
  }

  const reasons = touched.map(({ now, was }) => lineReason(now, was, factors));
  return [...new Set(reasons)].join('; ');
}

/** Lines by kind and key, with a count for a key seen twice (two parts of one part type). */
function keyed(lines: BreakdownLine[]) {
  const out = new Map<string, BreakdownLine>();
  const seen = new Map<string, number>();
  for (const line of lines) {
    const base = `${line.kind}:${line.key}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.set(`${base}#${n}`, line);
  }
  return out;
}

function reached(now: BreakdownLine, was: BreakdownLine) {
  return (
    now.formula !== was.formula ||
    now.rawDollars !== was.rawDollars ||
    JSON.stringify(now.steps) !== JSON.stringify(was.steps) ||
    JSON.stringify(sorted(now.values)) !== JSON.stringify(sorted(was.values))
  );
}

const sorted = (values: Record<string, number>) => Object.entries(values).sort(([a], [b]) => a.localeCompare(b));

/** Why one line the change reaches keeps its amount. */
function lineReason(now: BreakdownLine, was: BreakdownLine, factors: PricingConfig['factors']): string {
  const label = shortLabel(now);
  if (now.display === 'included') return `${label} is included at no charge`;
  if (now.note?.startsWith('The minimum charge')) {
    const minimum = /of (\$[\d,.]+)/.exec(now.note)?.[1];
    return `the minimum charge${minimum ? ` of ${minimum}` : ''} applies to ${label}`;
  }
  if (now.note?.startsWith('Below zero')) return `${label} comes to less than $0 and counts as $0`;
  if (now.rawDollars !== was.rawDollars) return `${label} changes by less than a cent`;
  // The formula gave the same amount from other inputs: a factor or lookup it calls set it.
  for (const step of now.steps) {
    const match = /^(factor|lookup)\("([^"]+)"[^)]*\) = (-?[\d.e+-]+)$/.exec(step);
    if (!match || Math.abs(Number(match[3]) - now.rawDollars) > 0.0001) continue;
    if (match[1] === 'factor') {
      const name = factors.find((f) => f.key === match[2])?.name ?? match[2];
      return `“${name}” (${formatCents(now.amountCents)}) applies to ${label}`;
    }
    return `${label} takes ${formatCents(now.amountCents)} from the lookup table “${match[2]}”`;
  }
  return `${label}'s formula gives the same amount with the new values`;
}

/** "Bevel marker" from "Bevel marker, Georgia Gray, 24″ × 12″ × 6″". */
function shortLabel(line: BreakdownLine) {
  return line.kind === 'part' ? line.label.split(',')[0]! : line.label;
}
