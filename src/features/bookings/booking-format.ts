import { BOOKING_TIME_ZONE } from '#server/modules/bookings/bookings.choices';

/** Every booking time is shown in the offices' zone, said as such (both are in Central time). */
const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const dayWithYear = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

/** A calendar date 'YYYY-MM-DD' (already in the office's zone) at noon, so formatting cannot slip a day. */
const noonOf = (date: string) => new Date(`${date}T18:00:00Z`);

export const formatDay = (date: string) => dayFormat.format(noonOf(date));
export const formatShortDay = (date: string) => shortDay.format(noonOf(date));
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
export const formatDayOf = (iso: string) => dayWithYear.format(new Date(iso));
/** "Monday, November 30, 2026 at 9:00 AM Central Time": what a screen reader announces for a slot. */
export const formatFullSlot = (iso: string) => `${formatDayOf(iso)} at ${formatTime(iso)} Central Time`;

/** The visitor's own zone, when it is not Central (undefined on the server). */
export function visitorTimeZoneNote(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const probe = new Date();
    const offset = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
        .formatToParts(probe)
        .find((part) => part.type === 'timeZoneName')?.value;
    if (!zone || offset(zone) === offset(BOOKING_TIME_ZONE)) return null;
    return zone.replace(/_/g, ' ');
  } catch {
    return null;
  }
}
