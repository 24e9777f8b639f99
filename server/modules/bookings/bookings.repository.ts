import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BookingsTable, DB } from '#db/types';
import type { BookingOffice, BookingStatus } from './bookings.choices';
import type { HeldTime } from './slots';
import type { CemeteryCheck } from '../cemeteries/cemeteries.choices';
import { formatReference } from '../shared/reference';
import { countCreatedPerDay } from '../shared/day-counts';

type Db = Kysely<DB> | Transaction<DB>;

export interface BookingAttachment {
  kind: 'basket';
  items: Array<{
    title: string;
    category: string;
    priceCents: number | null;
    link: string;
    /** A design playground item's drawing and words, as the basket kept them (absent for other items). */
    design?: { reference: string; svg: string; description: string; range: string | null } | null;
  }>;
}

/** A booking as staff see it (the family sees a subset). */
export interface Booking {
  id: number;
  reference: string;
  office: BookingOffice;
  consultant: number;
  startsAt: string;
  endsAt: string;
  status: BookingStatus;
  name: string;
  email: string | null;
  phone: string | null;
  topic: string;
  cemetery: string | null;
  town: string | null;
  notes: string | null;
  /** The family's cemetery and the rules their basket broke when they booked (decision 283). */
  cemeteryCheck: CemeteryCheck | null;
  attachment: BookingAttachment | null;
  source: 'online' | 'phone';
  seen: boolean;
  cancelReason: string | null;
  cancelledBy: 'visitor' | 'staff' | null;
  createdAt: string;
  /** The event's id in calendars (the .ics UID): random, kept when the booking is moved. */
  calendarUid: string;
  /** The .ics SEQUENCE: raised when the booking is moved or cancelled. */
  calendarSequence: number;
}

export interface NewBooking {
  office: BookingOffice;
  consultant: number;
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
  name: string;
  email: string | null;
  phone: string | null;
  topic: string;
  cemetery: string | null;
  town: string | null;
  notes: string | null;
  cemeteryCheck?: CemeteryCheck | null;
  attachment: BookingAttachment | null;
  source: 'online' | 'phone';
  tokenHash: string | null;
  ipHash: string | null;
  seen: boolean;
  /** A moved booking keeps its calendar id with a higher sequence; a new one gets a random id. */
  calendar?: { uid: string; sequence: number };
}

/** "B-0042-KX" (decision 198). */
export function bookingReference(id: number): string {
  return formatReference('booking', id);
}

const columns = [
  'id',
  'office',
  'consultant',
  'starts_at',
  'ends_at',
  'status',
  'name',
  'email',
  'phone',
  'topic',
  'cemetery',
  'town',
  'notes',
  'cemetery_check',
  'attachment',
  'source',
  'seen_at',
  'cancel_reason',
  'cancelled_by',
  'created_at',
  'calendar_uid',
  'calendar_sequence',
] as const;
type Row = Pick<Selectable<BookingsTable>, (typeof columns)[number]>;

function toBooking(row: Row): Booking {
  const attachment = typeof row.attachment === 'string' ? JSON.parse(row.attachment) : row.attachment;
  return {
    id: row.id,
    reference: bookingReference(row.id),
    office: row.office as BookingOffice,
    consultant: row.consultant,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    status: row.status as BookingStatus,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    cemetery: row.cemetery,
    town: row.town,
    notes: row.notes,
    cemeteryCheck:
      ((typeof row.cemetery_check === 'string'
        ? JSON.parse(row.cemetery_check)
        : row.cemetery_check) as CemeteryCheck | null) ?? null,
    attachment: (attachment as BookingAttachment | null) ?? null,
    source: row.source as 'online' | 'phone',
    seen: row.seen_at !== null,
    cancelReason: row.cancel_reason,
    cancelledBy: row.cancelled_by as 'visitor' | 'staff' | null,
    createdAt: new Date(row.created_at).toISOString(),
    calendarUid: row.calendar_uid,
    calendarSequence: row.calendar_sequence,
  };
}

/**
 * Holds the office's booking lock until the transaction ends: bookings of one office are written
 * one at a time. Without it, inserts of the same slot waited on each other inside the exclusion
 * constraint and deadlocked, each deadlock found only after PostgreSQL's `deadlock_timeout` (1 s);
 * 20 families at once took over 30 s now and then (decision 294).
 */
