import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { readBusinessFacts } from '../settings/settings.service';
import type { BusinessFacts } from '../settings/settings.schema';
import { recordEvent } from '../events/events.service';
import { topicLabel, whatToBring } from './bookings.choices';
import { cancelBookingRow, findBookingByTokenHash, type Booking } from './bookings.repository';
import { calendarFile, type FamilyBooking } from './bookings.calendar';
import {
  bookingEventFields,
  bookSlot,
  cancelRecorded,
  hashToken,
  officeAddressLine,
  officeFacts,
} from './bookings.service';

/**
 * The family's private link (decision 179): what it shows of their consultation, its calendar
 * file, and cancelling or moving it online until the slot has ended.
 */

function toFamilyBooking(booking: Booking, now: Date, business: BusinessFacts): FamilyBooking {
  const facts = officeFacts(business, booking.office);
  return {
    reference: booking.reference,
    office: booking.office,
    officeName: facts.name,
    address: officeAddressLine(business, booking.office),
    phone: facts.phone,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    status: booking.status,
    name: booking.name,
    topic: topicLabel(booking.topic),
    changeable: booking.status === 'booked' && new Date(booking.startsAt) > now,
    whatToBring,
  };
}

const LINK_NOT_FOUND =
  'We could not find a booking for this link. Please check that the whole link was copied, or call the office.';
const LINK_EXPIRED = 'This link has expired: the consultation time has passed. Please call the office if you need us.';

/** The booking behind a private link; NOT_FOUND for a wrong token, and after the slot has ended. */
async function bookingForToken(db: AppDb, token: string, now: Date): Promise<Booking> {
  const booking = await findBookingByTokenHash(db, hashToken(token));
  if (!booking) throw new TRPCError({ code: 'NOT_FOUND', message: LINK_NOT_FOUND });
  if (new Date(booking.endsAt) <= now) throw new TRPCError({ code: 'NOT_FOUND', message: LINK_EXPIRED });
  return booking;
}

export async function familyBooking(db: AppDb, token: string, now = new Date()): Promise<FamilyBooking> {
  return toFamilyBooking(await bookingForToken(db, token, now), now, await readBusinessFacts(db));
}

/** Cancels through the private link; the slot is free again at once. */
export async function cancelByToken(db: AppDb, token: string, now = new Date()): Promise<FamilyBooking> {
  const booking = await bookingForToken(db, token, now);
  if (booking.status === 'cancelled') return toFamilyBooking(booking, now, await readBusinessFacts(db));
  const cancelled = await cancelRecorded(db, booking.id, 'visitor', null);
  if (!cancelled) {
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'This consultation can no longer be changed online. Please call the office.',
    });
  }
  return toFamilyBooking(cancelled, now, await readBusinessFacts(db));
}

/**
 * Moves a booking to another free slot: the new one is booked first (the constraint decides),
 * then the old one is cancelled, so a family never ends up with neither.
 */
export async function moveByToken(db: AppDb, token: string, startsAt: Date, now = new Date()) {
  const booking = await bookingForToken(db, token, now);
  if (booking.status !== 'booked') {
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'This consultation is no longer booked. Please choose a new time on the booking page.',
    });
  }
  const moved = await bookSlot(
    db,
    {
      office: booking.office,
      startsAt,
      details: {
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        topic: booking.topic,
        cemetery: booking.cemetery,
        town: booking.town,
        notes: booking.notes,
        cemeteryCheck: booking.cemeteryCheck,
      },
      source: 'online',
      attachment: booking.attachment,
      // The same event in the family's calendar, one version on: the app moves it.
      calendar: { uid: booking.calendarUid, sequence: booking.calendarSequence + 1 },
      // In the new booking's transaction: the old one is cancelled and booking.moved recorded.
      onBooked: async (trx, next, nextToken) => {
        const cancelled = await cancelBookingRow(trx, booking.id, 'visitor', `Moved to ${next.reference}`, {
          moved: true,
        });
        if (!cancelled) {
          throw new TRPCError({
            code: 'CONFLICT',
            message: 'This consultation is no longer booked. Please choose a new time on the booking page.',
          });
        }
        await recordEvent(
          trx,
          'booking.moved',
          {
            ...bookingEventFields(next),
            previousBookingId: booking.id,
            previousReference: booking.reference,
            previousStartsAt: booking.startsAt,
          },
          nextToken ? { bookingToken: nextToken } : undefined,
        );
      },
    },
    now,
  );
  return { token: moved.token!, booking: toFamilyBooking(moved.booking, now, await readBusinessFacts(db)) };
}

export async function calendarFileForToken(db: AppDb, token: string, siteUrl: string, now = new Date()) {
  const booking = await bookingForToken(db, token, now);
  const business = await readBusinessFacts(db);
  return {
    filename: `consultation-${booking.reference}.ics`,
    content: calendarFile(
      toFamilyBooking(booking, now, business),
      { uid: booking.calendarUid, sequence: booking.calendarSequence, token },
      siteUrl,
      business,
    ),
  };
}
