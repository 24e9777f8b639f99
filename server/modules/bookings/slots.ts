import { tzOffset } from '@date-fns/tz';
import { usHolidayOn } from './us-holidays';

/**
 * Slot generation, pure (decision record 060): the office's weekdays within opening hours, in
 * the offices' wall-clock time (the zone from the business settings) converted to instants by a maintained time-zone library, so a
 * 9:00 slot is 9:00 office time on the days daylight saving time starts and ends. Holidays, closed
 * dates, minimum notice and existing bookings (of every consultant) are taken out.
 */

export interface SlotSettings {
  slotMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  daysAhead: number;
  consultants: number;
}

export interface OpeningHours {
  /** 'HH:MM' in the office's zone. */
  opens: string;
  closes: string;
}

export interface ClosedRange {
  startsOn: string;
  endsOn: string;
}

/** An existing (not cancelled) booking: the time it holds, buffer included. */
export interface HeldTime {
  consultant: number;
  startsAt: Date;
  blockedUntil: Date;
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
  /** The end of the buffer after the slot: what the booking holds. */
  blockedUntil: Date;
}

export interface SlotDay {
  /** 'YYYY-MM-DD' in the office's zone. */
  date: string;
  slots: Slot[];
}

const MINUTE = 60_000;

function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** The calendar date ('YYYY-MM-DD') of an instant in the office's zone. */
export function officeDate(instant: Date, timeZone: string): string {
  // tzOffset: the zone's offset from UTC in minutes at that instant (the library caches its formatters).
  return new Date(instant.getTime() + tzOffset(timeZone, instant) * MINUTE).toISOString().slice(0, 10);
}

/** The instant of a wall-clock time on a calendar date in the zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
  // The offset at a first guess, then again at the instant it gives: the two agree except right
  // at a change of offset, where the second is the one in force.
  const first = wallClock - tzOffset(timeZone, new Date(wallClock)) * MINUTE;
  return new Date(wallClock - tzOffset(timeZone, new Date(first)) * MINUTE);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function isWeekend(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const dow = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return dow === 0 || dow === 6;
}

/** Why a date offers no slots at all ('weekend', a holiday's name, a closed date's), or null. */
export function closedReason(date: string, closed: ClosedRange[]): string | null {
  if (isWeekend(date)) return 'weekend';
  const holiday = usHolidayOn(date);
  if (holiday) return holiday;
  return closed.some((range) => range.startsOn <= date && date <= range.endsOn) ? 'closed' : null;
}

/** The slot grid of one open day, before bookings and notice are taken out. */
export function daySlots(date: string, settings: SlotSettings, hours: OpeningHours, timeZone: string) {
  const slots: Slot[] = [];
  const step = settings.slotMinutes + settings.bufferMinutes;
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  // Converting a wall-clock time costs a time-zone lookup. When the zone's offset is the same at
  // opening and closing (always, unless a change of offset falls inside opening hours), every
  // slot is the opening instant plus its minutes; otherwise each slot is converted on its own.
  const opening = zonedInstant(date, opens, timeZone);
  const steady = zonedInstant(date, closes, timeZone).getTime() - opening.getTime() === (closes - opens) * MINUTE;
  for (let start = opens; start + settings.slotMinutes <= closes; start += step) {
    const startsAt = steady
      ? new Date(opening.getTime() + (start - opens) * MINUTE)
      : zonedInstant(date, start, timeZone);
    const endsAt = new Date(startsAt.getTime() + settings.slotMinutes * MINUTE);
    slots.push({ startsAt, endsAt, blockedUntil: new Date(endsAt.getTime() + settings.bufferMinutes * MINUTE) });
  }
  return slots;
}

/** How many consultants are free for the whole of a slot (buffer included). */
export function freeConsultants(slot: Slot, held: HeldTime[], consultants: number): number[] {
  const busy = new Set(
    held.filter((h) => h.startsAt < slot.blockedUntil && slot.startsAt < h.blockedUntil).map((h) => h.consultant),
  );
  const free: number[] = [];
  for (let c = 1; c <= consultants; c += 1) if (!busy.has(c)) free.push(c);
  return free;
}

/**
 * The free slots from today (in the office's zone) for `daysAhead` days. `ignoreNotice` lets
 * staff booking on the phone use any slot that has not started.
 */
export function freeSlots(input: {
  now: Date;
  settings: SlotSettings;
  hours: OpeningHours;
  closed: ClosedRange[];
  held: HeldTime[];
  ignoreNotice?: boolean;
  /** The offices' zone (business settings). */
  timeZone: string;
  /** Only this date ('YYYY-MM-DD'), e.g. to check one booking. */
  onlyDate?: string;
}): SlotDay[] {
  const { timeZone } = input;
  const earliest = new Date(
    input.now.getTime() + (input.ignoreNotice ? 0 : input.settings.minNoticeHours * 60 * MINUTE),
  );
  const today = officeDate(input.now, timeZone);
  const days: SlotDay[] = [];
  for (let offset = 0; offset <= input.settings.daysAhead; offset += 1) {
    const date = addDays(today, offset);
    if (input.onlyDate && date !== input.onlyDate) continue;
    if (closedReason(date, input.closed)) continue;
    const slots = daySlots(date, input.settings, input.hours, timeZone).filter(
      (slot) => slot.startsAt >= earliest && freeConsultants(slot, input.held, input.settings.consultants).length > 0,
    );
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/** The range of instants the slot list covers (to load bookings and closed dates once). */
export function slotWindow(now: Date, daysAhead: number, timeZone: string) {
  const today = officeDate(now, timeZone);
  const last = addDays(today, daysAhead);
  return {
    fromDate: today,
    toDate: last,
    from: zonedInstant(today, 0, timeZone),
    to: zonedInstant(addDays(last, 1), 0, timeZone),
  };
}
