/**
 * The design playground's address-bar start (a plain parser, no zod and no labels: this ships
 * with every page's router, decision 044). One start at most; anything odd falls back to none,
 * so a mistyped link opens the page instead of failing it.
 *
 *   ?start=<kind>        a blank stone of a kind
 *   ?template=<key>      a calculator template
 *   ?gallery=<uuid>      a gallery item ("start from this one")
 *   ?estimate=<ref>      a saved estimate
 *   ?epitaph=<ref>       a saved epitaph
 *
 * and, with any start or none, where the stone goes (issue 35, decision 280; the public cemetery
 * pages link here):
 *
 *   ?cemetery=<slug>&section=<name>   a cemetery on our list, and the section by its name
 */

/** The kinds of stone (the same list as design.choices' STONE_KINDS, kept here without its labels). */
const KINDS = ['upright', 'slant', 'bevel', 'flat', 'ledger', 'bench'] as const;

export type DesignStartFrom = 'kind' | 'template' | 'gallery' | 'estimate' | 'epitaph';

export interface DesignPlaygroundSearch {
  start?: (typeof KINDS)[number];
  template?: string;
  gallery?: string;
  estimate?: string;
  epitaph?: string;
  /** A published cemetery's slug. */
  cemetery?: string;
  /** Its section, by name (only with a cemetery). */
  section?: string;
}

/** A saved estimate's, epitaph's or design's reference, as every private link writes it. */
export const DESIGN_REFERENCE_PATTERN = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

const TEMPLATE_KEY = /^[a-z0-9][a-z0-9_-]{0,59}$/;
/** A cemetery's slug as the cemeteries' schema writes it (at most 80 characters). */
const CEMETERY_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The first start the address names that reads well (in this order; the others are dropped), and the cemetery. */
export function parseDesignPlaygroundSearch(search: Record<string, unknown>): DesignPlaygroundSearch {
  const start = startOfAddress(search);
  const cemetery = text(search.cemetery).toLowerCase();
  if (cemetery.length > 80 || !CEMETERY_SLUG.test(cemetery)) return start;
  const section = text(search.section).replace(/\s+/g, ' ').slice(0, 80).trim();
  return { ...start, cemetery, ...(section ? { section } : {}) };
}

function startOfAddress(search: Record<string, unknown>): DesignPlaygroundSearch {
  const kind = text(search.start).toLowerCase();
  if ((KINDS as readonly string[]).includes(kind)) return { start: kind as DesignPlaygroundSearch['start'] };
  const template = text(search.template).toLowerCase();
  if (TEMPLATE_KEY.test(template)) return { template };
  const gallery = text(search.gallery).toLowerCase();
  if (UUID.test(gallery)) return { gallery };
  const estimate = text(search.estimate).toUpperCase();
  if (DESIGN_REFERENCE_PATTERN.test(estimate)) return { estimate };
  const epitaph = text(search.epitaph).toUpperCase();
  if (DESIGN_REFERENCE_PATTERN.test(epitaph)) return { epitaph };
  return {};
}

/**
 * The loader's dependencies: the address's own fields in one order, whatever order the address
 * wrote them in. The router tells a page's dehydrated data by them; taken from the router's search
 * as given, `?start=upright&cemetery=…` (the address's order) and the server's sorted
 * `?cemetery=…&start=upright` were two pages, and the browser loaded the page again.
 */
export function playgroundDeps(search: DesignPlaygroundSearch): DesignPlaygroundSearch {
  const fields = ['start', 'template', 'gallery', 'estimate', 'epitaph', 'cemetery', 'section'] as const;
  return Object.fromEntries(
    fields.filter((field) => search[field] !== undefined).map((field) => [field, search[field]]),
  ) as DesignPlaygroundSearch;
}

/** What `design.start` is asked for the address's start, or null when it names none. */
export function startOf(search: DesignPlaygroundSearch): { from: DesignStartFrom; ref: string } | null {
  if (search.start) return { from: 'kind', ref: search.start };
  if (search.template) return { from: 'template', ref: search.template };
  if (search.gallery) return { from: 'gallery', ref: search.gallery };
  if (search.estimate) return { from: 'estimate', ref: search.estimate };
  if (search.epitaph) return { from: 'epitaph', ref: search.epitaph };
  return null;
}

/** The start as one key: the autosaved design remembers which start it grew from. */
export function startKey(start: { from: string; ref: string } | null): string {
  return start ? `${start.from}:${start.ref}` : 'none';
}
