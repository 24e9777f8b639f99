/**
 * The gallery's categories and their fixed facts, without zod: public pages import these, and
 * keeping them apart from gallery.schema.ts keeps the validation library out of those pages.
 */
export const GALLERY_CATEGORIES = [
  'set_monuments',
  'catalog_items',
  'stock_items',
  'clearance_specials',
  'artwork',
  'granite_colors',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/** Category -> the URL segment of its page (/gallery/set-monuments ...). */
export const CATEGORY_SLUGS: Record<GalleryCategory, string> = {
  set_monuments: 'set-monuments',
  catalog_items: 'catalog-items',
  stock_items: 'stock-items',
  clearance_specials: 'clearance-specials',
  artwork: 'artwork',
  granite_colors: 'granite-colors',
};

/** The category behind a URL segment, or null. */
export function categoryFromSlug(slug: string): GalleryCategory | null {
  const found = Object.entries(CATEGORY_SLUGS).find(([, s]) => s === slug);
  return found ? (found[0] as GalleryCategory) : null;
}

/** An item slug: lower-case words joined by single hyphens, at most 80 characters. */
export const ITEM_SLUG_MAX = 80;
export const ITEM_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * True when an item page's address could name an item (case aside). The page checks it before
 * any query, so a junk or over-long address is a 404 at once, never a database error.
 */
export function isItemSlug(slug: string): boolean {
  return slug.length <= ITEM_SLUG_MAX && ITEM_SLUG_PATTERN.test(slug.toLowerCase());
}

/** The public path of an item's page. */
export const galleryItemPath = (category: GalleryCategory, slug: string) =>
  `/gallery/${CATEGORY_SLUGS[category]}/${slug}`;

/** Stock and clearance items are sold as they are: they show a price and availability. */
export const PRICED_CATEGORIES: readonly GalleryCategory[] = ['stock_items', 'clearance_specials'];
export const isPricedCategory = (category: GalleryCategory) => PRICED_CATEGORIES.includes(category);

export const AVAILABILITIES = ['available', 'reserved', 'sold'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
};

/** Photos per page in a category grid. */
export const GALLERY_PAGE_SIZE = 24;
