import { describe, expect, it } from 'vitest';
import { formatPrice, longCalendarDay, monthAndYear } from './format';

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

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('monthAndYear', () => {
  it('writes what Intl writes, for days and for instants', () => {
    for (let month = 1; month <= 12; month++) {
      const day = `2024-${String(month).padStart(2, '0')}-01`;
      expect(monthAndYear(day)).toBe(monthYear.format(new Date(`${day}T12:00:00Z`)));
    }
    expect(monthAndYear('2023-12-31T23:30:00Z')).toBe('December 2023');
    expect(monthAndYear('2025-01-01')).toBe('January 2025');
  });
});

const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

describe('longCalendarDay', () => {
  it('writes what Intl’s long date writes, the same day wherever it is read', () => {
    for (const day of ['2026-01-01', '2026-11-27', '2024-02-29', '2025-12-31', '2026-07-04'])
      expect(longCalendarDay(day)).toBe(longDay.format(new Date(`${day}T12:00:00Z`)));
  });
});
