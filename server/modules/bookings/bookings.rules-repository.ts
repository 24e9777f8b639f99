import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#db/types';
import type { BookingOffice } from './bookings.choices';
import type { ClosedRange, SlotSettings } from './slots';

/** Queries of the offices' booking rules (slot length, notice, consultants) and closed dates. */

type Db = Kysely<DB> | Transaction<DB>;

export interface OfficeSettings extends SlotSettings {
  office: BookingOffice;
}

export async function listSettings(db: Db): Promise<OfficeSettings[]> {
  const rows = await db
    .selectFrom('booking_settings')
    .select(['office', 'slot_minutes', 'buffer_minutes', 'min_notice_hours', 'days_ahead', 'consultants'])
    .orderBy('office')
    .execute();
  return rows.map((row) => ({
    office: row.office as BookingOffice,
    slotMinutes: row.slot_minutes,
    bufferMinutes: row.buffer_minutes,
    minNoticeHours: row.min_notice_hours,
    daysAhead: row.days_ahead,
    consultants: row.consultants,
  }));
}

export async function updateSettings(db: Db, input: OfficeSettings): Promise<void> {
  await db
    .insertInto('booking_settings')
    .values({
      office: input.office,
      slot_minutes: input.slotMinutes,
      buffer_minutes: input.bufferMinutes,
      min_notice_hours: input.minNoticeHours,
      days_ahead: input.daysAhead,
      consultants: input.consultants,
    })
    .onConflict((oc) =>
      oc.column('office').doUpdateSet({
        slot_minutes: input.slotMinutes,
        buffer_minutes: input.bufferMinutes,
        min_notice_hours: input.minNoticeHours,
        days_ahead: input.daysAhead,
        consultants: input.consultants,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export interface ClosedDate extends ClosedRange {
  id: number;
  office: BookingOffice | null;
  label: string;
}

const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** Closed dates that end on or after `fromDate` (all offices' and the given office's, or every office's). */
export async function listClosedDates(db: Db, fromDate: string, office?: BookingOffice): Promise<ClosedDate[]> {
  let query = db
    .selectFrom('booking_closed_dates')
    .select([
      'id',
      'office',
      sql<string>`starts_on::text`.as('starts_on'),
      sql<string>`ends_on::text`.as('ends_on'),
      'label',
    ])
    .where('ends_on', '>=', sql<Date>`${fromDate}::date`)
    .orderBy('starts_on');
  if (office) query = query.where((eb) => eb.or([eb('office', 'is', null), eb('office', '=', office)]));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    office: row.office as BookingOffice | null,
    startsOn: dateText(row.starts_on),
    endsOn: dateText(row.ends_on),
    label: row.label,
  }));
}

export async function insertClosedDate(
  db: Db,
  input: { office: BookingOffice | null; startsOn: string; endsOn: string; label: string },
): Promise<number> {
  const row = await db
    .insertInto('booking_closed_dates')
    .values({
      office: input.office,
      starts_on: sql<Date>`${input.startsOn}::date`,
      ends_on: sql<Date>`${input.endsOn}::date`,
      label: input.label,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteClosedDate(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('booking_closed_dates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
