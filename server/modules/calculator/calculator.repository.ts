import { sql } from 'kysely';
import type { AppDb } from '#db/create-db';

/** Queries only (decision 051): the draft document, its change log, the published versions. */

export interface DraftRow {
  document: unknown;
  revision: number;
  updatedBy: string | null;
  updatedAt: string;
}

export interface VersionRow {
  id: number;
  note: string;
  publishedBy: string | null;
  publishedAt: string;
  restoredFrom: number | null;
}

export interface DraftChangeRow {
  revision: number;
  section: string;
  itemKey: string | null;
  summary: string;
  changedBy: string | null;
  changedAt: string;
}

export async function getDraftRow(db: AppDb, options: { lock?: boolean } = {}): Promise<DraftRow | null> {
  let query = db
    .selectFrom('calculator_draft')
    .select(['document', 'revision', 'updated_by', 'updated_at'])
    .where('id', '=', 1);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row
    ? {
        document: row.document,
        revision: row.revision,
        updatedBy: row.updated_by,
        updatedAt: row.updated_at.toISOString(),
      }
    : null;
}

/** Creates the draft row if there is none (no-op otherwise). */
export async function ensureDraftRow(db: AppDb, document: unknown) {
  await db
    .insertInto('calculator_draft')
    .values({ id: 1, document: JSON.stringify(document), revision: 0 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function writeDraft(db: AppDb, document: unknown, revision: number, by: string | null) {
  await db
    .updateTable('calculator_draft')
    .set({ document: JSON.stringify(document), revision, updated_by: by, updated_at: sql`now()` })
    .where('id', '=', 1)
    .execute();
}

export async function logDraftChange(
  db: AppDb,
  change: { revision: number; section: string; itemKey: string | null; summary: string; changedBy: string | null },
) {
  await db
    .insertInto('calculator_draft_changes')
    .values({
      revision: change.revision,
      section: change.section,
      item_key: change.itemKey,
      summary: change.summary.slice(0, 500),
      changed_by: change.changedBy,
    })
    .execute();
}

export async function draftChangesSince(db: AppDb, revision: number, limit = 200): Promise<DraftChangeRow[]> {
  const rows = await db
    .selectFrom('calculator_draft_changes')
    .select(['revision', 'section', 'item_key', 'summary', 'changed_by', 'changed_at'])
    .where('revision', '>', revision)
    .orderBy('revision')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    revision: r.revision,
    section: r.section,
    itemKey: r.item_key,
    summary: r.summary,
    changedBy: r.changed_by,
    changedAt: r.changed_at.toISOString(),
  }));
}

export async function draftChangesAfter(db: AppDb, after: Date | null, limit = 100): Promise<DraftChangeRow[]> {
  let query = db
    .selectFrom('calculator_draft_changes')
    .select(['revision', 'section', 'item_key', 'summary', 'changed_by', 'changed_at'])
    .orderBy('revision', 'desc')
    .limit(limit);
  if (after) query = query.where('changed_at', '>', after);
  const rows = await query.execute();
  return rows.map((r) => ({
    revision: r.revision,
    section: r.section,
    itemKey: r.item_key,
    summary: r.summary,
    changedBy: r.changed_by,
    changedAt: r.changed_at.toISOString(),
  }));
}

export async function insertVersion(
  db: AppDb,
  version: { document: unknown; note: string; publishedBy: string | null; restoredFrom: number | null },
): Promise<number> {
  const row = await db
    .insertInto('calculator_versions')
    .values({
      document: JSON.stringify(version.document),
      note: version.note,
      published_by: version.publishedBy,
      restored_from: version.restoredFrom,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listVersions(db: AppDb, limit = 100): Promise<VersionRow[]> {
  const rows = await db
    .selectFrom('calculator_versions')
    .select(['id', 'note', 'published_by', 'published_at', 'restored_from'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    note: r.note,
    publishedBy: r.published_by,
    publishedAt: r.published_at.toISOString(),
    restoredFrom: r.restored_from,
  }));
}

export async function getVersion(db: AppDb, id: number | 'latest') {
  let query = db
    .selectFrom('calculator_versions')
    .select(['id', 'document', 'note', 'published_by', 'published_at', 'restored_from']);
  query = id === 'latest' ? query.orderBy('id', 'desc').limit(1) : query.where('id', '=', id);
  const row = await query.executeTakeFirst();
  return row
    ? {
        id: row.id,
        document: row.document,
        note: row.note,
        publishedBy: row.published_by,
        publishedAt: row.published_at.toISOString(),
        restoredFrom: row.restored_from,
      }
    : null;
}
