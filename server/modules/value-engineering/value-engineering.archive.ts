import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import {
  archiveSection,
  archivedImageShape,
  imageColumnsOf,
  imageFiles,
  imageRecordOf,
  isoOrNull,
  isoTimestamp,
  jsonColumn,
} from '../shared/content-archive';
import { packageFieldsSchema, packageIdSchema, pageContentSchema, type PageContent } from './value-engineering.schema';
import { sanitizeContent } from './value-engineering.content';
import { readPageContent, writePageContent } from './value-engineering.repository';

// ---------------------------------------------------------------------------------------------
// Packages

const packageRecord = z.object({
  id: packageIdSchema,
  name: z.string().min(1).max(120),
  price_cents: z.number().int().min(0).max(2_147_483_647),
  granite: z.string().max(80),
  style: z.string().max(120),
  summary: z.string().max(600),
  includes: packageFieldsSchema.shape.includes,
  image_alt: z.string().max(200),
  display_order: z.number().int(),
  retired_at: isoTimestamp.nullable(),
  ...archivedImageShape,
});
type PackageRecord = z.infer<typeof packageRecord>;

const packageColumns = [
  'id',
  'name',
  'price_cents',
  'granite',
  'style',
  'summary',
  'includes',
  'image_alt',
  'display_order',
  'retired_at',
  'image_url',
  'medium_url',
  'width',
  'height',
  'variants',
  'placeholder_color',
  'original_key',
  'content_hash',
] as const;

function toPackage(row: Parameters<typeof imageRecordOf>[0] & { includes: unknown; retired_at: Date | null }) {
  return {
    ...(row as unknown as PackageRecord),
    includes: jsonColumn(row.includes) as string[],
    retired_at: isoOrNull(row.retired_at),
    ...imageRecordOf(row),
  };
}

/** Value-engineering packages in the content archive, with their pictures, by package code. */
export const packagesArchive = archiveSection<PackageRecord>({
  name: 'packages',
  label: 'Value-engineering packages',
  record: packageRecord,
  keyOf: (r) => r.id,
  labelOf: (r) => `Package: ${r.name}`,
  filesOf: (r) => imageFiles(r),
  async exportRecords(db: AppDb) {
    const rows = await db
      .selectFrom('ve_packages')
      .select(packageColumns)
      .orderBy('display_order')
      .orderBy('id')
      .execute();
    return rows.map(toPackage);
  },
  async currentRecord(db, record) {
    const row = await db
      .selectFrom('ve_packages')
      .select(packageColumns)
      .where('id', '=', record.id)
      .executeTakeFirst();
    return row ? toPackage(row) : null;
  },
  async writeRecord(db, record, current) {
    const values = {
      ...record,
      ...imageColumnsOf(record),
      includes: JSON.stringify(record.includes),
      retired_at: record.retired_at ? new Date(record.retired_at) : null,
    };
    if (!current) {
      await db.insertInto('ve_packages').values(values).execute();
      return;
    }
    await db
      .updateTable('ve_packages')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', record.id)
      .execute();
  },
});

// ---------------------------------------------------------------------------------------------
// The value-engineering page's editable copy

const pageCopyRecord = z.object({
  page: z.literal('value-engineering', { error: 'is not a page whose copy this site keeps' }),
  // Untrusted like any archive content: cleaned as the page editor's saves are.
  content: pageContentSchema.transform(sanitizeContent),
});
type PageCopyRecord = { page: 'value-engineering'; content: PageContent };

/** The editable copy of the value-engineering page, once staff have edited it. */
export const pageCopyArchive = archiveSection<PageCopyRecord>({
  name: 'page-copy',
  label: 'Page copy',
  record: pageCopyRecord as z.ZodType<PageCopyRecord>,
  keyOf: (r) => r.page,
  labelOf: () => 'Page copy: Value engineering',
  async exportRecords(db: AppDb) {
    const stored = await readPageContent(db);
    const parsed = pageContentSchema.safeParse(stored?.content);
    return parsed.success ? [{ page: 'value-engineering' as const, content: parsed.data }] : [];
  },
  async currentRecord(db) {
    const stored = await readPageContent(db);
    const parsed = pageContentSchema.safeParse(stored?.content);
    return parsed.success ? { page: 'value-engineering' as const, content: parsed.data } : null;
  },
  async writeRecord(db, record) {
    await writePageContent(db, record.content, 'content archive');
  },
});
