import { sql } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { CemeteryCheck, MonumentToCheck } from '../cemeteries/cemeteries.choices';
import { orderReference, type OrderStage } from './orders.choices';

/**
 * An order's cemetery (decision 286): the check it keeps (`cemetery_check`, decision 270), the
 * monuments that check is made against, and the cemetery's approval (the day and who marked it).
 */

/** jsonb arrives parsed from both drivers; a string (never expected) is parsed. */
const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** A kept check, or null when the column is empty or not a check's shape. */
export function readCheck(value: unknown): CemeteryCheck | null {
  const check = json(value) as CemeteryCheck | null;
  if (!check || typeof check !== 'object' || typeof check.name !== 'string' || !Array.isArray(check.findings)) {
    return null;
  }
  return check;
}

function readMonuments(value: unknown): MonumentToCheck[] | null {
  const monuments = json(value);
  return Array.isArray(monuments) ? (monuments as MonumentToCheck[]) : null;
}

export interface OrderCemeteryRow {
  check: CemeteryCheck | null;
  /** Null when the order was not opened from a design the checks could read. */
  monuments: MonumentToCheck[] | null;
  approvedOn: string | null;
  approvedBy: string | null;
}

export async function getOrderCemetery(db: AppDb, id: number): Promise<OrderCemeteryRow | null> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      'cemetery_check',
      'cemetery_monuments',
      sql<string | null>`to_char(${eb.ref('cemetery_approved_on')}, 'YYYY-MM-DD')`.as('approved_on'),
      'cemetery_approved_by',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    check: readCheck(row.cemetery_check),
    monuments: readMonuments(row.cemetery_monuments),
    approvedOn: row.approved_on,
    approvedBy: row.cemetery_approved_by,
  };
}

/** Writes what is given: the check, the monuments, the approval (both of its columns at once). */
export async function setOrderCemetery(
  db: AppDb,
  id: number,
  changes: {
    check?: CemeteryCheck | null;
    monuments?: MonumentToCheck[] | null;
    approval?: { on: string; by: string } | null;
  },
): Promise<void> {
  const set: Record<string, unknown> = { updated_at: new Date() };
  if (changes.check !== undefined) set.cemetery_check = changes.check ? JSON.stringify(changes.check) : null;
  if (changes.monuments !== undefined) {
    set.cemetery_monuments = changes.monuments ? JSON.stringify(changes.monuments) : null;
  }
  if (changes.approval !== undefined) {
    set.cemetery_approved_on = changes.approval?.on ?? null;
    set.cemetery_approved_by = changes.approval?.by ?? null;
  }
  await db.updateTable('orders').set(set).where('id', '=', id).execute();
}

/** Stages after which nothing waits on the cemetery any more. */
const DONE: readonly OrderStage[] = ['installed', 'complete'];

export interface WaitingOrderRow {
  id: number;
  reference: string;
  name: string;
  cemetery: string | null;
  check: CemeteryCheck | null;
  stage: OrderStage;
  expectedInstallation: string | null;
  openedOn: string;
}

/**
 * Open orders (not installed or complete) with a cemetery and no approval yet, oldest first, at
 * most `limit`, and how many there are in all. The opening day is its "Order opened" stage's (in
 * the offices' zone).
 */
export async function listWaitingOnCemetery(db: AppDb, timeZone: string, limit: number) {
  const waiting = db
    .selectFrom('orders')
    .where('cemetery_approved_on', 'is', null)
    .where('stage', 'not in', DONE)
    .where((eb) => eb.or([eb('cemetery_check', 'is not', null), eb(sql`nullif(trim(cemetery), '')`, 'is not', null)]));
  const [rows, total] = await Promise.all([
    waiting
      .select((eb) => [
        'id',
        'family_name',
        'cemetery',
        'cemetery_check',
        'stage',
        'expected_installation',
        // The day the order was opened, as its "Order opened" stage says (staff may correct it).
        sql<string>`to_char(coalesce(
          (select s.reached_on from order_stages s where s.order_id = ${eb.ref('orders.id')} and s.stage = 'opened'),
          (${eb.ref('created_at')} at time zone ${timeZone})::date), 'YYYY-MM-DD')`.as('opened_on'),
      ])
      .orderBy('opened_on')
      .orderBy('id')
      .limit(limit)
      .execute(),
    waiting.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    orders: rows.map((r): WaitingOrderRow => ({
      id: r.id,
      reference: orderReference(r.id),
      name: r.family_name,
      cemetery: r.cemetery,
      check: readCheck(r.cemetery_check),
      stage: r.stage as OrderStage,
      expectedInstallation: r.expected_installation,
      openedOn: r.opened_on,
    })),
  };
}
