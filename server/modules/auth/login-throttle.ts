import { sql } from 'kysely';
import type { AppDb } from '../../../db/create-db';

/**
 * Failed sign-ins are counted per account and per IP in the database (so every app server
 * agrees). Past the limit within the window, that key is locked for LOCK_MS.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export const throttleKeys = (email: string, ip: string) => ({
  account: `account:${email.trim().toLowerCase()}`,
  ip: `ip:${ip}`,
});

/** True when either key is locked now. */
export async function isSignInLocked(db: AppDb, keys: string[], now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('login_throttle')
    .select('key')
    .where('key', 'in', keys)
    .where('locked_until', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts one failure against a key, locking it once it passes its limit within the window. */
export async function recordSignInFailure(db: AppDb, key: string, limit: number, now = new Date()) {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  // One atomic upsert: a stale window restarts at 1; reaching the limit sets the lock.
  await sql`
    insert into login_throttle as t (key, failures, window_started_at, locked_until)
    values (${key}, 1, ${now}, ${limit <= 1 ? lockUntil : null})
    on conflict (key) do update set
      failures = case when t.window_started_at < ${windowStart} then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < ${windowStart} then ${now} else t.window_started_at end,
      locked_until = case
        when t.window_started_at >= ${windowStart} and t.failures + 1 >= ${limit} then ${lockUntil}
        else t.locked_until end
  `.execute(db);
}

/** Clears the account's counter after a successful sign-in. */
export async function clearSignInFailures(db: AppDb, key: string) {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
