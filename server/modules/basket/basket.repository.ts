import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BasketItemsTable, DB } from '#db/types';
import { basketItemDataSchema, type BasketItemData } from './basket.schema';
import { type BasketItemType } from './basket.choices';

type Db = Kysely<DB> | Transaction<DB>;

/** One line of a basket as the client and the quote copy see it. */
export interface BasketLine {
  id: string;
  itemType: BasketItemType;
  itemId: string;
  data: BasketItemData;
  addedAt: string;
}

const UNKNOWN_ITEM: BasketItemData = {
  title: 'Item',
  image: null,
  priceCents: null,
  category: 'Item',
  link: '/gallery',
};

type LineRow = Pick<Selectable<BasketItemsTable>, 'id' | 'item_type' | 'item_id' | 'item_data' | 'created_at'>;

function toLine(row: LineRow): BasketLine {
  // item_data is a snapshot written by this module; a malformed one still shows as a line.
  const parsed = basketItemDataSchema.safeParse(row.item_data);
  return {
    id: row.id,
    itemType: row.item_type as BasketItemType,
    itemId: row.item_id,
    data: parsed.success ? parsed.data : UNKNOWN_ITEM,
    addedAt: row.created_at.toISOString(),
  };
}

/** The basket's lines, newest first (specification, section 7). */
export async function listBasketLines(db: Db, sessionId: string): Promise<BasketLine[]> {
  const rows = await db
    .selectFrom('basket_items')
    .select(['id', 'item_type', 'item_id', 'item_data', 'created_at'])
    .where('session_id', '=', sessionId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toLine);
}

/** Creates the basket's session row if it is new (no lock is taken on an existing one). */
export async function ensureBasketSession(db: Db, sessionId: string) {
  await sql`insert into basket_sessions (id) values (${sessionId}) on conflict (id) do nothing`.execute(db);
}

/**
 * Marks the basket active and holds its row until the transaction ends. The lock is
 * FOR NO KEY UPDATE, which does not conflict with the foreign-key checks of concurrent item
 * inserts: adds only take turns for the short count-and-commit step.
 */
export async function markBasketActiveLocked(trx: Transaction<DB>, sessionId: string) {
  await sql`update basket_sessions set last_active_at = now() where id = ${sessionId}`.execute(trx);
}

/**
 * Creates the basket's session row, or marks it active, and locks it (FOR UPDATE) until the
 * transaction ends: adds to this basket wait until a quote request has taken its copy.
 */
export async function lockBasketSession(trx: Transaction<DB>, sessionId: string) {
  await sql`
    insert into basket_sessions as s (id) values (${sessionId})
    on conflict (id) do update set last_active_at = now()
  `.execute(trx);
}

/** Marks a basket as used (at most once an hour, so reads rarely write). */
export async function touchBasketSession(db: Db, sessionId: string) {
  await sql`
    update basket_sessions set last_active_at = now()
    where id = ${sessionId} and last_active_at < now() - interval '1 hour'
  `.execute(db);
}

export async function countBasketLines(db: Db, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom('basket_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Inserts one line; false when the line is already in the basket. The unique constraint decides
 * (its violation, 23505 on basket_items_session_item_key, is caught inside the database by
 * basket_add_line), not a prior read, so simultaneous adds still give exactly one line.
 */
export async function insertBasketLine(
  db: Db,
  line: { sessionId: string; itemType: BasketItemType; itemId: string; data: BasketItemData },
): Promise<boolean> {
  const { rows } = await sql<{ added: boolean }>`
    select basket_add_line(${line.sessionId}::uuid, ${line.itemType}, ${line.itemId}, ${JSON.stringify(line.data)}::jsonb) as added
  `.execute(db);
  return rows[0]?.added === true;
}

/** Removes one line, only from this basket. True when a line was removed. */
export async function deleteBasketLine(db: Db, sessionId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('basket_items')
    .where('id', '=', id)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Empties the basket; returns how many lines were removed. */
export async function deleteAllBasketLines(db: Db, sessionId: string): Promise<number> {
  const result = await db.deleteFrom('basket_items').where('session_id', '=', sessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Baskets untouched since the cut-off, with their lines (the foreign key cascades). */
export async function deleteBasketsInactiveSince(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('basket_sessions').where('last_active_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
