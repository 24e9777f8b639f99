import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/create-db';
import { databaseTargets, openTestDatabase } from '../../../tests/support/test-database';
import { consumeRateLimit, deleteStaleRateLimitCounters } from './rate-limit.service';

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
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(database.db, rule, new Date(t0.getTime() + i * 1000)));
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
    await consumeRateLimit(database.db, { key: 'test:old', limit: 1, windowMs: 60_000 }, new Date('2026-11-23T09:00:00Z'));
    await consumeRateLimit(database.db, { key: 'test:new', limit: 1, windowMs: 60_000 }, new Date('2026-11-25T09:59:00Z'));
    expect(await deleteStaleRateLimitCounters(database.db, 24 * 60 * 60 * 1000, now)).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.selectFrom('rate_limit_counters').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('test:new');
    expect(keys).not.toContain('test:old');
  });
});
