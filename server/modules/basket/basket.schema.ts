import { z } from 'zod';
import { basketItemTypes, submissionStatuses } from './basket.choices';

export const basketItemTypeSchema = z.enum(basketItemTypes);

// Package ids are slugs; gallery ids are UUIDs. Each type's id is checked against its catalog.
const itemIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/i, { error: 'Unknown item' });

/** What the client sends to add an item: only a type and an id, never a title or a price. */
export const addToBasketSchema = z.object({ itemType: basketItemTypeSchema, itemId: itemIdSchema });
export type AddToBasketInput = z.infer<typeof addToBasketSchema>;

export const removeFromBasketSchema = z.object({ id: z.uuid() });

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

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .transform((value) => (value === '' ? null : value));

/**
 * The quote request form, shared by the /basket form and the server. Email or phone is
 * required (some families would rather be called); the message for a missing one is shown
 * beside the email field.
 */
const quoteRequestFields = z.object({
  name: z.string().trim().min(2, { error: 'Please enter your name' }).max(120, { error: 'Please shorten your name' }),
  email: z
    .string()
    .trim()
    .max(200, { error: 'Please shorten the email address' })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: 'Please enter a valid email address' })
    .transform((value) => (value === '' ? null : value.toLowerCase())),
  phone: z
    .string()
    .trim()
    .max(30, { error: 'Please shorten the phone number' })
    .refine((value) => value === '' || /^[0-9()+.\-\s]+$/.test(value), {
      error: 'Please use only numbers, spaces and ( ) - +',
      abort: true,
    })
    .refine((value) => value === '' || (value.match(/\d/g)?.length ?? 0) >= 10, {
      error: 'Please enter the full number with area code',
    })
    .transform((value) => (value === '' ? null : value)),
  preferredOffice: z.enum(preferredOffices, { error: 'Please choose the office nearest you' }),
  cemeteryName: optionalText(200, 'Please shorten the cemetery name'),
  cemeteryTown: optionalText(120, 'Please shorten the town'),
  timeline: z
    .union([z.enum(timelineValues), z.literal('')])
    .transform((value) => (value === '' ? null : value)),
  message: optionalText(2000, 'Please keep the message under 2,000 characters'),
});

/** Email or phone is required. `when` lets the rule report even while other fields are wrong. */
function emailOrPhone() {
  return [
    (value: { email: string | null; phone: string | null }) => Boolean(value.email || value.phone),
    {
      path: ['email'] as PropertyKey[],
      error: 'Please give us an email address or a phone number so we can reach you',
      when: (payload: z.core.ParsePayload) =>
        !payload.issues.some((issue) => issue.path?.[0] === 'email' || issue.path?.[0] === 'phone'),
    },
  ] as const;
}

export const quoteRequestSchema = quoteRequestFields.refine(...emailOrPhone());
export type QuoteRequestForm = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** The form plus a key the browser makes once per form fill: a retry or double click reuses it. */
export const submitQuoteSchema = quoteRequestFields
  .extend({ idempotencyKey: z.uuid() })
  .refine(...emailOrPhone());

export const submissionStatusSchema = z.enum(submissionStatuses);

/** Staff list: filter and page (also the screen's search params). */
export const submissionListSchema = z.object({
  status: submissionStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

export const submissionIdSchema = z.object({ id: z.uuid() });

export const submissionUpdateSchema = z.object({
  id: z.uuid(),
  status: submissionStatusSchema.optional(),
  staffNotes: z.string().trim().max(5000, { error: 'Please keep notes under 5,000 characters' }).optional(),
});

export const submissionExportSchema = z.object({ status: submissionStatusSchema.optional() });
