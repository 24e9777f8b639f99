/**
 * The built-in emblem set (decision 245): line art drawn by the team for the design playground,
 * in the plain style of monument engraving, with no protected insignia.
 */
import type { Emblem } from './emblem';
import { FAITH_EMBLEMS } from './emblems-faith';
import { LIFE_EMBLEMS } from './emblems-life';
import { NATURE_EMBLEMS } from './emblems-nature';
import { SERVICE_EMBLEMS } from './emblems-service';

export const EMBLEMS: readonly Emblem[] = [...FAITH_EMBLEMS, ...NATURE_EMBLEMS, ...LIFE_EMBLEMS, ...SERVICE_EMBLEMS];

const byId = new Map(EMBLEMS.map((emblem) => [emblem.id, emblem]));

/** The emblem with this id, or undefined for an id no longer (or never) in the set. */
export function emblemById(id: string): Emblem | undefined {
  return byId.get(id);
}
