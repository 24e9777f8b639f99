import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, NAME_MESSAGE, PHONE_MESSAGE, REACH_MESSAGE } from '../shared/contact-fields.schema';
import { addToBasketSchema, quoteRequestSchema } from './basket.schema';

const valid = {
  name: 'Ann Lee',
  email: 'Ann@Example.com ',
  phone: '',
  preferredOffice: 'texas',
  cemeteryName: ' Rose Hill ',
  cemeteryTown: '',
  timeline: '',
  message: '',
};

const errorsOf = (input: unknown) => {
  const result = quoteRequestSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('quote request form', () => {
  it('trims, lower-cases the email and turns empty optional fields into null', () => {
    expect(quoteRequestSchema.parse(valid)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: null,
      preferredOffice: 'texas',
      cemeteryName: 'Rose Hill',
      cemeteryTown: null,
      timeline: null,
      message: null,
    });
  });

  it('needs an email or a phone, and says so beside the phone even when other fields are wrong', () => {
    expect(errorsOf({ ...valid, email: '', name: '' })).toEqual({
      name: [NAME_MESSAGE],
      phone: [REACH_MESSAGE],
    });
    expect(errorsOf({ ...valid, email: '', phone: '580 555 0136' })).toEqual({});
  });

  it('explains each wrong field in plain words', () => {
    expect(errorsOf({ ...valid, email: 'ann@', phone: '555-01', preferredOffice: '' })).toEqual({
      email: [EMAIL_MESSAGE],
      phone: [PHONE_MESSAGE],
      preferredOffice: ['Please choose the office nearest you'],
    });
    expect(errorsOf({ ...valid, phone: 'call me' }).phone).toEqual([PHONE_MESSAGE]);
    expect(errorsOf({ ...valid, message: 'x'.repeat(2001) }).message).toEqual([
      'Please keep the message under 2,000 characters',
    ]);
    expect(errorsOf({ ...valid, timeline: 'yesterday' }).timeline).toBeDefined();
  });
});

describe('add to basket input', () => {
  it('accepts only a known type and a plain id, and drops anything else', () => {
    expect(
      addToBasketSchema.parse({ itemType: 'package', itemId: 'legacy-sierra-white-upright', priceCents: 1 }),
    ).toEqual({
      itemType: 'package',
      itemId: 'legacy-sierra-white-upright',
    });
    expect(addToBasketSchema.safeParse({ itemType: 'coupon', itemId: 'a' }).success).toBe(false);
    // A playground design comes with the browser's design-tool grant, when it has one.
    const grant = '0b6f3f0e-6f7b-4bb4-9a51-6f2f4c7f0c11';
    expect(addToBasketSchema.parse({ itemType: 'design', itemId: 'ABCD-EFGH', grant })).toEqual({
      itemType: 'design',
      itemId: 'ABCD-EFGH',
      grant,
    });
    expect(addToBasketSchema.safeParse({ itemType: 'design', itemId: 'ABCD-EFGH', grant: 'x' }).success).toBe(false);
    expect(addToBasketSchema.safeParse({ itemType: 'package', itemId: 'a/b' }).success).toBe(false);
  });
});
