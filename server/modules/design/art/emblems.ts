/**
 * The built-in emblem set (decision 245): line art drawn by the team for the design playground,
 * in the plain style of monument engraving, with no protected insignia. The drawings are built
 * the first time one is asked for: their path arithmetic cost a phone about 100 ms at the page's
 * start, when the design in front of the family may show no emblem at all.
 */
import type { Emblem } from './emblem';
import { faithEmblems } from './emblems-faith';
import { lifeEmblems } from './emblems-life';
import { natureEmblems } from './emblems-nature';
import { serviceEmblems } from './emblems-service';

let built: { all: readonly Emblem[]; byId: Map<string, Emblem> } | null = null;

function emblemSet() {
  if (!built) {
    const all = [...faithEmblems(), ...natureEmblems(), ...lifeEmblems(), ...serviceEmblems()];
    built = { all, byId: new Map(all.map((emblem) => [emblem.id, emblem])) };
  }
  return built;
}

/** Every built-in emblem, in the order the page offers them. */
export function allEmblems(): readonly Emblem[] {
  return emblemSet().all;
}

/** The emblem with this id, or undefined for an id no longer (or never) in the set. */
export function emblemById(id: string): Emblem | undefined {
  return emblemSet().byId.get(id);
}
