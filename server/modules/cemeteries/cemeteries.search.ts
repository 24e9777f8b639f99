/**
 * The staff list's address-bar params (/admin/cemeteries?q=&state=&page=), read without zod so
 * the route's `validateSearch` stays small (decision 044). A bad value falls back to the default.
 */
export interface CemeteryListSearch {
  q?: string;
  state?: string;
  page?: number;
  /** The cemetery open in the panel: its id, or "new" for the add form. */
  open?: number | 'new';
}

export function parseCemeteryListSearch(search: Record<string, unknown>): CemeteryListSearch {
  const out: CemeteryListSearch = {};
  if (typeof search.q === 'string' && search.q.trim()) out.q = search.q.trim().slice(0, 100);
  if (typeof search.state === 'string' && /^[A-Z]{2}$/.test(search.state)) out.state = search.state;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page < 100_000) out.page = page;
  if (search.open === 'new') out.open = 'new';
  else {
    const open = Number(search.open);
    if (Number.isInteger(open) && open > 0 && open < 2_147_483_647) out.open = open;
  }
  return out;
}
