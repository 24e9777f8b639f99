import { z } from 'zod';
import { contactFields, requireReach } from '../shared/contact-fields.schema';
import { serialId, sitePath, text } from '../shared/text.schema';
import { cemeteryChoiceSchema } from '../cemeteries/cemeteries.schema';
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

export {
  EMAIL_MESSAGE,
  isPlausiblePhone,
  NAME_MESSAGE,
  PHONE_MESSAGE,
  REACH_MESSAGE,
} from '../shared/contact-fields.schema';
export const MESSAGE_MESSAGE = 'Please tell us a little about how we can help';

/** An empty or blank text field counts as not given. */
const optionalText = (max: number, tooLong: string) =>
  text(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

const officeField = z.enum(values(officeChoices), { error: 'Please choose an office' }).default('either');

/** The hidden field people never see; anything in it means a robot filled the form. */
const honeypotField = text(2000).optional();

/** Where the form was sent from; anything that is not a path on this site is dropped. */
const sourcePageField = sitePath().optional().catch(undefined);

const contactBase = z.object({
  ...contactFields,
  office: officeField,
  message: text(5000, 'Please shorten your message to 5,000 characters').min(5, { error: MESSAGE_MESSAGE }),
  website: honeypotField,
  sourcePage: sourcePageField,
});

/** The contact form (home page and /contact-us). */
export const contactSubmissionSchema = contactBase.refine(...requireReach());
export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;

const estimateBase = z.object({
  ...contactFields,
  office: officeField,
  monumentType: z.enum(values(monumentTypeChoices), { error: 'Please choose the kind of memorial' }),
  size: z.enum(values(sizeChoices)).default('not-sure'),
  granite: z.enum(values(graniteChoices)).default('not-sure'),
  budget: z.enum(values(budgetChoices)).default('not-sure'),
  timeline: z.enum(values(timelineChoices)).default('not-sure'),
  cemetery: optionalText(200, 'Please shorten the cemetery to 200 characters'),
  /** The cemetery chosen from our list, or "not listed" with its name (decision 283). */
  cemeteryChoice: cemeteryChoiceSchema.optional(),
  message: optionalText(5000, 'Please shorten your notes to 5,000 characters'),
  website: honeypotField,
  sourcePage: sourcePageField,
});

/** The price-estimate dialog. */
export const estimateSubmissionSchema = estimateBase.refine(...requireReach());
export type EstimateSubmissionInput = z.input<typeof estimateSubmissionSchema>;
export type EstimateSubmission = z.output<typeof estimateSubmissionSchema>;

/** The staff list: filters, search and page (also the screen's URL search params). */
export const submissionListSchema = z.object({
  kind: z.enum(submissionKinds).optional().catch(undefined),
  status: z.enum(submissionStatuses).optional().catch(undefined),
  q: text(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type SubmissionListInput = z.input<typeof submissionListSchema>;
export type SubmissionListFilters = z.output<typeof submissionListSchema>;

export const submissionIdSchema = z.object({ id: serialId() });

export const submissionUpdateSchema = z.object({
  id: serialId(),
  status: z.enum(submissionStatuses).optional(),
  staffNotes: text(10_000, 'Please keep notes under 10,000 characters').nullable().optional(),
});
export type SubmissionUpdate = z.infer<typeof submissionUpdateSchema>;
