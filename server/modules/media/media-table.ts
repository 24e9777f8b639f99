import { sql, type RawBuilder } from 'kysely';
import type { AppDb } from '#db/create-db';
import { PIPELINE_VERSION } from './image-pipeline';

/**
 * The gallery (gallery_images) and the site images (site_images) keep their pictures in tables
 * of the same make: a category, a display order within it, and a flag for being on the website
 * (is_published, is_active). The staff screens order and count both the same way, so those
 * queries live here once. What differs between the two (columns, slugs, alt-text rules) stays in
 * each domain's repository.
 */
export type MediaTable = 'gallery_images' | 'site_images';

/**
 * Gives the listed rows of a category the order of the list (0, 1, 2...). Returns how many moved.
 * Run it inside the caller's transaction (the domain's service opens it).
 */
export async function reorderWithinCategory(
  trx: AppDb,
  table: MediaTable,
  category: string,
  ids: string[],
): Promise<number> {
  let changed = 0;
  for (const [index, id] of ids.entries()) {
    const result = await trx
      .updateTable(table)
      .set({ display_order: index })
      .where('id', '=', id)
      .where('category', '=', category)
      .where('display_order', '!=', index)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

/**
 * Per category: all rows, and those with the on-the-website flag set, counted under the name the
 * domain uses for it (`published`, `active`). Categories without rows count zero.
 */
export async function countsPerCategory<C extends string, K extends string>(
  db: AppDb,
  options: { table: MediaTable; categories: readonly C[]; flag: 'is_published' | 'is_active'; as: K },
): Promise<Record<C, { total: number } & Record<K, number>>> {
  type Counts = { total: number } & Record<K, number>;
  const rows = await db
    .selectFrom(options.table)
    .select([
      'category',
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where ${sql.ref(options.flag)}))::int`.as('flagged'),
    ])
    .groupBy('category')
    .execute();
  const counts = Object.fromEntries(options.categories.map((c) => [c, { total: 0, [options.as]: 0 }])) as Record<
    C,
    Counts
  >;
  for (const row of rows)
    counts[row.category as C] = { total: Number(row.total), [options.as]: Number(row.flagged) } as Counts;
  return counts;
}

/**
 * The demo seed's pictures are drawings shipped with the site (`/images/...svg`): vectors scale
 * to any size, so they need no renditions and there is nothing to rebuild them from.
 */
export const isBundledDrawing = (imageUrl: string) => imageUrl.startsWith('/images/') && imageUrl.endsWith('.svg');
const bundledDrawing = sql<boolean>`(image_url like '/images/%' and image_url like '%.svg')`;

/** A row needs work when it has no renditions, older ones, or lacks its medium URL. */
export const outdatedRenditions = sql<boolean>`(not ${bundledDrawing} and (variants is null or coalesce((variants->>'version')::int, 0) < ${PIPELINE_VERSION} or medium_url is null))`;

/** Image-health figures of one table, as the image migration screen shows them. */
export interface ImageTotals {
  total: number;
  needsWork: number;
  imported: number;
}

/**
 * All rows of an image table, those whose renditions need rebuilding (plus the table's own
 * extra condition, e.g. a missing thumbnail column), and those imported from an old address.
 */
export async function imageTableTotals(
  db: AppDb,
  table: MediaTable,
  alsoNeedsWork?: RawBuilder<boolean>,
): Promise<ImageTotals> {
  const needsWork = alsoNeedsWork ? sql<boolean>`(${outdatedRenditions} or ${alsoNeedsWork})` : outdatedRenditions;
  const row = await db
    .selectFrom(table)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where ${needsWork}))::int`.as('needsWork'),
      sql<number>`(count(*) filter (where source_url is not null))::int`.as('imported'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), needsWork: Number(row.needsWork), imported: Number(row.imported) };
}
