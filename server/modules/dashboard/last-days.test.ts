import { describe, expect, it } from 'vitest';
import { lastDays } from './dashboard.admin-router';

describe('the requests chart’s days', () => {
  it('are whole calendar days in the zone, across the autumn and spring clock changes', () => {
    // 23:30 in Ada on 1 December (05:30 UTC on the 2nd), 90 days back crosses 1 November.
    const autumn = lastDays(90, 'America/Chicago', new Date('2026-12-02T05:30:00Z'));
    expect(autumn).toHaveLength(90);
    expect(new Set(autumn).size).toBe(90);
    expect(autumn.at(-1)).toBe('2026-12-01');
    expect(autumn[0]).toBe('2026-09-03');
    expect(autumn).toContain('2026-11-01');
    const spring = lastDays(90, 'America/Chicago', new Date('2027-04-01T04:30:00Z'));
    expect(new Set(spring).size).toBe(90);
    expect(spring.at(-1)).toBe('2027-03-31');
    expect(spring).toContain('2027-03-14');
  });

  it('roll over months and years', () => {
    expect(lastDays(3, 'America/Chicago', new Date('2027-01-01T18:00:00Z'))).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
});
