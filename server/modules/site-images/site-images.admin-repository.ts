import { sql, type Insertable, type Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { SiteImagesTable } from '#db/types';
import { countsPerCategory, imageTableTotals, reorderWithinCategory } from '../media/media-table';
import { SITE_IMAGE_CATEGORIES, type SiteImageCategory, type SiteImageEdit } from './site-images.admin-schema';

/** A site image as the staff screen shows it. */
export interface AdminSiteImage {
  id: string;
  category: SiteImageCategory;
  name: string;
  altText: string;
  usageNotes: string | null;
  isActive: boolean;
  displayOrder: number;
  imageUrl: string;
  mediumUrl: string | null;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  sourceUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

const columns = [
  'id',
  'category',
  'name',
  'alt_text',
  'usage_notes',
  'is_active',
  'display_order',
  'image_url',
  'medium_url',
  'variants',
  'width',
  'height',
  'source_url',
  'created_at',
  'updated_at',
] as const;

type AdminRow = Pick<Selectable<SiteImagesTable>, (typeof columns)[number]>;

function toAdmin(row: AdminRow): AdminSiteImage {
  // The smallest WebP rendition serves as the staff screen's thumbnail.
  const files = (row.variants as { files?: Array<{ format: string; width: number; url: string }> } | null)?.files ?? [];
  const smallest = files.filter((f) => f.format === 'webp').sort((a, b) => a.width - b.width)[0];
  return {
    id: row.id,
    category: row.category as SiteImageCategory,
    name: row.name,
    altText: row.alt_text,
    usageNotes: row.usage_notes,
    isActive: row.is_active,
    displayOrder: row.display_order,
    imageUrl: row.image_url,
    mediumUrl: row.medium_url,
    thumbnailUrl: smallest?.url ?? row.medium_url ?? row.image_url,
    width: row.width,
    height: row.height,
    sourceUrl: row.source_url,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every image of a category, in display order (then newest first, as the site reads them). */
export async function listSiteImagesForAdmin(db: AppDb, category: SiteImageCategory): Promise<AdminSiteImage[]> {
  const rows = await db
    .selectFrom('site_images')
    .select(columns)
    .where('category', '=', category)
    .orderBy('display_order', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toAdmin);
}

/** Per category: all images and active ones. */
export function siteImageCounts(db: AppDb): Promise<Record<SiteImageCategory, { total: number; active: number }>> {
  return countsPerCategory(db, {
    table: 'site_images',
    categories: SITE_IMAGE_CATEGORIES,
    flag: 'is_active',
    as: 'active',
  });
}

export interface NewSiteImage {
  category: SiteImageCategory;
  name: string;
  altText: string;
  usageNotes?: string | null;
  isActive: boolean;
  sourceUrl?: string | null;
  /** The pipeline's output: every rendition column filled. */
  image: {
    [
      K in
        | 'image_url'
        | 'medium_url'
        | 'width'
        | 'height'
        | 'variants'
        | 'placeholder_color'
        | 'original_key'
        | 'content_hash'
    ]-?: NonNullable<Insertable<SiteImagesTable>[K]>;
  };
}

/** Adds an image at the end of its category, so it never silently replaces the one in use. */
export async function insertSiteImage(db: AppDb, input: NewSiteImage): Promise<AdminSiteImage> {
  const row = await db
    .insertInto('site_images')
    .values({
      category: input.category,
      name: input.name,
      alt_text: input.altText,
      usage_notes: input.usageNotes ?? null,
      is_active: input.isActive,
      source_url: input.sourceUrl ?? null,
      ...input.image,
      display_order: sql<number>`(select coalesce(max(display_order), -1) + 1 from site_images where category = ${input.category})`,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toAdmin(row);
}

export async function updateSiteImage(db: AppDb, id: string, edit: SiteImageEdit): Promise<AdminSiteImage | null> {
  const row = await db
    .updateTable('site_images')
    .set({
      name: edit.name,
      alt_text: edit.altText,
      usage_notes: edit.usageNotes,
      is_active: edit.isActive,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row ? toAdmin(row) : null;
}

/** Turns images on or off. Images without alt text are never turned on; they are counted instead. */
export async function setSiteImagesActive(db: AppDb, ids: string[], active: boolean) {
  const result = await db
    .updateTable('site_images')
    .set({ is_active: active, updated_at: new Date() })
    .where('id', 'in', ids)
    .where('is_active', '!=', active)
    .$if(active, (q) => q.where(sql<boolean>`btrim(alt_text) <> ''`))
    .executeTakeFirst();
  const needAlt = active
    ? await db
        .selectFrom('site_images')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('id', 'in', ids)
        .where(sql<boolean>`btrim(alt_text) = ''`)
        .executeTakeFirstOrThrow()
    : { count: 0 };
  return { changed: Number(result.numUpdatedRows), needAltText: Number(needAlt.count) };
}

export function reorderSiteImages(db: AppDb, category: SiteImageCategory, ids: string[]): Promise<number> {
  return reorderWithinCategory(db, 'site_images', category, ids);
}

export async function siteImageFiles(db: AppDb, ids: string[]) {
  return db.selectFrom('site_images').select(['id', 'variants', 'original_key']).where('id', 'in', ids).execute();
}

export async function deleteSiteImageRows(db: AppDb, ids: string[]): Promise<number> {
  const result = await db.deleteFrom('site_images').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Points an image at new renditions (image migration); false when it no longer exists. */
export async function replaceSiteImageFiles(db: AppDb, id: string, image: NewSiteImage['image']): Promise<boolean> {
  const result = await db
    .updateTable('site_images')
    .set({ ...image, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** All site images, those whose renditions need rebuilding, and those imported from an old address. */
export function siteImageTotals(db: AppDb) {
  return imageTableTotals(db, 'site_images');
}

/** The next site images by id after `afterId` (or from the first), with their files, for the image check. */
export function siteImagesAfter(db: AppDb, afterId: string | null, limit: number) {
  let query = db
    .selectFrom('site_images')
    .select(['id', 'name', 'image_url', 'medium_url', 'variants', 'original_key'])
    .orderBy('id')
    .limit(limit);
  if (afterId) query = query.where('id', '>', afterId);
  return query.execute();
}

/** The site image imported from this address, if any. */
export function findSiteImageBySourceUrl(db: AppDb, url: string) {
  return db
    .selectFrom('site_images')
    .select(['id', 'name as label', 'category'])
    .where('source_url', '=', url)
    .executeTakeFirst();
}
