import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDb } from '#db/create-db';
import { archiveSection } from '../shared/content-archive';
import { bookingOffices } from './bookings.choices';

const office = z.enum(bookingOffices, { error: 'is not an office this site has' });

const officeSettingsRecord = z.object({
  office,
  slot_minutes: z.number().int().min(15).max(240),
  buffer_minutes: z.number().int().min(0).max(120),
  min_notice_hours: z.number().int().min(0).max(336),
  days_ahead: z.number().int().min(1).max(180),
  consultants: z.number().int().min(1).max(10),
});
type OfficeSettingsRecord = z.infer<typeof officeSettingsRecord>;
const settingsColumns = [
  'office',
  'slot_minutes',
  'buffer_minutes',
  'min_notice_hours',
  'days_ahead',
  'consultants',
] as const;
const asSettings = (row: Record<string, unknown>) => row as OfficeSettingsRecord;

/** Each office's booking rules (slot length, notice, consultants) in the content archive. */
export const bookingSettingsArchive = archiveSection<OfficeSettingsRecord>({
  name: 'booking-settings',
  label: 'Booking rules',
  record: officeSettingsRecord,
  keyOf: (r) => r.office,
  labelOf: (r) => `Booking rules: ${r.office}`,
  async exportRecords(db: AppDb) {
    return (await db.selectFrom('booking_settings').select(settingsColumns).orderBy('office').execute()).map(
      asSettings,
    );
  },
  async currentRecord(db, record) {
    const row = await db
      .selectFrom('booking_settings')
      .select(settingsColumns)
      .where('office', '=', record.office)
      .executeTakeFirst();
    return row ? asSettings(row) : null;
  },
  async writeRecord(db, record) {
    await db
      .insertInto('booking_settings')
      .values(record)
      .onConflict((oc) => oc.column('office').doUpdateSet({ ...record, updated_at: new Date() }))
      .execute();
  },
});

const day = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });
const closedDateRecord = z
  .object({ office: office.nullable(), starts_on: day, ends_on: day, label: z.string().min(1).max(200) })
  .refine((r) => r.ends_on >= r.starts_on, { error: 'ends before it starts', path: ['ends_on'] });
type ClosedDateRecord = z.infer<typeof closedDateRecord>;

const closedDateQuery = (db: AppDb) =>
  db
    .selectFrom('booking_closed_dates')
    .select([
      'id',
      'office',
      'label',
      sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
    ]);
const asClosedDate = ({
  id: _id,
  ...row
}: {
  id: number;
  office: string | null;
  label: string;
  starts_on: string;
  ends_on: string;
}) => row as ClosedDateRecord;
const closedKey = (r: ClosedDateRecord) => `${r.office ?? 'both offices'} ${r.starts_on}–${r.ends_on}`;

/** Closed dates (holidays the office keeps, training days), matched by office and dates. */
export const closedDatesArchive = archiveSection<ClosedDateRecord>({
  name: 'closed-dates',
  label: 'Closed dates',
  record: closedDateRecord,
  keyOf: closedKey,
  labelOf: (r) => `Closed: ${r.label} (${closedKey(r)})`,
  async exportRecords(db: AppDb) {
    return (await closedDateQuery(db).orderBy('starts_on').orderBy('id').execute()).map(asClosedDate);
  },
  async currentRecord(db, record) {
    const row = await closedDateQuery(db)
      .where((eb) => (record.office ? eb('office', '=', record.office) : eb('office', 'is', null)))
      .where('starts_on', '=', sql<Date>`${record.starts_on}::date`)
      .where('ends_on', '=', sql<Date>`${record.ends_on}::date`)
      .orderBy('id')
      .executeTakeFirst();
    return row ? asClosedDate(row) : null;
  },
  async writeRecord(db, record, current) {
    const values = {
      office: record.office,
      label: record.label,
      starts_on: sql<Date>`${record.starts_on}::date`,
      ends_on: sql<Date>`${record.ends_on}::date`,
    };
    if (!current) {
      await db.insertInto('booking_closed_dates').values(values).execute();
      return;
    }
    await db
      .updateTable('booking_closed_dates')
      .set({ label: record.label })
      .where((eb) => (record.office ? eb('office', '=', record.office) : eb('office', 'is', null)))
      .where('starts_on', '=', sql<Date>`${record.starts_on}::date`)
      .where('ends_on', '=', sql<Date>`${record.ends_on}::date`)
      .execute();
  },
});
