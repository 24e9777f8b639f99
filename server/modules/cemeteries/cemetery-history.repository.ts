import type { Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { CemeteryHistoryTable } from '#db/types';
import type { CemeteryRecord } from './cemeteries.repository';

/**
 * The cemeteries' change log (decision 266): the whole cemetery before and after each staff
 * change, as the settings' history keeps a section, so a change can be undone.
 */

export interface CemeteryHistoryEntry {
  id: number;
  cemeterySlug: string;
  action: string;
  changedAt: string;
  changedByEmail: string;
  before: CemeteryRecord | null;
  after: CemeteryRecord | null;
  undoOf: number | null;
  undoneAt: string | null;
}

const historyColumns = [
  'id',
  'cemetery_slug',
  'action',
  'changed_at',
  'changed_by_email',
  'before',
  'after',
  'undo_of',
  'undone_at',
] as const;

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as CemeteryRecord | null;

function toEntry(row: Pick<Selectable<CemeteryHistoryTable>, (typeof historyColumns)[number]>): CemeteryHistoryEntry {
  return {
    id: row.id,
    cemeterySlug: row.cemetery_slug,
    action: row.action,
    changedAt: new Date(row.changed_at).toISOString(),
    changedByEmail: row.changed_by_email,
    before: parsed(row.before),
    after: parsed(row.after),
    undoOf: row.undo_of,
    undoneAt: row.undone_at ? new Date(row.undone_at).toISOString() : null,
  };
}

export async function insertHistory(
  db: AppDb,
  entry: {
    slug: string;
    action: 'create' | 'update' | 'delete' | 'import' | 'undo';
    userId: string | null;
    email: string;
    before: CemeteryRecord | null;
    after: CemeteryRecord | null;
    undoOf?: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('cemetery_history')
    .values({
      cemetery_slug: entry.slug,
      action: entry.action,
      changed_by: entry.userId,
      changed_by_email: entry.email,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      undo_of: entry.undoOf ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listHistory(db: AppDb, slug: string | undefined, limit: number) {
  const rows = await db
    .selectFrom('cemetery_history')
    .select(historyColumns)
    .$call((q) => (slug ? q.where('cemetery_slug', '=', slug) : q))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

export async function findHistory(db: AppDb, id: number) {
  const row = await db
    .selectFrom('cemetery_history')
    .select(historyColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

export async function markUndone(db: AppDb, id: number) {
  await db.updateTable('cemetery_history').set({ undone_at: new Date() }).where('id', '=', id).execute();
}
