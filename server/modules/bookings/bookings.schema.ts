import { z } from 'zod';
import { contactFields, requireReach } from '../shared/contact-fields.schema';
import { serialId, text } from '../shared/text.schema';
import { cemeteryChoiceSchema } from '../cemeteries/cemeteries.schema';
import { bookingOffices, bookingStatuses, bookingTopicValues } from './bookings.choices';

/** Consultation booking's inputs: the public form, the private link, and the staff screen. */

export const TOPIC_MESSAGE = 'Please choose what the visit is about';
export const SLOT_MESSAGE = 'Please choose a time from the list';

const optional = (max: number, tooLong: string) =>
  text(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

export const officeSchema = z.enum(bookingOffices, { error: 'Please choose an office' });

/** An instant as ISO 8601 text (what the slot list hands out). */
const instant = z.iso.datetime({ offset: true, error: SLOT_MESSAGE }).transform((value) => new Date(value));

/** The private link's token: 43 base64url characters (32 random bytes). */
export const bookingTokenSchema = z
  .string({ error: 'This link is not complete. Please open it again from your confirmation.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is not complete. Please open it again from your confirmation.' });

export const slotListSchema = z.object({ office: officeSchema });

const detailsBase = {
  ...contactFields,
  topic: z.enum(bookingTopicValues, { error: TOPIC_MESSAGE }),
  cemetery: optional(200, 'Please shorten the cemetery to 200 characters'),
  town: optional(120, 'Please shorten the town to 120 characters'),
  /** The cemetery chosen from our list, or "not listed" with its name (decision 283). */
  cemeteryChoice: cemeteryChoiceSchema.optional(),
  notes: optional(3000, 'Please shorten your notes to 3,000 characters'),
};

/** The public booking form. */
export const bookingRequestSchema = z
  .object({
    office: officeSchema,
    startsAt: instant,
    ...detailsBase,
    /** Attach the visitor's basket (read on the server from their basket id). */
    attachBasket: z
      .union([z.boolean(), z.literal('on'), z.literal('')])
      .optional()
      .transform((value) => value === true || value === 'on'),
    /** The hidden field people never see. */
    website: text(2000).optional(),
  })
  .refine(...requireReach());
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

export const bookingTokenInputSchema = z.object({ token: bookingTokenSchema });
export const moveBookingSchema = z.object({ token: bookingTokenSchema, startsAt: instant });

// --- Staff ---

const isoDate = z.iso.date({ error: 'Please enter a date' });

export const agendaSchema = z.object({
  office: officeSchema.catch('oklahoma'),
  view: z.enum(['day', 'week']).catch('week'),
  date: isoDate.optional().catch(undefined),
});
export type AgendaInput = z.input<typeof agendaSchema>;

export const bookingIdSchema = z.object({ id: serialId() });

export const staffCancelSchema = z.object({
  id: serialId(),
  reason: text(500, 'Please keep the reason under 500 characters').min(2, {
    error: 'Please give a short reason (the family may ask)',
  }),
});

export const staffStatusSchema = z.object({
  id: serialId(),
  status: z.enum(bookingStatuses.filter((s) => s !== 'cancelled') as ['booked', 'completed', 'no_show']),
});

/** A booking staff take on the phone for a family. */
export const phoneBookingSchema = z
  .object({ office: officeSchema, startsAt: instant, ...detailsBase })
  .refine(...requireReach());
export type PhoneBookingInput = z.input<typeof phoneBookingSchema>;

export const staffSlotsSchema = z.object({ office: officeSchema });

export const settingsSchema = z.object({
  office: officeSchema,
  slotMinutes: z.number().int().min(15, { error: 'At least 15 minutes' }).max(240, { error: 'At most 4 hours' }),
  bufferMinutes: z.number().int().min(0, { error: 'Zero or more minutes' }).max(120, { error: 'At most 2 hours' }),
  minNoticeHours: z.number().int().min(0, { error: 'Zero or more hours' }).max(336, { error: 'At most 2 weeks' }),
  daysAhead: z.number().int().min(1, { error: 'At least 1 day' }).max(180, { error: 'At most 180 days' }),
  consultants: z.number().int().min(1, { error: 'At least 1' }).max(10, { error: 'At most 10' }),
});
export type BookingSettingsInput = z.input<typeof settingsSchema>;

export const closedDateSchema = z
  .object({
    office: officeSchema.nullable(),
    startsOn: isoDate,
    endsOn: isoDate,
    label: text(120, 'Please keep the label under 120 characters').min(2, {
      error: 'Please say why (for example "Staff training")',
    }),
  })
  .refine((value) => value.endsOn >= value.startsOn, {
    path: ['endsOn'],
    error: 'The last day cannot be before the first',
  });
export type ClosedDateInput = z.input<typeof closedDateSchema>;

export const closedDateIdSchema = z.object({ id: serialId() });
