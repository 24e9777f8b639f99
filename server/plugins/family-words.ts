import { EPITAPH_SEARCH_NAMES } from '../modules/epitaph/epitaph.search';

/**
 * Pages whose address can carry a family's own words: the epitaph builder's plain form sends the
 * names, dates and what they loved in its query (decision record 230). Such an address is never
 * kept in the page cache and is answered `private, no-store`, as a private link's page is; the
 * page without them (the empty builder, or tracking parameters only) is cached as before.
 */
const PERSONAL_QUERIES: Array<{ path: RegExp; names: ReadonlySet<string> }> = [
  { path: /^\/ai-tools\/epitaph-builder\/?$/, names: new Set(EPITAPH_SEARCH_NAMES) },
];

export function carriesFamilyWords(url: URL): boolean {
  const page = PERSONAL_QUERIES.find(({ path }) => path.test(url.pathname));
  if (!page || url.search.length < 2) return false;
  for (const name of url.searchParams.keys()) if (page.names.has(name)) return true;
  return false;
}
