const MONTHS = [
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

/**
 * "May 2024" for a day ("2024-05-14") or an instant, in UTC: what
 * `Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })` writes.
 * Written out because a page's first Intl formatter costs the browser 30–50 ms of set-up in one
 * piece (a slow phone's longest task while the page hydrates, issue 10).
 */
export function monthAndYear(date: string): string {
  const day = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00Z` : date);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
