import { useMemo } from 'react';
import { useBusiness } from './business';

/**
 * How every staff screen writes a date and a time (decision 193): "Nov 27, 2026, 1:03 AM", in
 * the offices' time zone as staff set it at /admin/settings (`useBusiness().timeZone`), so the
 * server's render and the browser's agree wherever the browser is. Screens call the hook:
 *
 *   const when = useStaffTime();
 *   when.dateTime(order.createdAt)   // "Nov 27, 2026, 1:03 AM"
 *   when.date(order.createdAt)       // "Nov 27, 2026"
 *   when.time(booking.startsAt)      // "1:03 AM"
 *   when.day('2026-11-27')           // "Fri, Nov 27, 2026" (a calendar date, no time)
 *   when.today()                     // "2026-11-27" in the offices' zone, for date inputs
 *
 * Nothing on a staff screen formats a date any other way (no `toLocaleString`, no
 * `Intl.DateTimeFormat` of its own).
 */
export interface StaffTime {
  timeZone: string;
  dateTime(value: string | Date): string;
  date(value: string | Date): string;
  time(value: string | Date): string;
  /** "Nov 27, 2026, 9:00 – 10:00 AM": one consultation, start and end. */
  range(from: string | Date, to: string | Date): string;
  day(calendarDate: string): string;
  today(now?: Date): string;
}

const OPTIONS = {
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  day: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  isoDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const cache = new Map<string, Intl.DateTimeFormat>();

function format(kind: keyof typeof OPTIONS, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(kind === 'isoDay' ? 'en-CA' : 'en-US', { ...OPTIONS[kind], timeZone });
    cache.set(key, found);
  }
  return found;
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
// ICU versions differ in the narrow and thin spaces they put before "AM" and around "–": plain
// spaces, so the server's render, every browser's and a test's text are the same.
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

/** The formatter for one time zone (the hook's, and the server's or a test's without React). */
export function staffTime(timeZone: string): StaffTime {
  return {
    timeZone,
    dateTime: (value) => plain(format('dateTime', timeZone).format(asDate(value))),
    date: (value) => plain(format('date', timeZone).format(asDate(value))),
    time: (value) => plain(format('time', timeZone).format(asDate(value))),
    range: (from, to) => plain(format('dateTime', timeZone).formatRange(asDate(from), asDate(to))),
    // A calendar date is the same day everywhere: formatted at noon UTC in UTC, it cannot slip.
    day: (calendarDate) => format('day', 'UTC').format(new Date(`${calendarDate}T12:00:00Z`)),
    today: (now = new Date()) => format('isoDay', timeZone).format(now),
  };
}

/** The staff formatter in the offices' time zone from the business settings. */
export function useStaffTime(): StaffTime {
  const { timeZone } = useBusiness();
  return useMemo(() => staffTime(timeZone), [timeZone]);
}
