import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDb } from '../../../db/create-db';

/** At most LEAD_LIMIT form submissions per address in LEAD_WINDOW_MS, counted across every kind of form. */
export const LEAD_LIMIT = 5;
export const LEAD_WINDOW_MS = 10 * 60 * 1000;

/**
 * The address is kept only as a hash: enough to count a sender's submissions and to see that
 * several came from one place, without storing the address itself.
 */
export function hashIp(ip: string): string {
  return createHash('sha256').update(`caldwell-leads:${ip}`).digest('hex').slice(0, 32);
}

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  /** When the current window ends and the sender may try again. */
  retryAt: Date;
}

/**
 * Counts one attempt for the key in a fixed window, in one atomic upsert (so concurrent
 * requests on several servers cannot both slip under the limit). Windows older than a day are
 * cleared on the way.
 */
export async function hitLeadRateLimit(
  db: AppDb,
  key: string,
  options: { limit?: number; windowMs?: number; now?: Date } = {},
): Promise<RateLimitResult> {
  const limit = options.limit ?? LEAD_LIMIT;
  const windowMs = options.windowMs ?? LEAD_WINDOW_MS;
  const now = options.now ?? new Date();
  const windowStart = new Date(now.getTime() - windowMs);
  const { rows } = await sql<{ hits: number; window_started_at: Date }>`
    insert into lead_rate_limits as r (key, hits, window_started_at)
    values (${key}, 1, ${now})
    on conflict (key) do update set
      hits = case when r.window_started_at <= ${windowStart} then 1 else r.hits + 1 end,
      window_started_at = case when r.window_started_at <= ${windowStart} then ${now} else r.window_started_at end
    returning hits, window_started_at
  `.execute(db);
  const row = rows[0]!;
  await db
    .deleteFrom('lead_rate_limits')
    .where('window_started_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
  const started = new Date(row.window_started_at);
  return { allowed: Number(row.hits) <= limit, hits: Number(row.hits), retryAt: new Date(started.getTime() + windowMs) };
}
