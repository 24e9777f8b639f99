import { describe, expect, it } from 'vitest';
import { monthAndYear } from './month-and-year';

const intl = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('monthAndYear', () => {
  it('writes what Intl writes, for days and for instants', () => {
    for (let month = 1; month <= 12; month++) {
      const day = `2024-${String(month).padStart(2, '0')}-01`;
      expect(monthAndYear(day)).toBe(intl.format(new Date(`${day}T12:00:00Z`)));
    }
    expect(monthAndYear('2023-12-31T23:30:00Z')).toBe('December 2023');
    expect(monthAndYear('2025-01-01')).toBe('January 2025');
  });
});
