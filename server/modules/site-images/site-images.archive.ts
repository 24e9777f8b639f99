import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import {
  archiveSection,
  archivedImageShape,
  imageColumnsOf,
  imageFiles,
  imageRecordOf,
} from '../shared/content-archive';
import { SITE_IMAGE_CATEGORIES } from './site-image-categories';

const siteImageRecord = z.object({
  id: z.uuid({ error: 'must be an image id (a UUID)' }),
  category: z.enum(SITE_IMAGE_CATEGORIES, { error: 'is not a site image category this site has' }),
  name: z.string().min(1).max(300),
  alt_text: z.string().max(1000),
  usage_notes: z.string().max(2000).nullable(),
  is_active: z.boolean(),
  display_order: z.number().int(),
  source_url: z.string().max(2000).nullable(),
  ...archivedImageShape,
});
type SiteImageRecord = z.infer<typeof siteImageRecord>;

const columns = [
  'id',
  'category',
  'name',
  'alt_text',
  'usage_notes',
  'is_active',
  'display_order',
  'source_url',
  'image_url',
  'medium_url',
  'width',
  'height',
  'variants',
  'placeholder_color',
  'original_key',
  'content_hash',
] as const;

function toRecord(row: Parameters<typeof imageRecordOf>[0] & Record<string, unknown>): SiteImageRecord {
  return { ...(row as unknown as SiteImageRecord), ...imageRecordOf(row) };
}

/**
 * The row an archived site image stands for: the same id, or else the same picture (content
 * hash) in the same place that was there before the import, so an archive laid over a site
 * seeded with the same images updates them rather than adding them twice.
 */
async function findRow(db: AppDb, record: SiteImageRecord) {
  const byId = await db.selectFrom('site_images').select(columns).where('id', '=', record.id).executeTakeFirst();
  if (byId || !record.content_hash) return byId;
  return (
    db
      .selectFrom('site_images')
      .select(columns)
      .where('category', '=', record.category)
      .where('content_hash', '=', record.content_hash)
      // Not a row this import has just added or matched: one photo shown twice in a place is two
      // records, and the second must not overwrite the first (now() is the time the import's
      // transaction began, which is what both the insert and the update below record).
      .where('created_at', '<', sql<Date>`now()`)
      .where('updated_at', '<', sql<Date>`now()`)
      .orderBy('display_order')
      .executeTakeFirst()
  );
}

/** Site images (hero, services, about, process) in the content archive, with their files. */
export const siteImagesArchive = archiveSection<SiteImageRecord>({
  name: 'site-images',
  label: 'Site images',
  record: siteImageRecord,
  keyOf: (r) => r.id,
  labelOf: (r) => `Site image: ${r.name}`,
  filesOf: (r) => imageFiles(r),
  async exportRecords(db: AppDb) {
    const rows = await db
      .selectFrom('site_images')
      .select(columns)
      .orderBy('category')
      .orderBy('display_order')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  },
  async currentRecord(db, record) {
    const row = await findRow(db, record);
    // Matched by its picture, the row keeps its own id: the comparison is about the content.
    return row ? { ...toRecord(row), id: record.id } : null;
  },
  async writeRecord(db, record, current) {
    const { id, ...fields } = record;
    const values = { ...fields, ...imageColumnsOf(record) };
    const row = current ? await findRow(db, record) : undefined;
    if (!row) {
      await db
        .insertInto('site_images')
        .values({ id, ...values })
        .execute();
      return;
    }
    await db
      .updateTable('site_images')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
  },
});
