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
