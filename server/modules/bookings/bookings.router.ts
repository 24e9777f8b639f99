import { getBusinessFacts } from '../settings/settings.service';
import { TRPCError } from '@trpc/server';
import { getEnv } from '#server/env';
import { privateLinkProcedure, publicProcedure, router } from '#server/trpc/init';
import type { Context } from '#server/trpc/context';
import { limitOrRefuse } from '../rate-limit/rate-limit.service';
import { bookingRequestSchema, bookingTokenInputSchema, moveBookingSchema, slotListSchema } from './bookings.schema';
import { bookingRateLimit, hashBookingIp } from './bookings.limits';
import { basketAttachment, bookingCemetery, bookSlot, officeFacts } from './bookings.service';
import { listPublicFreeSlots } from './bookings.availability';
import { calendarFileForToken, cancelByToken, familyBooking, moveByToken } from './bookings.family-link';
import { counted } from '../shared/plural';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

async function limitBookings(ctx: Context) {
  const ipHash = hashBookingIp(ctx.ip);
  await limitOrRefuse(ctx.db, bookingRateLimit(ipHash), {
    onRefused: ({ hits }) => ctx.log.warn({ hits: hits[0] }, 'booking rate limit reached'),
    message: ({ minutes }) =>
      `We have received several bookings from you this hour. Please try again in ${counted(minutes, 'minute')}, or call the office.`,
  });
  return ipHash;
}

/** Consultation booking for visitors: the live slot list, booking, and the private link. */
export const bookingsRouter = router({
  /**
   * Free slots of an office: live, so never part of a cached page. The browser fetches them; a page
   * the server lists them in (a day asked for by the plain form, decision 232) is not kept.
   */
  slots: publicProcedure.input(slotListSchema).query(({ ctx, input }) => {
    ctx.pageCache.noStore();
    return listPublicFreeSlots(ctx.db, input.office, ctx.contentVersion.value);
  }),

  /** Books a slot; rate limit: BOOKING_LIMIT_PER_HOUR per address. */
  book: publicProcedure.input(bookingRequestSchema).mutation(async ({ ctx, input }) => {
    const ipHash = await limitBookings(ctx);
    if (input.website?.trim()) {
      ctx.log.info('booking honeypot filled; dropped');
      throw new TRPCError({ code: 'CONFLICT', message: 'That time was just taken. Please choose another time.' });
    }
    const basketId = ctx.basketSessionId && UUID.test(ctx.basketSessionId) ? ctx.basketSessionId.toLowerCase() : null;
    const attachment = input.attachBasket ? await basketAttachment(ctx.db, basketId) : null;
    const cemetery = await bookingCemetery(ctx.db, input.cemeteryChoice, input, attachment ? basketId : null);
    const { booking, token } = await bookSlot(ctx.db, {
      office: input.office,
      startsAt: input.startsAt,
      details: {
        name: input.name,
        email: input.email,
        phone: input.phone,
        topic: input.topic,
        ...cemetery,
        notes: input.notes,
      },
      source: 'online',
      attachment,
      ipHash,
    });
    ctx.log.info({ bookingId: booking.id, office: booking.office }, 'new consultation booked');
    return {
      token: token!,
      reference: booking.reference,
      officeName: officeFacts(await getBusinessFacts(ctx.db, ctx.contentVersion.value), booking.office).name,
    };
  }),

  /** The booking behind a private link (confirmation and manage page). */
  get: privateLinkProcedure
    .input(bookingTokenInputSchema)
    .query(({ ctx, input }) => familyBooking(ctx.db, input.token)),

  calendarFile: privateLinkProcedure
    .input(bookingTokenInputSchema)
    .query(({ ctx, input }) => calendarFileForToken(ctx.db, input.token, getEnv().SITE_URL)),

  cancel: privateLinkProcedure.input(bookingTokenInputSchema).mutation(async ({ ctx, input }) => {
    const booking = await cancelByToken(ctx.db, input.token);
    ctx.log.info({ reference: booking.reference }, 'consultation cancelled by the family');
    return booking;
  }),

  /** Moves the booking to another free slot; returns the new private link's token. Rate limited as booking. */
  move: privateLinkProcedure.input(moveBookingSchema).mutation(async ({ ctx, input }) => {
    await limitBookings(ctx);
    return moveByToken(ctx.db, input.token, input.startsAt);
  }),
});
