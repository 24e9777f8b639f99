import { createHash, randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { getEnv } from '#server/env';
import { readBusinessFacts } from '../settings/settings.service';
import type { BusinessFacts } from '../settings/settings.schema';
import { basketLinesOf } from '../basket/basket.service';
import { recordEvent, type EventPayload } from '../events/events.service';
import {
  SLOT_TAKEN_MESSAGE,
  topicLabel,
  whatToBring,
  type BookingOffice,
  type BookingStatus,
} from './bookings.choices';
import {
  cancelBookingRow,
  countBookingsPerDay,
  countUnseenUpcoming,
  deleteClosedDate,
  findBooking,
  findBookingByTokenHash,
  insertBooking,
  insertClosedDate,
  listBookingsBetween,
  listClosedDates,
  listHeldTimes,
  listSettings,
  listUnremindedBetween,
  listUpcoming,
  markBookingSeen,
  markReminded,
  setBookingStatus,
  updateSettings,
  type Booking,
  type BookingAttachment,
  type ClosedDate,
  type OfficeSettings,
} from './bookings.repository';
import { listRecentBookings } from './bookings.repository';
import { consultationCalendar } from './bookings.calendar';
import { forgetFreeSlots, rememberedFreeSlots } from './free-slots-memo';
import {
  addDays,
  closedReason,
  freeConsultants,
  freeSlots,
  officeDate,
  slotWindow,
  zonedInstant,
  type SlotDay,
} from './slots';

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

export async function officeSettings(db: AppDb, office: BookingOffice): Promise<OfficeSettings> {
  const all = await listSettings(db);
  const found = all.find((settings) => settings.office === office);
  if (!found) throw new Error(`No booking settings for ${office}`);
  return found;
}

export interface PublicSlotDay {
  date: string;
  slots: Array<{ startsAt: string; endsAt: string }>;
}

function toPublicDays(days: SlotDay[]): PublicSlotDay[] {
  return days.map((day) => ({
    date: day.date,
    slots: day.slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() })),
  }));
}

/** The free slots of the whole window, or of one date only (`onlyDate`, to check a booking). */
async function computeFreeSlots(db: AppDb, office: BookingOffice, now: Date, ignoreNotice: boolean, onlyDate?: string) {
  const [settings, business] = await Promise.all([officeSettings(db, office), readBusinessFacts(db)]);
  // Opening hours of both offices, in the offices' time zone (business facts, decision 197).
  const { timeZone } = business;
  const window = slotWindow(now, settings.daysAhead, timeZone);
  const from = onlyDate ? zonedInstant(onlyDate, 0, timeZone) : window.from;
  const to = onlyDate ? zonedInstant(addDays(onlyDate, 1), 0, timeZone) : window.to;
  const [closed, held] = await Promise.all([
    listClosedDates(db, window.fromDate, office),
    listHeldTimes(db, office, from, to),
  ]);
  const hours = { opens: business.hours.opens, closes: business.hours.closes };
  const days = freeSlots({ now, settings, hours, closed, held, ignoreNotice, onlyDate, timeZone });
  return { settings, held, days, timeZone };
}

/** The offices' time zone, as staff set it at /admin/settings. */
const officeZone = async (db: AppDb) => (await readBusinessFacts(db)).timeZone;

/** The free slots of an office for the coming weeks (live: never cached in a page). */
export async function listFreeSlots(db: AppDb, office: BookingOffice, now = new Date(), ignoreNotice = false) {
  const { settings, days, timeZone } = await computeFreeSlots(db, office, now, ignoreNotice);
  return { office, timeZone, slotMinutes: settings.slotMinutes, days: toPublicDays(days) };
}

/** The visitors' list: the same as `listFreeSlots`, shared for a moment (free-slots-memo.ts). */
export function listPublicFreeSlots(db: AppDb, office: BookingOffice, contentVersion: number) {
  const options = { keepMs: getEnv().FREE_SLOTS_CACHE_MS, contentVersion };
  return rememberedFreeSlots(db, office, options, () => listFreeSlots(db, office));
}

