import { z } from 'zod';
import type { EventType } from './events.choices';

/**
 * Each event type's payload (the `data` a receiver gets), version 1. Checked when the event is
 * recorded, so a payload that drifts from its documentation fails the owning service's test,
 * not a receiver. Fields are added freely; removing or renaming one needs a new version.
 */
const leadCreated = z.object({
  submissionId: z.number().int(),
  reference: z.string(),
  kind: z.enum(['contact', 'estimate', 'callback']),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  /** The form's other answers (office, monument type, budget...), by field name. */
  details: z.record(z.string(), z.string()),
  sourcePage: z.string().nullable(),
});

const quoteRequestCreated = z.object({
  quoteRequestId: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  preferredOffice: z.string(),
  cemeteryName: z.string().nullable(),
  cemeteryTown: z.string().nullable(),
  timeline: z.string().nullable(),
  message: z.string().nullable(),
  items: z.array(
    z.object({
      itemType: z.string(),
      itemId: z.string(),
      title: z.string().nullable(),
      priceCents: z.number().int().nullable(),
    }),
  ),
  knownTotalCents: z.number().int(),
});

const accessGrantCreated = z.object({
  grantId: z.number().int(),
  tool: z.enum(['calculator', 'design_tool']),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  zip: z.string(),
});

const packageReservationCreated = z.object({
  commitmentId: z.number().int(),
  reference: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  packagePriceCents: z.number().int(),
  depositDueCents: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** "oklahoma", "texas" or "either". */
  office: z.string(),
  cemetery: z.string().nullable(),
  town: z.string().nullable(),
  timeline: z.string(),
  notes: z.string().nullable(),
  sourcePage: z.string().nullable(),
});

/** A consultation as every booking event describes it (times are ISO 8601 instants, UTC). */
const booking = {
  bookingId: z.number().int(),
  reference: z.string(),
  office: z.enum(['oklahoma', 'texas']),
  startsAt: z.string(),
  endsAt: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The topic's code ("new-headstone") and its words ("A new headstone"). */
  topic: z.string(),
  topicLabel: z.string(),
  cemetery: z.string().nullable(),
  town: z.string().nullable(),
  notes: z.string().nullable(),
  /** "online" (the family booked) or "phone" (staff booked a call). */
  source: z.enum(['online', 'phone']),
  /** The event's id in calendars (.ics UID), kept when the booking is moved; absent in events recorded before it existed. */
  calendarUid: z.string().optional(),
  /** The .ics SEQUENCE: raised when the booking is moved or cancelled. */
  calendarSequence: z.number().int().optional(),
};

const bookingCreated = z.object({
  ...booking,
  /** How many basket items the family attached (0 when none). */
  basketItems: z.number().int(),
});

const bookingMoved = z.object({
  ...booking,
  previousBookingId: z.number().int(),
  previousReference: z.string(),
  previousStartsAt: z.string(),
});

const bookingCancelled = z.object({
  ...booking,
  cancelledBy: z.enum(['visitor', 'staff']),
});

const bookingReminderDue = z.object(booking);

/** Who an order is for, on every order and proof event. */
const orderFamily = {
  orderId: z.number().int(),
  reference: z.string(),
  familyName: z.string(),
  familyEmail: z.string().nullable(),
  familyPhone: z.string().nullable(),
  /** The office looking after the order (its id in the business facts). */
  office: z.string(),
};

const proofSent = z.object({
  ...orderFamily,
  version: z.number().int(),
  proofCode: z.string(),
  message: z.string().nullable(),
  sentAt: z.string(),
});

const proofApproved = z.object({
  ...orderFamily,
  version: z.number().int(),
  approvedName: z.string(),
  approvedAt: z.string(),
  fileSha256: z.string(),
});

const proofChangesRequested = z.object({
  ...orderFamily,
  version: z.number().int(),
  comments: z.string(),
  requestedAt: z.string(),
});

const orderStageChanged = z.object({
  ...orderFamily,
  fromStage: z.string(),
  stage: z.string(),
  stageTitle: z.string(),
  reachedOn: z.string(),
  familyNote: z.string().nullable(),
  expectedInstallation: z.string().nullable(),
  /** Staff chose to tell the family (the email goes only then, and only with an address). */
  notifyFamily: z.boolean(),
});

export const eventPayloadSchemas = {
  'lead.created': leadCreated,
  'quote_request.created': quoteRequestCreated,
  'access_grant.created': accessGrantCreated,
  'package_reservation.created': packageReservationCreated,
  'booking.created': bookingCreated,
  'booking.moved': bookingMoved,
  'booking.cancelled': bookingCancelled,
  'booking.reminder_due': bookingReminderDue,
  'proof.sent': proofSent,
  'proof.approved': proofApproved,
  'proof.changes_requested': proofChangesRequested,
  'order.stage_changed': orderStageChanged,
} satisfies Record<EventType, z.ZodType>;

export type EventPayload<T extends EventType> = z.input<(typeof eventPayloadSchemas)[T]>;
/** A payload as stored and delivered (after its schema's defaults). */
export type StoredEventPayload<T extends EventType> = z.output<(typeof eventPayloadSchemas)[T]>;

/**
 * What an event may carry that no webhook ever sends: a booking's private link token (the family's
 * email links to /book/manage#token), an order's private link key (the family's proof emails link
 * to /verify-manudraw#t=key). Kept only until the event is handed to its deliverers (the email
 * written), then cleared.
 */
export const eventPrivateSchema = z.object({ bookingToken: z.string().optional(), familyToken: z.string().optional() });
export type EventPrivate = z.infer<typeof eventPrivateSchema>;
