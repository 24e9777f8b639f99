import type { AppDb } from '#db/create-db';
import type { BookingOffice } from './bookings.choices';
import { listBookingsBetween, type Booking } from './bookings.repository';
import { listClosedDates, type ClosedDate } from './bookings.rules-repository';
import { officeZone } from './bookings.availability';
import { addDays, closedReason, officeDate, zonedInstant } from './slots';

/** The staff agenda (/admin/bookings): an office's day or week of consultations, closed days named. */

export async function agenda(
  db: AppDb,
  office: BookingOffice,
  view: 'day' | 'week',
  date: string | undefined,
  now = new Date(),
) {
  const timeZone = await officeZone(db);
  const day = date ?? officeDate(now, timeZone);
  let first = day;
  if (view === 'week') {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const dow = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    first = addDays(day, -((dow + 6) % 7)); // Monday
  }
  const length = view === 'week' ? 7 : 1;
  const [bookings, closed] = await Promise.all([
    listBookingsBetween(
      db,
      office,
      zonedInstant(first, 0, timeZone),
      zonedInstant(addDays(first, length), 0, timeZone),
    ),
    listClosedDates(db, first, office),
  ]);
  // A day the office is closed (weekend, public holiday, a closed date staff added) says so and
  // why, the same days no family can book, instead of reading as a free day.
  const days = Array.from({ length }, (_, i) => addDays(first, i)).map((date) => ({
    date,
    closed: closedLabel(date, closed),
    bookings: bookings
      .filter((booking) => officeDate(new Date(booking.startsAt), timeZone) === date)
      .map(withoutDrawings),
  }));
  return {
    office,
    view,
    timeZone,
    date: day,
    first,
    previous: addDays(first, -length),
    next: addDays(first, length),
    days,
  };
}

/** Why the office is closed on a date, in words ("Weekend", "Thanksgiving Day", "Staff training"), or null. */
function closedLabel(date: string, closed: ClosedDate[]): string | null {
  const reason = closedReason(date, closed);
  if (reason === null) return null;
  if (reason === 'weekend') return 'Weekend';
  if (reason === 'closed')
    return closed.find((range) => range.startsOn <= date && date <= range.endsOn)?.label ?? 'Closed';
  return reason;
}

/**
 * The agenda lists bookings without the drawings of designs in their basket (a design's SVG can
 * be large, decision 256); the booking's own panel reads the whole booking.
 */
function withoutDrawings(booking: Booking): Booking {
  if (!booking.attachment?.items.some((item) => item.design)) return booking;
  return {
    ...booking,
    attachment: { ...booking.attachment, items: booking.attachment.items.map(({ design: _drawing, ...item }) => item) },
  };
}
