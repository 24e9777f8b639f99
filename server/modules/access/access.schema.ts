import { z } from 'zod';
import { contactFields, EMAIL_MESSAGE } from '../shared/contact-fields.schema';
import { serialId, text } from '../shared/text.schema';
import { accessTools } from './access.choices';

export const accessToolSchema = z.enum(accessTools);

export const ZIP_MESSAGE = 'Please enter your 5-digit ZIP code';

/** The access form (price calculator and design tool): name, email, phone and ZIP, all needed. */
export const accessFormSchema = z.object({
  name: contactFields.name,
  email: contactFields.email.refine((value) => !!value, { error: EMAIL_MESSAGE }),
  phone: contactFields.phone.refine((value) => !!value, {
    error: 'Please enter a phone number with its area code, like (580) 555-0136',
  }),
  zip: text(10, ZIP_MESSAGE)
    .trim()
    .regex(/^\d{5}$/, { error: ZIP_MESSAGE }),
  /** The honeypot: people never see it. */
  website: text(2000).optional(),
});
export type AccessForm = z.input<typeof accessFormSchema>;

export const requestAccessSchema = accessFormSchema.extend({ tool: accessToolSchema });

export const authorizationListSchema = z.object({
  tool: accessToolSchema.optional(),
  q: text(100).optional(),
});

export const authorizationIdSchema = z.object({ id: serialId('That authorization no longer exists.') });
