import { sql, type Insertable, type Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { GalleryImagesTable } from '#db/types';
import { countsPerCategory, imageTableTotals, reorderWithinCategory } from '../media/media-table';
import {
  GALLERY_CATEGORIES,
  isPricedCategory,
  slugify,
  type Availability,
  type GalleryCategory,
  type GalleryItemEdit,
} from './gallery.schema';

/**
 * The staff reads and the writes of gallery_images: every item, published or not, as the staff
 * screen, uploads, imports and the image migration use it. Public reads are in gallery.repository.ts.
 */

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
