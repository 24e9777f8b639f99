import type { Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { OrdersTable } from '#db/types';
import { orderReference, type OrderSourceKind, type OrderStage, type SoldKind } from './orders.choices';
import type { OrderListFilters } from './orders.schema';
import { parseReference } from '../shared/reference';
import { pagedList, searchMatches } from '../shared/paged-list';

/**
 * The orders themselves: one row per family's memorial, found by id, link, code or source, and
 * the staff list. Its stages and history are in order-stages.repository.ts, its proofs in
 * proofs.repository.ts.
 */

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** What staff type for an order (the form's fields). */
export interface OrderValues {
  name: string;
  email: string | null;
  phone: string | null;
  office: string;
  inscription: string;
  cemetery: string | null;
  plot: string | null;
  soldKind: SoldKind;
  soldReference: string | null;
  soldDescription: string;
  priceCents: number | null;
  depositCents: number | null;
  expectedInstallation: string | null;
}

export interface Order extends OrderValues {
  id: number;
  reference: string;
  sourceKind: OrderSourceKind;
  sourceId: string | null;
  stage: OrderStage;
  proofCode: string;
  familyToken: string;
  staffNotes: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

const orderColumns = [
  'id',
  'source_kind',
  'source_id',
  'family_name',
  'family_email',
  'family_phone',
  'office',
  'inscription',
  'cemetery',
  'plot',
  'sold_kind',
  'sold_reference',
  'sold_description',
  'price_cents',
  'deposit_cents',
  'stage',
  'expected_installation',
  'proof_code',
  'family_token',
  'staff_notes',
  'created_by',
  'created_at',
  'updated_at',
] as const;

type OrderRow = Pick<Selectable<OrdersTable>, (typeof orderColumns)[number]>;

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    reference: orderReference(row.id),
    sourceKind: row.source_kind as OrderSourceKind,
    sourceId: row.source_id,
    name: row.family_name,
    email: row.family_email,
    phone: row.family_phone,
    office: row.office,
    inscription: row.inscription,
    cemetery: row.cemetery,
    plot: row.plot,
    soldKind: row.sold_kind as SoldKind,
    soldReference: row.sold_reference,
    soldDescription: row.sold_description,
    priceCents: row.price_cents,
    depositCents: row.deposit_cents,
    stage: row.stage as OrderStage,
    expectedInstallation: row.expected_installation,
    proofCode: row.proof_code,
    familyToken: row.family_token,
    staffNotes: row.staff_notes,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const orderValues = (v: OrderValues) => ({
  family_name: v.name,
  family_email: v.email,
  family_phone: v.phone,
  office: v.office,
  inscription: v.inscription,
  cemetery: v.cemetery,
  plot: v.plot,
  sold_kind: v.soldKind,
  sold_reference: v.soldReference,
  sold_description: v.soldDescription,
  price_cents: v.priceCents,
  deposit_cents: v.depositCents,
  expected_installation: v.expectedInstallation,
});

/** The new order's id, or null when this source already has an order (one click, one order). */
export async function insertOrder(
  db: AppDb,
  values: OrderValues & {
    sourceKind: OrderSourceKind;
    sourceId: string | null;
    proofCode: string;
    familyToken: string;
    createdBy: string | null;
  },
): Promise<number | null> {
  const row = await db
    .insertInto('orders')
    .values({
      ...orderValues(values),
      source_kind: values.sourceKind,
      source_id: values.sourceId,
      proof_code: values.proofCode,
      family_token: values.familyToken,
      created_by: values.createdBy,
    })
    .onConflict((oc) => oc.columns(['source_kind', 'source_id']).where('source_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findOrderIdBySource(db: AppDb, kind: OrderSourceKind, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('source_kind', '=', kind)
    .where('source_id', '=', id)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function getOrder(db: AppDb, id: number): Promise<Order | null> {
  const row = await db.selectFrom('orders').select(orderColumns).where('id', '=', id).executeTakeFirst();
  return row ? toOrder(row) : null;
}

export async function getOrderForUpdate(db: AppDb, id: number): Promise<Order | null> {
  const row = await db.selectFrom('orders').select(orderColumns).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? toOrder(row) : null;
}

export async function findOrderByToken(db: AppDb, token: string): Promise<Order | null> {
  const row = await db.selectFrom('orders').select(orderColumns).where('family_token', '=', token).executeTakeFirst();
  return row ? toOrder(row) : null;
}

export async function findOrderByCode(db: AppDb, code: string): Promise<Order | null> {
  const row = await db.selectFrom('orders').select(orderColumns).where('proof_code', '=', code).executeTakeFirst();
  return row ? toOrder(row) : null;
}

export const ORDERS_PAGE_SIZE = 25;

/** Most recently changed first, of one stage or all, searched, one page at a time. */
export function listOrders(db: AppDb, filters: OrderListFilters) {
  const q = filters.q?.trim();
  const filtered = db.selectFrom('orders').where((eb) => {
    const conditions = [];
    if (filters.stage) conditions.push(eb('stage', '=', filters.stage));
    if (q) {
      const matches = searchMatches(eb, q, {
        columns: ['family_name', 'family_email', 'family_phone', 'cemetery', 'inscription'],
        phone: 'family_phone',
      });
      // The order's reference, new or earlier ("O-0042-KX", "MO-00042").
      const id = parseReference('order', q);
      if (id) matches.push(eb('id', '=', id));
      conditions.push(eb.or(matches));
    }
    return eb.and(conditions);
  });
  return pagedList(
    filtered,
    { page: filters.page, pageSize: ORDERS_PAGE_SIZE },
    (query) => query.select(orderColumns).orderBy('updated_at', 'desc').orderBy('id', 'desc'),
    toOrder,
  );
}

export async function updateOrder(
  db: AppDb,
  id: number,
  changes: Partial<OrderValues> & { stage?: OrderStage; staffNotes?: string | null; familyToken?: string },
): Promise<void> {
  const set: Record<string, unknown> = { updated_at: new Date() };
  const map: Record<string, string> = {
    name: 'family_name',
    email: 'family_email',
    phone: 'family_phone',
    office: 'office',
    inscription: 'inscription',
    cemetery: 'cemetery',
    plot: 'plot',
    soldKind: 'sold_kind',
    soldReference: 'sold_reference',
    soldDescription: 'sold_description',
    priceCents: 'price_cents',
    depositCents: 'deposit_cents',
    expectedInstallation: 'expected_installation',
    stage: 'stage',
    staffNotes: 'staff_notes',
    familyToken: 'family_token',
  };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined && map[key]) set[map[key]] = value;
  }
  await db.updateTable('orders').set(set).where('id', '=', id).execute();
}
