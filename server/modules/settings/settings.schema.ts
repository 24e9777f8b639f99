import { OFFICE_TIME_ZONES, type OfficeTimeZone } from './settings.choices';
import { z } from 'zod';
import { text, secretText } from '../shared/text.schema';
import { isPlausiblePhone } from '../shared/contact-fields.schema';
import { NOTIFICATION_KINDS } from './settings.choices';

/**
 * What staff may save in each settings section, with the words shown beside each field. The
 * public part of the stored values (offices, company, reviews, pricing, gates) is the site's
 * business facts: every page, the JSON-LD and the emails read them through `useBusiness()` in
 * the browser and `settings.service.ts` on the server.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = z.email();
const required = (max: number, what: string) => text(max).min(1, { error: `Please enter ${what}` });

/** A US phone as people write it; its tel: link is made from the digits. */
const phone = text(40).refine(isPlausiblePhone, {
  error: 'Please enter a phone number with its area code, like (580) 555-0136',
});

/** "tel:+15805550136" from "(580) 555-0136" (ten digits get the US country code). */
export function phoneHref(value: string): string {
  const [number = ''] = value.split(/\s*(?:x|ext\.?)\s*/i);
  const digits = number.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

export const officeSchema = z.object({
  id: text(40).regex(/^[a-z0-9-]+$/, { error: 'Use lower-case letters, digits and dashes' }),
  name: required(80, 'the office name'),
  role: required(80, 'what the office does'),
  street: required(120, 'the street address'),
  city: required(80, 'the city'),
  region: text(2).regex(/^[A-Z]{2}$/, { error: 'Two capital letters, like OK or TX' }),
  regionName: required(40, 'the state'),
  postalCode: text(10).regex(/^\d{5}(-\d{4})?$/, { error: 'A ZIP code has five digits, like 74820' }),
  phone,
  geo: z.object({
    lat: z.number({ error: 'Enter a latitude, like 34.7745' }).min(-90).max(90),
    lng: z.number({ error: 'Enter a longitude, like -96.6783' }).min(-180).max(180),
  }),
});

export const hoursSchema = z
  .object({
    days: required(60, 'the opening days'),
    opens: text(5).regex(TIME, { error: 'Use a 24-hour time, like 09:00' }),
    closes: text(5).regex(TIME, { error: 'Use a 24-hour time, like 17:00' }),
    label: required(80, 'the hours as visitors read them'),
  })
  .refine((hours) => !TIME.test(hours.opens) || !TIME.test(hours.closes) || hours.closes > hours.opens, {
    error: 'Closing time must be after opening time',
    path: ['closes'],
  });

export const officesSectionSchema = z.object({
  offices: z.array(officeSchema).min(1).max(6),
  hours: hoursSchema,
  timeZone: z.enum(OFFICE_TIME_ZONES.map((zone) => zone.value) as [OfficeTimeZone, ...OfficeTimeZone[]], {
    error: 'Choose a time zone',
  }),
  serviceArea: z.object({
    primaryStates: z.array(required(40, 'a state')).min(1, { error: 'Name at least one state' }).max(10),
    summary: required(200, 'the service area in one sentence'),
  }),
});

export const companySectionSchema = z.object({
  name: required(100, 'the company name'),
  shortName: required(60, 'the short name'),
  foundedYear: z
    .number({ error: 'Enter a year, like 1936' })
    .int({ error: 'Enter a year, like 1936' })
    .min(1800, { error: 'Enter a year after 1800' })
    .max(2100, { error: 'Enter a year, like 1936' }),
  tagline: required(160, 'a tagline'),
  email: text(200).refine((value) => EMAIL.safeParse(value).success, {
    error: 'Please enter a valid email address, like office@example.com',
  }),
  priceRange: z.enum(['$', '$$', '$$$', '$$$$'], { error: 'Choose a price range' }),
  stats: z.object({
    years: z.number({ error: 'Enter a number' }).int().min(0).max(300),
    locations: z.number({ error: 'Enter a number' }).int().min(1).max(50),
    familyOwnedPercent: z.number({ error: 'Enter a percentage' }).int().min(0).max(100),
  }),
});

export const testimonialSchema = z.object({
  name: required(80, 'who said it'),
  location: required(80, 'where they live'),
  date: text(10).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-03-14' }),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
    error: 'A rating from 1 to 5',
  }),
  text: required(800, 'the words of the review'),
});

