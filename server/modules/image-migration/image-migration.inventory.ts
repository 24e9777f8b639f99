import type { AppDb } from '#db/create-db';
import { findGalleryImportFrom, galleryImageHealth, listGalleryImagesForCheck } from '../gallery/gallery.service';
import {
  findSiteImageImportFrom,
  listSiteImagesForCheck,
  siteImageHealth,
} from '../site-images/site-images.admin-service';

/**
 * Read-only walks over every stored image (gallery and site images) for the migration screen.
 * This domain owns no table: it reads and writes through each image domain's service.
 */
export type ImageKind = 'gallery' | 'site';

export interface ImageForCheck {
  kind: ImageKind;
  id: string;
  label: string;
  image_url: string;
  medium_url: string | null;
  thumbnail_url?: string | null;
  optimized_image_url?: string | null;
  variants: unknown;
  original_key: string | null;
}

export async function imageTotals(db: AppDb) {
  const [gallery, site] = await Promise.all([galleryImageHealth(db), siteImageHealth(db)]);
  return { gallery, site };
}

/** The next images after a position: gallery images by id, then site images by id. */
export async function nextImages(
  db: AppDb,
  after: { kind: ImageKind; id: string | null },
  limit: number,
): Promise<ImageForCheck[]> {
  const out: ImageForCheck[] = [];
  if (after.kind === 'gallery') {
    for (const row of await listGalleryImagesForCheck(db, after.id, limit)) {
      out.push({ kind: 'gallery', label: row.title ?? row.slug ?? row.id, ...row });
    }
  }
  if (out.length < limit) {
    const siteAfter = after.kind === 'site' ? after.id : null;
    for (const row of await listSiteImagesForCheck(db, siteAfter, limit - out.length))
      out.push({ kind: 'site', label: row.name, ...row });
  }
  return out;
}

/** Which row, if any, was already imported from this address. */
export async function findImportedSource(db: AppDb, url: string) {
  const gallery = await findGalleryImportFrom(db, url);
  if (gallery) return { kind: 'gallery' as const, ...gallery };
  const site = await findSiteImageImportFrom(db, url);
  return site ? { kind: 'site' as const, ...site } : null;
}
