import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const intl = (priceCents: number) =>
  priceCents % 100 === 0 ? dollars.format(priceCents / 100) : cents.format(priceCents / 100);

describe('formatPrice', () => {
  it('writes what Intl’s en-US currency format writes', () => {
    for (const priceCents of [
      0, 5, 99, 100, 2450_00, 2450_50, 2450_05, 99_999_99, 100_000_00, 1_234_567_89, -1500_00, -12_34,
    ])
      expect(formatPrice(priceCents), String(priceCents)).toBe(intl(priceCents));
  });
});
