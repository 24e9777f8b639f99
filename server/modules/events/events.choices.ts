/**
 * The event catalog without zod: every kind of happening the site announces (to webhooks now,
 * to email next), with its version and the words staff see when they choose what to receive.
 * Adding a type: an entry here and its payload schema in `events.schema.ts` (the compiler asks
 * for both), then one `recordEvent(trx, 'type', payload)` in the owning service's transaction.
 * docs/events.md documents every payload.
 */
export const eventTypes = [
  'lead.created',
  'quote_request.created',
  'access_grant.created',
  'package_reservation.created',
  'booking.created',
  'booking.moved',
  'booking.cancelled',
  'booking.reminder_due',
  'proof.sent',
  'proof.approved',
  'proof.changes_requested',
  'order.stage_changed',
] as const;
export type EventType = (typeof eventTypes)[number];

export interface EventTypeInfo {
  /** Bumped when a payload changes in a way a receiver could notice (a field removed or renamed). */
  readonly version: number;
  readonly label: string;
  readonly description: string;
}

export const eventTypeInfo: Record<EventType, EventTypeInfo> = {
  'lead.created': {
    version: 1,
    label: 'New contact, estimate or call-back request',
    description: 'A family sent the contact form, asked for a price estimate or asked for a call back.',
  },
  'quote_request.created': {
    version: 1,
    label: 'New quote request',
    description: 'A family sent the items in their basket and asked for a quote.',
  },
  'access_grant.created': {
    version: 1,
    label: 'New calculator or design-tool access form',
    description: 'A family gave their details to use the price calculator or the design tool.',
  },
  'package_reservation.created': {
    version: 1,
    label: 'New package reservation',
    description: 'A family reserved a value-engineering package.',
  },
  'booking.created': {
    version: 1,
    label: 'New consultation booking',
    description: 'A family booked a consultation online, or staff booked one taken on the phone.',
  },
  'booking.moved': {
    version: 1,
    label: 'Consultation moved',
    description: 'A family moved their consultation to another time with their private link.',
  },
  'booking.cancelled': {
    version: 1,
    label: 'Consultation cancelled',
    description: 'A family cancelled their consultation, or staff cancelled it.',
  },
  'booking.reminder_due': {
    version: 1,
    label: 'Consultation tomorrow (reminder)',
    description: 'A consultation is tomorrow: sent once, the day before, when outgoing email is set up.',
  },
  'proof.sent': {
    version: 1,
    label: 'Proof sent to a family',
    description: 'Staff issued a new version of a design proof for the family to check.',
  },
  'proof.approved': {
    version: 1,
    label: 'Proof approved',
    description: 'A family approved a design proof (name, time, version and file hash recorded).',
  },
  'proof.changes_requested': {
    version: 1,
    label: 'Proof changes asked for',
    description: 'A family asked for changes to a design proof.',
  },
  'order.stage_changed': {
    version: 1,
    label: 'Order stage changed',
    description: 'Staff moved a family’s order to another stage.',
  },
};

/** The type a "Send a test" delivery carries; never recorded, never chosen. */
export const TEST_EVENT_TYPE = 'webhook.test';

export const isEventType = (value: string): value is EventType => (eventTypes as readonly string[]).includes(value);
