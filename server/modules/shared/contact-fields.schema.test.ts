import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactSubmissionSchema, estimateSubmissionSchema } from '../leads/leads.schema';
import { quoteRequestSchema } from '../basket/basket.schema';
import { EMAIL_MESSAGE, isPlausiblePhone, NAME_MESSAGE, PHONE_MESSAGE, REACH_MESSAGE } from './contact-fields.schema';
import { BROKEN_CHARACTER_MESSAGE, HIDDEN_CHARACTER_MESSAGE } from './text.schema';

// The three public forms, each filled in with everything but the contact fields.
const forms = {
  contact: { schema: contactSubmissionSchema, rest: { message: 'We need a marker for Dad.' } },
  estimate: { schema: estimateSubmissionSchema, rest: { monumentType: 'upright' } },
  quote: {
    schema: quoteRequestSchema,
    rest: { preferredOffice: 'texas', cemeteryName: '', cemeteryTown: '', timeline: '', message: '' },
  },
} as const;

type Contact = { name?: string; email?: string; phone?: string };
function check(form: keyof typeof forms, contact: Contact) {
  const { schema, rest } = forms[form];
  const result = (schema as z.ZodType).safeParse({ name: 'Ann Lee', email: '', phone: '', ...rest, ...contact });
  return result.success
    ? { ok: true as const, data: result.data as { name: string; email: string | null; phone: string | null } }
    : { ok: false as const, errors: z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined> };
}

describe.each(Object.keys(forms) as (keyof typeof forms)[])('contact fields of the %s form', (form) => {
  it.each(['(580) 555-0136 x12', '(580) 555-0136', '+1 972 555 0147', '580.555.0136 ext. 4', '5805550136'])(
    'accepts the phone number %s as typed',
    (phone) => {
      const result = check(form, { phone });
      expect(result).toMatchObject({ ok: true, data: { phone, email: null } });
    },
  );

  it.each(['555-0136', 'call me', '1234567890123456', '(580) 555-0136 x', '580 555 0136 x12 x13'])(
    'refuses the phone number %s with the same words',
    (phone) => {
      expect(check(form, { phone })).toEqual({ ok: false, errors: { phone: [PHONE_MESSAGE] } });
    },
  );

  it('trims, lower-cases the email and needs a name', () => {
    expect(check(form, { email: ' Ann@Example.com ' })).toMatchObject({
      ok: true,
      data: { email: 'ann@example.com', phone: null },
    });
    expect(check(form, { email: 'ann@' })).toEqual({ ok: false, errors: { email: [EMAIL_MESSAGE] } });
    expect(check(form, { name: ' ', email: 'ann@example.com' })).toEqual({
      ok: false,
      errors: { name: [NAME_MESSAGE] },
    });
  });

  it('needs a phone or an email, said beside the phone', () => {
    expect(check(form, {})).toEqual({ ok: false, errors: { phone: [REACH_MESSAGE] } });
  });

  it('refuses hidden and broken characters in plain words', () => {
    expect(check(form, { name: 'Ann\u0000Lee', phone: '5805550136' })).toEqual({
      ok: false,
      errors: { name: [HIDDEN_CHARACTER_MESSAGE] },
    });
    expect(check(form, { name: 'Ann \ud83d', phone: '5805550136' })).toEqual({
      ok: false,
      errors: { name: [BROKEN_CHARACTER_MESSAGE] },
    });
  });
});

describe('isPlausiblePhone', () => {
  it('counts 10 to 15 digits before any extension', () => {
    expect(isPlausiblePhone('580 555 0136 x123456')).toBe(true);
    expect(isPlausiblePhone('580 555 0136 x1234567')).toBe(false);
    expect(isPlausiblePhone('+44 20 7946 0958')).toBe(true);
  });
});
