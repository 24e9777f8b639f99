import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';

/**
 * The one rate-limiting mechanism of the app, a shared kernel every domain uses (decision
 * records 032 and 036): fixed-window counters kept in the database, so every app server behind
 * a load balancer counts the same requests. One atomic upsert per counted request: no
 * read-then-write race.
 *
 * Domains declare their own rules (key, limit, window) next to the procedure they protect, and
 * keep their own wording for the refusal; nothing else counts requests.
 */
export interface RateLimitRule {
  /** What is counted, e.g. `basket:ip:203.0.113.7`; start it with the domain's name. */
  key: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /**
   * Once the count reaches the limit, the key stays refused this long from that moment (a
   * sign-in lock-out). Without it, the key is refused until its window ends.
   */
  blockMs?: number;
}

export interface RateLimitResult {
  /** The request counted is within the limit. */
  allowed: boolean;
  hits: number;
  /** When the key may be used again (the window's end, or the end of its block). */
  retryAt: Date;
  /** Seconds until then, at least 1 (for a Retry-After hint or a message). */
  retryAfterSeconds: number;
}

/**
 * A visitor's address as the site keeps and counts it: a hash, never the address itself. Each
 * domain hashes in its own space (`leads`, `orders`, `epitaph:save`...), so one domain's stored
 * hashes say nothing about another's; the same address in the same space always gives the same
 * 32 hexadecimal characters (the ones already stored in `ip_hash` columns and counter keys).
 */
export function hashAddress(space: string, ip: string): string {
  return createHash('sha256').update(`caldwell-${space}:${ip}`).digest('hex').slice(0, 32);
}

/** How long a refused visitor waits, for the words of the refusal. */
export interface RefusalWait {
  /** Seconds until every refused rule lets them in again, at least 1. */
  retryAfterSeconds: number;
  /** The same in whole minutes, at least 1 ("try again in 3 minutes"). */
  minutes: number;
  /** Each rule's count, in the order given (for the log). */
  hits: number[];
}

export interface Refusal {
  /** The visitor's words: plain text, or written from the wait (may read the business facts). */
  message: string | ((wait: RefusalWait) => string | Promise<string>);
  /** Called once when refused, before the words are written (to log the counts). */
  onRefused?: (wait: RefusalWait) => void;
}

/**
 * Counts one request against each rule and, when any is over its limit, refuses the call with
 * TOO_MANY_REQUESTS and the domain's own words. Every rule is counted even when an earlier one
 * refuses (a code tried from many addresses is still counted per code).
 */
export async function limitOrRefuse(
  db: AppDb,
  rules: RateLimitRule | readonly RateLimitRule[],
  refusal: Refusal,
  now = new Date(),
): Promise<void> {
  const results: RateLimitResult[] = [];
  for (const rule of 'key' in rules ? [rules] : rules) results.push(await consumeRateLimit(db, rule, now));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return;
  const retryAfterSeconds = Math.max(...refused.map((result) => result.retryAfterSeconds));
  const wait = {
    retryAfterSeconds,
    minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    hits: results.map((result) => result.hits),
  };
  refusal.onRefused?.(wait);
  const message = typeof refusal.message === 'string' ? refusal.message : await refusal.message(wait);
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message });
}

const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/**
 * Counts one request against the rule's key and says whether it is within the limit. When the
 * count reaches the limit, the key is marked refused until its window (or block) ends, which
 * `isRateLimited` reads without counting.
 */
export async function consumeRateLimit(db: AppDb, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const restarts = sql`c.window_started_at <= ${windowStart}`;
  const hits = sql`case when ${restarts} then 1 else c.hits + 1 end`;
  const startedAt = sql`case when ${restarts} then ${now}::timestamptz else c.window_started_at end`;
  const blockEnd = (started: unknown) =>
    rule.blockMs === undefined
      ? sql`${started} + ${millis(rule.windowMs)}`
      : sql`${now}::timestamptz + ${millis(rule.blockMs)}`;
  // A window that has run out restarts at 1; otherwise the count goes up by one.
  const { rows } = await sql<{ hits: number; window_started_at: Date; blocked_until: Date | null }>`
    insert into rate_limit_counters as c (key, window_started_at, hits, blocked_until)
    values (
      ${rule.key}, ${now}, 1,
      case when 1 >= ${rule.limit}::int then ${blockEnd(sql`${now}::timestamptz`)} else null end
    )
    on conflict (key) do update set
      hits = ${hits},
      window_started_at = ${startedAt},
      blocked_until = case
        when ${hits} >= ${rule.limit}::int then greatest(c.blocked_until, ${blockEnd(startedAt)})
        else c.blocked_until end
    returning hits, window_started_at, blocked_until
  `.execute(db);
  const row = rows[0]!;
  const count = Number(row.hits);
  const windowEnd = new Date(new Date(row.window_started_at).getTime() + rule.windowMs);
  const blockedUntil = row.blocked_until ? new Date(row.blocked_until) : null;
  const retryAt = blockedUntil && blockedUntil > windowEnd ? blockedUntil : windowEnd;
  return {
    allowed: count <= rule.limit,
    hits: count,
    retryAt,
    retryAfterSeconds: Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Whether any of the keys is refused now (its count reached its limit within the window, or
 * it is blocked), without counting anything: for limits counted only on failure (sign-in).
 */
export async function isRateLimited(db: AppDb, keys: string[], now = new Date()): Promise<boolean> {
  if (keys.length === 0) return false;
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('key')
    .where('key', 'in', keys)
    .where('blocked_until', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets a key's count and block (a successful sign-in clears its failures). */
export async function resetRateLimit(db: AppDb, key: string) {
  await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
}

/** Removes counters whose window and block ended long ago; run by the scheduled clean-up. */
export async function deleteStaleRateLimitCounters(db: AppDb, olderThanMs = 24 * 60 * 60 * 1000, now = new Date()) {
  const before = new Date(now.getTime() - olderThanMs);
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_started_at', '<', before)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
