import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { getEnv } from '#server/env';
import { readBusinessFacts } from '../settings/settings.service';
import type { BookingOffice } from './bookings.choices';
import { listHeldTimes } from './bookings.repository';
import {
  deleteClosedDate,
  insertClosedDate,
  listClosedDates,
  listSettings,
  updateSettings,
  type OfficeSettings,
} from './bookings.rules-repository';
import { forgetFreeSlots, rememberedFreeSlots } from './free-slots-memo';
import { addDays, freeSlots, officeDate, slotWindow, zonedInstant, type SlotDay } from './slots';

/**
 * What the offices offer: their booking rules and closed dates, as staff set them, and the free
 * slots computed from those, the opening hours and the bookings already held. A change to the
 * rules or the closed dates forgets the shared list of free slots (decision 203).
 */

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
export async function computeFreeSlots(
  db: AppDb,
  office: BookingOffice,
  now: Date,
  ignoreNotice: boolean,
  onlyDate?: string,
) {
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
export const officeZone = async (db: AppDb) => (await readBusinessFacts(db)).timeZone;

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
