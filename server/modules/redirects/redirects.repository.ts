import type { AppDb } from '#db/create-db';
import type { RedirectRule } from './redirect-rules';
import type { RedirectInput } from './redirects.schema';

export interface RedirectRow extends RedirectRule {
  id: number;
  note: string | null;
  updatedAt: string;
}

/** Every rule, exact ones first. */
export async function listRedirects(db: AppDb): Promise<RedirectRow[]> {
  const rows = await db
    .selectFrom('redirects')
    .select(['id', 'match_type', 'pattern', 'target_path', 'status_code', 'priority', 'note', 'updated_at'])
    .orderBy('match_type')
    .orderBy('priority')
    .orderBy('pattern')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    matchType: r.match_type as RedirectRule['matchType'],
    pattern: r.pattern,
    targetPath: r.target_path,
    statusCode: r.status_code,
    priority: r.priority,
    note: r.note,
    updatedAt: r.updated_at.toISOString(),
  }));
}

/** Inserts rules that are not there yet; staff edits of existing rules are kept. */
export async function insertMissingRedirects(
  db: AppDb,
  rules: Array<RedirectRule & { note?: string | null }>,
): Promise<number> {
  if (rules.length === 0) return 0;
  const result = await db
    .insertInto('redirects')
    .values(
      rules.map((r) => ({
        match_type: r.matchType,
        pattern: r.pattern,
        target_path: r.targetPath,
        status_code: r.statusCode,
        priority: r.priority,
        note: r.note ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['match_type', 'pattern']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function createRedirect(db: AppDb, input: RedirectInput) {
  return db
    .insertInto('redirects')
    .values({
      match_type: input.matchType,
      pattern: input.pattern,
      target_path: input.targetPath,
      status_code: input.statusCode,
      note: input.note ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateRedirect(db: AppDb, id: number, input: RedirectInput) {
  const result = await db
    .updateTable('redirects')
    .set({
      match_type: input.matchType,
      pattern: input.pattern,
      target_path: input.targetPath,
      status_code: input.statusCode,
      note: input.note ?? null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteRedirect(db: AppDb, id: number) {
  const result = await db.deleteFrom('redirects').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listNotFound(db: AppDb, limit = 200) {
  const rows = await db
    .selectFrom('not_found_log')
    .select(['path', 'hits', 'last_referrer', 'first_seen_at', 'last_seen_at'])
    .orderBy('hits', 'desc')
    .orderBy('last_seen_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    path: r.path,
    hits: r.hits,
    lastReferrer: r.last_referrer,
    firstSeenAt: r.first_seen_at.toISOString(),
    lastSeenAt: r.last_seen_at.toISOString(),
  }));
}

export async function deleteNotFound(db: AppDb, path: string) {
  await db.deleteFrom('not_found_log').where('path', '=', path).execute();
}

export async function countRedirects(db: AppDb): Promise<number> {
  const row = await db
    .selectFrom('redirects')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countNotFound(db: AppDb): Promise<number> {
  const row = await db
    .selectFrom('not_found_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds (or re-points) the exact 301 rule for a page that moved. */
export async function upsertMovedPageRedirect(db: AppDb, from: string, to: string, note: string) {
  await db
    .insertInto('redirects')
    .values({ match_type: 'exact', pattern: from, target_path: to, status_code: 301, priority: 100, note })
    .onConflict((oc) =>
      oc
        .columns(['match_type', 'pattern'])
        .doUpdateSet({ target_path: to, status_code: 301, note, updated_at: new Date() }),
    )
    .execute();
}

/** Rules that led to `from` lead to `to` instead (no chains of redirects). */
export async function retargetRedirects(db: AppDb, from: string, to: string) {
  await db
    .updateTable('redirects')
    .set({ target_path: to, updated_at: new Date() })
    .where('target_path', '=', from)
    .where('pattern', '<>', to)
    .execute();
}

/**
 * An old address whose page is still a draft: a temporary redirect to `interim` that waits for
 * `waitingFor` (decision record 181). An existing rule for the address is re-pointed.
 */
export async function upsertWaitingRedirect(
  db: AppDb,
  from: string,
  interim: string,
  waitingFor: string,
  note: string,
) {
  await db
    .insertInto('redirects')
    .values({
      match_type: 'exact',
      pattern: from,
      target_path: interim,
      status_code: 302,
      priority: 100,
      note,
      waiting_for: waitingFor,
    })
    .onConflict((oc) =>
      oc.columns(['match_type', 'pattern']).doUpdateSet({
        target_path: interim,
        status_code: 302,
        note,
        waiting_for: waitingFor,
        updated_at: new Date(),
      }),
    )
    .execute();
}

/** Rules waiting for a page that now answers become its permanent redirect. */
export async function promoteWaitingRedirects(db: AppDb, path: string) {
  await db
    .updateTable('redirects')
    .set({ target_path: path, status_code: 301, waiting_for: null, updated_at: new Date() })
    .where('waiting_for', '=', path)
    .where('pattern', '<>', path)
    .execute();
}

/** Removes the exact rule for a path (a page lives there again, and exact rules answer first). */
export async function deleteExactRedirect(db: AppDb, pattern: string) {
  await db.deleteFrom('redirects').where('match_type', '=', 'exact').where('pattern', '=', pattern).execute();
}
