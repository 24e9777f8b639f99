/** "a, b and c": lists in the site's copy, without a serial comma. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// Prices and dates on public pages are written out here instead of with Intl: a page's first Intl
// formatter costs the browser 30–50 ms of set-up in one piece while the page hydrates (issue 10).
// Their tests compare them with Intl.

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Prices are written by the one money module (decision 197); re-exported for content's pages. */
export { formatPrice } from '#server/modules/shared/money';

/** "May 2024" for a day ("2024-05-14") or an instant, in UTC (Intl's en-US long month and year). */
export function monthAndYear(date: string): string {
  const day = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00Z` : date);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** "November 27, 2026" for a calendar date ("2026-11-27"): the same day everywhere, no zone (Intl's en-US long date). */
export function longCalendarDay(date: string): string {
  const [year = '', month = '1', day = '1'] = date.split('-');
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${Number(year)}`;
}
