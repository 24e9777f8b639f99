import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import { archiveSection } from '../shared/content-archive';
import { redirectInputSchema } from './redirects.schema';

const redirectRecord = z.object({
  match_type: redirectInputSchema.shape.matchType,
  pattern: redirectInputSchema.shape.pattern,
  target_path: redirectInputSchema.shape.targetPath,
  status_code: redirectInputSchema.shape.statusCode,
  priority: z.number().int().min(-1000).max(1000),
  note: z.string().max(500).nullable(),
});
type RedirectRecord = z.infer<typeof redirectRecord>;

const columns = ['match_type', 'pattern', 'target_path', 'status_code', 'priority', 'note'] as const;
const toRecord = (row: Record<(typeof columns)[number], unknown>) => row as RedirectRecord;

/** Redirect rules in the content archive, matched by their kind and old path. */
export const redirectsArchive = archiveSection<RedirectRecord>({
  name: 'redirects',
  label: 'Redirects',
  record: redirectRecord,
  keyOf: (r) => `${r.match_type} ${r.pattern}`,
  labelOf: (r) => `Redirect: ${r.pattern} → ${r.target_path}`,
  async exportRecords(db: AppDb) {
    const rows = await db.selectFrom('redirects').select(columns).orderBy('match_type').orderBy('pattern').execute();
    return rows.map(toRecord);
  },
  async currentRecord(db, record) {
    const row = await db
      .selectFrom('redirects')
      .select(columns)
      .where('match_type', '=', record.match_type)
      .where('pattern', '=', record.pattern)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },
  async writeRecord(db, record) {
    await db
      .insertInto('redirects')
      .values(record)
      .onConflict((oc) => oc.columns(['match_type', 'pattern']).doUpdateSet({ ...record, updated_at: new Date() }))
      .execute();
  },
});
