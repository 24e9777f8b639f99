import { sql, type Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { GalleryImagesTable } from '#db/types';
import type { ResponsiveImageData } from '../media/media.schema';
import { linkPreviewOf, toResponsiveImage, type LinkPreviewImage } from '../media/responsive-image-data';
import { DEFAULT_IMAGE_ALT, galleryCopy } from '#content/gallery';
import {
  CATEGORY_SLUGS,
  encodeGalleryCursor,
  GALLERY_CATEGORIES,
  galleryItemPath,
  isPricedCategory,
  type Availability,
  type GalleryCategory,
  type GalleryCursor,
} from './gallery.schema';

/**
 * The public reads of gallery_images: published items only, as cards, pages, covers and the
 * sitemap show them. Staff reads and every write are in gallery.admin-repository.ts.
 */

/** One item as a card in the public gallery shows it. */
export interface GalleryItemSummary {
  id: string;
  category: GalleryCategory;
  slug: string;
  title: string;
  altText: string;
  /** Only for stock and clearance items. */
  priceCents: number | null;
  availability: Availability | null;
  graniteColor: string | null;
  dimensions: string | null;
  image: ResponsiveImageData;
}

/** One item's own page. */
export interface GalleryItemDetail extends GalleryItemSummary {
  description: string | null;
  /** The plain JPEG rendition: "view full size". */
  imageUrl: string;
  /** The 1200 x 630 JPEG for link previews (og:image), when the pipeline made one. */
  preview: LinkPreviewImage | null;
  createdAt: string;
  updatedAt: string;
}

export interface GalleryCategoryOverview {
  category: GalleryCategory;
  count: number;
  cover: { title: string; altText: string; image: ResponsiveImageData } | null;
}

const publicColumns = [
  'id',
  'category',
  'slug',
  'title',
  'alt_text',
  'price_cents',
  'availability',
  'granite_color',
  'dimensions',
  'image_url',
  'medium_url',
  'width',
  'height',
  'variants',
  'placeholder_color',
] as const;

type PublicRow = Pick<Selectable<GalleryImagesTable>, (typeof publicColumns)[number]>;

const titleOf = (row: { title: string | null; category: string }) =>
  row.title?.trim() || galleryCopy[row.category as GalleryCategory].singular;

function toSummary(row: PublicRow): GalleryItemSummary {
  const category = row.category as GalleryCategory;
  const priced = isPricedCategory(category);
  return {
    id: row.id,
    category,
    slug: row.slug ?? row.id,
    title: titleOf(row),
    altText: row.alt_text?.trim() || row.title?.trim() || DEFAULT_IMAGE_ALT,
    priceCents: priced ? row.price_cents : null,
    availability: priced ? ((row.availability as Availability | null) ?? 'available') : null,
    graniteColor: row.granite_color,
    dimensions: row.dimensions,
    image: toResponsiveImage(row),
  };
}

/** Every category with its count and cover (first in display order), in one query. */
export async function galleryOverview(db: AppDb): Promise<GalleryCategoryOverview[]> {
  const rows = await db
    .selectFrom('gallery_images')
    .distinctOn('category')
    .select([...publicColumns, sql<number>`(count(*) over (partition by category))::int`.as('count')])
    .where('is_published', '=', true)
    .where('slug', 'is not', null)
    .orderBy('category')
    .orderBy('display_order', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const byCategory = new Map(rows.map((row) => [row.category, row]));
  return GALLERY_CATEGORIES.map((category) => {
    const row = byCategory.get(category);
    if (!row) return { category, count: 0, cover: null };
    const summary = toSummary(row);
    return {
      category,
      count: Number(row.count),
      cover: { title: summary.title, altText: summary.altText, image: summary.image },
    };
  });
}

// Keyset paging on the public order (display_order, created_at desc, id); the cursor carries the
// timestamp as PostgreSQL text so microseconds survive the round trip. The schema reads it
// strictly (gallery.schema.ts), so only a cursor this code made reaches the query.
/** One page of a category's published items. */
export async function listPublished(
  db: AppDb,
  category: GalleryCategory,
  options: { cursor?: GalleryCursor | null; limit: number },
) {
  const after = options.cursor ?? null;
  let query = db
    .selectFrom('gallery_images')
    .select([...publicColumns, 'display_order', sql<string>`created_at::text`.as('created_at_text')])
    .where('category', '=', category)
    .where('is_published', '=', true)
    .where('slug', 'is not', null);
  if (after) {
    const [order, createdAt, id] = after;
    query = query.where((eb) =>
      eb.or([
        eb('display_order', '>', order),
        eb.and([eb('display_order', '=', order), eb('created_at', '<', sql<Date>`${createdAt}::timestamptz`)]),
        eb.and([
          eb('display_order', '=', order),
          eb('created_at', '=', sql<Date>`${createdAt}::timestamptz`),
          eb('id', '>', id),
        ]),
      ]),
    );
  }
  const rows = await query
    .orderBy('display_order', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .limit(options.limit + 1)
    .execute();
  const page = rows.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toSummary),
    /** The first item's link preview (the category page's og:image), on the first page only. */
    preview: !after && page[0] ? linkPreviewOf(page[0].variants) : null,
    nextCursor:
      rows.length > options.limit && last
        ? encodeGalleryCursor([last.display_order, last.created_at_text, last.id])
        : null,
  };
}

/** Number of published items in a category. */
export async function countPublished(db: AppDb, category: GalleryCategory): Promise<number> {
  const row = await db
    .selectFrom('gallery_images')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('category', '=', category)
    .where('is_published', '=', true)
    .where('slug', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A published item by its category and slug, or null. */
export async function findPublishedItem(
  db: AppDb,
  category: GalleryCategory,
  slug: string,
): Promise<GalleryItemDetail | null> {
  const row = await db
    .selectFrom('gallery_images')
    .select([...publicColumns, 'description', 'created_at', 'updated_at'])
    .where('category', '=', category)
    .where('slug', '=', slug)
    .where('is_published', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toSummary(row),
    description: row.description,
    imageUrl: row.image_url,
    preview: linkPreviewOf(row.variants),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Other published items of the same category, nearest in display order first. */
export async function listRelated(db: AppDb, item: { id: string; category: GalleryCategory }, limit = 4) {
  const rows = await db
    .selectFrom('gallery_images')
    .select(publicColumns)
    .where('category', '=', item.category)
    .where('is_published', '=', true)
    .where('slug', 'is not', null)
    .where('id', '!=', item.id)
    .orderBy('display_order', 'asc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/**
 * A few published photos of one category for a page about that kind of work (a service page):
 * those whose title or description names one of `words` first, then the category's own order.
 */
export async function listPublishedAbout(db: AppDb, category: GalleryCategory, words: string[], limit: number) {
  const patterns = words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const named =
    patterns.length > 0
      ? sql<number>`case when ${sql.join(
          patterns.map(
            (pattern) => sql`(coalesce(title, '') ilike ${pattern} or coalesce(description, '') ilike ${pattern})`,
          ),
          sql` or `,
        )} then 0 else 1 end`
      : sql<number>`1`;
  const rows = await db
    .selectFrom('gallery_images')
    .select(publicColumns)
    .where('category', '=', category)
    .where('is_published', '=', true)
    .where('slug', 'is not', null)
    .orderBy(named, 'asc')
    .orderBy('display_order', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/** Every published granite color (the swatches page and the calculator). */
export async function listGraniteColors(db: AppDb) {
  const rows = await db
    .selectFrom('gallery_images')
    .select([...publicColumns, 'description'])
    .where('category', '=', 'granite_colors')
    .where('is_published', '=', true)
    .where('slug', 'is not', null)
    .orderBy('display_order', 'asc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ ...toSummary(row), description: row.description }));
}

/**
 * Pictures other domains chose by id (a calculator color's swatch, a template's picture), and
 * every published granite color: for the calculator, which matches a color to a swatch by name
 * when staff picked none. Small renditions only (swatches and cards are drawn small).
 */
export async function pictureChoices(db: AppDb, ids: string[]) {
  const rows = await db
    .selectFrom('gallery_images')
    .select(publicColumns)
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('id', 'in', ids)] : []),
        eb.and([eb('category', '=', 'granite_colors'), eb('is_published', '=', true)]),
      ]),
    )
    .orderBy('display_order', 'asc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    category: row.category as GalleryCategory,
    title: titleOf(row),
    altText: row.alt_text?.trim() || row.title?.trim() || DEFAULT_IMAGE_ALT,
    image: toResponsiveImage(row, 640),
  }));
}

/** What another domain may know of one published item (the basket's snapshot), or undefined. */
export function findPublishedItemSummary(db: AppDb, id: string) {
  return db
    .selectFrom('gallery_images')
    .select([
      'category',
      'title',
      'slug',
      'thumbnail_url',
      'medium_url',
      'image_url',
      'price_cents',
      'availability',
      'granite_color',
      'dimensions',
    ])
    .where('id', '=', id)
    .where('is_published', '=', true)
    .executeTakeFirst();
}

/** Sitemap entries: the six category pages and every published item's page. */
export async function gallerySitemapEntries(db: AppDb) {
  const rows = await db
    .selectFrom('gallery_images')
    .select(['category', 'slug', 'updated_at'])
    .where('is_published', '=', true)
    .where('slug', 'is not', null)
    .orderBy('category')
    .orderBy('display_order')
    .execute();
  return [
    ...GALLERY_CATEGORIES.map((category) => ({ path: `/gallery/${CATEGORY_SLUGS[category]}` })),
    ...rows.map((row) => ({
      path: galleryItemPath(row.category as GalleryCategory, row.slug!),
      lastModified: row.updated_at,
    })),
  ];
}
