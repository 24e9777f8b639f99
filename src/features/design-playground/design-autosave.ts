import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { DESIGN_VERSION, STONE_KINDS } from '#server/modules/design/design.choices';

/**
 * The design kept in the browser as the family works (issue 34 point 9): written a moment after
 * every change, read back on a reload, so a closed tab or a reload loses nothing. It remembers
 * which start it grew from (`origin`: a template, a saved link, or none), so reopening the same
 * address brings back the family's own changes, and a new start replaces them.
 */

export const AUTOSAVE_KEY = 'design-playground:autosave';
/** How long after the last change the design is written. */
export const AUTOSAVE_DELAY_MS = 400;

export interface Autosaved {
  origin: string;
  savedAt: number;
  design: DesignConfiguration;
  /** What the family chose to see sizes in. */
  units: 'in' | 'ftin';
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function looksLikeDesign(value: unknown): value is DesignConfiguration {
  if (!value || typeof value !== 'object') return false;
  const design = value as Partial<DesignConfiguration>;
  return (
    design.version === DESIGN_VERSION &&
    !!design.stone &&
    (STONE_KINDS as readonly string[]).includes(design.stone.kind) &&
    typeof design.stone.widthIn === 'number' &&
    typeof design.stone.heightIn === 'number' &&
    typeof design.stone.granite === 'string' &&
    Array.isArray(design.lettering) &&
    Array.isArray(design.art)
  );
}

/** The kept design, or null when there is none, it is unreadable, or storage is blocked. */
export function readAutosave(store: Store | null): Autosaved | null {
  try {
    const raw = store?.getItem(AUTOSAVE_KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<Autosaved>;
    if (typeof kept.origin !== 'string' || !looksLikeDesign(kept.design)) return null;
    return {
      origin: kept.origin,
      savedAt: typeof kept.savedAt === 'number' ? kept.savedAt : 0,
      design: kept.design,
      units: kept.units === 'ftin' ? 'ftin' : 'in',
    };
  } catch {
    return null;
  }
}

/** Keeps the design; false when the browser will not (storage blocked or full). */
export function writeAutosave(store: Store | null, kept: Autosaved): boolean {
  try {
    if (!store) return false;
    store.setItem(AUTOSAVE_KEY, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

/**
 * The design to open: the kept one when the address names no start (a plain reload of the page)
 * or the same start it grew from; otherwise the start the address asks for.
 */
export function designToOpen(
  kept: Autosaved | null,
  origin: string,
): { design: DesignConfiguration; units: 'in' | 'ftin' } | null {
  if (!kept) return null;
  if (origin === 'none' || kept.origin === origin) return { design: kept.design, units: kept.units };
  return null;
}

/** The browser's local storage, or null where there is none (the server) or it is blocked. */
export function browserStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
