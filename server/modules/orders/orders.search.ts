/**
 * The staff list of orders as the address bar gives it, and the stages its parser checks. On
 * their own so that the route's search parser, part of every page's first download, carries
 * nothing else (decision 044).
 */

import { isOneOf, searchId, searchPage, searchText } from '../shared/search-params';

export const orderStages = [
  'opened',
  'deposit_received',
  'design',
  'proof_sent',
  'proof_approved',
  'in_production',
  'cemetery_permit',
  'ready_to_set',
  'installed',
  'complete',
] as const;
export type OrderStage = (typeof orderStages)[number];

export interface OrdersSearch {
  stage?: OrderStage;
  q?: string;
  page: number;
  open?: number;
}

/** The address bar of /admin/orders; anything odd falls back to the default. */
export function parseOrdersSearch(search: Record<string, unknown>): OrdersSearch {
  const q = searchText(search.q, 100);
  const open = searchId(search.open);
  return {
    ...(isOneOf(orderStages, search.stage) ? { stage: search.stage } : {}),
    ...(q ? { q } : {}),
    page: searchPage(search.page),
    ...(open ? { open } : {}),
  };
}