export const reviewsSectionSchema = z.object({
  rating: z.object({
    value: z
      .number({ error: 'Enter a rating, like 4.9' })
      .min(1, { error: 'From 1 to 5' })
      .max(5, { error: 'From 1 to 5' }),
    best: z.literal(5),
    reviewCount: z.number({ error: 'Enter a number' }).int().min(0).max(1_000_000),
  }),
  testimonials: z.array(testimonialSchema).min(1).max(12),
});

export const pricingSectionSchema = z
  .object({
    depositPercent: z.number({ error: 'Enter a percentage' }).int().min(0).max(100, { error: 'At most 100' }),
    typicalSavings: z.object({
      low: z.number({ error: 'Enter a percentage' }).int().min(0).max(100),
      high: z.number({ error: 'Enter a percentage' }).int().min(0).max(100),
    }),
  })
  .refine((p) => p.typicalSavings.high >= p.typicalSavings.low, {
    error: 'The high end must not be below the low end',
    path: ['typicalSavings', 'high'],
  });

export const gatesSectionSchema = z.object({
  calculatorAccessForm: z.boolean(),
  designToolAccessForm: z.boolean(),
});

/** Addresses typed as a list ("a@x.com, b@y.com"); every one must be an email. */
const emailList = z
  .array(text(200).refine((value) => EMAIL.safeParse(value).success, { error: 'Each one must be an email address' }))
  .max(10, { error: 'At most 10 addresses' });

export const notificationsSectionSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind.key, emailList])) as Record<
    (typeof NOTIFICATION_KINDS)[number]['key'],
    typeof emailList
  >,
);

/** A new secret, or nothing to keep the one stored; `clear` removes it. */
const secretChange = z.object({ value: secretText(500).optional(), clear: z.boolean().optional() }).optional();

export const smtpSectionSchema = z.object({
  host: text(200).regex(/^[a-zA-Z0-9.-]*$/, { error: 'A host name, like smtp.example.com' }),
  port: z.number({ error: 'Enter a port, like 587' }).int().min(1).max(65535),
  secure: z.boolean(),
  username: text(200),
  fromAddress: text(200).refine((value) => value === '' || EMAIL.safeParse(value).success, {
    error: 'Please enter a valid email address',
  }),
  password: secretChange,
});

export const aiSectionSchema = z.object({
  baseUrl: text(300).refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), {
    error: 'An address starting with https://, like https://api.openai.com/v1',
  }),
  model: text(100),
  apiKey: secretChange,
});

export const sectionSchemas = {
  offices: officesSectionSchema,
  company: companySectionSchema,
  reviews: reviewsSectionSchema,
  pricing: pricingSectionSchema,
  gates: gatesSectionSchema,
  notifications: notificationsSectionSchema,
  smtp: smtpSectionSchema,
  ai: aiSectionSchema,
};

export const updateSettingsSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('offices'), value: officesSectionSchema }),
  z.object({ section: z.literal('company'), value: companySectionSchema }),
  z.object({ section: z.literal('reviews'), value: reviewsSectionSchema }),
  z.object({ section: z.literal('pricing'), value: pricingSectionSchema }),
  z.object({ section: z.literal('gates'), value: gatesSectionSchema }),
  z.object({ section: z.literal('notifications'), value: notificationsSectionSchema }),
  z.object({ section: z.literal('smtp'), value: smtpSectionSchema }),
  z.object({ section: z.literal('ai'), value: aiSectionSchema }),
]);
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;

/** The stored (and public) shape of each business-facts section. */
export type Office = z.infer<typeof officeSchema> & { phoneHref: string };
export type Testimonial = z.infer<typeof testimonialSchema>;

/**
 * The business facts every page reads: the shape `content/business.ts` exported, plus the
 * reviews (`rating.reviewCount`, `testimonials`) that lived in `content/testimonials.ts`.
 */
export interface BusinessFacts {
  name: string;
  shortName: string;
  foundedYear: number;
  tagline: string;
  email: string;
  priceRange: string;
  stats: { years: number; locations: number; familyOwnedPercent: number };
  rating: { value: number; best: number; reviewCount: number };
  testimonials: Testimonial[];
  pricing: { depositPercent: number; typicalSavings: { low: number; high: number; label: string } };
  hours: { days: string; opens: string; closes: string; label: string };
  timeZone: string;
  serviceArea: { primaryStates: string[]; summary: string };
  offices: Office[];
}

/** What public pages get: the business facts and which access forms are on. */
export interface PublicSettings {
  business: BusinessFacts;
  gates: z.infer<typeof gatesSectionSchema>;
}

export const undoSchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) });
