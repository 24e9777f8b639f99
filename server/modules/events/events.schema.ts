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

export const eventPayloadSchemas = {
  'lead.created': leadCreated,
  'quote_request.created': quoteRequestCreated,
} satisfies Record<EventType, z.ZodType>;

export type EventPayload<T extends EventType> = z.input<(typeof eventPayloadSchemas)[T]>;
