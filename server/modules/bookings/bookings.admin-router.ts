import { adminProcedure, router } from '#server/trpc/init';
import {
  agendaSchema,
  bookingIdSchema,
  closedDateIdSchema,
  closedDateSchema,
  phoneBookingSchema,
  settingsSchema,
  staffCancelSchema,
  staffSlotsSchema,
  staffStatusSchema,
} from './bookings.schema';
import {
  acknowledgeBooking,
  bookingCemetery,
  bookSlot,
  staffBooking,
  staffCancel,
  staffSetStatus,
} from './bookings.service';
import {
  addClosedDate,
  bookingSettings,
  closedDates,
  listFreeSlots,
  removeClosedDate,
  saveBookingSettings,
} from './bookings.availability';
import { agenda } from './bookings.agenda';

/** The offices' agenda and booking settings: /admin/bookings. */
export const bookingsAdminRouter = router({
  agenda: adminProcedure
    .input(agendaSchema)
    .query(({ ctx, input }) => agenda(ctx.db, input.office, input.view, input.date)),

  get: adminProcedure.input(bookingIdSchema).query(({ ctx, input }) => staffBooking(ctx.db, input.id)),

  /** Opening a booking marks it seen (it leaves the dashboard's count of new bookings). */
  acknowledge: adminProcedure.input(bookingIdSchema).mutation(({ ctx, input }) => acknowledgeBooking(ctx.db, input.id)),

  cancel: adminProcedure.input(staffCancelSchema).mutation(async ({ ctx, input }) => {
    const booking = await staffCancel(ctx.db, input.id, input.reason);
    ctx.log.info({ bookingId: input.id, by: ctx.user.id }, 'booking cancelled by staff');
    return booking;
  }),

  setStatus: adminProcedure
    .input(staffStatusSchema)
    .mutation(({ ctx, input }) => staffSetStatus(ctx.db, input.id, input.status)),

  /** Free slots for a booking taken on the phone (minimum notice does not apply). */
  slots: adminProcedure
    .input(staffSlotsSchema)
    .query(({ ctx, input }) => listFreeSlots(ctx.db, input.office, new Date(), true)),

  bookByPhone: adminProcedure.input(phoneBookingSchema).mutation(async ({ ctx, input }) => {
    const { booking } = await bookSlot(ctx.db, {
      office: input.office,
      startsAt: input.startsAt,
      details: {
        name: input.name,
        email: input.email,
        phone: input.phone,
        topic: input.topic,
        ...(await bookingCemetery(ctx.db, input.cemeteryChoice, input, null)),
        notes: input.notes,
      },
      source: 'phone',
    });
    ctx.log.info({ bookingId: booking.id, by: ctx.user.id }, 'booking taken by phone');
    return booking;
  }),

  settings: adminProcedure.query(({ ctx }) => bookingSettings(ctx.db)),

  saveSettings: adminProcedure.input(settingsSchema).mutation(async ({ ctx, input }) => {
    await saveBookingSettings(ctx.db, input);
    return { ok: true as const };
  }),

  closedDates: adminProcedure.query(({ ctx }) => closedDates(ctx.db)),

  addClosedDate: adminProcedure
    .input(closedDateSchema)
    .mutation(async ({ ctx, input }) => ({ id: await addClosedDate(ctx.db, input) })),

  removeClosedDate: adminProcedure
    .input(closedDateIdSchema)
    .mutation(({ ctx, input }) => removeClosedDate(ctx.db, input.id)),
});
