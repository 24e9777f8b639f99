import { z } from 'zod';
import { contactFields, requireReach } from '../shared/contact-fields.schema';
import { moneyCents } from '../shared/money.schema';
import { serialId, sitePath, text, uuid } from '../shared/text.schema';
import { cemeteryChoiceSchema } from '../cemeteries/cemeteries.schema';
import { commitmentOffices, commitmentStages, commitmentTimelines } from './value-engineering.choices';

/**
 * Value engineering's inputs: the public "Reserve this package" form, the staff screens'
 * filters and changes, the packages and the page copy. Shared by the server and the forms.
 */

export { EMAIL_MESSAGE, NAME_MESSAGE, PHONE_MESSAGE, REACH_MESSAGE } from '../shared/contact-fields.schema';

const values = <V extends string>(list: readonly { value: V }[]) => list.map((c) => c.value) as [V, ...V[]];

/** Blank becomes undefined. */
const optional = (max: number, tooLong: string) =>
  text(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A package id: lower-case words joined by dashes (it is part of links to the package). */
export const packageIdSchema = text(80, 'Please keep the package code under 80 characters')
  .min(2, { error: 'Please give the package a short code, like heritage-blue-pearl' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'Use lower-case letters, digits and dashes only, like heritage-blue-pearl',
  });

/** The public form: a family reserves a package. */
const commitmentBase = z.object({
  packageId: packageIdSchema,
  ...contactFields,
  office: z.enum(values(commitmentOffices), { error: 'Please choose an office' }).default('either'),
  cemetery: optional(200, 'Please shorten the cemetery to 200 characters'),
  town: optional(120, 'Please shorten the town to 120 characters'),
  /** The cemetery chosen from our list, or "not listed" with its name (decision 283). */
  cemeteryChoice: cemeteryChoiceSchema.optional(),
  timeline: z.enum(values(commitmentTimelines), { error: 'Please choose when you need it' }).default('not-sure'),
  notes: optional(5000, 'Please shorten your notes to 5,000 characters'),
  /** Made by the browser once per form: the same key twice is the same reservation (a double click). */
  submissionKey: uuid('Please reload the page and try again.'),
  website: text(2000).optional(),
  sourcePage: sitePath().optional().catch(undefined),
});
export const commitmentSubmissionSchema = commitmentBase.refine(...requireReach());
export type CommitmentSubmissionInput = z.input<typeof commitmentSubmissionSchema>;
export type CommitmentSubmission = z.output<typeof commitmentSubmissionSchema>;

/** The staff list: filters, search and page (also the screen's address-bar params). */
export const commitmentListSchema = z.object({
  stage: z.enum(commitmentStages).optional().catch(undefined),
  office: z.enum(values(commitmentOffices)).optional().catch(undefined),
  q: text(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type CommitmentListFilters = z.output<typeof commitmentListSchema>;

export const commitmentIdSchema = z.object({ id: serialId() });

/** Money typed by staff: whole cents, or US dollars as typed (shared/money.ts); above $0, at most $10 million. */
const cents = (what: string) => moneyCents(what, { min: 1, max: 1_000_000_000 });

/** "2026-11-23": a calendar date, not in the future. */
const pastDate = z
  .string({ error: 'Please enter the date the deposit was received' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please enter the date as YYYY-MM-DD' })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'That is not a real date',
    },
  );

export const stageChangeSchema = z.object({
  id: serialId(),
  stage: z.enum(commitmentStages, { error: 'Please choose a stage' }),
  /** With "deposit received": the amount and the day it came in. */
  depositCents: cents('deposit amount').optional(),
  depositReceivedOn: pastDate.optional(),
  /** With "cancelled": why. */
  reason: optional(1000, 'Please keep the reason under 1,000 characters'),
});
export type StageChange = z.output<typeof stageChangeSchema>;

export const finalPriceSchema = z.object({ id: serialId(), finalPriceCents: cents('final price') });

export const commitmentNotesSchema = z.object({
  id: serialId(),
  staffNotes: text(10_000, 'Please keep notes under 10,000 characters').nullable(),
});

/** A package as staff edit it. */
export const packageFieldsSchema = z.object({
  name: text(120, 'Please keep the name under 120 characters').min(3, { error: 'Please give the package a name' }),
  priceCents: cents('package price'),
  granite: text(80, 'Please keep the granite under 80 characters'),
  style: text(120, 'Please keep the style under 120 characters'),
  summary: text(600, 'Please keep the summary under 600 characters').min(10, {
    error: 'Please describe the package in a sentence',
  }),
  includes: z
    .array(
      text(200, 'Please keep each line under 200 characters').min(1, { error: 'Please fill in or remove this line' }),
    )
    .min(1, { error: 'Please list at least one thing the package includes' })
    .max(20, { error: 'Please keep the list to 20 lines' }),
  imageAlt: text(200, 'Please keep the description under 200 characters').min(3, {
    error: 'Please describe the picture for people who cannot see it',
  }),
});
export const packageCreateSchema = packageFieldsSchema.extend({ id: packageIdSchema });
export const packageUpdateSchema = packageFieldsSchema.extend({ id: packageIdSchema });
export const packageRetireSchema = z.object({ id: packageIdSchema, retired: z.boolean() });
export const packageReorderSchema = z.object({
  ids: z.array(packageIdSchema).min(1).max(200),
});
export const packageUploadQuerySchema = z.object({ packageId: packageIdSchema });

const heading = (what: string) =>
  text(160, `Please keep the ${what} under 160 characters`).min(2, { error: `Please write the ${what}` });
const html = (what: string, max = 20_000) =>
  text(max, `Please shorten the ${what}`).min(1, { error: `Please write the ${what}` });

/** The value-engineering page's words, as staff edit them (HTML parts are sanitized when saved). */
export const pageContentSchema = z.object({
  heroTitle: heading('page title'),
  lead: text(800, 'Please keep the opening under 800 characters').min(10, { error: 'Please write the opening' }),
  whatTitle: heading('first heading'),
  whatHtml: html('first section'),
  guaranteeTitle: heading('guarantee heading'),
  guaranteeHtml: html('guarantee'),
  faqTitle: heading('questions heading'),
  faq: z
    .array(
      z.object({
        question: text(300, 'Please keep the question under 300 characters').min(3, {
          error: 'Please write the question',
        }),
        answerHtml: html('answer', 5000),
      }),
    )
    .max(20, { error: 'Please keep it to 20 questions' }),
});
export type PageContent = z.output<typeof pageContentSchema>;
