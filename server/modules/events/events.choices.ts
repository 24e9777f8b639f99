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
    label: 'New contact or estimate request',
    description: 'A family sent the contact form or asked for a price estimate.',
  },
  'quote_request.created': {
    version: 1,
    label: 'New quote request',
    description: 'A family sent the items in their basket and asked for a quote.',
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
