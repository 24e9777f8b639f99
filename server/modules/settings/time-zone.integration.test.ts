import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, createUserSession } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { bookSlot, recordDueReminders } from '../bookings/bookings.service';
import { listFreeSlots, saveBookingSettings } from '../bookings/bookings.availability';
import { agenda } from '../bookings/bookings.agenda';
import { emailRegistry } from '../email/email.registry';
import type { EmailExtras } from '../email/email.drafts';
import { inZone } from '../shared/time';
import { readBusinessFacts } from './settings.service';

/**
 * Decision 197: the offices' time zone is one business setting, and every time a person reads
 * follows it. Staff move the offices from Central to Pacific time; the free slots, the reminder
 * run, the family's email, the staff agenda and a log's dates all move with it.
 */

const CENTRAL = 'America/Chicago';
const PACIFIC = 'America/Los_Angeles';
const none: EmailExtras['notify'] = {
  contact: [],
  estimate: [],
  accessForm: [],
  quoteRequest: [],
  booking: [],
  commitment: [],
  proofDecision: [],
};
// Tuesday, December 8, 2026, 7:00 UTC: 1:00 AM that Tuesday in Central time, but still 11:00 PM
// on Monday, December 7 in Pacific time.
const now = new Date('2026-12-08T07:00:00Z');
const tuesday = '2026-12-08';

describe.each(databaseTargets)('the offices’ time zone (%s)', (target) => {
  let database: Database;
  let adminToken: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    adminToken = (await createUserSession(database, { admin: true })).token;
    await saveBookingSettings(database.db, {
      office: 'oklahoma',
      slotMinutes: 60,
      bufferMinutes: 15,
      minNoticeHours: 0,
      daysAhead: 14,
      consultants: 1,
    });
  });
  afterAll(() => database?.close());

  const settings = () => callerFor(database, { sessionToken: adminToken }).admin.settings;

  async function moveOfficesTo(timeZone: string) {
    const { sections } = await settings().get();
    const offices = structuredClone(sections.offices) as { offices: Array<Record<string, unknown>>; timeZone: string };
    offices.offices = offices.offices.map(({ phoneHref: _derived, ...office }) => office);
    offices.timeZone = timeZone;
    await settings().update({ section: 'offices', value: offices as never });
    expect((await readBusinessFacts(database.db)).timeZone).toBe(timeZone);
  }

  async function firstSlotOn(date: string) {
    const list = await listFreeSlots(database.db, 'oklahoma', now);
    return { timeZone: list.timeZone, slot: list.days.find((day) => day.date === date)!.slots[0]! };
  }

  async function exportedReceivedTime(): Promise<string> {
    const { csv } = await callerFor(database, { sessionToken: adminToken }).admin.submissions.exportCsv({});
    const stamp = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.exec(csv);
    expect(stamp).not.toBeNull();
    return stamp![0];
  }

  it('moves the slots, the reminder, the email, the agenda and the log dates together', async () => {
    const business = await readBusinessFacts(database.db);
    expect(business.timeZone).toBe(CENTRAL);
    const opens = inZone('UTC').time(`2026-01-01T${business.hours.opens}:00Z`);

    // Central: the first free time on Tuesday is the opening hour in Central time.
    const central = await firstSlotOn(tuesday);
    expect(central.timeZone).toBe(CENTRAL);
    expect(inZone(CENTRAL).time(central.slot.startsAt)).toBe(opens);
    await callerFor(database, { ip: '198.51.100.77' }).leads.submitContact({
      name: 'Mary Jones',
      email: 'mary@example.com',
      phone: '(580) 555-0136',
      office: 'oklahoma',
      message: 'We would like a companion headstone for my parents.',
      sourcePage: '/contact-us',
    });
    const loggedInCentral = await exportedReceivedTime();
    // At 1:00 AM Tuesday in Central, "today" on the agenda is Tuesday.
    expect((await agenda(database.db, 'oklahoma', 'day', undefined, now)).date).toBe(tuesday);

    await moveOfficesTo(PACIFIC);

    // The slot: the same opening hour, now in Pacific time (two hours later in UTC).
    const pacific = await firstSlotOn(tuesday);
    expect(pacific.timeZone).toBe(PACIFIC);
    expect(inZone(PACIFIC).time(pacific.slot.startsAt)).toBe(opens);
    expect(Date.parse(pacific.slot.startsAt) - Date.parse(central.slot.startsAt)).toBe(2 * 3600_000);

    // The staff agenda: at 11:00 PM Monday in Pacific time, "today" is Monday; Tuesday's booking
    // sits on Tuesday in the offices' zone.
    expect((await agenda(database.db, 'oklahoma', 'day', undefined, now)).date).toBe('2026-12-07');
    const { booking } = await bookSlot(
      database.db,
      {
        office: 'oklahoma',
        startsAt: new Date(pacific.slot.startsAt),
        source: 'phone',
        details: {
          name: 'Ruth Ames',
          email: 'ruth@family.example',
          phone: '(580) 555-0140',
          topic: 'new-monument',
          cemetery: 'Rosedale Cemetery',
          town: 'Ada',
          notes: '',
        },
      },
      now,
    );
    const day = await agenda(database.db, 'oklahoma', 'day', tuesday, now);
    expect(day.timeZone).toBe(PACIFIC);
    expect(day.days[0]!.bookings.map((b) => b.id)).toEqual([booking.id]);

    // The reminder: at 11:00 PM Monday Pacific, "tomorrow" is Tuesday, so Tuesday's booking is due
    // (in Central it would already be Tuesday, and Wednesday's bookings would be the ones due).
    expect(await recordDueReminders(database.db, now)).toBe(1);
    const event = await database.db
      .selectFrom('events')
      .select('payload')
      .where('type', '=', 'booking.reminder_due')
      .executeTakeFirstOrThrow();
    const payload = typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload;

    // The family's reminder email says the time in Pacific time, by name.
    const facts = await readBusinessFacts(database.db);
    const email = emailRegistry['booking.reminder_due']!.family!(payload, facts, 'https://caldwell.example', {
      notify: none,
      private: {},
    })!;
    const spoken = `Tuesday, December 8, 2026 at ${opens} Pacific Time`;
    expect(email.subject).toContain(spoken);
    expect(email.text).toContain(spoken);
    expect(email.text).not.toContain('Central');

    // The log: the same message's received time in the staff export is two hours earlier.
    const loggedInPacific = await exportedReceivedTime();
    expect(Date.parse(`${loggedInCentral}Z`) - Date.parse(`${loggedInPacific}Z`)).toBe(2 * 3600_000);
  });
});
