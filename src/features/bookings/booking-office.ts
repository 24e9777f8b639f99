import type { BusinessFacts, Office } from '#src/lib/business';
import type { BookingOffice } from '#server/modules/bookings/bookings.choices';

/**
 * A booking office's facts (address, phone, hours) as staff keep them at /admin/settings. In a
 * module of its own: the booking routes' `head()` uses it, and `head()` is in every page's first
 * download, so it must not pull the booking page's components in with it.
 */
export function bookingOfficeFacts(business: BusinessFacts, id: BookingOffice): Office {
  return business.offices.find((office) => office.id === id) ?? business.offices[id === 'texas' ? 1 : 0]!;
}
