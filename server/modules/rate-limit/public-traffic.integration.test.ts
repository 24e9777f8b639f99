import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/create-db';
import { buildTestApp } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { BusyError, hashVisitorIp, PublicTraffic } from './public-traffic';

const SLOTS = `/trpc/bookings.slots?input=${encodeURIComponent(JSON.stringify({ office: 'oklahoma' }))}`;

describe('the bound on public procedures', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('runs at most `concurrency` at once, queues a few, refuses the rest at once', async () => {
    const traffic = new PublicTraffic({ perVisitorPerMinute: 1, concurrency: 2, queue: 3 });
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      return 'done';
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => traffic.run(task)));
    expect(most).toBe(2);
    expect(traffic.peak).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.reason).toBeInstanceOf(BusyError);
    expect(traffic.running).toBe(0);
  });

  it('refuses a call that waited too long', async () => {
    const traffic = new PublicTraffic({ perVisitorPerMinute: 1, concurrency: 1, queue: 5, queueTimeoutMs: 20 });
    const slow = traffic.run(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await expect(traffic.run(async () => 'late')).rejects.toBeInstanceOf(BusyError);
    await slow;
  });

  it('lets waiting I/O in between two calls: the next call starts in a later macrotask', async () => {
    const traffic = new PublicTraffic({ perVisitorPerMinute: 1, concurrency: 1, queue: 100 });
    const order: string[] = [];
    // Calls that finish without ever leaving the microtask queue (as the embedded database's do).
    const calls = Array.from({ length: 3 }, (_, i) =>
      traffic.run(async () => {
        order.push(`call ${i}`);
        if (i === 0) setImmediate(() => order.push('I/O'));
      }),
    );
    await Promise.all(calls);
    expect(order).toEqual(['call 0', 'I/O', 'call 1', 'call 2']);
  });
});

describe.each(databaseTargets)('what one visitor can cost everyone (%s)', (target) => {
  let database: Database;
  let limited: FastifyInstance;
  let bounded: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    limited = await buildTestApp(database, {
      publicTraffic: { perVisitorPerMinute: 5, concurrency: 4, queue: 100 },
    });
    bounded = await buildTestApp(database, {
      publicTraffic: { perVisitorPerMinute: 1_000_000, concurrency: 1, queue: 2 },
    });
    await Promise.all([limited.ready(), bounded.ready()]);
  });
  afterAll(async () => {
    await limited?.close();
    await bounded?.close();
    await database?.close();
  });

  it('limits each visitor’s requests to the public procedures, a batch counted once; others are served', async () => {
    const visitor = '198.51.100.40';
    const batch = await limited.inject({
      url: `/trpc/bookings.slots,bookings.slots,settings.public?batch=1&input=${encodeURIComponent(
        JSON.stringify({ 0: { office: 'oklahoma' }, 1: { office: 'texas' } }),
      )}`,
      remoteAddress: visitor,
    });
    expect(batch.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await limited.inject({ url: SLOTS, remoteAddress: visitor })).statusCode).toBe(200);
    }
    const refused = await limited.inject({ url: SLOTS, remoteAddress: visitor });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/Please wait \d+ seconds? and try again/);
    // Mutations that read the database are counted too.
    const booking = await limited.inject({
      method: 'POST',
      url: '/trpc/bookings.book',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: '{}',
      remoteAddress: visitor,
    });
    expect(booking.statusCode).toBe(429);

    // Another visitor is served.
    expect((await limited.inject({ url: SLOTS, remoteAddress: '198.51.100.41' })).statusCode).toBe(200);

    // Once refused, a flood from the same visitor costs no database write per request.
    const counter = () =>
      database.db
        .selectFrom('rate_limit_counters')
        .select('hits')
        .where('key', '=', `public:ip:${hashVisitorIp(visitor)}`)
        .executeTakeFirstOrThrow();
    const hitsBefore = (await counter()).hits;
    const flood = await Promise.all(
      Array.from({ length: 30 }, () => limited.inject({ url: SLOTS, remoteAddress: visitor })),
    );
    expect(flood.every((r) => r.statusCode === 429)).toBe(true);
    expect((await counter()).hits).toBe(hitsBefore);
  });

  it('bounds how many public procedures run at once: a flood is queued a little, then refused plainly', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => bounded.inject({ url: SLOTS, remoteAddress: `203.0.113.${i + 1}` })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    const busy = answers.filter((a) => a.statusCode === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy)
      expect(answer.json().error.message).toBe('We are very busy this moment. Please try again in a few seconds.');
    // Afterwards the server answers as usual.
    expect((await bounded.inject({ url: SLOTS, remoteAddress: '203.0.113.200' })).statusCode).toBe(200);
  });
});
