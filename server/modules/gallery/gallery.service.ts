import type { AppDb } from '#db/create-db';
import type { PipelineOptions } from '../media/image-pipeline';
import { deleteImageFiles, imageColumns, sha256, storeImage, type StoredImage } from '../media/media.service';
import type { MediaStorage } from '../media/storage';
import {
  deleteGalleryRows,
  filesOf,
  findGalleryImageBySourceUrl,
  galleryImagesAfter,
  galleryImageTotals,
  moveToCategory,
  reorderCategory,
  findByContentHash,
  insertGalleryImage,
  replaceGalleryImageFiles,
  uniqueSlug,
  type AdminGalleryItem,
  type NewGalleryImage,
} from './gallery.admin-repository';
import { findPublishedItemSummary, gallerySitemapEntries, listPublished, pictureChoices } from './gallery.repository';
import { titleFromFileName, type GalleryCategory } from './gallery.schema';
import { getPublished } from '../calculator/calculator.service';

/**
 * The granites staff choose a piece's color from: the published price list's colors, those
 * families can choose first (decision 192). Empty while nothing is published.
 */
export async function graniteChoices(db: AppDb) {
  const published = await getPublished(db);
  const colors = published?.document.colors ?? [];
  return [...colors.filter((c) => c.active), ...colors.filter((c) => !c.active)].map((c) => ({
    name: c.name,
    offered: c.active,
  }));
}

/** Pictures chosen by id, and every published granite color swatch (the families' calculator). */
export const findPictureChoices = (db: AppDb, ids: string[]) => pictureChoices(db, ids);

/**
 * The artwork gallery's published emblems and panels, as the design playground offers them (a
 * family places one on the stone): the first 200 in the gallery's order, small renditions.
 */
export async function designArtworks(db: AppDb) {
  const { items } = await listPublished(db, 'artwork', { limit: 200 });
  return items.map((item) => ({ id: item.id, title: item.title, src: item.image.src, alt: item.altText }));
}

/** One published item as the basket snapshots it (title, pictures, price, availability), or undefined. */
export const findPublishedItemForSale = (db: AppDb, id: string) => findPublishedItemSummary(db, id);

/** Gives a category's items the order of the list, all or nothing. Returns how many moved. */
export const reorderGalleryCategory = (db: AppDb, category: GalleryCategory, ids: string[]) =>
  db.transaction().execute((trx) => reorderCategory(trx, category, ids));

/** Moves items to another category, all or nothing. Returns how many moved. */
export const moveGalleryItems = (db: AppDb, ids: string[], category: GalleryCategory) =>
  db.transaction().execute((trx) => moveToCategory(trx, ids, category));

/** Image-health figures of the gallery (the dashboard and the image migration screen). */
export const galleryImageHealth = (db: AppDb) => galleryImageTotals(db);

/** The next gallery items by id, with their files, for the image check. */
export const listGalleryImagesForCheck = (db: AppDb, afterId: string | null, limit: number) =>
  galleryImagesAfter(db, afterId, limit);

/** The gallery item imported from this old address, if any. */
export const findGalleryImportFrom = (db: AppDb, url: string) => findGalleryImageBySourceUrl(db, url);

/** Published item pages for the sitemap (server/sitemap-sources.ts). */
export const gallerySitemapSource = (db: AppDb) => gallerySitemapEntries(db);

/** The row columns of a stored image, gallery flavour (all four specification variants). */
export function galleryImageColumns(stored: StoredImage): NewGalleryImage['image'] {
  return {
    ...imageColumns(stored),
    medium_url: stored.mediumUrl,
    optimized_image_url: stored.optimizedUrl,
    thumbnail_url: stored.thumbnailUrl,
  };
}

export type GalleryItemFields = Partial<Omit<NewGalleryImage, 'image' | 'category' | 'slug' | 'title'>> & {
  title?: string | null;
  slug?: string | null;
};

/** Saves an image already stored by the pipeline as a new gallery item (draft unless told otherwise). */
export async function addStoredImage(
  db: AppDb,
  stored: StoredImage,
  input: { category: GalleryCategory; fileName?: string } & GalleryItemFields,
): Promise<AdminGalleryItem> {
  const title = input.title?.trim() || titleFromFileName(input.fileName ?? 'image');
  // A unique index guards (category, slug); two uploads racing for one slug retry once.
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(db, input.category, input.slug || title);
    try {
      return await insertGalleryImage(db, {
        ...input,
        category: input.category,
        title,
        slug: attempt === 0 ? slug : `${slug}-${stored.originalKey.slice(-12, -4)}`,
        isPublished: input.isPublished ?? false,
        image: galleryImageColumns(stored),
      });
    } catch (error) {
      if ((error as { code?: string }).code !== '23505' || attempt > 0) throw error;
    }
  }
}

export type ImportOutcome =
  | { outcome: 'added'; item: AdminGalleryItem }
  | { outcome: 'skipped'; id: string; slug: string | null };

/**
 * Adds image bytes to a category unless the same bytes are already there (folder imports and
 * the demo seed run more than once).
 */
export async function importImageBytes(
  db: AppDb,
  storage: MediaStorage,
  bytes: Buffer,
  input: { category: GalleryCategory; fileName?: string } & GalleryItemFields,
  options: PipelineOptions = {},
): Promise<ImportOutcome> {
  const existing = await findByContentHash(db, input.category, sha256(bytes));
  if (existing) return { outcome: 'skipped', id: existing.id, slug: existing.slug };
  const stored = await storeImage(storage, bytes, options);
  try {
    return { outcome: 'added', item: await addStoredImage(db, stored, input) };
  } catch (error) {
    await deleteImageFiles(storage, { variants: stored.variants, original_key: stored.originalKey }).catch(() => {});
    throw error;
  }
}

/** Deletes items and then their files; returns how many rows went. */
export async function deleteGalleryItems(db: AppDb, storage: MediaStorage, ids: string[]): Promise<number> {
  const files = await filesOf(db, ids);
  const deleted = await deleteGalleryRows(db, ids);
  // Files go after the rows: a failure here leaves unreferenced files, never a broken page.
  await Promise.allSettled(files.map((file) => deleteImageFiles(storage, file)));
  return deleted;
}

/** Points an item at a rebuilt image's renditions. */
export function replaceGalleryImage(db: AppDb, id: string, stored: StoredImage): Promise<boolean> {
  return replaceGalleryImageFiles(db, id, galleryImageColumns(stored));
}

/** Gallery pictures in the content archive (decision record 120). */
export { galleryArchive } from './gallery.archive';
