/**
 * The staff list of orders as the address bar gives it, and the stages its parser checks. On
 * their own so that the route's search parser, part of every page's first download, carries
 * nothing else (decision 044).
 */

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
  const stage = typeof search.stage === 'string' && (orderStages as readonly string[]).includes(search.stage);
  const page = Number(search.page);
  const open = Number(search.open);
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  return {
    ...(stage ? { stage: search.stage as OrderStage } : {}),
    ...(q ? { q } : {}),
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
    ...(Number.isInteger(open) && open > 0 && open < 2 ** 31 ? { open } : {}),
  };
}
