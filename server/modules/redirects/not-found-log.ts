import { sql } from 'kysely';
import type { AppDb } from '#db/create-db';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * The 404 log staff read to find old links worth a redirect. Anybody can add to it, so it is
 * kept small: only paths that could be pages, at most NOT_FOUND_PATH_MAX characters, merged by
 * path with a hit count, at most NOT_FOUND_LOG_MAX_ROWS rows (the oldest single hits go first),
 * and at most NOT_FOUND_PER_ADDRESS_PER_MINUTE new records per visitor address.
 */
export const NOT_FOUND_PATH_MAX = 300;
export const NOT_FOUND_REFERRER_MAX = 300;
export const NOT_FOUND_LOG_MAX_ROWS = 2000;
export const NOT_FOUND_PER_ADDRESS_PER_MINUTE = 30;

/** Files, the RPC endpoint and the staff area: a miss there is no page somebody lost. */
const NOT_PAGES = [
  /^\/(trpc|admin|assets|media|@vite|@fs|@id|node_modules|src|\.well-known)(\/|$)/i,
  /\.(js|mjs|cjs|map|css|png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?|woff2?|ttf|otf|eot|json|xml|txt|webmanifest|mp4|webm|mp3|pdf|zip|gz|br)$/i,
];

export function isWorthLogging(pathname: string): boolean {
  return !NOT_PAGES.some((pattern) => pattern.test(pathname));
}

const perAddress = (ip: string): RateLimitRule => ({
  key: `notfound:ip:${ip}`,
  limit: NOT_FOUND_PER_ADDRESS_PER_MINUTE,
  windowMs: 60_000,
});

/** Cuts text to a length without splitting a character made of two UTF-16 units. */
function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export type NotFoundRecording = 'recorded' | 'ignored' | 'rate-limited';

/** Counts one miss for a path (atomic upsert, keeping the last referrer) when it is worth it. */
export async function recordNotFound(
  db: AppDb,
  miss: { path: string; referrer: string | null; ip: string },
  options: { maxRows?: number } = {},
): Promise<NotFoundRecording> {
  if (!isWorthLogging(miss.path)) return 'ignored';
  if (!(await consumeRateLimit(db, perAddress(miss.ip))).allowed) return 'rate-limited';
  const referrer = miss.referrer ? cap(miss.referrer, NOT_FOUND_REFERRER_MAX) : null;
  const { rows } = await sql<{ hits: number }>`
    insert into not_found_log as l (path, hits, last_referrer)
    values (${cap(miss.path, NOT_FOUND_PATH_MAX)}, 1, ${referrer})
    on conflict (path) do update set
      hits = l.hits + 1,
      last_referrer = coalesce(excluded.last_referrer, l.last_referrer),
      last_seen_at = now()
    returning hits
  `.execute(db);
  if (Number(rows[0]!.hits) === 1) await pruneNotFoundLog(db, options.maxRows ?? NOT_FOUND_LOG_MAX_ROWS);
  return 'recorded';
}

/** Keeps the log at `maxRows`: the oldest paths seen once go first, then the oldest of the rest. */
export async function pruneNotFoundLog(db: AppDb, maxRows = NOT_FOUND_LOG_MAX_ROWS) {
  const result = await sql`
    delete from not_found_log where path in (
      select path from not_found_log
      order by (hits = 1) desc, last_seen_at asc
      limit greatest(0, (select count(*) from not_found_log) - ${maxRows}::int)
    )
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
