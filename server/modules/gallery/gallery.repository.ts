import { sql, type Insertable, type Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { GalleryImagesTable } from '#db/types';
import type { ResponsiveImageData } from '../media/media.schema';
import { linkPreviewOf, toResponsiveImage, type LinkPreviewImage } from '../media/responsive-image-data';
import { countsPerCategory, imageTableTotals, reorderWithinCategory } from '../media/media-table';
import { DEFAULT_IMAGE_ALT, galleryCopy } from '#content/gallery';
import {
  CATEGORY_SLUGS,
  encodeGalleryCursor,
  GALLERY_CATEGORIES,
  galleryItemPath,
  isPricedCategory,
  slugify,
  type Availability,
  type GalleryCategory,
  type GalleryCursor,
  type GalleryItemEdit,
} from './gallery.schema';

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

/** One item as the staff screen shows it, published or not. */
export interface AdminGalleryItem {
  id: string;
  category: GalleryCategory;
  slug: string | null;
  title: string | null;
  description: string | null;
  altText: string | null;
  dimensions: string | null;
  graniteColor: string | null;
  priceCents: number | null;
  availability: Availability | null;
  isPublished: boolean;
  displayOrder: number;
  thumbnailUrl: string | null;
  imageUrl: string;
  width: number | null;
  height: number | null;
  sourceUrl: string | null;
  createdAt: string;
  updatedAt: string;
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

// Keyset paging on the public order (display_order, created_at desc, id); the cursor carries the
// timestamp as PostgreSQL text so microseconds survive the round trip. The schema reads it
// strictly (gallery.schema.ts), so only a cursor this code made reaches the query.
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

/** Sitemap entries: the six category pages and every published item's page. */
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

// ---------------------------------------------------------------- staff

const adminColumns = [
  'id',
  'category',
  'slug',
  'title',
  'description',
  'alt_text',
  'dimensions',
  'granite_color',
  'price_cents',
  'availability',
  'is_published',
  'display_order',
  'thumbnail_url',
  'image_url',
  'width',
  'height',
  'source_url',
  'created_at',
  'updated_at',
] as const;

type AdminRow = Pick<Selectable<GalleryImagesTable>, (typeof adminColumns)[number]>;

function toAdminItem(row: AdminRow): AdminGalleryItem {
  return {
    id: row.id,
    category: row.category as GalleryCategory,
    slug: row.slug,
    title: row.title,
    description: row.description,
    altText: row.alt_text,
    dimensions: row.dimensions,
    graniteColor: row.granite_color,
    priceCents: row.price_cents,
    availability: row.availability as Availability | null,
    isPublished: row.is_published,
    displayOrder: row.display_order,
    thumbnailUrl: row.thumbnail_url,
    imageUrl: row.image_url,
    width: row.width,
    height: row.height,
    sourceUrl: row.source_url,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every item of a category for the staff screen, in display order. */
export async function listForAdmin(db: AppDb, category: GalleryCategory): Promise<AdminGalleryItem[]> {
  const rows = await db
    .selectFrom('gallery_images')
    .select(adminColumns)
    .where('category', '=', category)
    .orderBy('display_order', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toAdminItem);
}

export async function findForAdmin(db: AppDb, id: string): Promise<AdminGalleryItem | null> {
  const row = await db.selectFrom('gallery_images').select(adminColumns).where('id', '=', id).executeTakeFirst();
  return row ? toAdminItem(row) : null;
}

/** Per category: all items and published ones. */
export function countsByCategory(db: AppDb): Promise<Record<GalleryCategory, { total: number; published: number }>> {
  return countsPerCategory(db, {
    table: 'gallery_images',
    categories: GALLERY_CATEGORIES,
    flag: 'is_published',
    as: 'published',
  });
}

/** A slug not yet used in the category: "blue-pearl", then "blue-pearl-2", ... */
export async function uniqueSlug(
  db: AppDb,
  category: GalleryCategory,
  wanted: string,
  exceptId?: string,
): Promise<string> {
  const base = slugify(wanted);
  let query = db
    .selectFrom('gallery_images')
    .select('slug')
    .where('category', '=', category)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptId) query = query.where('id', '!=', exceptId);
  const taken = new Set((await query.execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** True when another item of the category already uses the slug. */
export async function slugTaken(
  db: AppDb,
  category: GalleryCategory,
  slug: string,
  exceptId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('gallery_images')
    .select('id')
    .where('category', '=', category)
    .where('slug', '=', slug)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return Boolean(row);
}

export interface NewGalleryImage {
  category: GalleryCategory;
  title: string;
  slug: string;
  description?: string | null;
  altText?: string | null;
  dimensions?: string | null;
  graniteColor?: string | null;
  priceCents?: number | null;
  availability?: Availability | null;
  isPublished: boolean;
  sourceUrl?: string | null;
  /** The pipeline's output: every rendition column filled. */
  image: {
    [
      K in
        | 'image_url'
        | 'medium_url'
        | 'optimized_image_url'
        | 'thumbnail_url'
        | 'width'
        | 'height'
        | 'variants'
        | 'placeholder_color'
        | 'original_key'
        | 'content_hash'
    ]-?: NonNullable<Insertable<GalleryImagesTable>[K]>;
  };
}

/** Adds an item at the top of its category (before the current first). */
export async function insertGalleryImage(db: AppDb, input: NewGalleryImage): Promise<AdminGalleryItem> {
  const row = await db
    .insertInto('gallery_images')
    .values({
      category: input.category,
      title: input.title,
      slug: input.slug,
      description: input.description ?? null,
      alt_text: input.altText ?? null,
      dimensions: input.dimensions ?? null,
      granite_color: input.graniteColor ?? null,
      price_cents: input.priceCents ?? null,
      availability: input.availability ?? (isPricedCategory(input.category) ? 'available' : null),
      is_published: input.isPublished,
      source_url: input.sourceUrl ?? null,
      ...input.image,
      display_order: sql<number>`(select coalesce(min(display_order), 1) - 1 from gallery_images where category = ${input.category})`,
    })
    .returning(adminColumns)
    .executeTakeFirstOrThrow();
  return toAdminItem(row);
}

/** Saves staff edits; false when the item no longer exists. */
export async function updateGalleryItem(
  db: AppDb,
  id: string,
  edit: GalleryItemEdit,
): Promise<AdminGalleryItem | null> {
  const row = await db
    .updateTable('gallery_images')
    .set({
      title: edit.title,
      slug: edit.slug,
      description: edit.description,
      alt_text: edit.altText,
      dimensions: edit.dimensions,
      granite_color: edit.graniteColor,
      price_cents: edit.priceCents,
      availability: edit.availability,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning(adminColumns)
    .executeTakeFirst();
  return row ? toAdminItem(row) : null;
}

/** Publishes or hides items; returns how many changed. */
export async function setPublished(db: AppDb, ids: string[], published: boolean): Promise<number> {
  const result = await db
    .updateTable('gallery_images')
    .set({ is_published: published, updated_at: new Date() })
    .where('id', 'in', ids)
    .where('is_published', '!=', published)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Gives the listed items of a category the order of the list (0, 1, 2...). Returns how many moved. */
export function reorderCategory(db: AppDb, category: GalleryCategory, ids: string[]): Promise<number> {
  return reorderWithinCategory(db, 'gallery_images', category, ids);
}

/** The files behind items (for deleting them from storage). */
export async function filesOf(db: AppDb, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('gallery_images').select(['id', 'variants', 'original_key']).where('id', 'in', ids).execute();
}

export async function deleteGalleryRows(db: AppDb, ids: string[]): Promise<number> {
  const result = await db.deleteFrom('gallery_images').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Moves items to another category, each to the top, each with a slug free there (inside the service's transaction). */
export async function moveToCategory(trx: AppDb, ids: string[], category: GalleryCategory): Promise<number> {
  const rows = await trx
    .selectFrom('gallery_images')
    .select(['id', 'slug', 'title', 'category'])
    .where('id', 'in', ids)
    .where('category', '!=', category)
    .orderBy('display_order', 'desc')
    .execute();
  for (const row of rows) {
    const slug = await uniqueSlug(trx, category, row.slug ?? row.title ?? 'image');
    await trx
      .updateTable('gallery_images')
      .set({
        category,
        slug,
        updated_at: new Date(),
        availability: isPricedCategory(category) ? sql`coalesce(availability, 'available')` : sql`availability`,
        display_order: sql<number>`(select coalesce(min(display_order), 1) - 1 from gallery_images where category = ${category})`,
      })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}

/** An item already made from these exact bytes in this category (folder imports run twice). */
export async function findByContentHash(db: AppDb, category: GalleryCategory, contentHash: string) {
  return db
    .selectFrom('gallery_images')
    .select(['id', 'slug'])
    .where('category', '=', category)
    .where('content_hash', '=', contentHash)
    .executeTakeFirst();
}

/** Points an item at new renditions (image migration); false when it no longer exists. */
export async function replaceGalleryImageFiles(
  db: AppDb,
  id: string,
  image: NewGalleryImage['image'],
): Promise<boolean> {
  const result = await db
    .updateTable('gallery_images')
    .set({ ...image, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** All items, those whose renditions need rebuilding, and those imported from an old address. */
export function galleryImageTotals(db: AppDb) {
  return imageTableTotals(db, 'gallery_images', sql<boolean>`(thumbnail_url is null or optimized_image_url is null)`);
}

/** The next items by id after `afterId` (or from the first), with their files, for the image check. */
export function galleryImagesAfter(db: AppDb, afterId: string | null, limit: number) {
  let query = db
    .selectFrom('gallery_images')
    .select([
      'id',
      'title',
      'slug',
      'image_url',
      'medium_url',
      'thumbnail_url',
      'optimized_image_url',
      'variants',
      'original_key',
    ])
    .orderBy('id')
    .limit(limit);
  if (afterId) query = query.where('id', '>', afterId);
  return query.execute();
}

/** The item imported from this address, if any. */
export function findGalleryImageBySourceUrl(db: AppDb, url: string) {
  return db
    .selectFrom('gallery_images')
    .select(['id', 'title as label', 'category'])
    .where('source_url', '=', url)
    .executeTakeFirst();
}
