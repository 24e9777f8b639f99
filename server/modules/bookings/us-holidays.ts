/**
 * The eleven US federal public holidays, computed (decision record 062): fixed dates move to
 * the Friday before when they fall on a Saturday and to the Monday after on a Sunday, as
 * offices observe them; the rest are "nth weekday of a month" rules. Dates are 'YYYY-MM-DD'.
 */
import { byteBoundedCache } from '#server/lib/memory-report';

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Day of the week (0 Sunday) of a calendar date. */
const weekday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The nth (1-based) given weekday of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, dayOfWeek: number, n: number): string {
  if (n > 0) {
    const first = weekday(year, month, 1);
    return iso(year, month, 1 + ((dayOfWeek - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday(year, month, lastDay);
  return iso(year, month, lastDay - ((last - dayOfWeek + 7) % 7));
}

/** A fixed-date holiday as observed on a weekday. */
function observed(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const dow = date.getUTCDay();
  if (dow === 6) date.setUTCDate(date.getUTCDate() - 1);
  if (dow === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export interface Holiday {
  date: string;
  name: string;
}

/** The observed federal holidays that fall in `year` (New Year's Day of the next year may land on Dec 31). */
export function usPublicHolidays(year: number): Holiday[] {
  const list: Holiday[] = [
    { date: observed(year, 1, 1), name: "New Year's Day" },
    { date: nthWeekday(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    { date: observed(year, 6, 19), name: 'Juneteenth' },
    { date: observed(year, 7, 4), name: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { date: observed(year, 11, 11), name: 'Veterans Day' },
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { date: observed(year, 12, 25), name: 'Christmas Day' },
    { date: observed(year + 1, 1, 1), name: "New Year's Day" },
  ];
  return list.filter((holiday) => holiday.date.startsWith(`${year}-`));
}

// A year's holidays are a dozen short strings; any year can be asked about, so the years kept are bounded.
const cache = byteBoundedCache<number, Map<string, string>>({
  name: 'US holidays by year',
  maxBytes: 64 * 1024,
  sizeOf: (byDate) => byDate.size * 96,
});

/** The holiday's name when `date` ('YYYY-MM-DD') is an observed US public holiday. */
export function usHolidayOn(date: string): string | null {
  const year = Number(date.slice(0, 4));
  let byDate = cache.get(year);
  if (!byDate) {
    byDate = new Map(usPublicHolidays(year).map((holiday) => [holiday.date, holiday.name]));
    cache.set(year, byDate);
  }
  return byDate.get(date) ?? null;
}
