import type { Database } from '#db/create-db';

/** Inserts a gallery item (published stock item by default) and returns its id. */
export async function insertGalleryItem(
  database: Database,
  overrides: Partial<{
    category: string;
    title: string | null;
    slug: string | null;
    priceCents: number | null;
    availability: 'available' | 'reserved' | 'sold' | null;
    isPublished: boolean;
    graniteColor: string | null;
    dimensions: string | null;
  }> = {},
): Promise<string> {
  const slug = overrides.slug === undefined ? `item-${Math.random().toString(36).slice(2, 10)}` : overrides.slug;
  const row = await database.db
    .insertInto('gallery_images')
    .values({
      category: overrides.category ?? 'stock_items',
      image_url: `/uploads/gallery/${slug ?? 'x'}.webp`,
      medium_url: `/uploads/gallery/${slug ?? 'x'}-medium.webp`,
      thumbnail_url: `/uploads/gallery/${slug ?? 'x'}-thumb.webp`,
      title: overrides.title === undefined ? 'Gray Granite Upright' : overrides.title,
      slug,
      price_cents: overrides.priceCents === undefined ? 189_500 : overrides.priceCents,
      availability: overrides.availability === undefined ? 'available' : overrides.availability,
      is_published: overrides.isPublished ?? true,
      granite_color: overrides.graniteColor ?? null,
      dimensions: overrides.dimensions ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