export interface BookingDetails {
  name: string;
  email: string | null;
  phone: string | null;
  topic: string;
  cemetery: string | null;
  town: string | null;
  notes: string | null;
}

const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
/** Another booking of that consultant overlaps. */
const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';
/**
 * Two inserts that each wait for the other's overlapping row (PostgreSQL checks an exclusion
 * constraint after placing its own index entry): one is chosen as the deadlock victim. Nothing
 * was written; the same consultant is simply tried again. Measured: 21 of 2,000 bookings under
 * 50 connections, 10 per slot, before this retry.
 */
const isDeadlock = (error: unknown) => sqlState(error) === '40P01';
const DEADLOCK_RETRIES = 5;

const slotTaken = () => new TRPCError({ code: 'CONFLICT', message: SLOT_TAKEN_MESSAGE });

/**
 * Books one slot. The slot must be one the list offers; then each consultant free at that time
 * is tried in turn, and the database's exclusion constraint decides: an insert that would
 * overlap another booking of that consultant is refused (23P01), and the next consultant is
 * tried. When none is left, the visitor is told the time was just taken. No check-then-insert
 * decides anything: the read only orders the attempts.
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
  let deadlocks = 0;
  for (let index = 0; index < order.length; index += 1) {
    const consultant = order[index]!;
    try {
      // The booking and its event commit together; a refused insert rolls back and the next consultant is tried.
      const booking = await db.transaction().execute(async (trx) => {
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
      if (isDeadlock(error) && deadlocks < DEADLOCK_RETRIES) {
        deadlocks += 1;
        index -= 1; // the same consultant again
        continue;
      }
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
    })),
  };
}

/** What the family's private link shows. */
export interface FamilyBooking {
  reference: string;
  office: BookingOffice;
  officeName: string;
  address: string;
  phone: string;
  startsAt: string;
  endsAt: string;
  status: BookingStatus;
  name: string;
  topic: string;
  /** The link still works for changes (the slot has not ended and it is booked). */
  changeable: boolean;
  whatToBring: readonly string[];
}

function toFamilyBooking(booking: Booking, now: Date, business: BusinessFacts): FamilyBooking {
  const facts = officeFacts(business, booking.office);
  return {
    reference: booking.reference,
    office: booking.office,
    officeName: facts.name,
    address: officeAddress(business, booking.office),
    phone: facts.phone,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    status: booking.status,
    name: booking.name,
    topic: topicLabel(booking.topic),
    changeable: booking.status === 'booked' && new Date(booking.startsAt) > now,
    whatToBring,
  };
}

const LINK_NOT_FOUND =
  'We could not find a booking for this link. Please check that the whole link was copied, or call the office.';
const LINK_EXPIRED = 'This link has expired: the consultation time has passed. Please call the office if you need us.';

/** The booking behind a private link; NOT_FOUND for a wrong token, and after the slot has ended. */
async function bookingForToken(db: AppDb, token: string, now: Date): Promise<Booking> {
  const booking = await findBookingByTokenHash(db, hashToken(token));
  if (!booking) throw new TRPCError({ code: 'NOT_FOUND', message: LINK_NOT_FOUND });
  if (new Date(booking.endsAt) <= now) throw new TRPCError({ code: 'NOT_FOUND', message: LINK_EXPIRED });
  return booking;
}

export async function familyBooking(db: AppDb, token: string, now = new Date()): Promise<FamilyBooking> {
  return toFamilyBooking(await bookingForToken(db, token, now), now, await readBusinessFacts(db));
}

