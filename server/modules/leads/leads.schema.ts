import { z } from 'zod';
import {
  budgetChoices,
  graniteChoices,
  monumentTypeChoices,
  officeChoices,
  sizeChoices,
  submissionKinds,
  submissionStatuses,
  timelineChoices,
  choiceValues as values,
} from './leads.choices';

/**
 * The public lead forms (contact, price estimate) and the staff screen's filters. Shared by the
 * server and the forms, so both say the same thing in the same words.
 */

export const NAME_MESSAGE = 'Please enter your name';
export const EMAIL_MESSAGE = 'Please enter a valid email address, like name@example.com';
export const PHONE_MESSAGE = 'Please enter a phone number with its area code, like (580) 555-0136';
export const REACH_MESSAGE = 'Please give us a phone number or an email address so we can reply';
export const MESSAGE_MESSAGE = 'Please tell us a little about how we can help';

/** An empty or blank text field counts as not given. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((v) => (v ? v : undefined));

const nameField = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .min(2, { error: NAME_MESSAGE })
  .max(120, { error: 'Please shorten your name to 120 characters' });

const emailField = optionalText(200, EMAIL_MESSAGE).pipe(z.email({ error: EMAIL_MESSAGE }).optional());

/** Digits, spaces and the usual separators; 10 to 15 digits (area code required). */
export function isPlausiblePhone(phone: string): boolean {
  if (!/^[0-9()+\-.\s/x]+$/i.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

const phoneField = optionalText(40, PHONE_MESSAGE).refine((v) => v === undefined || isPlausiblePhone(v), {
  error: PHONE_MESSAGE,
});

const officeField = z.enum(values(officeChoices), { error: 'Please choose an office' }).default('either');

/** The hidden field people never see; anything in it means a robot filled the form. */
const honeypotField = z.string().max(2000).optional();

const sourcePageField = z
  .string()
  .max(300)
  .regex(/^\/[^\s]*$/)
  .optional()
  .catch(undefined);

/** At least one way to reach the person. Runs even when other fields have problems. */
function requireReach(value: { email?: string; phone?: string }, ctx: z.RefinementCtx) {
  if (!value.email && !value.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: REACH_MESSAGE });
}

const contactBase = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  office: officeField,
  message: z
    .string({ error: MESSAGE_MESSAGE })
    .trim()
    .min(5, { error: MESSAGE_MESSAGE })
    .max(5000, { error: 'Please shorten your message to 5,000 characters' }),
  website: honeypotField,
  sourcePage: sourcePageField,
});

/** The contact form (home page and /contact-us). */
export const contactSubmissionSchema = contactBase.superRefine(requireReach);
export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;

const estimateBase = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  office: officeField,
  monumentType: z.enum(values(monumentTypeChoices), { error: 'Please choose the kind of memorial' }),
  size: z.enum(values(sizeChoices)).default('not-sure'),
  granite: z.enum(values(graniteChoices)).default('not-sure'),
  budget: z.enum(values(budgetChoices)).default('not-sure'),
  timeline: z.enum(values(timelineChoices)).default('not-sure'),
  cemetery: optionalText(200, 'Please shorten the cemetery to 200 characters'),
  message: optionalText(5000, 'Please shorten your notes to 5,000 characters'),
  website: honeypotField,
  sourcePage: sourcePageField,
});

/** The price-estimate dialog. */
export const estimateSubmissionSchema = estimateBase.superRefine(requireReach);
export type EstimateSubmissionInput = z.input<typeof estimateSubmissionSchema>;
export type EstimateSubmission = z.output<typeof estimateSubmissionSchema>;

/** The staff list: filters, search and page (also the screen's URL search params). */
export const submissionListSchema = z.object({
  kind: z.enum(submissionKinds).optional().catch(undefined),
  status: z.enum(submissionStatuses).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type SubmissionListInput = z.input<typeof submissionListSchema>;
export type SubmissionListFilters = z.output<typeof submissionListSchema>;

export const submissionIdSchema = z.object({ id: z.number().int().positive() });

export const submissionUpdateSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(submissionStatuses).optional(),
  staffNotes: z.string().max(10_000, { error: 'Please keep notes under 10,000 characters' }).nullable().optional(),
});
export type SubmissionUpdate = z.infer<typeof submissionUpdateSchema>;
