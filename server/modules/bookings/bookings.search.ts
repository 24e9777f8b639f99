/**
 * The staff bookings screen's address-bar state and its parser, with the offices it checks. On
 * their own so that the route's search parser, part of every page's first download, carries
 * nothing else (decision 044).
 */

import { isOneOf, searchId } from '../shared/search-params';

export const bookingOffices = ['oklahoma', 'texas'] as const;
export type BookingOffice = (typeof bookingOffices)[number];

/** The staff screen's address-bar state. */
export interface BookingsAdminSearch {
  tab: 'agenda' | 'phone' | 'closed' | 'settings';
  office: BookingOffice;
  view: 'day' | 'week';
  date?: string;
  open?: number;
}

/** A plain parser (not zod): it ships with every page's router. A bad value falls back to the default. */
export function parseBookingsAdminSearch(search: Record<string, unknown>): BookingsAdminSearch {
  const date = typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? search.date : undefined;
  return {
    tab: isOneOf(['agenda', 'phone', 'closed', 'settings'] as const, search.tab) ? search.tab : 'agenda',
    office: isOneOf(bookingOffices, search.office) ? search.office : 'oklahoma',
    view: search.view === 'day' ? 'day' : 'week',
    date: date && !Number.isNaN(Date.parse(date)) ? date : undefined,
    open: searchId(search.open),
  };
}

/**
 * An office's booking page's address-bar state: the day whose free times the page shows (decision
 * 232). A date, or `soonest` for the first day with a free time. Without it the page is the same for
 * everyone (cached) and the browser fetches the times; with it the server lists them, live, and the
 * page is never cached.
 */
export interface BookingDaySearch {
  day?: string;
}

export function parseBookingDaySearch(search: Record<string, unknown>): BookingDaySearch {
  const day = search.day;
  if (day === 'soonest') return { day };
  return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? { day } : {};
}
