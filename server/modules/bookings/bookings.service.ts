import { createHash, randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import type { BusinessFacts } from '../settings/settings.schema';
import { basketLinesOf, basketMonuments } from '../basket/basket.service';
import { cemeteryForRecord } from '../cemeteries/cemeteries.service';
import type { CemeteryCheck, CemeteryChoice } from '../cemeteries/cemeteries.choices';
import { recordEvent, type EventPayload } from '../events/events.service';
import { SLOT_TAKEN_MESSAGE, topicLabel, whatToBring, type BookingOffice } from './bookings.choices';
import {
  cancelBookingRow,
  countBookingsPerDay,
  countUnseenUpcoming,
  findBooking,
  insertBooking,
  lockOfficeBookings,
  listUnremindedBetween,
  listUpcoming,
  markBookingSeen,
  markReminded,
  setBookingStatus,
  type Booking,
  type BookingAttachment,
} from './bookings.repository';
import type { OfficeSettings } from './bookings.rules-repository';
import { getBookingCemeteryCheck, listRecentBookings } from './bookings.repository';
import { calendarFile } from './bookings.calendar';
import { computeFreeSlots, officeZone } from './bookings.availability';
import { forgetFreeSlots } from './free-slots-memo';
import { addDays, freeConsultants, officeDate, zonedInstant } from './slots';

export type { Booking, OfficeSettings };

/** A booking as its events describe it (booking.created, .moved, .cancelled, .reminder_due). */
export function bookingEventFields(booking: Booking): EventPayload<'booking.reminder_due'> {
  return {
    bookingId: booking.id,
    reference: booking.reference,
    office: booking.office,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    topic: booking.topic,
    topicLabel: topicLabel(booking.topic),
    cemetery: booking.cemetery,
    town: booking.town,
    notes: booking.notes,
    source: booking.source,
    calendarUid: booking.calendarUid,
    calendarSequence: booking.calendarSequence,
  };
}

/** The office's address, phone and name from the business facts (set at /admin/settings). */
export function officeFacts(business: BusinessFacts, office: BookingOffice) {
  const facts = business.offices.find((candidate) => candidate.id === office);
  if (!facts) throw new Error(`Unknown office ${office}`);
  return facts;
}

const officeAddress = (business: BusinessFacts, office: BookingOffice) => {
  const facts = officeFacts(business, office);
  return `${facts.street}, ${facts.city}, ${facts.region} ${facts.postalCode}`;
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface BookingDetails {
  name: string;
  email: string | null;
  phone: string | null;
  topic: string;
  cemetery: string | null;
  town: string | null;
  notes: string | null;
  /** The cemetery chosen and checked (decision 283); null or absent when none was chosen. */
  cemeteryCheck?: CemeteryCheck | null;
}

const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
/** Another booking of that consultant overlaps. */
const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';

const slotTaken = () => new TRPCError({ code: 'CONFLICT', message: SLOT_TAKEN_MESSAGE });

/**
 * Books one slot. The slot must be one the list offers; then each consultant free at that time
 * is tried in turn, and the database's exclusion constraint decides: an insert that would
 * overlap another booking of that consultant is refused (23P01), and the next consultant is
 * tried. When none is left, the visitor is told the time was just taken. No check-then-insert
 * decides anything: the read only orders the attempts. Each attempt holds the office's booking
 * lock for its short transaction, so two attempts never wait on each other inside the constraint
 * (where they deadlocked, a second lost each time; decision 294).
 */
export async function bookSlot(
  db: AppDb,
  input: {
    office: BookingOffice;
    startsAt: Date;
    details: BookingDetails;
    source: 'online' | 'phone';
    attachment?: BookingAttachment | null;
    ipHash?: string | null;
    /** A moved booking's calendar id and next sequence (a new booking gets a random id). */
    calendar?: { uid: string; sequence: number };
    /**
     * Runs in the booking's own transaction instead of recording booking.created (a move records
     * booking.moved and cancels the old booking there, so both happen or neither does).
     */
    onBooked?: (trx: AppDb, booking: Booking, token: string | null) => Promise<void>;
  },
  now = new Date(),
): Promise<{ booking: Booking; token: string | null }> {
  const date = officeDate(input.startsAt, await officeZone(db));
  const { settings, held, days } = await computeFreeSlots(db, input.office, now, input.source === 'phone', date);
  const slot = days
    .find((day) => day.date === date)
    ?.slots.find((candidate) => candidate.startsAt.getTime() === input.startsAt.getTime());
  if (!slot) {
    // Either never offered or already full: the list the visitor sees next tells which.
    throw slotTaken();
  }
  const free = freeConsultants(slot, held, settings.consultants);
  const order = [
    ...free,
    ...Array.from({ length: settings.consultants }, (_, i) => i + 1).filter((c) => !free.includes(c)),
  ];
  const token = input.source === 'online' ? randomBytes(32).toString('base64url') : null;
  for (const consultant of order) {
    try {
      // The booking and its event commit together; a refused insert rolls back and the next consultant is tried.
      const booking = await db.transaction().execute(async (trx) => {
        await lockOfficeBookings(trx, input.office);
        const booked = await insertBooking(trx, {
          office: input.office,
          consultant,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          blockedUntil: slot.blockedUntil,
          ...input.details,
          attachment: input.attachment ?? null,
          source: input.source,
          tokenHash: token ? hashToken(token) : null,
          ipHash: input.ipHash ?? null,
          seen: input.source === 'phone',
          ...(input.calendar ? { calendar: input.calendar } : {}),
        });
        if (input.onBooked) await input.onBooked(trx, booked, token);
        else {
          await recordEvent(
            trx,
            'booking.created',
            { ...bookingEventFields(booked), basketItems: booked.attachment?.items.length ?? 0 },
            token ? { bookingToken: token } : undefined,
          );
        }
        return booked;
      });
      forgetFreeSlots(db);
      return { booking, token };
    } catch (error) {
      if (isExclusionViolation(error)) continue;
      throw error;
    }
  }
  throw slotTaken();
}

/** The visitor's basket as a booking attachment (null when empty). */
export async function basketAttachment(db: AppDb, basketSessionId: string | null): Promise<BookingAttachment | null> {
  if (!basketSessionId) return null;
  const lines = await basketLinesOf(db, basketSessionId);
  if (lines.length === 0) return null;
  return {
    kind: 'basket',
    items: lines.slice(0, 50).map((line) => ({
      title: line.data.title,
      category: line.data.category,
      priceCents: line.data.priceCents,
      link: line.data.link,
      ...(line.data.design
        ? {
            design: {
              reference: line.data.design.reference,
              svg: line.data.design.svg,
              description: line.data.design.description,
              range: line.data.design.range,
            },
          }
        : {}),
    })),
  };
}

/**
 * The booking's cemetery (decision 283): the family's choice, checked against the designs and
 * estimates in the basket they attach (none without one), and the name and town its columns keep.
 */
export async function bookingCemetery(
  db: AppDb,
  choice: CemeteryChoice | undefined,
  typed: { cemetery: string | null; town: string | null },
  attachedBasket: string | null,
) {
  const lines = choice && attachedBasket ? await basketLinesOf(db, attachedBasket) : [];
  const recorded = await cemeteryForRecord(
    db,
    choice,
    { name: typed.cemetery, town: typed.town },
    await basketMonuments(db, lines),
  );
  return { cemetery: recorded.name, town: recorded.town, cemeteryCheck: recorded.check };
}

/** Cancels a booking that is still booked and records booking.cancelled with it; null when it was not booked. */
export function cancelRecorded(db: AppDb, id: number, by: 'visitor' | 'staff', reason: string | null) {
  return db
    .transaction()
    .execute(async (trx) => {
      const cancelled = await cancelBookingRow(trx, id, by, reason);
      if (cancelled) await recordEvent(trx, 'booking.cancelled', { ...bookingEventFields(cancelled), cancelledBy: by });
      return cancelled;
    })
    .finally(() => forgetFreeSlots(db));
}

/** The calendar file of a booking as its event describes it (the family's emails). */
export function calendarFileOfEvent(
  fields: {
    bookingId: number;
    reference: string;
    office: BookingOffice;
    startsAt: string;
    endsAt: string;
    name: string;
    topicLabel: string;
    calendarUid?: string | undefined;
    calendarSequence?: number | undefined;
  },
  token: string | null,
  siteUrl: string,
  business: BusinessFacts,
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
): string {
  const facts = officeFacts(business, fields.office);
  return calendarFile(
    {
      reference: fields.reference,
      office: fields.office,
      officeName: facts.name,
      address: officeAddress(business, fields.office),
      phone: facts.phone,
      startsAt: fields.startsAt,
      endsAt: fields.endsAt,
      status: method === 'CANCEL' ? 'cancelled' : 'booked',
      name: fields.name,
      topic: fields.topicLabel,
      changeable: method !== 'CANCEL',
      whatToBring,
    },
    {
      // Events recorded before bookings had a calendar id name the booking by its reference.
      uid: fields.calendarUid ?? `${fields.reference.toLowerCase()}@caldwellmonuments.com`,
      sequence: fields.calendarSequence ?? 0,
      token,
    },
    siteUrl,
    business,
    method,
  );
}

/** The office's address on one line, for emails. */
export function officeAddressLine(business: BusinessFacts, office: BookingOffice): string {
  return officeAddress(business, office);
}

// --- Staff ---

export async function staffBooking(db: AppDb, id: number): Promise<Booking> {
  const booking = await findBooking(db, id);
  if (!booking) throw new TRPCError({ code: 'NOT_FOUND', message: 'That booking no longer exists.' });
  return booking;
}

export async function acknowledgeBooking(db: AppDb, id: number) {
  await staffBooking(db, id);
  await markBookingSeen(db, id);
  return { ok: true as const };
}

export async function staffCancel(db: AppDb, id: number, reason: string) {
  const booking = await staffBooking(db, id);
  if (booking.status === 'cancelled') return booking;
  const cancelled = await cancelRecorded(db, id, 'staff', reason);
  if (!cancelled) {
    throw new TRPCError({ code: 'CONFLICT', message: 'Only a booking that is still booked can be cancelled.' });
  }
  return cancelled;
}

export async function staffSetStatus(db: AppDb, id: number, status: 'booked' | 'completed' | 'no_show') {
  await staffBooking(db, id);
  const updated = await setBookingStatus(db, id, status);
  if (!updated) throw new TRPCError({ code: 'CONFLICT', message: 'A cancelled booking cannot be changed.' });
  return updated;
}

/** For the dashboard: upcoming bookings staff have not opened yet. */
export function countBookingsAwaitingAction(db: AppDb, now = new Date()): Promise<number> {
  return countUnseenUpcoming(db, now);
}

/** For the dashboard chart: consultations booked per day since `since`, days in the offices' zone. */
export function bookingsPerDay(db: AppDb, since: Date, timeZone: string) {
  return countBookingsPerDay(db, since, timeZone);
}

/** For the dashboard: the next consultations, soonest first. */
export function nextBookings(db: AppDb, limit = 5, now = new Date()): Promise<Booking[]> {
  return listUpcoming(db, now, limit);
}

/** Booking rules and closed dates in the content archive (decision record 120). */
export { bookingSettingsArchive, closedDatesArchive } from './bookings.archive';

/**
 * The day-before reminders: every consultation booked for tomorrow (the office's day) with an
 * email gets booking.reminder_due once, recorded with the mark that says it was reminded. Run
 * by a scheduled job, only when outgoing email is set up. Returns how many were recorded.
 */
export async function recordDueReminders(db: AppDb, now = new Date()): Promise<number> {
  const timeZone = await officeZone(db);
  const tomorrow = addDays(officeDate(now, timeZone), 1);
  const due = await listUnremindedBetween(
    db,
    zonedInstant(tomorrow, 0, timeZone),
    zonedInstant(addDays(tomorrow, 1), 0, timeZone),
  );
  let recorded = 0;
  for (const booking of due) {
    const marked = await db.transaction().execute(async (trx) => {
      if (!(await markReminded(trx, booking.id))) return false;
      await recordEvent(trx, 'booking.reminder_due', bookingEventFields(booking));
      return true;
    });
    if (marked) recorded += 1;
  }
  return recorded;
}

// ---------------------------------------------------------------------------------------------
// For orders (issue 19): staff open an order from a consultation in one click.

/** One booking, or null. */
export function findBookingForOrder(db: AppDb, id: number): Promise<Booking | null> {
  return findBooking(db, id);
}

/** The cemetery check a booking keeps (JSON as stored), for the order opened from it. */
export function bookingCemeteryCheckForOrder(db: AppDb, id: number) {
  return getBookingCemeteryCheck(db, id);
}

/** Consultations of the last 60 days and the next 30 that were not cancelled, newest first. */
export function recentBookings(db: AppDb, limit = 10, now = new Date()): Promise<Booking[]> {
  return listRecentBookings(db, now, limit);
}
