import { z } from 'zod';
import { contactFields, requireReach } from '../shared/contact-fields.schema';
import { optionalText, text, uuid } from '../shared/text.schema';
import { grantTokenSchema } from '../shared/grant-token.schema';
import { designCemeterySnapshotSchema } from '../design/design.schema';
import { cemeteryChoiceSchema } from '../cemeteries/cemeteries.schema';
import { basketItemTypes, quoteRequestStatuses } from './basket.choices';

export const basketItemTypeSchema = z.enum(basketItemTypes);

// Package ids are slugs; gallery ids are UUIDs. Each type's id is checked against its catalog.
const itemIdSchema = text(100, 'Unknown item')
  .min(1, { error: 'Unknown item' })
  .regex(/^[a-z0-9][a-z0-9-]*$/i, { error: 'Unknown item' });

/**
 * What the client sends to add an item: only a type and an id, never a title or a price; for a
 * playground design, the browser's design-tool grant when the access form is on (decision 247).
 */
export const addToBasketSchema = z.object({
  itemType: basketItemTypeSchema,
  itemId: itemIdSchema,
  grant: grantTokenSchema,
});
export type AddToBasketInput = z.infer<typeof addToBasketSchema>;

export const removeFromBasketSchema = z.object({
  id: uuid('That item is no longer in your basket. Please reload the page.'),
});

/** The snapshot kept with each basket line (`item_data`), built on the server from the catalog. */
export const basketItemDataSchema = z.object({
  title: z.string(),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  /** Integer cents, or null for "price on request". */
  priceCents: z.number().int().nonnegative().nullable(),
  /** A label for people: "Value package", "Stock item"... */
  category: z.string(),
  /** Site path of the item's page. */
  link: z.string(),
  /** The granite and size as listed when the item was added (absent in older snapshots). */
  granite: z.string().nullish(),
  size: z.string().nullish(),
  /** A calculator estimate's range, price-list version and breakdown, as saved (absent for other items). */
  estimate: z
    .object({
      range: z.string(),
      versionId: z.number().int(),
      lines: z.array(z.object({ label: z.string(), amount: z.string() })),
    })
    .nullish(),
  /** A saved epitaph's stone and lines as laid out (absent for other items). */
  epitaph: z
    .object({
      stone: z.string(),
      fits: z.boolean(),
      lines: z.array(z.object({ text: z.string(), height: z.string() })),
    })
    .nullish(),
  /** A playground design: its reference, drawing (a standalone SVG), description and estimate (absent for other items). */
  design: z
    .object({
      reference: z.string(),
      svg: z.string(),
      description: z.string(),
      range: z.string().nullable(),
      versionId: z.number().int().nullable(),
      /** Where the family said it goes and the rules it breaks there (decision 280; absent in older snapshots). */
      cemetery: designCemeterySnapshotSchema.nullish(),
    })
    .nullish(),
});
export type BasketItemData = z.infer<typeof basketItemDataSchema>;

export const preferredOffices = ['oklahoma', 'texas'] as const;

/** When the family hopes to have the memorial in place. */
export const quoteTimelines = [
  { value: 'as-soon-as-possible', label: 'As soon as possible' },
  { value: 'within-3-months', label: 'Within 3 months' },
  { value: 'within-6-months', label: 'Within 6 months' },
  { value: 'planning-ahead', label: 'Planning ahead, no set date' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const;
const timelineValues = quoteTimelines.map((t) => t.value) as [string, ...string[]];

/**
 * The quote request form, shared by the /basket form and the server. Email or phone is
 * required (some families would rather be called); the message for a missing one is shown
 * beside the email field.
 */
const quoteRequestFields = z.object({
  ...contactFields,
  preferredOffice: z.enum(preferredOffices, { error: 'Please choose the office nearest you' }),
  cemeteryName: optionalText(200, 'Please shorten the cemetery name'),
  cemeteryTown: optionalText(120, 'Please shorten the town'),
  /** The cemetery chosen from our list, or "not listed" with its name (decision 283); the check is made on the server. */
  cemeteryChoice: cemeteryChoiceSchema.optional(),
  timeline: z.union([z.enum(timelineValues), z.literal('')]).transform((value) => (value === '' ? null : value)),
  message: optionalText(2000, 'Please keep the message under 2,000 characters'),
});

export const quoteRequestSchema = quoteRequestFields.refine(...requireReach());
export type QuoteRequestForm = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** The form plus a key the browser makes once per form fill: a retry or double click reuses it. */
export const submitQuoteSchema = quoteRequestFields
  .extend({
    idempotencyKey: uuid('This form has expired. Please reload the page; everything you typed will be checked again.'),
  })
  .refine(...requireReach());

export const quoteRequestStatusSchema = z.enum(quoteRequestStatuses);

/** Staff list: filter, search and page (also the screen's search params). */
export const quoteRequestListSchema = z.object({
  status: quoteRequestStatusSchema.optional(),
  q: text(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});

export const quoteRequestIdSchema = z.object({ id: uuid('That quote request does not exist.') });

export const quoteRequestUpdateSchema = z.object({
  id: uuid('That quote request does not exist.'),
  status: quoteRequestStatusSchema.optional(),
  staffNotes: text(5000, 'Please keep notes under 5,000 characters').optional(),
});

export const quoteRequestExportSchema = z.object({
  status: quoteRequestStatusSchema.optional(),
  q: text(200).optional().catch(undefined),
});
export type QuoteRequestListFilters = z.output<typeof quoteRequestExportSchema>;
