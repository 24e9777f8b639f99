import { sql } from 'kysely';
import type { AppDb } from '#db/create-db';

/** The channel a committed event (or a delivery waiting for its job) wakes the job runner on. */
export const OUTBOX_CHANNEL = 'app_outbox';

export interface EventRow {
  id: string;
  type: string;
  version: number;
  payload: unknown;
  /** What only the site's own deliverers see (never a webhook); null once dispatched. */
  private: unknown;
  occurredAt: Date;
}

export async function insertEvent(
  db: AppDb,
  input: { type: string; version: number; payload: unknown; private?: unknown },
): Promise<{ id: string }> {
  return db
    .insertInto('events')
    .values({
      type: input.type,
      version: input.version,
      payload: JSON.stringify(input.payload),
      private: input.private === undefined ? null : JSON.stringify(input.private),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** NOTIFY is transactional: listeners hear it only when (and if) the surrounding transaction commits. */
export async function notifyOutbox(db: AppDb): Promise<void> {
  await sql`select pg_notify(${OUTBOX_CHANNEL}, '')`.execute(db);
}

/**
 * Locks up to `limit` events not yet handed to their deliverers, oldest first. SKIP LOCKED: a
 * second app server running the same sweep takes other rows (or none), never the same ones.
 */
export async function lockUndispatchedEvents(trx: AppDb, limit: number): Promise<EventRow[]> {
  const rows = await trx
    .selectFrom('events')
    .select(['id', 'type', 'version', 'payload', 'private', 'occurred_at'])
    .where('dispatched_at', 'is', null)
    .orderBy('occurred_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    version: r.version,
    payload: r.payload,
    private: r.private,
    occurredAt: r.occurred_at,
  }));
}

export async function markEventsDispatched(trx: AppDb, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('events')
    .set({ dispatched_at: sql`now()`, private: null })
    .where('id', 'in', ids)
    .execute();
}
