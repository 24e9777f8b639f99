import { sql } from 'kysely';
import type { AppDb } from '../../../db/create-db';

/**
 * Fixed-window request counters kept in the database, so every app server behind a load
 * balancer counts the same requests (architecture: no in-process state servers disagree on).
 * One atomic upsert per request: no read-then-write race.
 */
export interface RateLimitRule {
  /** What is counted, e.g. `basket:ip:203.0.113.7`. */
  key: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  /** Seconds until the window restarts (for a Retry-After hint). */
  retryAfterSeconds: number;
}

/** Counts one request against the rule's key and says whether it is within the limit. */
export async function consumeRateLimit(db: AppDb, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  // A window that has run out restarts at 1; otherwise the count goes up by one.
  const { rows } = await sql<{ hits: number; window_started_at: Date }>`
    insert into rate_limit_counters as c (key, window_started_at, hits)
    values (${rule.key}, ${now}, 1)
    on conflict (key) do update set
      hits = case when c.window_started_at <= ${windowStart} then 1 else c.hits + 1 end,
      window_started_at = case when c.window_started_at <= ${windowStart} then ${now} else c.window_started_at end
    returning hits, window_started_at
  `.execute(db);
  const row = rows[0]!;
  const hits = Number(row.hits);
  const resetsAt = new Date(row.window_started_at).getTime() + rule.windowMs;
  return {
    allowed: hits <= rule.limit,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
  };
}

/** Removes counters whose window ended long ago; run by the scheduled clean-up. */
export async function deleteStaleRateLimitCounters(db: AppDb, olderThanMs = 24 * 60 * 60 * 1000, now = new Date()) {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_started_at', '<', new Date(now.getTime() - olderThanMs))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
