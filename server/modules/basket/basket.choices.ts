/**
 * The basket's fixed lists and limits, without zod: the header's basket badge and the add
 * buttons ship in every public page, so the validation library stays out of them.
 */

/** Most items one basket holds: plenty for comparing options, small enough to stop abuse. */
export const BASKET_MAX_ITEMS = 25;

/**
 * The kinds of item a basket holds today. Calculator estimates and playground designs will add
 * their own types (product.md); each type has one catalog lookup on the server.
 */
export const basketItemTypes = ['package', 'gallery', 'estimate', 'epitaph', 'design'] as const;
export type BasketItemType = (typeof basketItemTypes)[number];

/** Gallery categories a family can put in the basket (the others are for inspiration only). */
export const addableGalleryCategories: readonly string[] = ['catalog_items', 'stock_items', 'clearance_specials'];

/** Where staff are with a quote request. */
export const quoteRequestStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type QuoteRequestStatus = (typeof quoteRequestStatuses)[number];

/** An item's granite and size as snapshotted: "Blue Pearl granite · 24 x 12 x 6 in", or ''. */
export function itemSpecs(item: { granite?: string | null; size?: string | null }): string {
  return [item.granite && `${item.granite} granite`, item.size].filter(Boolean).join(' · ');
}

/** How each status reads for staff: on the screens and in the CSV export. */
export const quoteRequestStatusLabels: Record<QuoteRequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};
