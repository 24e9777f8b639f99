import type { SettingsHistoryTable } from '#db/types';
import type { Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';

/** jsonb comes back parsed from node-postgres and PGlite; a string (never expected) is parsed. */
function json(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

/** Every stored section's value, keyed by section name. */
export async function readSections(db: AppDb): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('settings').select(['section', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.section, json(row.value)]));
}

export async function readSection(db: AppDb, section: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('section', '=', section).executeTakeFirst();
  return row ? json(row.value) : undefined;
}

export async function writeSection(db: AppDb, section: string, value: unknown, userId: string | null) {
  await db
    .insertInto('settings')
    .values({ section, value: JSON.stringify(value), updated_by: userId, updated_at: new Date() })
    .onConflict((oc) =>
      oc.column('section').doUpdateSet({ value: JSON.stringify(value), updated_by: userId, updated_at: new Date() }),
    )
    .execute();
}

/** The names of the secrets that are set; never their values. */
export async function listSetSecretNames(db: AppDb): Promise<string[]> {
  const rows = await db.selectFrom('setting_secrets').select('name').execute();
  return rows.map((row) => row.name);
}

/** One secret's value, for the server code that uses it (sending email, calling the AI endpoint). */
export async function readSecretValue(db: AppDb, name: string): Promise<string | null> {
  const row = await db.selectFrom('setting_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeSecret(db: AppDb, name: string, value: string | null, userId: string | null) {
  if (value === null) {
    await db.deleteFrom('setting_secrets').where('name', '=', name).execute();
    return;
  }
  await db
    .insertInto('setting_secrets')
    .values({ name, value, updated_by: userId, updated_at: new Date() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_by: userId, updated_at: new Date() }))
    .execute();
}

export interface HistoryEntry {
  id: number;
  section: string;
  changedAt: string;
  changedByEmail: string;
  before: unknown;
  after: unknown;
  secretsChanged: string[];
  undoOf: number | null;
  undoneAt: string | null;
}

const historyColumns = [
  'id',
  'section',
  'changed_at',
  'changed_by_email',
  'before',
  'after',
  'secrets_changed',
  'undo_of',
  'undone_at',
] as const;

function toEntry(
  row: Pick<
    Selectable<SettingsHistoryTable>,
    | 'id'
    | 'section'
    | 'changed_at'
    | 'changed_by_email'
    | 'before'
    | 'after'
    | 'secrets_changed'
    | 'undo_of'
    | 'undone_at'
  >,
): HistoryEntry {
  return {
    id: row.id,
    section: row.section,
    changedAt: new Date(row.changed_at).toISOString(),
    changedByEmail: row.changed_by_email,
    before: json(row.before),
    after: json(row.after),
    secretsChanged: row.secrets_changed,
    undoOf: row.undo_of,
    undoneAt: row.undone_at ? new Date(row.undone_at).toISOString() : null,
  };
}

export async function insertHistory(
  db: AppDb,
  entry: {
    section: string;
    userId: string;
    email: string;
    before: unknown;
    after: unknown;
    secretsChanged: string[];
    undoOf?: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('settings_history')
    .values({
      section: entry.section,
      changed_by: entry.userId,
      changed_by_email: entry.email,
      before: JSON.stringify(entry.before),
      after: JSON.stringify(entry.after),
      secrets_changed: entry.secretsChanged,
      undo_of: entry.undoOf ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listHistory(db: AppDb, limit: number): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('settings_history')
    .select(historyColumns)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

export async function findHistory(db: AppDb, id: number): Promise<HistoryEntry | null> {
  const row = await db
    .selectFrom('settings_history')
    .select(historyColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

export async function markUndone(db: AppDb, id: number) {
  await db.updateTable('settings_history').set({ undone_at: new Date() }).where('id', '=', id).execute();
}
