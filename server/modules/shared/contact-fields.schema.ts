import { z } from 'zod';
import { text } from './text.schema';

/**
 * How a family tells us who they are and how to reach them: one set of rules and words for every
 * public form (contact, price estimate, quote request), on the server and beside the fields.
 */

export const NAME_MESSAGE = 'Please enter your name';
export const EMAIL_MESSAGE = 'Please enter a valid email address, like name@example.com';
export const PHONE_MESSAGE = 'Please enter a phone number with its area code, like (580) 555-0136';
export const REACH_MESSAGE = 'Please give us a phone number or an email address so we can reach you';

/**
 * Digits, spaces and the usual separators, with an optional extension ("x12", "ext. 12");
 * 10 to 15 digits in all (the area code is required; E.164 allows at most 15).
 */
export function isPlausiblePhone(phone: string): boolean {
  const [number = '', extension, ...rest] = phone.split(/\s*(?:x|ext\.?)\s*/i);
  if (rest.length > 0 || (extension !== undefined && !/^\d{1,6}$/.test(extension))) return false;
  if (!/^\+?[0-9()\-.\s/]+$/.test(number)) return false;
  const digits = number.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

const EMAIL = z.email();

/** At least two characters, at most 120. */
export const contactNameSchema = text(120, 'Please shorten your name to 120 characters').min(2, {
  error: NAME_MESSAGE,
});

/** Optional (blank, null or missing all become null); kept in lower case so one family is one address. */
export const contactEmailSchema = text(200, EMAIL_MESSAGE)
  .refine((value) => value === '' || EMAIL.safeParse(value).success, { error: EMAIL_MESSAGE })
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null));

/** Optional; blank becomes null; kept as typed (people recognise their own number). */
export const contactPhoneSchema = text(40, PHONE_MESSAGE)
  .refine((value) => value === '' || isPlausiblePhone(value), { error: PHONE_MESSAGE })
  .nullish()
  .transform((value) => (value ? value : null));

/** The three fields, to spread into a form's `z.object({...})`. */
export const contactFields = {
  name: contactNameSchema,
  email: contactEmailSchema,
  phone: contactPhoneSchema,
};

/**
 * `.refine(...requireReach())`: a phone or an email is required (some families would rather be
 * called). The message stands beside the phone field, which every form shows first, and is held
 * back while either field has its own problem.
 */
export function requireReach() {
  return [
    (value: { email: string | null; phone: string | null }) => Boolean(value?.email || value?.phone),
    {
      path: ['phone'] as PropertyKey[],
      error: REACH_MESSAGE,
      when: (payload: z.core.ParsePayload) =>
        !payload.issues.some((issue) => issue.path?.[0] === 'email' || issue.path?.[0] === 'phone'),
    },
  ] as const;
}
