import type { Office } from '#src/lib/business';
import { formatPrice } from '#content/packages';
import { quoteTimelines } from '#server/modules/basket/basket.schema';
import { quoteRequestStatusLabels, type QuoteRequestStatus } from '#server/modules/basket/basket.choices';

/** How each status reads and looks for staff. */
const statusColors: Record<QuoteRequestStatus, string> = {
  new: 'bronze.8',
  contacted: 'brand.7',
  quoted: 'grape.8',
  won: 'green.9',
  lost: 'gray.7',
};
export const statusInfo = Object.fromEntries(
  Object.entries(statusColors).map(([status, color]) => [
    status,
    { label: quoteRequestStatusLabels[status as QuoteRequestStatus], color },
  ]),
) as Record<QuoteRequestStatus, { label: string; color: string }>;

/** The office's name from its id (the offices come from `useBusiness()`). */
export const officeName = (id: string, offices: readonly Office[]) => offices.find((o) => o.id === id)?.name ?? id;

const timelineLabels: Record<string, string> = Object.fromEntries(quoteTimelines.map((t) => [t.value, t.label]));
export const timelineLabel = (value: string | null) => (value ? (timelineLabels[value] ?? value) : 'Not given');

/**
 * The listed total in words: "$4,850.00"; "$4,850.00 plus 1 item priced on request"; or, when
 * nothing has a listed price, "Price on request" (never "$0").
 */
export function listedTotal(items: Array<{ priceCents: number | null }>, knownTotalCents: number): string {
  const unpriced = items.filter((item) => item.priceCents === null).length;
  if (items.length > 0 && unpriced === items.length) return 'Price on request';
  const total = formatPrice(knownTotalCents);
  return unpriced === 0 ? total : `${total} plus ${unpriced} ${unpriced === 1 ? 'item' : 'items'} priced on request`;
}
