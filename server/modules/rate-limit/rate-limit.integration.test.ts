import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '#db/create-db';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { callerFor, codeOf } from '#tests/support/test-app';
import { consumeRateLimit, deleteStaleRateLimitCounters, isRateLimited, resetRateLimit } from './rate-limit.service';

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