/** Cancels a booking that is still booked and records booking.cancelled with it; null when it was not booked. */
function cancelRecorded(db: AppDb, id: number, by: 'visitor' | 'staff', reason: string | null) {
  return db
    .transaction()
    .execute(async (trx) => {
      const cancelled = await cancelBookingRow(trx, id, by, reason);
      if (cancelled) await recordEvent(trx, 'booking.cancelled', { ...bookingEventFields(cancelled), cancelledBy: by });
      return cancelled;
    })
    .finally(() => forgetFreeSlots(db));
}

/** Cancels through the private link; the slot is free again at once. */
export async function cancelByToken(db: AppDb, token: string, now = new Date()): Promise<FamilyBooking> {
  const booking = await bookingForToken(db, token, now);
  if (booking.status === 'cancelled') return toFamilyBooking(booking, now, await readBusinessFacts(db));
  const cancelled = await cancelRecorded(db, booking.id, 'visitor', null);
  if (!cancelled) {
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'This consultation can no longer be changed online. Please call the office.',
    });
  }
  return toFamilyBooking(cancelled, now, await readBusinessFacts(db));
}

/**
 * Moves a booking to another free slot: the new one is booked first (the constraint decides),
 * then the old one is cancelled, so a family never ends up with neither.
 */
export async function moveByToken(db: AppDb, token: string, startsAt: Date, now = new Date()) {
  const booking = await bookingForToken(db, token, now);
  if (booking.status !== 'booked') {
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'This consultation is no longer booked. Please choose a new time on the booking page.',
    });
  }
  const moved = await bookSlot(
    db,
    {
      office: booking.office,
      startsAt,
      details: {
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        topic: booking.topic,
        cemetery: booking.cemetery,
        town: booking.town,
        notes: booking.notes,
      },
      source: 'online',
      attachment: booking.attachment,
      // The same event in the family's calendar, one version on: the app moves it.
      calendar: { uid: booking.calendarUid, sequence: booking.calendarSequence + 1 },
      // In the new booking's transaction: the old one is cancelled and booking.moved recorded.
      onBooked: async (trx, next, nextToken) => {
        const cancelled = await cancelBookingRow(trx, booking.id, 'visitor', `Moved to ${next.reference}`, {
          moved: true,
        });
        if (!cancelled) {
          throw new TRPCError({
            code: 'CONFLICT',
            message: 'This consultation is no longer booked. Please choose a new time on the booking page.',
          });
        }
        await recordEvent(
          trx,
          'booking.moved',
          {
            ...bookingEventFields(next),
            previousBookingId: booking.id,
            previousReference: booking.reference,
            previousStartsAt: booking.startsAt,
          },
          nextToken ? { bookingToken: nextToken } : undefined,
        );
      },
    },
    now,
  );
  return { token: moved.token!, booking: toFamilyBooking(moved.booking, now, await readBusinessFacts(db)) };
}

/** What a calendar file needs beyond what the family sees: its permanent id and where to manage it. */
export interface CalendarIdentity {
  uid: string;
  sequence: number;
  /** The family's private link token, when at hand: the event's URL is then their manage page. */
  token: string | null;
}

/**
 * The calendar file of a booking: UTC times (every calendar shows them in its own zone), a
 * random UID kept when the booking moves with a higher SEQUENCE, STATUS:CANCELLED once cancelled
 * (METHOD:CANCEL in the cancellation email), a reminder the day before and the manage link.
 */
