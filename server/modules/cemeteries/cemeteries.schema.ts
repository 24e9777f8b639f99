import { z } from 'zod';
import { serialId, text } from '../shared/text.schema';
import { moneyCents } from '../shared/money.schema';
import {
  CEMETERIES_PAGE_SIZE,
  CEMETERY_KINDS,
  CONFIRMATION_SOURCES,
  FOUNDATION_BY,
  STATE_CODES,
  type CemeteryChoice,
} from './cemeteries.choices';

/** Staff's cemetery and section forms, the CSV import's rows and the public search (decision 266). */

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const stateSchema = z.enum(STATE_CODES as [string, ...string[]], {
  error: 'Choose the state by its two-letter code (OK, TX, NM…)',
});
export const cemeterySlugSchema = text(80)
  .min(1, { error: 'Enter the address name' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Use lowercase letters, numbers and single dashes' });

const coordinate = (what: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .union([z.number(), z.string()])
      .transform((value, ctx) => {
        const number = typeof value === 'number' ? value : Number(value.trim());
        if (!Number.isFinite(number) || Math.abs(number) > max) {
          ctx.addIssue({ code: 'custom', message: `Enter the ${what} as a number between -${max} and ${max}` });
          return z.NEVER;
        }
        return Math.round(number * 1_000_000) / 1_000_000;
      })
      .nullable(),
  );

export const cemeteryFieldsSchema = z
  .object({
    name: text(120).min(1, { error: "Enter the cemetery's name" }),
    town: text(80).min(1, { error: 'Enter the town' }),
    county: text(80).default(''),
    state: stateSchema,
    latitude: coordinate('latitude', 90).default(null),
    longitude: coordinate('longitude', 180).default(null),
    phone: text(40).default(''),
    email: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z
        .union([z.literal(''), z.email({ error: 'Enter an email address like office@example.org' }).max(254)])
        .default(''),
    ),
    website: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z
        .union([
          z.literal(''),
          z
            .string()
            .max(300, { error: 'That address is too long' })
            .regex(/^https?:\/\/[^\s]+\.[^\s]+$/, { error: 'Enter the full address, starting with https://' }),
        ])
        .default(''),
    ),
    officeHours: text(300).default(''),
    notes: text(4000).default(''),
    placeholder: z.boolean().default(false),
  })
  .refine((c) => (c.latitude === null) === (c.longitude === null), {
    error: 'Enter both the latitude and the longitude, or neither',
    path: ['longitude'],
  });
export type CemeteryFields = z.infer<typeof cemeteryFieldsSchema>;

