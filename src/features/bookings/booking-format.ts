import { useMemo } from 'react';
import { inZone, localTimeZone, zoneOffsetName } from '#server/modules/shared/time';
import { spokenTimeZone } from '#server/modules/settings/settings.choices';
import { useBusiness } from '#src/lib/business';

/** A calendar date 'YYYY-MM-DD' (already in the office's zone) at noon UTC, so formatting cannot slip a day. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);
/** "Monday, November 30" without the year. */
const withoutYear = (text: string) => text.replace(/, \d{4}$/, '');

/**
 * Every booking time is shown in the offices' zone from the business settings (decision 197),
 * said as such ("Central Time"): the same words on the server's render and in every browser.
 */
function bookingTime(timeZone: string) {
  const when = inZone(timeZone);
  const utc = inZone('UTC');
  const zoneName = spokenTimeZone(timeZone);
  return {
    zoneName,
    /** "Monday, November 30" for a calendar date. */
    day: (date: string) => withoutYear(utc.fullDay(noonOf(date))),
    /** "Mon, Nov 30" for a calendar date. */
    shortDay: (date: string) => utc.day(date).replace(/, \d{4}$/, ''),
    time: (iso: string) => when.time(iso),
    /** "Monday, November 30, 2026" for an instant. */
    dayOf: (iso: string) => when.fullDay(iso),
    /** "Monday, November 30, 2026 at 9:00 AM Central Time": what a screen reader announces for a slot. */
    fullSlot: (iso: string) => `${when.fullDay(iso)} at ${when.time(iso)} ${zoneName}`,
    /** The visitor's own zone, when it is not the offices' (null when it is, or cannot be told). */
    visitorZoneNote(): string | null {
      try {
        const zone = localTimeZone();
        if (!zone || zoneOffsetName(zone) === zoneOffsetName(timeZone)) return null;
        return zone.replace(/_/g, ' ');
      } catch {
        return null;
      }
    },
  };
}

/** The booking formatter in the offices' zone as staff set it at /admin/settings. */
export function useBookingTime() {
  const { timeZone } = useBusiness();
  return useMemo(() => bookingTime(timeZone), [timeZone]);
}
