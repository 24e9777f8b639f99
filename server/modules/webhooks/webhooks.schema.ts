import { z } from 'zod';
import { optionalText, serialId, text } from '../shared/text.schema';
import { eventTypes } from '../events/events.choices';

export const webhookEndpointInputSchema = z.object({
  url: text(2000, 'Please keep the address under 2,000 characters')
    .min(1, { error: 'Please enter the address to send to, starting with https://' })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      },
      { error: 'Please enter a full web address, starting with https://' },
    ),
  description: optionalText(300, 'Please keep the description under 300 characters'),
  eventTypes: z
    .array(z.enum(eventTypes, { error: 'Please choose from the list' }))
    .min(1, { error: 'Please choose at least one kind of event to send' })
    .max(eventTypes.length),
});
export type WebhookEndpointInput = z.output<typeof webhookEndpointInputSchema>;

export const webhookEndpointIdSchema = z.object({
  id: serialId('That webhook no longer exists. Please reload the page.'),
});

export const webhookPauseSchema = z.object({
  id: serialId('That webhook no longer exists. Please reload the page.'),
  paused: z.boolean(),
});

export const webhookDeliveriesSchema = z.object({
  endpointId: serialId('That webhook no longer exists. Please reload the page.'),
  page: z.number().int().min(1).max(10_000).optional(),
});

export const webhookRedeliverSchema = z.object({
  deliveryId: serialId('That delivery no longer exists. Please reload the page.'),
});
