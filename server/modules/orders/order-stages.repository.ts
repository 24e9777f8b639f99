import { sql } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { OrderStage } from './orders.choices';

/** An order's stages (one row each, with the day it was reached) and its history of changes. */

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

export interface StageEntry {
  stage: OrderStage;
  reachedOn: string;
  familyNote: string | null;
  updatedBy: string | null;
  updatedAt: string;
}

export async function upsertStage(
  db: AppDb,
  entry: { orderId: number; stage: OrderStage; reachedOn: string; familyNote: string | null; by: string | null },
): Promise<void> {
  await db
    .insertInto('order_stages')
    .values({
      order_id: entry.orderId,
      stage: entry.stage,
      reached_on: entry.reachedOn,
      family_note: entry.familyNote,
      updated_by: entry.by,
    })
    .onConflict((oc) =>
      oc.columns(['order_id', 'stage']).doUpdateSet({
        reached_on: entry.reachedOn,
        family_note: entry.familyNote,
        updated_by: entry.by,
        updated_at: new Date(),
      }),
    )
    .execute();
}

/** Stages after the given ones are forgotten when an order moves back (a new proof, a slip corrected). */
export async function deleteStages(db: AppDb, orderId: number, stages: readonly OrderStage[]): Promise<void> {
  if (stages.length === 0) return;
  await db.deleteFrom('order_stages').where('order_id', '=', orderId).where('stage', 'in', stages).execute();
}

export async function listStages(db: AppDb, orderId: number): Promise<StageEntry[]> {
  const rows = await db
    .selectFrom('order_stages')
    .select((eb) => [
      'stage',
      sql<string>`to_char(${eb.ref('reached_on')}, 'YYYY-MM-DD')`.as('reached'),
      'family_note',
      'updated_by',
      'updated_at',
    ])
    .where('order_id', '=', orderId)
    .orderBy('reached_on')
    .execute();
  return rows.map((r) => ({
    stage: r.stage as OrderStage,
    reachedOn: r.reached,
    familyNote: r.family_note,
    updatedBy: r.updated_by,
    updatedAt: iso(r.updated_at),
  }));
}

export async function insertHistory(
  db: AppDb,
  entry: { orderId: number; detail: string; byEmail: string | null },
): Promise<void> {
  await db
    .insertInto('order_history')
    .values({ order_id: entry.orderId, detail: entry.detail, by_email: entry.byEmail })
    .execute();
}

export async function listHistory(db: AppDb, orderId: number) {
  const rows = await db
    .selectFrom('order_history')
    .select(['id', 'detail', 'by_email', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, detail: r.detail, byEmail: r.by_email, createdAt: iso(r.created_at) }));
}
