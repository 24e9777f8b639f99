import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contactSubmissionSchema,
  EMAIL_MESSAGE,
  estimateSubmissionSchema,
  isPlausiblePhone,
  NAME_MESSAGE,
  PHONE_MESSAGE,
  REACH_MESSAGE,
  submissionListSchema,
} from './leads.schema';

const fields = (result: { success: boolean; error?: z.ZodError }): Record<string, string[] | undefined> =>
  result.success ? {} : z.flattenError(result.error!).fieldErrors;

describe('contact form schema', () => {
  it('accepts a message with a phone only, trimming and dropping blank fields', () => {
    const parsed = contactSubmissionSchema.parse({
      name: '  Mary Jones ',
      email: '   ',
      phone: '(580) 555-0136',
      message: ' We need a marker for Dad. ',
      website: '',
    });
    expect(parsed).toMatchObject({
      name: 'Mary Jones',
      phone: '(580) 555-0136',
      message: 'We need a marker for Dad.',
      office: 'either',
    });
    expect(parsed.email).toBeNull();
  });

  it('names every problem beside its field at once', () => {
    const errors = fields(contactSubmissionSchema.safeParse({ name: '', email: '', phone: '', message: '' }));
    expect(errors.name).toEqual([NAME_MESSAGE]);
    expect(errors.message?.[0]).toMatch(/tell us/);
    expect(errors.phone).toEqual([REACH_MESSAGE]);
  });

  it('refuses a malformed email or phone in plain words', () => {
    const errors = fields(
      contactSubmissionSchema.safeParse({ name: 'Al Smith', email: 'al@', phone: '555-01', message: 'Hello there' }),
    );
    expect(errors.email).toEqual([EMAIL_MESSAGE]);
    expect(errors.phone).toEqual([PHONE_MESSAGE]);
  });

  it('drops a source page that is not a site path instead of failing', () => {
    const parsed = contactSubmissionSchema.parse({
      name: 'Al Smith',
      email: 'al@example.com',
      message: 'Hello there',
      sourcePage: 'https://evil.example/',
    });
    expect(parsed.sourcePage).toBeUndefined();
  });
});

describe('estimate schema', () => {
  it('requires the kind of memorial and fills the other choices with "not sure"', () => {
    expect(
      fields(estimateSubmissionSchema.safeParse({ name: 'Al Smith', email: 'al@example.com', monumentType: '' }))
        .monumentType,
    ).toEqual(['Please choose the kind of memorial']);
    const parsed = estimateSubmissionSchema.parse({
      name: 'Al Smith',
      email: 'al@example.com',
      monumentType: 'companion',
      cemetery: ' ',
    });
    expect(parsed).toMatchObject({
      size: 'not-sure',
      granite: 'not-sure',
      budget: 'not-sure',
      timeline: 'not-sure',
      office: 'either',
    });
    expect(parsed.cemetery).toBeUndefined();
  });

  it('refuses choices that are not on the lists', () => {
    expect(
      estimateSubmissionSchema.safeParse({ name: 'Al Smith', phone: '5805550136', monumentType: 'pyramid' }).success,
    ).toBe(false);
    expect(
      estimateSubmissionSchema.safeParse({
        name: 'Al Smith',
        phone: '5805550136',
        monumentType: 'upright',
        budget: 'free',
      }).success,
    ).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each([
    ['(580) 555-0136', true],
    ['+1 972 555 0147', true],
    ['580.555.0136 x12', true],
    ['555-0136', false],
    ['call me', false],
    ['1234567890123456', false],
  ])('%s -> %s', (phone, ok) => expect(isPlausiblePhone(phone)).toBe(ok));
});

describe('staff list filters', () => {
  it('falls back to safe values for anything odd in the address bar', () => {
    expect(submissionListSchema.parse({ kind: 'spam', status: 'x', page: '-3' })).toEqual({ page: 1 });
    expect(submissionListSchema.parse({ kind: 'estimate', status: 'new', q: ' Ada ', page: '2' })).toEqual({
      kind: 'estimate',
      status: 'new',
      q: 'Ada',
      page: 2,
    });
  });
});

describe('the staff screen address bar', () => {
  it('keeps known filters and drops anything odd, without zod', async () => {
    const { parseSubmissionsSearch } = await import('./leads.choices');
    expect(parseSubmissionsSearch({ kind: 'estimate', status: 'new', q: ' Ada ', page: 2, open: 7 })).toEqual({
      kind: 'estimate',
      status: 'new',
      q: 'Ada',
      page: 2,
      open: 7,
    });
    expect(parseSubmissionsSearch({ kind: 'spam', status: 5, q: '', page: -1, open: 'x' })).toEqual({
      kind: undefined,
      status: undefined,
      q: undefined,
      page: 1,
      open: undefined,
    });
  });
});
