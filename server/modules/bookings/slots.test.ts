import { describe, expect, it } from 'vitest';
import { closedReason, daySlots, freeSlots, officeDate, type SlotSettings } from './slots';
import { usHolidayOn, usPublicHolidays } from './us-holidays';

const CENTRAL = 'America/Chicago';

const hours = { opens: '09:00', closes: '17:00' };
const settings: SlotSettings = { slotMinutes: 60, bufferMinutes: 15, minNoticeHours: 0, daysAhead: 14, consultants: 1 };
const iso = (date: Date) => date.toISOString();

describe('slot generation', () => {
  it('offers Mon-Fri slots within opening hours, each followed by its buffer', () => {
    const slots = daySlots('2026-12-01', settings, hours, CENTRAL);
    // 9:00, 10:15, 11:30, 12:45, 14:00, 15:15 (16:30 would end after 17:00). December: CST (UTC-6).
    expect(slots.map((slot) => iso(slot.startsAt))).toEqual([
      '2026-12-01T15:00:00.000Z',
      '2026-12-01T16:15:00.000Z',
      '2026-12-01T17:30:00.000Z',
      '2026-12-01T18:45:00.000Z',
      '2026-12-01T20:00:00.000Z',
      '2026-12-01T21:15:00.000Z',
    ]);
    expect(iso(slots[0]!.endsAt)).toBe('2026-12-01T16:00:00.000Z');
    expect(iso(slots[0]!.blockedUntil)).toBe('2026-12-01T16:15:00.000Z');
  });

  it('offers the last slot of the day when it ends exactly at closing, and none that would end after', () => {
    // 60-minute slots, no buffer: 16:00 ends at 17:00 sharp and is offered; 16:30 would not be.
    const exact = daySlots('2026-12-01', { ...settings, bufferMinutes: 0 }, hours, CENTRAL);
    expect(exact).toHaveLength(8);
    expect(iso(exact.at(-1)!.endsAt)).toBe('2026-12-01T23:00:00.000Z');
    const halfHours = daySlots('2026-12-01', { ...settings, slotMinutes: 90, bufferMinutes: 0 }, hours, CENTRAL);
    // 9:00, 10:30, 12:00, 13:30, 15:00 (ends 16:30); 16:30 would end at 18:00.
    expect(halfHours.map((slot) => iso(slot.endsAt)).at(-1)).toBe('2026-12-01T22:30:00.000Z');
  });

  it('never offers weekends', () => {
    const days = freeSlots({
      timeZone: CENTRAL,
      now: new Date('2026-12-04T12:00:00Z'),
      settings,
      hours,
      closed: [],
      held: [],
    });
    const dates = days.map((day) => day.date);
    expect(dates).not.toContain('2026-12-05');
    expect(dates).not.toContain('2026-12-06');
    expect(dates).toContain('2026-12-07');
    expect(closedReason('2026-12-05', [])).toBe('weekend');
  });

  it('never offers US public holidays (observed dates included)', () => {
    const days = freeSlots({
      timeZone: CENTRAL,
      now: new Date('2026-11-23T12:00:00Z'),
      settings,
      hours,
      closed: [],
      held: [],
    });
    const dates = days.map((day) => day.date);
    expect(dates).not.toContain('2026-11-26'); // Thanksgiving
    expect(dates).toContain('2026-11-27');
    expect(usHolidayOn('2026-07-03')).toBe('Independence Day'); // July 4th 2026 is a Saturday
    expect(usHolidayOn('2027-12-31')).toBe("New Year's Day"); // Jan 1st 2028 is a Saturday
    expect(usHolidayOn('2027-06-18')).toBe('Juneteenth'); // Saturday June 19th 2027
    expect(usPublicHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('never offers closed dates, single days or ranges', () => {
    const closed = [
      { startsOn: '2026-12-02', endsOn: '2026-12-02' },
      { startsOn: '2026-12-08', endsOn: '2026-12-10' },
    ];
    const days = freeSlots({
      timeZone: CENTRAL,
      now: new Date('2026-11-30T12:00:00Z'),
      settings,
      hours,
      closed,
      held: [],
    });
    const dates = days.map((day) => day.date);
    for (const date of ['2026-12-02', '2026-12-08', '2026-12-09', '2026-12-10']) expect(dates).not.toContain(date);
    for (const date of ['2026-12-01', '2026-12-03', '2026-12-07', '2026-12-11']) expect(dates).toContain(date);
  });

  it('respects the minimum notice', () => {
    // Monday 2026-11-30 10:00 Central; 24 hours' notice: nothing before Tuesday 10:00.
    const now = new Date('2026-11-30T16:00:00Z');
    const days = freeSlots({
      timeZone: CENTRAL,
      now,
      settings: { ...settings, minNoticeHours: 24 },
      hours,
      closed: [],
      held: [],
    });
    expect(days[0]!.date).toBe('2026-12-01');
    expect(iso(days[0]!.slots[0]!.startsAt)).toBe('2026-12-01T16:15:00.000Z'); // 10:15 Central
    expect(
      days.flatMap((day) => day.slots).every((slot) => slot.startsAt.getTime() >= now.getTime() + 86_400_000),
    ).toBe(true);
  });

  it('shows how far ahead staff allow, and no further', () => {
    const days = freeSlots({
      timeZone: CENTRAL,
      now: new Date('2026-11-30T12:00:00Z'),
      settings: { ...settings, daysAhead: 7 },
      hours,
      closed: [],
      held: [],
    });
    expect(days.at(-1)!.date).toBe('2026-12-07');
  });

  it('keeps 9:00 at 9:00 Central on the days daylight saving time starts and ends', () => {
    // DST starts Sunday 2027-03-14 (CST -6 to CDT -5) and ends Sunday 2026-11-01 (CDT -5 to CST -6).
    expect(iso(daySlots('2027-03-14', settings, hours, CENTRAL)[0]!.startsAt)).toBe('2027-03-14T14:00:00.000Z');
    expect(iso(daySlots('2027-03-12', settings, hours, CENTRAL)[0]!.startsAt)).toBe('2027-03-12T15:00:00.000Z');
    expect(iso(daySlots('2027-03-15', settings, hours, CENTRAL)[0]!.startsAt)).toBe('2027-03-15T14:00:00.000Z');
    expect(iso(daySlots('2026-11-01', settings, hours, CENTRAL)[0]!.startsAt)).toBe('2026-11-01T15:00:00.000Z');
    expect(iso(daySlots('2026-10-30', settings, hours, CENTRAL)[0]!.startsAt)).toBe('2026-10-30T14:00:00.000Z');
    expect(iso(daySlots('2026-11-02', settings, hours, CENTRAL)[0]!.startsAt)).toBe('2026-11-02T15:00:00.000Z');
    // The last slot of those days still ends by 17:00 local.
    expect(iso(daySlots('2027-03-14', settings, hours, CENTRAL).at(-1)!.endsAt)).toBe('2027-03-14T21:15:00.000Z');
    // A list that spans the change: the week before at -5, the week after at -6, each day complete.
    const days = freeSlots({
      timeZone: CENTRAL,
      now: new Date('2026-10-26T05:00:00Z'),
      settings,
      hours,
      closed: [],
      held: [],
    });
    const friday = days.find((day) => day.date === '2026-10-30')!;
    const monday = days.find((day) => day.date === '2026-11-02')!;
    expect(friday.slots).toHaveLength(6);
    expect(monday.slots).toHaveLength(6);
    expect(iso(friday.slots[0]!.startsAt)).toBe('2026-10-30T14:00:00.000Z');
    expect(iso(monday.slots[0]!.startsAt)).toBe('2026-11-02T15:00:00.000Z');
    expect(days.some((day) => day.date === '2026-11-01')).toBe(false);
  });

  it('uses the office date, not the UTC date, for "today"', () => {
    // 03:00 UTC on Dec 2nd is still Dec 1st in Chicago.
    expect(officeDate(new Date('2026-12-02T03:00:00Z'), CENTRAL)).toBe('2026-12-01');
  });

  it('takes out times held by bookings, per consultant', () => {
    const held = [
      { consultant: 1, startsAt: new Date('2026-12-01T15:00:00Z'), blockedUntil: new Date('2026-12-01T16:15:00Z') },
    ];
    const one = freeSlots({
      timeZone: CENTRAL,
      now: new Date('2026-11-30T12:00:00Z'),
      settings,
      hours,
      closed: [],
      held,
    });
    const tuesday = one.find((day) => day.date === '2026-12-01')!;
    expect(tuesday.slots.map((slot) => iso(slot.startsAt))).not.toContain('2026-12-01T15:00:00.000Z');
    const two = freeSlots({
      timeZone: CENTRAL,
      now: new Date('2026-11-30T12:00:00Z'),
      settings: { ...settings, consultants: 2 },
      hours,
      closed: [],
      held,
    });
    expect(two.find((day) => day.date === '2026-12-01')!.slots.map((slot) => iso(slot.startsAt))).toContain(
      '2026-12-01T15:00:00.000Z',
    );
  });

  it('keeps existing bookings when staff change the slot length', () => {
    // Booked under 60 + 15: 10:15-11:15, held to 11:30 Central.
    const held = [
      { consultant: 1, startsAt: new Date('2026-12-01T16:15:00Z'), blockedUntil: new Date('2026-12-01T17:30:00Z') },
    ];
    // Now 45-minute slots with no buffer: 9:00, 9:45, 10:30, 11:15, 12:00 ...
    const changed = { ...settings, slotMinutes: 45, bufferMinutes: 0 };
    const days = freeSlots({
      timeZone: CENTRAL,
      now: new Date('2026-11-30T12:00:00Z'),
      settings: changed,
      hours,
      closed: [],
      held,
    });
    const starts = days.find((day) => day.date === '2026-12-01')!.slots.map((slot) => iso(slot.startsAt));
    expect(starts).toContain('2026-12-01T15:00:00.000Z'); // 9:00-9:45, clear of the booking
    expect(starts).not.toContain('2026-12-01T15:45:00.000Z'); // 9:45-10:30 overlaps 10:15
    expect(starts).not.toContain('2026-12-01T16:30:00.000Z'); // 10:30-11:15 inside it
    expect(starts).not.toContain('2026-12-01T17:15:00.000Z'); // 11:15-12:00 overlaps the buffer to 11:30
    expect(starts).toContain('2026-12-01T18:00:00.000Z'); // 12:00
  });
});