export function calendarFile(
  booking: FamilyBooking,
  identity: CalendarIdentity,
  siteUrl: string,
  business: BusinessFacts,
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
): string {
  const cancelled = booking.status === 'cancelled' || method === 'CANCEL';
  return consultationCalendar({
    uid: identity.uid,
    sequence: identity.sequence,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    title: `Monument consultation at ${business.shortName}, ${booking.officeName}`,
    description: [
      cancelled
        ? `This consultation for ${booking.name} is cancelled (reference ${booking.reference}).`
        : `The consultation for ${booking.name} about ${booking.topic.toLowerCase()} (reference ${booking.reference}).`,
      ...(cancelled ? [] : [`Please bring: ${booking.whatToBring.join('; ')}.`]),
      identity.token
        ? `To see, move or cancel it, open the link of this event, or call ${booking.phone}.`
        : `To change or cancel, use the private link from your confirmation, or call ${booking.phone}.`,
    ].join('\n'),
    location: `${business.name}, ${booking.address}`,
    url: identity.token ? `${siteUrl}/book/manage#${identity.token}` : `${siteUrl}/book`,
    cancelled,
    organizer: { name: business.name, email: business.email },
    method,
  });
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

export async function calendarFileForToken(db: AppDb, token: string, siteUrl: string, now = new Date()) {
  const booking = await bookingForToken(db, token, now);
  const business = await readBusinessFacts(db);
  return {
    filename: `consultation-${booking.reference}.ics`,
    content: calendarFile(
      toFamilyBooking(booking, now, business),
      { uid: booking.calendarUid, sequence: booking.calendarSequence, token },
      siteUrl,
      business,
    ),
  };
}

// --- Staff ---

export async function agenda(
  db: AppDb,
  office: BookingOffice,
  view: 'day' | 'week',
  date: string | undefined,
  now = new Date(),
) {
  const timeZone = await officeZone(db);
  const day = date ?? officeDate(now, timeZone);
  let first = day;
  if (view === 'week') {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const dow = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    first = addDays(day, -((dow + 6) % 7)); // Monday
  }
  const length = view === 'week' ? 7 : 1;
  const [bookings, closed] = await Promise.all([
    listBookingsBetween(
      db,
      office,
      zonedInstant(first, 0, timeZone),
      zonedInstant(addDays(first, length), 0, timeZone),
    ),
    listClosedDates(db, first, office),
  ]);
  // A day the office is closed (weekend, public holiday, a closed date staff added) says so and
  // why, the same days no family can book, instead of reading as a free day.
  const days = Array.from({ length }, (_, i) => addDays(first, i)).map((date) => ({
    date,
    closed: closedLabel(date, closed),
    bookings: bookings.filter((booking) => officeDate(new Date(booking.startsAt), timeZone) === date),
  }));
  return {
    office,
    view,
    timeZone,
    date: day,
    first,
    previous: addDays(first, -length),
    next: addDays(first, length),
    days,
  };
}

/** Why the office is closed on a date, in words ("Weekend", "Thanksgiving Day", "Staff training"), or null. */
function closedLabel(date: string, closed: ClosedDate[]): string | null {
  const reason = closedReason(date, closed);
  if (reason === null) return null;
  if (reason === 'weekend') return 'Weekend';
  if (reason === 'closed')
    return closed.find((range) => range.startsOn <= date && date <= range.endsOn)?.label ?? 'Closed';
  return reason;
}

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

export function bookingSettings(db: AppDb) {
  return listSettings(db);
}

export function saveBookingSettings(db: AppDb, input: OfficeSettings) {
  return updateSettings(db, input).finally(() => forgetFreeSlots(db));
}

export async function closedDates(db: AppDb, now = new Date()) {
  return listClosedDates(db, addDays(officeDate(now, await officeZone(db)), -30));
}

export function addClosedDate(
  db: AppDb,
  input: { office: BookingOffice | null; startsOn: string; endsOn: string; label: string },
) {
  return insertClosedDate(db, input).finally(() => forgetFreeSlots(db));
}

export async function removeClosedDate(db: AppDb, id: number) {
  const removed = await deleteClosedDate(db, id);
  forgetFreeSlots(db);
  if (!removed) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'That closed date was already removed.' });
  }
  return { ok: true as const };
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

/** Consultations of the last 60 days and the next 30 that were not cancelled, newest first. */
export function recentBookings(db: AppDb, limit = 10, now = new Date()): Promise<Booking[]> {
  return listRecentBookings(db, now, limit);
}
