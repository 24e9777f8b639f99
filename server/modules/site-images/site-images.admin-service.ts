import type { AppDb } from '#db/create-db';
import { deleteImageFiles, imageColumns, type StoredImage } from '../media/media.service';
import type { MediaStorage } from '../media/storage';
import {
  deleteSiteImageRows,
  findSiteImageBySourceUrl,
  reorderSiteImages,
  siteImagesAfter,
  siteImageTotals,
  insertSiteImage,
  replaceSiteImageFiles,
  siteImageFiles,
  type AdminSiteImage,
  type NewSiteImage,
} from './site-images.admin-repository';
import type { SiteImageCategory } from './site-images.admin-schema';

/** Gives a category's site images the order of the list, all or nothing. Returns how many moved. */
export const reorderSiteImageCategory = (db: AppDb, category: SiteImageCategory, ids: string[]) =>
  db.transaction().execute((trx) => reorderSiteImages(trx, category, ids));

/** Image-health figures of the site images (the dashboard and the image migration screen). */
export const siteImageHealth = (db: AppDb) => siteImageTotals(db);

/** The next site images by id, with their files, for the image check. */
export const listSiteImagesForCheck = (db: AppDb, afterId: string | null, limit: number) =>
  siteImagesAfter(db, afterId, limit);

/** The site image imported from this old address, if any. */
export const findSiteImageImportFrom = (db: AppDb, url: string) => findSiteImageBySourceUrl(db, url);

/** "hero_home-2.jpg" -> "Hero home 2" */
function nameFromFileName(fileName: string): string {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[_\-.]+/g, ' ')
    .trim();
  return base ? (base[0]!.toUpperCase() + base.slice(1)).slice(0, 120) : 'New image';
}

/**
 * Saves a stored image as a site image. Without alt text it starts switched off: staff add a
 * description before it can appear on the site.
 */
export async function addStoredSiteImage(
  db: AppDb,
  stored: StoredImage,
  input: {
    category: SiteImageCategory;
    fileName?: string;
    name?: string;
    altText?: string;
    usageNotes?: string | null;
    isActive?: boolean;
    sourceUrl?: string | null;
  },
): Promise<AdminSiteImage> {
  const altText = input.altText?.trim() ?? '';
  return insertSiteImage(db, {
    category: input.category,
    name: input.name?.trim() || nameFromFileName(input.fileName ?? ''),
    altText,
    usageNotes: input.usageNotes ?? null,
    isActive: Boolean(input.isActive && altText),
    sourceUrl: input.sourceUrl ?? null,
    image: imageColumns(stored) satisfies NewSiteImage['image'],
  });
}

/** Deletes site images and then their files. */
export async function deleteSiteImages(db: AppDb, storage: MediaStorage, ids: string[]): Promise<number> {
  const files = await siteImageFiles(db, ids);
  const deleted = await deleteSiteImageRows(db, ids);
  await Promise.allSettled(files.map((file) => deleteImageFiles(storage, file)));
  return deleted;
}

/** Points a site image at a rebuilt image's renditions. */
export function replaceSiteImage(db: AppDb, id: string, stored: StoredImage): Promise<boolean> {
  return replaceSiteImageFiles(db, id, imageColumns(stored));
}

/** Site images in the content archive (decision record 120). */
export { siteImagesArchive } from './site-images.archive';
