import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import {
  archiveSection,
  archivedImageShape,
  imageColumnsOf,
  imageFiles,
  imageRecordOf,
} from '../shared/content-archive';
import { GALLERY_CATEGORIES } from './gallery-categories';

const galleryRecord = z.object({
  id: z.uuid({ error: 'must be a picture id (a UUID)' }),
  category: z.enum(GALLERY_CATEGORIES, { error: 'is not a gallery category this site has' }),
  title: z.string().max(300).nullable(),
  slug: z.string().max(200).nullable(),
  description: z.string().max(10_000).nullable(),
  alt_text: z.string().max(1000).nullable(),
  price_cents: z.number().int().min(0).max(2_147_483_647).nullable(),
  availability: z.string().max(100).nullable(),
  granite_color: z.string().max(200).nullable(),
  dimensions: z.string().max(200).nullable(),
  is_published: z.boolean(),
  display_order: z.number().int(),
  source_url: z.string().max(2000).nullable(),
  optimized_image_url: z.string().max(2000).nullable(),
  thumbnail_url: z.string().max(2000).nullable(),
  ...archivedImageShape,
});
type GalleryRecord = z.infer<typeof galleryRecord>;

const columns = [
  'id',
  'category',
  'title',
  'slug',
  'description',
  'alt_text',
  'price_cents',
  'availability',
  'granite_color',
  'dimensions',
  'is_published',
  'display_order',
  'source_url',
  'optimized_image_url',
  'thumbnail_url',
  'image_url',
  'medium_url',
  'width',
  'height',
  'variants',
  'placeholder_color',
  'original_key',
  'content_hash',
] as const;

function toRecord(row: Parameters<typeof imageRecordOf>[0] & Record<string, unknown>): GalleryRecord {
  return { ...(row as unknown as GalleryRecord), ...imageRecordOf(row) };
}

/**
 * Gallery pictures in the content archive, with their files. A picture with an address (slug)
 * is matched by category and slug, so an archive laid over a site seeded with the same pictures
 * updates them rather than colliding; others by id.
 */
export const galleryArchive = archiveSection<GalleryRecord>({
  name: 'gallery',
  label: 'Gallery pictures',
  record: galleryRecord,
  keyOf: (r) => (r.slug ? `${r.category}/${r.slug}` : r.id),
  labelOf: (r) => `Gallery picture: ${r.title ?? r.slug ?? r.id}`,
  filesOf: (r) => imageFiles(r),
  async exportRecords(db: AppDb) {
    const rows = await db
      .selectFrom('gallery_images')
      .select(columns)
      .orderBy('category')
      .orderBy('display_order')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  },
  async currentRecord(db, record) {
    let query = db.selectFrom('gallery_images').select(columns);
    query = record.slug
      ? query.where('category', '=', record.category).where('slug', '=', record.slug)
      : query.where('id', '=', record.id);
    const row = await query.executeTakeFirst();
    // Matched by address, the row keeps its own id: the comparison is about the content.
    return row ? { ...toRecord(row), id: record.id } : null;
  },
  async writeRecord(db, record, current) {
    const { id, ...fields } = record;
    const values = { ...fields, ...imageColumnsOf(record) };
    if (!current) {
      await db
        .insertInto('gallery_images')
        .values({ id, ...values })
        .execute();
      return;
    }
    let query = db.updateTable('gallery_images').set({ ...values, updated_at: new Date() });
    query = record.slug
      ? query.where('category', '=', record.category).where('slug', '=', record.slug)
      : query.where('id', '=', id);
    await query.execute();
  },
});