const inches = (what: string) =>
  z.preprocess(
    blankToNull,
    z
      .union([z.number(), z.string()])
      .transform((value, ctx) => {
        const number = typeof value === 'number' ? value : Number(value.trim().replace(/\s*(in|inches|")$/i, ''));
        if (!Number.isFinite(number) || number <= 0 || number > 240) {
          ctx.addIssue({
            code: 'custom',
            message: `Enter the ${what} in inches, between 0 and 240, or leave it empty`,
          });
          return z.NEVER;
        }
        return Math.round(number * 100) / 100;
      })
      .nullable()
      .default(null),
  );

const fee = (what: string) => z.preprocess(blankToNull, moneyCents(what, { max: 10_000_000 }).nullable().default(null));

const isoDate = z
  .string({ error: 'Enter the date the rules were confirmed' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter the date as YYYY-MM-DD' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'That date does not exist',
    },
  );

export const confirmationSchema = z.object({
  confirmedOn: isoDate,
  confirmedSource: z.enum(CONFIRMATION_SOURCES, { error: 'Say where the rules came from' }),
  confirmedBy: text(120).min(1, { error: 'Enter who confirmed them' }),
});

export const sectionFieldsSchema = z
  .object({
    name: text(80).min(1, { error: 'Enter the section name (or "Whole cemetery")' }),
    kindsAllowed: z
      .array(z.enum(CEMETERY_KINDS as [string, ...string[]], { error: 'Unknown kind of monument' }))
      .min(1, { error: 'Choose at least one kind of monument' })
      .max(CEMETERY_KINDS.length)
      .transform((kinds) => CEMETERY_KINDS.filter((kind) => kinds.includes(kind))),
    maxHeightIn: inches('largest height'),
    maxWidthIn: inches('largest width'),
    maxDepthIn: inches('largest depth'),
    baseMaxHeightIn: inches("base's largest height"),
    baseMaxWidthIn: inches("base's largest width"),
    baseMaxDepthIn: inches("base's largest depth"),
    baseRequired: z.boolean().default(false),
    foundationRequired: z.boolean().default(false),
    foundationBy: z.enum(FOUNDATION_BY, { error: 'Say who pours the foundation' }).nullable().default(null),
    graniteColors: z
      .array(text(60).regex(/^[a-z0-9_]+$/, { error: 'Unknown granite colour' }))
      .max(60)
      .nullable()
      .default(null),
    bronzeOnly: z.boolean().default(false),
    vasesAllowed: z.boolean().default(true),
    settingFeeCents: fee('setting fee'),
    permitFeeCents: fee('permit fee'),
    approvalLeadDays: z.preprocess(
      blankToNull,
      z.coerce
        .number({ error: 'Enter the lead time in business days' })
        .int({ error: 'Enter whole business days' })
        .min(0, { error: 'Enter whole business days' })
        .max(365, { error: 'At most 365 business days' })
        .nullable()
        .default(null),
    ),
    notes: text(4000).default(''),
    confirmedOn: isoDate.nullable().default(null),
    confirmedSource: z.enum(CONFIRMATION_SOURCES, { error: 'Say where the rules came from' }).nullable().default(null),
    confirmedBy: text(120).nullable().default(null),
  })
  // The date is the confirmation: without it, a source or a name alone is not kept.
  .transform((s) => ({
    ...s,
    foundationBy: s.foundationRequired ? (s.foundationBy ?? 'either') : null,
    confirmedSource: s.confirmedOn === null ? null : s.confirmedSource,
    confirmedBy: s.confirmedOn === null ? null : s.confirmedBy || null,
  }))
  .superRefine((s, ctx) => {
    if (s.confirmedOn === null) return;
    if (s.confirmedSource === null) {
      ctx.addIssue({ code: 'custom', path: ['confirmedSource'], message: 'Say where the rules came from' });
    }
    if (s.confirmedBy === null) {
      ctx.addIssue({ code: 'custom', path: ['confirmedBy'], message: 'Enter who confirmed them' });
    }
  });
export type SectionFields = z.infer<typeof sectionFieldsSchema>;

export const cemeteryListSchema = z.object({
  q: text(100).optional(),
  state: stateSchema.optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.literal(CEMETERIES_PAGE_SIZE).default(CEMETERIES_PAGE_SIZE),
});
export type CemeteryListFilters = z.infer<typeof cemeteryListSchema>;

export const cemeteryIdSchema = z.object({ id: serialId('That cemetery no longer exists. Please reload the page.') });
export const createCemeterySchema = z.object({
  slug: z.preprocess(blankToNull, cemeterySlugSchema.nullable().default(null)),
  fields: cemeteryFieldsSchema,
});
export const updateCemeterySchema = cemeteryIdSchema.extend({ fields: cemeteryFieldsSchema });
export const saveSectionSchema = z.object({
  cemeteryId: serialId('That cemetery no longer exists. Please reload the page.'),
  sectionId: serialId('That section no longer exists. Please reload the page.').nullable().default(null),
  fields: sectionFieldsSchema,
});
export const sectionIdSchema = z.object({
  sectionId: serialId('That section no longer exists. Please reload the page.'),
});
export const confirmSectionSchema = sectionIdSchema.extend(confirmationSchema.shape);
export const undoCemeteryChangeSchema = z.object({ id: serialId('That change is not in the history.') });
export const cemeteryHistorySchema = z.object({ slug: cemeterySlugSchema.optional() });
/** A CSV file as text: at most 900 KB (about two thousand sections). */
export const importCsvSchema = z.object({
  csv: text(900_000, 'That file is too large (900 KB at most): split it in two').min(1, { error: 'Choose a CSV file' }),
});

/** A family's search: a name or a town, typed as they remember it. */
export const cemeterySearchSchema = z.object({
  q: text(80).min(2, { error: 'Type at least two letters of the name or the town' }),
  state: stateSchema.optional(),
});
export const cemeteryGetSchema = z.object({ slug: cemeterySlugSchema });

/** The cemetery a family chose (decision 270): a listed one by slug and section name, or one we do not list. */
export const cemeteryChoiceSchema = z.union([
  z.object({ slug: cemeterySlugSchema, section: text(80).optional() }),
  z.object({
    notListed: text(200, 'Please shorten the cemetery name to 200 characters').min(1, {
      error: 'Enter the cemetery name',
    }),
  }),
]) satisfies z.ZodType<CemeteryChoice>;
