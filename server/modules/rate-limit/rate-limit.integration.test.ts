import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '#db/create-db';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { callerFor, codeOf } from '#tests/support/test-app';
import { TRPCError } from '@trpc/server';
import {
  consumeRateLimit,
  deleteStaleRateLimitCounters,
  isRateLimited,
  limitOrRefuse,
  resetRateLimit,
  type RefusalWait,
} from './rate-limit.service';

describe.each(databaseTargets)('database-backed rate limit (%s)', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database.close());

  it('allows the limit within a window, refuses the next, and restarts with a new window', async () => {
    const rule = { key: 'test:a', limit: 3, windowMs: 60_000 };
    const t0 = new Date('2026-11-22T10:00:00Z');
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await consumeRateLimit(database.db, rule, new Date(t0.getTime() + i * 1000)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ hits: 4, retryAfterSeconds: 57 });
    const later = await consumeRateLimit(database.db, rule, new Date(t0.getTime() + 61_000));
    expect(later).toMatchObject({ allowed: true, hits: 1 });
  });

  it('counts keys separately and exactly under concurrency', async () => {
    const rule = { key: 'test:burst', limit: 10, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 15 }, () => consumeRateLimit(database.db, rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect((await consumeRateLimit(database.db, { ...rule, key: 'test:other' })).allowed).toBe(true);
  });

  it('clears counters whose window is long over', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    await consumeRateLimit(
      database.db,
      { key: 'test:old', limit: 1, windowMs: 60_000 },
      new Date('2026-11-23T09:00:00Z'),
    );
    await consumeRateLimit(
      database.db,
      { key: 'test:new', limit: 1, windowMs: 60_000 },
      new Date('2026-11-25T09:59:00Z'),
    );
    expect(await deleteStaleRateLimitCounters(database.db, 24 * 60 * 60 * 1000, now)).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.selectFrom('rate_limit_counters').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('test:new');
    expect(keys).not.toContain('test:old');
  });

  it('marks a key refused once it reaches its limit, until its window ends', async () => {
    const rule = { key: 'test:peek', limit: 2, windowMs: 60_000 };
    const t0 = new Date('2026-11-22T11:00:00Z');
    await consumeRateLimit(database.db, rule, t0);
    expect(await isRateLimited(database.db, [rule.key], t0)).toBe(false);
    await consumeRateLimit(database.db, rule, t0);
    expect(await isRateLimited(database.db, ['test:unknown', rule.key], new Date(t0.getTime() + 59_000))).toBe(true);
    expect(await isRateLimited(database.db, [rule.key], new Date(t0.getTime() + 60_000))).toBe(false);
  });

  it('holds a block for its own length past the window, and forgets a key on reset', async () => {
    const rule = { key: 'test:lock', limit: 2, windowMs: 60_000, blockMs: 10 * 60_000 };
    const t0 = new Date('2026-11-22T12:00:00Z');
    await consumeRateLimit(database.db, rule, t0);
    const second = await consumeRateLimit(database.db, rule, new Date(t0.getTime() + 30_000));
    expect(second).toMatchObject({ allowed: true, hits: 2, retryAfterSeconds: 600 });
    expect(await isRateLimited(database.db, [rule.key], new Date(t0.getTime() + 5 * 60_000))).toBe(true);
    expect(await isRateLimited(database.db, [rule.key], new Date(t0.getTime() + 10 * 60_000 + 31_000))).toBe(false);
    await consumeRateLimit(database.db, rule, new Date(t0.getTime() + 40_000));
    await resetRateLimit(database.db, rule.key);
    expect(await isRateLimited(database.db, [rule.key], new Date(t0.getTime() + 50_000))).toBe(false);
  });

  it('limitOrRefuse lets the limit through, then refuses with the words written from the wait', async () => {
    const rule = { key: 'test:refuse', limit: 2, windowMs: 10 * 60_000 };
    const t0 = new Date('2026-11-22T13:00:00Z');
    const seen: RefusalWait[] = [];
    const refusal = {
      message: ({ minutes }: RefusalWait) => `Please try again in ${minutes} minutes.`,
      onRefused: (wait: RefusalWait) => seen.push(wait),
    };
    await limitOrRefuse(database.db, rule, refusal, t0);
    await limitOrRefuse(database.db, rule, refusal, new Date(t0.getTime() + 1000));
    const third = limitOrRefuse(database.db, rule, refusal, new Date(t0.getTime() + 61_000));
    await expect(third).rejects.toBeInstanceOf(TRPCError);
    await expect(third).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Please try again in 9 minutes.' });
    expect(seen).toEqual([{ retryAfterSeconds: 539, minutes: 9, hits: [3] }]);
  });

  it('limitOrRefuse counts every rule, and the visitor waits for the longest refusal', async () => {
    const t0 = new Date('2026-11-22T14:00:00Z');
    const byAddress = { key: 'test:refuse-address', limit: 5, windowMs: 60_000 };
    const byCode = { key: 'test:refuse-code', limit: 1, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };
    await limitOrRefuse(database.db, [byAddress, byCode], { message: 'Too many tries.' }, t0);
    let hits: number[] = [];
    await expect(
      limitOrRefuse(
        database.db,
        [byAddress, byCode],
        { message: ({ retryAfterSeconds }) => `Wait ${retryAfterSeconds} s.`, onRefused: (wait) => (hits = wait.hits) },
        new Date(t0.getTime() + 1000),
      ),
    ).rejects.toMatchObject({ message: 'Wait 900 s.' });
    // The address's rule was counted too, though only the code's refused.
    expect(hits).toEqual([2, 2]);
    // Plain words, no wait in them; a wait under a minute still reads as one minute.
    const short = { key: 'test:refuse-short', limit: 1, windowMs: 20_000 };
    await limitOrRefuse(database.db, short, { message: 'x' }, t0);
    await expect(
      limitOrRefuse(database.db, short, { message: ({ minutes }) => `${minutes}` }, new Date(t0.getTime() + 1000)),
    ).rejects.toMatchObject({ message: '1' });
  });

  it('is the one mechanism: sign-in, lead-form and basket limits all count in its table', async () => {
    const caller = callerFor(database, { ip: '198.51.100.77', basketSessionId: crypto.randomUUID() });
    expect(await codeOf(caller.auth.signIn({ email: 'nobody@example.com', password: 'wrong-password' }))).toBe(
      'UNAUTHORIZED',
    );
    await caller.leads.submitContact({
      name: 'Mary Jones',
      phone: '(580) 555-0136',
      message: 'Hello',
      website: 'robot',
    });
    await caller.basket.list();
    const keys = (await database.db.selectFrom('rate_limit_counters').select('key').execute()).map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'signin:account:nobody@example.com',
        'signin:ip:198.51.100.77',
        expect.stringMatching(/^lead:[0-9a-f]{32}$/),
        'basket:ip:198.51.100.77',
      ]),
    );
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_name in ('login_throttle', 'lead_rate_limits')
    `.execute(database.db);
    expect(rows).toEqual([]);
  });
});
