import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '#db/create-db';
import { signedInCaller } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { REQUEST_KINDS } from './dashboard.choices';

const DAY = 86_400_000;

describe.each(databaseTargets)('the dashboard counts every kind of request (%s)', (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database.close());

  /** One request of every kind, made `at`: the rows each domain writes. */
  async function requestsAt(at: Date, n: number) {
    const { db } = database;
    await sql`insert into submissions (kind, name, email, phone, created_at)
      values ('contact', ${`Contact ${n}`}, 'a@example.com', null, ${at}),
             ('estimate', ${`Estimate ${n}`}, 'b@example.com', null, ${at}),
             ('callback', ${`Callback ${n}`}, null, '(580) 555-0100', ${at})`.execute(db);
    await sql`insert into basket_submissions
        (idempotency_key, basket_session_id, name, email, preferred_office, items, item_count, known_total_cents, created_at)
      values (gen_random_uuid(), gen_random_uuid(), ${`Quote ${n}`}, 'c@example.com', 'oklahoma',
        ${JSON.stringify([{ title: 'Slant' }])}::jsonb, 1, 0, ${at})`.execute(db);
    const starts = new Date(Date.UTC(2030, 0, 1 + n, 15));
    await sql`insert into bookings (office, consultant, starts_at, ends_at, blocked_until, name, email, topic, created_at)
      values ('texas', 1, ${starts}, ${new Date(starts.getTime() + 3_600_000)}, ${new Date(starts.getTime() + 3_600_000)},
        ${`Booking ${n}`}, 'd@example.com', 'A headstone', ${at})`.execute(db);
    await sql`insert into ve_commitments
        (submission_key, package_id, package_name, package_price_cents, deposit_due_cents, name, email, created_at)
      values (gen_random_uuid(), 'classic-upright', 'Classic upright', 250000, 50000, ${`Reservation ${n}`},
        'e@example.com', ${at})`.execute(db);
  }

  it('per day in the offices’ zone: contact messages, estimates, call-backs, quote requests, bookings, reservations', async () => {
    await sql`insert into ve_packages (id, name, price_cents, image_url)
      values ('classic-upright', 'Classic upright', 250000, '/images/classic.jpg')
      on conflict do nothing`.execute(database.db);
    const now = Date.now();
    await requestsAt(new Date(now - 60_000), 1);
    // Noon and a minute to midnight in the offices' zone: one day there, two days in UTC.
    const day = dayIn(now - 3 * DAY);
    await requestsAt(new Date(`${day}T12:00:00-06:00`), 2);
    await requestsAt(new Date(`${day}T23:59:00-06:00`), 3);
    // Older than the chart's 90 days: not counted.
    await requestsAt(new Date(now - 120 * DAY), 4);

    const staff = await signedInCaller(database, { admin: true });
    const { requestsPerDay } = await staff.admin.dashboard.summary();
    expect(requestsPerDay).toHaveLength(90);
    const today = requestsPerDay.at(-1)!;
    const threeDaysAgo = requestsPerDay.find((d) => d.day === day)!;
    for (const kind of REQUEST_KINDS) {
      expect(today[kind], `${kind} today`).toBe(1);
      expect(threeDaysAgo[kind], `${kind} three days ago`).toBe(2);
      expect(
        requestsPerDay.reduce((sum, d) => sum + d[kind], 0),
        `${kind} in all`,
      ).toBe(3);
    }
  });
});

/** The demo offices' zone (the business facts' default). */
function dayIn(ms: number) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(ms));
}
