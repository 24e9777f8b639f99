import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, signedInCaller } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { valuePackages } from '#content/packages';
import { SLOT_TAKEN_MESSAGE } from './bookings.choices';
import { bookSlot, countBookingsAwaitingAction, nextBookings } from './bookings.service';
import { listFreeSlots, saveBookingSettings } from './bookings.availability';
import { parseReference } from '../shared/reference';

let ipCounter = 0;
const freshIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;

const details = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mary Jones',
  email: 'mary@example.com',
  phone: '(580) 555-0136',
  topic: 'new-monument' as const,
  cemetery: 'Rosedale Cemetery',
  town: 'Ada',
  notes: 'A companion stone for my parents.',
  ...overrides,
});

const baseSettings = { slotMinutes: 60, bufferMinutes: 15, minNoticeHours: 24, daysAhead: 28, consultants: 1 };

describe.each(databaseTargets)('consultation booking (%s)', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The nth free slot of an office, as a visitor's browser would see it. */
  async function slotAt(office: 'oklahoma' | 'texas', n = 0) {
    const list = await callerFor(database).bookings.slots({ office });
    const slots = list.days.flatMap((day) => day.slots);
    expect(slots.length).toBeGreaterThan(n);
    return slots[n]!.startsAt;
  }

  it('lists live free slots in Central time, weekdays only', async () => {
    const list = await callerFor(database).bookings.slots({ office: 'oklahoma' });
    expect(list.timeZone).toBe('America/Chicago');
    expect(list.days.length).toBeGreaterThan(10);
    for (const day of list.days) {
      const dow = new Date(`${day.date}T12:00:00Z`).getUTCDay();
      expect(dow === 0 || dow === 6).toBe(false);
    }
  });

  it('20 simultaneous bookings of one slot leave exactly one booking and 19 clear refusals', async () => {
    const startsAt = await slotAt('oklahoma', 3);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        callerFor(database, { ip: freshIp() }).bookings.book({
          office: 'oklahoma',
          startsAt,
          ...details({ name: `Family ${i}` }),
        }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const refusal of lost) {
      const error = (refusal as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('CONFLICT');
      expect((error as TRPCError).message).toBe(SLOT_TAKEN_MESSAGE);
    }
    const rows = await database.db
      .selectFrom('bookings')
      .select('id')
      .where('starts_at', '=', new Date(startsAt))
      .where('office', '=', 'oklahoma')
      .execute();
    expect(rows).toHaveLength(1);
    // The fresh list no longer offers it.
    const after = await callerFor(database).bookings.slots({ office: 'oklahoma' });
    expect(after.days.flatMap((d) => d.slots).map((s) => s.startsAt)).not.toContain(startsAt);
  });

  it('with two consultants, 20 simultaneous bookings leave exactly two', async () => {
    await saveBookingSettings(database.db, { office: 'texas', ...baseSettings, consultants: 2 });
    const startsAt = await slotAt('texas', 4);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        callerFor(database, { ip: freshIp() }).bookings.book({ office: 'texas', startsAt, ...details() }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    // Every other family is told the time was just taken: none lost a deadlock (the office's
    // booking lock writes them one at a time; a deadlock is no longer retried, so it would show).
    for (const refusal of results.filter((r) => r.status === 'rejected')) {
      expect(((refusal as PromiseRejectedResult).reason as TRPCError).code).toBe('CONFLICT');
    }
    const rows = await database.db
      .selectFrom('bookings')
      .select('consultant')
      .where('starts_at', '=', new Date(startsAt))
      .where('office', '=', 'texas')
      .orderBy('consultant')
      .execute();
    expect(rows.map((r) => r.consultant)).toEqual([1, 2]);
    await saveBookingSettings(database.db, { office: 'texas', ...baseSettings });
  });

  it('the database itself refuses an overlapping booking of one consultant', async () => {
    const row = {
      office: 'oklahoma',
      consultant: 1,
      starts_at: new Date('2030-01-07T15:00:00Z'),
      ends_at: new Date('2030-01-07T16:00:00Z'),
      blocked_until: new Date('2030-01-07T16:15:00Z'),
      name: 'A',
      phone: '(580) 555-0136',
      topic: 'other',
    };
    await database.db.insertInto('bookings').values(row).execute();
    const overlap = {
      ...row,
      starts_at: new Date('2030-01-07T16:10:00Z'),
      ends_at: new Date('2030-01-07T17:00:00Z'),
      blocked_until: new Date('2030-01-07T17:00:00Z'),
    };
    await expect(database.db.insertInto('bookings').values(overlap).execute()).rejects.toMatchObject({ code: '23P01' });
    // Another consultant, or a cancelled booking, does not clash.
    await database.db
      .insertInto('bookings')
      .values({ ...overlap, consultant: 2 })
      .execute();
    await database.db
      .insertInto('bookings')
      .values({ ...overlap, status: 'cancelled' })
      .execute();
  });

  it('books, shows the booking behind the private link, gives a calendar file, and cancels (the slot is free again)', async () => {
    const visitor = callerFor(database, { ip: freshIp() });
    const startsAt = await slotAt('texas', 6);
    const { token, reference } = await visitor.bookings.book({ office: 'texas', startsAt, ...details() });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reference).toMatch(/^B-\d{4,}-[FHKLMRUWXY]{2}$/);
    // Only the hash is stored.
    const stored = await database.db
      .selectFrom('bookings')
      .select('token_hash')
      .where('token_hash', 'is not', null)
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const booking = await visitor.bookings.get({ token });
    expect(booking).toMatchObject({
      reference,
      office: 'texas',
      officeName: 'Wylie, Texas',
      startsAt,
      status: 'booked',
      changeable: true,
    });
    expect(booking.whatToBring.length).toBeGreaterThan(2);

    const file = await visitor.bookings.calendarFile({ token });
    expect(file.filename).toBe(`consultation-${reference}.ics`);
    expect(file.content).toContain('BEGIN:VCALENDAR');
    const compact = startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(file.content).toContain(`DTSTART:${compact}`);

    const list = async () =>
      (await visitor.bookings.slots({ office: 'texas' })).days.flatMap((d) => d.slots.map((s) => s.startsAt));
    expect(await list()).not.toContain(startsAt);
    const cancelled = await visitor.bookings.cancel({ token });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.changeable).toBe(false);
    expect(await list()).toContain(startsAt);
    // Cancelling twice is harmless.
    expect((await visitor.bookings.cancel({ token })).status).toBe('cancelled');
  });

  it('moves a booking to another slot through the link', async () => {
    const visitor = callerFor(database, { ip: freshIp() });
    const first = await slotAt('oklahoma', 8);
    const second = await slotAt('oklahoma', 9);
    const { token } = await visitor.bookings.book({ office: 'oklahoma', startsAt: first, ...details() });
    const moved = await visitor.bookings.move({ token, startsAt: second });
    expect(moved.booking.startsAt).toBe(second);
    expect((await visitor.bookings.get({ token })).status).toBe('cancelled');
    expect((await visitor.bookings.get({ token: moved.token })).status).toBe('booked');
  });

  it('refuses a wrong, malformed or expired token', async () => {
    const visitor = callerFor(database, { ip: freshIp() });
    expect(await codeOf(visitor.bookings.get({ token: 'A'.repeat(43) }))).toBe('NOT_FOUND');
    expect(await codeOf(visitor.bookings.cancel({ token: 'A'.repeat(43) }))).toBe('NOT_FOUND');
    expect(await codeOf(visitor.bookings.get({ token: 'short' }))).toBe('BAD_REQUEST');
    // A booking made (in the past) for a slot that has ended.
    const past = new Date(Date.now() - 60 * 86_400_000);
    const slots = await listFreeSlots(database.db, 'oklahoma', past);
    const { token } = await bookSlot(
      database.db,
      {
        office: 'oklahoma',
        startsAt: new Date(slots.days[0]!.slots[0]!.startsAt),
        details: details(),
        source: 'online',
      },
      past,
    );
    const expired = visitor.bookings.get({ token: token! });
    await expect(expired).rejects.toThrow(/expired/);
    expect(await codeOf(visitor.bookings.cancel({ token: token! }))).toBe('NOT_FOUND');
    expect(await codeOf(visitor.bookings.calendarFile({ token: token! }))).toBe('NOT_FOUND');
  });

  it('refuses a time the list does not offer, and bad fields beside each field', async () => {
    const visitor = callerFor(database, { ip: freshIp() });
    const saturday = '2030-01-05T15:00:00.000Z';
    expect(await codeOf(visitor.bookings.book({ office: 'oklahoma', startsAt: saturday, ...details() }))).toBe(
      'CONFLICT',
    );
    const odd = new Date(new Date(await slotAt('oklahoma', 2)).getTime() + 60_000).toISOString();
    expect(await codeOf(visitor.bookings.book({ office: 'oklahoma', startsAt: odd, ...details() }))).toBe('CONFLICT');
    const bad = visitor.bookings.book({
      office: 'oklahoma',
      startsAt: 'tomorrow',
      ...details({ email: 'nope', topic: 'x' }),
    } as never);
    await expect(bad).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('limits bookings per address', async () => {
    const visitor = callerFor(database, { ip: '192.0.2.77' });
    const codes: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push(
        await codeOf(visitor.bookings.book({ office: 'oklahoma', startsAt: '2030-01-05T15:00:00.000Z', ...details() })),
      );
    }
    expect(codes.slice(0, 10).every((code) => code === 'CONFLICT')).toBe(true);
    expect(codes[10]).toBe('TOO_MANY_REQUESTS');
  });

  it('attaches the visitor basket when asked, and nothing when it is empty or not asked', async () => {
    const staff = await signedInCaller(database, { admin: true });
    const basketSessionId = crypto.randomUUID();
    const visitor = callerFor(database, { ip: freshIp(), basketSessionId });
    const empty = await visitor.bookings.book({
      office: 'oklahoma',
      startsAt: await slotAt('oklahoma', 12),
      attachBasket: true,
      ...details(),
    });
    expect((await staff.admin.bookings.get({ id: parseReference('booking', empty.reference)! })).attachment).toBeNull();

    await visitor.basket.add({ itemType: 'package', itemId: valuePackages[0]!.id });
    const withBasket = await visitor.bookings.book({
      office: 'oklahoma',
      startsAt: await slotAt('oklahoma', 12),
      attachBasket: true,
      ...details(),
    });
    const attachment = (await staff.admin.bookings.get({ id: parseReference('booking', withBasket.reference)! }))
      .attachment;
    expect(attachment?.kind).toBe('basket');
    expect(attachment?.items).toHaveLength(1);
    expect(attachment?.items[0]?.title).toBeTruthy();

    const notAsked = await visitor.bookings.book({
      office: 'oklahoma',
      startsAt: await slotAt('oklahoma', 12),
      ...details(),
    });
    expect(
      (await staff.admin.bookings.get({ id: parseReference('booking', notAsked.reference)! })).attachment,
    ).toBeNull();
  });

  it('lets staff see the agenda, open, cancel with a reason, mark completed, book by phone, and set closed dates', async () => {
    const staff = await signedInCaller(database, { admin: true });
    const visitor = callerFor(database, { ip: freshIp() });
    const startsAt = await slotAt('oklahoma', 15);
    const { reference } = await visitor.bookings.book({ office: 'oklahoma', startsAt, ...details() });
    const id = parseReference('booking', reference)!;

    expect(await countBookingsAwaitingAction(database.db)).toBeGreaterThan(0);
    const before = await countBookingsAwaitingAction(database.db);
    const date = startsAt.slice(0, 10);
    const week = await staff.admin.bookings.agenda({ office: 'oklahoma', view: 'week', date });
    expect(week.days).toHaveLength(7);
    expect(week.days.flatMap((d) => d.bookings).map((b) => b.id)).toContain(id);
    // The days the office is closed say why; the rest are open.
    expect(week.days.slice(5).map((d) => d.closed)).toEqual(['Weekend', 'Weekend']);
    expect(week.days.find((d) => d.date === date)?.closed).toBeNull();
    const thanksgiving = await staff.admin.bookings.agenda({ office: 'oklahoma', view: 'day', date: '2026-11-26' });
    expect(thanksgiving.days[0]!.closed).toBe('Thanksgiving Day');
    await staff.admin.bookings.acknowledge({ id });
    expect(await countBookingsAwaitingAction(database.db)).toBe(before - 1);
    expect((await staff.admin.dashboard.summary()).awaiting.newBookings).toBe(before - 1);
    expect((await nextBookings(database.db, 50)).map((b) => b.id)).toContain(id);

    expect(await codeOf(staff.admin.bookings.cancel({ id, reason: '' }))).toBe('BAD_REQUEST');
    const cancelled = await staff.admin.bookings.cancel({ id, reason: 'The family called to cancel' });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The family called to cancel',
      cancelledBy: 'staff',
    });
    expect(await codeOf(staff.admin.bookings.setStatus({ id, status: 'completed' }))).toBe('CONFLICT');

    const phoneSlots = await staff.admin.bookings.slots({ office: 'texas' });
    const phoneStart = phoneSlots.days[0]!.slots[0]!.startsAt;
    const byPhone = await staff.admin.bookings.bookByPhone({
      office: 'texas',
      startsAt: phoneStart,
      ...details({ email: null }),
    });
    expect(byPhone).toMatchObject({ source: 'phone', status: 'booked', seen: true });
    expect((await staff.admin.bookings.setStatus({ id: byPhone.id, status: 'no_show' })).status).toBe('no_show');
    expect((await staff.admin.bookings.setStatus({ id: byPhone.id, status: 'completed' })).status).toBe('completed');

    // A closed date takes a day out of the visitors' list.
    const list = await visitor.bookings.slots({ office: 'texas' });
    const day = list.days[1]!.date;
    const { id: closedId } = await staff.admin.bookings.addClosedDate({
      office: 'texas',
      startsOn: day,
      endsOn: day,
      label: 'Staff training',
    });
    expect((await visitor.bookings.slots({ office: 'texas' })).days.map((d) => d.date)).not.toContain(day);
    expect((await visitor.bookings.slots({ office: 'oklahoma' })).days.map((d) => d.date)).toContain(day);
    expect((await staff.admin.bookings.closedDates()).map((c) => c.id)).toContain(closedId);
    const closedDay = async (office: 'texas' | 'oklahoma') =>
      (await staff.admin.bookings.agenda({ office, view: 'day', date: day })).days[0]!.closed;
    expect(await closedDay('texas')).toBe('Staff training');
    expect(await closedDay('oklahoma')).toBeNull();
    expect(
      await codeOf(
        staff.admin.bookings.addClosedDate({
          office: null,
          startsOn: '2030-02-02',
          endsOn: '2030-02-01',
          label: 'Oops',
        }),
      ),
    ).toBe('BAD_REQUEST');
    await staff.admin.bookings.removeClosedDate({ id: closedId });
    expect((await visitor.bookings.slots({ office: 'texas' })).days.map((d) => d.date)).toContain(day);

    await staff.admin.bookings.saveSettings({ office: 'texas', ...baseSettings, slotMinutes: 30, bufferMinutes: 0 });
    expect((await staff.admin.bookings.settings()).find((s) => s.office === 'texas')).toMatchObject({
      slotMinutes: 30,
    });
    expect((await visitor.bookings.slots({ office: 'texas' })).slotMinutes).toBe(30);
    await staff.admin.bookings.saveSettings({ office: 'texas', ...baseSettings });
    expect(await codeOf(staff.admin.bookings.get({ id: 999_999 }))).toBe('NOT_FOUND');
  });
});
