import { describe, expect, it } from 'vitest';
import { inZone, zoneOffsetName } from './time';

// 1:05 AM UTC on Friday, November 27, 2026: still Thursday evening in the American zones.
const instant = '2026-11-27T01:05:00Z';

describe('the one time module (decision 197)', () => {
  it('writes one instant in the zone it is given, with plain spaces', () => {
    const central = inZone('America/Chicago');
    expect(central.dateTime(instant)).toBe('Nov 26, 2026, 7:05 PM');
    expect(central.longDate(instant)).toBe('November 26, 2026');
    expect(central.fullDay(instant)).toBe('Thursday, November 26, 2026');
    expect(central.time(instant)).toBe('7:05 PM');
    expect(central.isoDay(instant)).toBe('2026-11-26');
    expect(central.stamp(instant)).toBe('2026-11-26 19:05');
    expect(central.today(new Date(instant))).toBe('2026-11-26');
    const pacific = inZone('America/Los_Angeles');
    expect(pacific.time(instant)).toBe('5:05 PM');
    expect(pacific.stamp('2026-11-27T08:05:00Z')).toBe('2026-11-27 00:05');
  });

  it('writes a calendar date as the same day in every zone', () => {
    expect(inZone('America/Los_Angeles').day('2026-11-27')).toBe('Fri, Nov 27, 2026');
    expect(inZone('Pacific/Kiritimati').day('2026-11-27')).toBe('Fri, Nov 27, 2026');
  });

  it('names a zone’s offset', () => {
    expect(zoneOffsetName('America/Chicago', new Date(instant))).toBe('GMT-6');
  });
});
