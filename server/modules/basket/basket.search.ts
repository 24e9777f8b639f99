/**
 * The staff list of quote requests as the address bar gives it. On its own, as the other staff
 * lists' parsers are, so that the basket's choices, which ship in every public page, carry none of
 * the staff lists' readers (decision 044).
 */

import { searchText } from '../shared/search-params';
import { quoteRequestStatuses, type QuoteRequestStatus } from './basket.choices';

/** The list's filters (anything odd falls back to "all"): plain code, not the zod schema. */
export interface QuoteRequestsSearch {
  status?: QuoteRequestStatus;
  q?: string;
  page?: number;
}

export function parseQuoteRequestListSearch(search: Record<string, unknown>): QuoteRequestsSearch {
  const status = (quoteRequestStatuses as readonly unknown[]).includes(search.status)
    ? (search.status as QuoteRequestStatus)
    : undefined;
  const page = Number(search.page);
  return {
    status,
    q: searchText(search.q),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : undefined,
  };
}
