import type { BusinessFacts, Office } from '#src/lib/business';
import type { PublicApi } from '#src/lib/public-api';
import type { BookingFormAnswer, BookingOffice } from '#server/modules/bookings/bookings.choices';
import type { PageMeta } from '#src/lib/seo';

/**
 * A booking office's facts (address, phone, hours) as staff keep them at /admin/settings. In a
 * module of its own: the booking routes' `head()` uses it, and `head()` is in every page's first
 * download, so it must not pull the booking page's components in with it.
 */
export function bookingOfficeFacts(business: BusinessFacts, id: BookingOffice): Office {
  return business.offices.find((office) => office.id === id) ?? business.offices[id === 'texas' ? 1 : 0]!;
}

export type SlotList = Awaited<ReturnType<PublicApi['bookings']['slots']>>;

/** What an office's booking page renders with, besides its facts (decision 232). */
export interface OfficeBookingData {
  meta: PageMeta;
  /** The free times when the server lists them (a day asked for, or a form sent back); null on the cached page. */
  slots: SlotList | null;
  /** The day asked for: a date, or `soonest`. */
  day: string | undefined;
  /** The server's answer to the booking form sent before the script (on the server only). */
  answer: BookingFormAnswer | null;
}

/**
 * An office page's loader. Without a day or a form's answer the page is the same for everyone
 * (cached) and the browser fetches the free times; with one, the server lists them live, and the
 * slots procedure keeps the page out of the cache.
 */
export async function loadOfficeBooking(
  context: { api: PublicApi; formAnswer?: unknown },
  office: BookingOffice,
  day: string | undefined,
  meta: PageMeta,
): Promise<OfficeBookingData> {
  const answer = (context.formAnswer as BookingFormAnswer | undefined) ?? null;
  const wanted = answer?.values.day ?? day;
  const slots = wanted || answer ? await context.api.bookings.slots({ office }) : null;
  return { meta, slots, day: wanted, answer };
}
