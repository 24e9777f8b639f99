import { sql } from 'kysely';
import type { AppDb } from '../../../db/create-db';
import { PIPELINE_VERSION } from '../media/image-pipeline';

/**
 * Read-only walks over every stored image (gallery and site images) for the migration screen.
 * Writes go through each domain's service.
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

/**
 * The demo seed's pictures are drawings shipped with the site (`/images/...svg`): vectors scale
 * to any size, so they need no renditions and there is nothing to rebuild them from.
 */
export const isBundledDrawing = (imageUrl: string) => imageUrl.startsWith('/images/') && imageUrl.endsWith('.svg');
const bundledDrawing = sql<boolean>`(image_url like '/images/%' and image_url like '%.svg')`;

// A row needs work when it has no renditions, older ones, or lacks one of the URL columns.
const outdated = sql<boolean>`(not ${bundledDrawing} and (variants is null or coalesce((variants->>'version')::int, 0) < ${PIPELINE_VERSION} or medium_url is null))`;

export async function imageTotals(db: AppDb) {
  const [gallery, site] = await Promise.all([
    db
      .selectFrom('gallery_images')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where ${outdated} or thumbnail_url is null or optimized_image_url is null))::int`.as('needsWork'),
        sql<number>`(count(*) filter (where source_url is not null))::int`.as('imported'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('site_images')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where ${outdated}))::int`.as('needsWork'),
        sql<number>`(count(*) filter (where source_url is not null))::int`.as('imported'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const num = (r: { total: number; needsWork: number; imported: number }) => ({
    total: Number(r.total),
    needsWork: Number(r.needsWork),
    imported: Number(r.imported),
  });
  return { gallery: num(gallery), site: num(site) };
}

/** The next images after a position: gallery images by id, then site images by id. */
export async function nextImages(db: AppDb, after: { kind: ImageKind; id: string | null }, limit: number): Promise<ImageForCheck[]> {
  const out: ImageForCheck[] = [];
  if (after.kind === 'gallery') {
    let q = db
      .selectFrom('gallery_images')
      .select(['id', 'title', 'slug', 'image_url', 'medium_url', 'thumbnail_url', 'optimized_image_url', 'variants', 'original_key'])
      .orderBy('id')
      .limit(limit);
    if (after.id) q = q.where('id', '>', after.id);
    for (const row of await q.execute()) {
      out.push({ kind: 'gallery', label: row.title ?? row.slug ?? row.id, ...row });
    }
  }
  if (out.length < limit) {
    let q = db
      .selectFrom('site_images')
      .select(['id', 'name', 'image_url', 'medium_url', 'variants', 'original_key'])
      .orderBy('id')
      .limit(limit - out.length);
    if (after.kind === 'site' && after.id) q = q.where('id', '>', after.id);
    for (const row of await q.execute()) out.push({ kind: 'site', label: row.name, ...row });
  }
  return out;
}

/** Which row, if any, was already imported from this address. */
export async function findImportedSource(db: AppDb, url: string) {
  const gallery = await db
    .selectFrom('gallery_images')
    .select(['id', 'title as label', 'category'])
    .where('source_url', '=', url)
    .executeTakeFirst();
  if (gallery) return { kind: 'gallery' as const, ...gallery };
  const site = await db
    .selectFrom('site_images')
    .select(['id', 'name as label', 'category'])
    .where('source_url', '=', url)
    .executeTakeFirst();
  return site ? { kind: 'site' as const, ...site } : null;
}
