/**
 * The event catalog without zod: every kind of happening the site announces (to webhooks now,
 * to email next), with its version and the words staff see when they choose what to receive.
 * Adding a type: an entry here and its payload schema in `events.schema.ts` (the compiler asks
 * for both), then one `recordEvent(trx, 'type', payload)` in the owning service's transaction.
 * docs/events.md documents every payload.
 */
export const eventTypes = ['lead.created', 'quote_request.created'] as const;
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
};

/** The type a "Send a test" delivery carries; never recorded, never chosen. */
export const TEST_EVENT_TYPE = 'webhook.test';

export const isEventType = (value: string): value is EventType => (eventTypes as readonly string[]).includes(value);
