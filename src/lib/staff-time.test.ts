import { describe, expect, it } from 'vitest';
import { staffTime } from './staff-time';

describe('the staff date and time formatter', () => {
  const central = staffTime('America/Chicago');

  it('writes a moment one way, in the offices’ zone, with plain spaces', () => {
    expect(central.dateTime('2026-11-27T07:03:00Z')).toBe('Nov 27, 2026, 1:03 AM');
    expect(central.date('2026-11-27T07:03:00Z')).toBe('Nov 27, 2026');
    expect(central.time(new Date('2026-11-27T19:30:00Z'))).toBe('1:30 PM');
    expect(staffTime('America/Los_Angeles').dateTime('2026-11-27T07:03:00Z')).toBe('Nov 26, 2026, 11:03 PM');
  });

  it('writes a consultation’s start and end once, and a calendar day without slipping', () => {
    expect(central.range('2026-11-30T15:00:00Z', '2026-11-30T16:00:00Z')).toBe('Nov 30, 2026, 9:00 – 10:00 AM');
    expect(central.day('2026-11-27')).toBe('Fri, Nov 27, 2026');
    expect(staffTime('America/Los_Angeles').day('2026-11-27')).toBe('Fri, Nov 27, 2026');
  });

  it('gives today’s date in the offices’ zone for date fields', () => {
    // 2:00 UTC on the 28th is still the evening of the 27th in Central time.
    expect(central.today(new Date('2026-11-28T02:00:00Z'))).toBe('2026-11-27');
  });
});
