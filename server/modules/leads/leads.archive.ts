import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import { archiveSection, isoOrNull, isoTimestamp, jsonColumn } from '../shared/content-archive';
import { submissionKinds, submissionStatuses } from './leads.choices';

const submissionRecord = z.object({
  kind: z.enum(submissionKinds),
  name: z.string().min(1).max(300),
  email: z.string().max(320).nullable(),
  phone: z.string().max(60).nullable(),
  message: z.string().max(10_000).nullable(),
  extra: z.record(z.string().max(100), z.string().max(2000)),
  source_page: z.string().max(500).nullable(),
  status: z.enum(submissionStatuses),
  staff_notes: z.string().max(10_000).nullable(),
  created_at: isoTimestamp,
});
type SubmissionRecord = z.infer<typeof submissionRecord>;

const columns = [
  'kind',
  'name',
  'email',
  'phone',
  'message',
  'extra',
  'source_page',
  'status',
  'staff_notes',
  'created_at',
] as const;

function toRecord(row: Record<(typeof columns)[number], unknown>): SubmissionRecord {
  return {
    ...(row as unknown as SubmissionRecord),
    extra: (jsonColumn(row.extra) ?? {}) as Record<string, string>,
    created_at: isoOrNull(row.created_at as Date)!,
  };
}

/**
 * Contact and estimate messages in the content archive, only when staff ask for leads: they
 * hold people's names and numbers. Matched by kind, time and name (a lead has no other identity
 * across sites); the visitor's hashed address stays behind.
 */
export const submissionsArchive = archiveSection<SubmissionRecord>({
  name: 'submissions',
  label: 'Contact and estimate messages',
  personal: true,
  record: submissionRecord,
  keyOf: (r) => `${r.kind} ${r.created_at} ${r.name}`,
  labelOf: (r) => `Message from ${r.name} (${r.created_at.slice(0, 10)})`,
  async exportRecords(db: AppDb) {
    return (await db.selectFrom('submissions').select(columns).orderBy('id').execute()).map(toRecord);
  },
  async currentRecord(db, record) {
    const row = await db
      .selectFrom('submissions')
      .select(columns)
      .where('kind', '=', record.kind)
      .where('created_at', '=', new Date(record.created_at))
      .where('name', '=', record.name)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },
  async writeRecord(db, record, current) {
    const values = { ...record, extra: JSON.stringify(record.extra), created_at: new Date(record.created_at) };
    if (!current) {
      await db.insertInto('submissions').values(values).execute();
      return;
    }
    await db
      .updateTable('submissions')
      .set({ ...values, updated_at: new Date() })
      .where('kind', '=', record.kind)
      .where('created_at', '=', new Date(record.created_at))
      .where('name', '=', record.name)
      .execute();
  },
});