export async function lockOfficeBookings(trx: Db, office: BookingOffice): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`bookings:${office}`}))`.execute(trx);
}

/** Inserts a booking; the exclusion constraint refuses (23P01) an overlap for the same consultant. */
export async function insertBooking(db: Db, input: NewBooking): Promise<Booking> {
  const row = await db
    .insertInto('bookings')
    .values({
      office: input.office,
      consultant: input.consultant,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      blocked_until: input.blockedUntil,
      name: input.name,
      email: input.email,
      phone: input.phone,
      topic: input.topic,
      cemetery: input.cemetery,
      town: input.town,
      notes: input.notes,
      cemetery_check: input.cemeteryCheck ? JSON.stringify(input.cemeteryCheck) : null,
      attachment: input.attachment ? JSON.stringify(input.attachment) : null,
      source: input.source,
      token_hash: input.tokenHash,
      ip_hash: input.ipHash,
      seen_at: input.seen ? new Date() : null,
      ...(input.calendar ? { calendar_uid: input.calendar.uid, calendar_sequence: input.calendar.sequence } : {}),
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toBooking(row);
}

/** Time held by bookings (not cancelled) of an office that overlap [from, to). */
export async function listHeldTimes(db: Db, office: BookingOffice, from: Date, to: Date): Promise<HeldTime[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(['consultant', 'starts_at', 'blocked_until'])
    .where('office', '=', office)
    .where('status', '<>', 'cancelled')
    .where('starts_at', '<', to)
    .where('blocked_until', '>', from)
    .execute();
  return rows.map((row) => ({
    consultant: row.consultant,
    startsAt: new Date(row.starts_at),
    blockedUntil: new Date(row.blocked_until),
  }));
}

export async function findBookingByTokenHash(db: Db, tokenHash: string): Promise<Booking | null> {
  const row = await db.selectFrom('bookings').select(columns).where('token_hash', '=', tokenHash).executeTakeFirst();
  return row ? toBooking(row) : null;
}

export async function findBooking(db: Db, id: number): Promise<Booking | null> {
  const row = await db.selectFrom('bookings').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toBooking(row) : null;
}

/**
 * Cancels a booking that is still booked; null when it was not (already cancelled or closed).
 * A cancellation raises the calendar sequence (calendars then remove the event); a move does not,
 * since the moved booking carries the calendar id on with the higher sequence.
 */
export async function cancelBookingRow(
  db: Db,
  id: number,
  by: 'visitor' | 'staff',
  reason: string | null,
  options: { moved?: boolean } = {},
): Promise<Booking | null> {
  const row = await db
    .updateTable('bookings')
    .set({
      status: 'cancelled',
      cancelled_by: by,
      cancel_reason: reason,
      status_changed_at: new Date(),
      ...(options.moved ? {} : { calendar_sequence: sql<number>`calendar_sequence + 1` }),
    })
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .returning(columns)
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

export async function setBookingStatus(db: Db, id: number, status: BookingStatus): Promise<Booking | null> {
  const row = await db
    .updateTable('bookings')
    .set({ status, status_changed_at: new Date(), seen_at: sql`coalesce(seen_at, now())` })
    .where('id', '=', id)
    .where('status', '<>', 'cancelled')
    .returning(columns)
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

export async function markBookingSeen(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ seen_at: new Date() })
    .where('id', '=', id)
    .where('seen_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Bookings of an office starting in [from, to), cancelled ones included, in time order. */
export async function listBookingsBetween(db: Db, office: BookingOffice, from: Date, to: Date): Promise<Booking[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(columns)
    .where('office', '=', office)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .orderBy('starts_at')
    .orderBy('consultant')
    .execute();
  return rows.map(toBooking);
}

/** Bookings made per day since `since` (online or taken on the phone), days in the offices' zone. */
export function countBookingsPerDay(db: Db, since: Date, timeZone: string) {
  return countCreatedPerDay(db, 'bookings', since, timeZone);
}

/** Upcoming bookings staff have not opened yet. */
export async function countUnseenUpcoming(db: Db, now: Date): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'booked')
    .where('seen_at', 'is', null)
    .where('ends_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listUpcoming(db: Db, now: Date, limit: number): Promise<Booking[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(columns)
    .where('status', '=', 'booked')
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .limit(limit)
    .execute();
  return rows.map(toBooking);
}

/** Booked consultations starting in [from, to) with an email and no reminder yet (the day-before reminders). */
export async function listUnremindedBetween(db: Db, from: Date, to: Date): Promise<Booking[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(columns)
    .where('status', '=', 'booked')
    .where('email', 'is not', null)
    .where('reminded_at', 'is', null)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .orderBy('starts_at')
    .execute();
  return rows.map(toBooking);
}

/** Marks a booking reminded; false when another server already did (each reminder is recorded once). */
export async function markReminded(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ reminded_at: new Date() })
    .where('id', '=', id)
    .where('reminded_at', 'is', null)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Bookings from 60 days ago to 30 days ahead, not cancelled, latest first (orders' "open from" list). */
export async function listRecentBookings(db: Db, now: Date, limit: number): Promise<Booking[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(columns)
    .where('status', '<>', 'cancelled')
    .where('starts_at', '>', new Date(now.getTime() - 60 * 86_400_000))
    .where('starts_at', '<', new Date(now.getTime() + 30 * 86_400_000))
    .orderBy('starts_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toBooking);
}

/** The cemetery check a booking keeps (decision 270), for the order opened from it (decision 286). */
export async function getBookingCemeteryCheck(db: Db, id: number): Promise<unknown> {
  const row = await db.selectFrom('bookings').select('cemetery_check').where('id', '=', id).executeTakeFirst();
  return row?.cemetery_check ?? null;
}
