/**
 * The one time module (decisions 193 and 197): every date and time a person reads, on staff
 * screens, public pages, emails, logs and files, is written here, in the time zone the caller
 * passes. That zone is the offices' zone from the business settings (`BusinessFacts.timeZone`,
 * `/admin/settings`): the browser reads it with `useBusiness()`, the server with
 * `getBusinessFacts()`. No zone is written down here or anywhere else but the settings' defaults.
 *
 *   const when = inZone(business.timeZone);
 *   when.dateTime(order.createdAt)    // "Nov 27, 2026, 1:03 AM"
 *   when.date(order.createdAt)        // "Nov 27, 2026"
 *   when.longDate(post.publishedAt)   // "November 27, 2026"
 *   when.fullDay(booking.startsAt)    // "Friday, November 27, 2026"
 *   when.time(booking.startsAt)       // "1:03 AM"
 *   when.range(from, to)              // "Nov 27, 2026, 9:00 – 10:00 AM"
 *   when.isoDay(instant)              // "2026-11-27", the offices' calendar date of an instant
 *   when.today()                      // the offices' "2026-11-27" now
 *   when.day('2026-11-27')            // "Fri, Nov 27, 2026" (a calendar date, no zone)
 *
 * The public pages' first load writes its calendar dates ("November 27, 2026", "May 2024") without
 * Intl (`content/format.ts`, decision 160); everything else comes here. ESLint refuses Intl date formatters and
 * `toLocale*String` anywhere else (rule `local/one-money-one-time`).
 */
export interface ZoneTime {
  timeZone: string;
  dateTime(value: string | Date): string;
  date(value: string | Date): string;
  longDate(value: string | Date): string;
  fullDay(value: string | Date): string;
  time(value: string | Date): string;
  /** "Nov 27, 2026, 9:00 – 10:00 AM": one consultation, start and end. */
  range(from: string | Date, to: string | Date): string;
  isoDay(value: string | Date): string;
  /** "2026-11-21 14:05": a file's or log's moment, which sorts as text (CSV cells). */
  stamp(value: string | Date): string;
  today(now?: Date): string;
  day(calendarDate: string): string;
}

const OPTIONS = {
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  longDate: { month: 'long', day: 'numeric', year: 'numeric' },
  fullDay: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  day: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  isoDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
  // hourCycle h23: `hour12: false` prints midnight as "24:05".
  stamp: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const cache = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 64;

function format(kind: keyof typeof OPTIONS, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(kind === 'isoDay' ? 'en-CA' : 'en-US', { ...OPTIONS[kind], timeZone });
    // Bounded (decision record 223): one zone's eight formatters are all a site uses; a process
    // that has met many zones starts again rather than keeping every one.
    if (cache.size >= MAX_FORMATTERS) cache.clear();
    cache.set(key, found);
  }
  return found;
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
// ICU versions differ in the narrow and thin spaces they put before "AM" and around "–": plain
// spaces, so the server's render, every browser's and a test's text are the same.
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');
// A calendar date is the same day everywhere: formatted at noon UTC in UTC, it cannot slip.
const noonUtc = (calendarDate: string) => new Date(`${calendarDate}T12:00:00Z`);

/** The formatter for one time zone: the offices' zone from the business settings. */
export function inZone(timeZone: string): ZoneTime {
  return {
    timeZone,
    dateTime: (value) => plain(format('dateTime', timeZone).format(asDate(value))),
    date: (value) => plain(format('date', timeZone).format(asDate(value))),
    longDate: (value) => plain(format('longDate', timeZone).format(asDate(value))),
    fullDay: (value) => plain(format('fullDay', timeZone).format(asDate(value))),
    time: (value) => plain(format('time', timeZone).format(asDate(value))),
    range: (from, to) => plain(format('dateTime', timeZone).formatRange(asDate(from), asDate(to))),
    isoDay: (value) => format('isoDay', timeZone).format(asDate(value)),
    stamp: (value) => {
      const parts = Object.fromEntries(
        format('stamp', timeZone)
          .formatToParts(asDate(value))
          .map((p) => [p.type, p.value]),
      );
      return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
    },
    today: (now = new Date()) => format('isoDay', timeZone).format(now),
    day: (calendarDate) => format('day', 'UTC').format(noonUtc(calendarDate)),
  };
}

/** The short name of a zone at an instant ("GMT-6"), for saying which zone a time is in. */
export function zoneOffsetName(timeZone: string, at = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The zone this computer's clock is set to (a visitor's browser), or '' when it does not say. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
}
