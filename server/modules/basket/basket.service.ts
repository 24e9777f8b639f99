import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { snapshotFromCatalog, type CatalogContext } from './basket-catalog';
import {
  countBasketLines,
  deleteAllBasketLines,
  deleteBasketsInactiveSince,
  ensureBasketSession,
  insertBasketLine,
  listBasketLines,
  lockBasketSession,
  markBasketActiveLocked,
} from './basket.repository';
import {
  countNewQuoteRequests,
  countQuoteRequestsPerDay,
  findQuoteRequestByKey,
  insertQuoteRequest,
  type SubmittedItem,
} from './quote-requests.repository';
import {
  getQuoteRequest as getQuoteRequestForOrders,
  getQuoteRequestCemeteryCheck,
  latestQuoteRequests,
} from './quote-requests.repository';
import { type AddToBasketInput, type QuoteRequest } from './basket.schema';
import { BASKET_MAX_ITEMS } from './basket.choices';
import { recordEvent, type EventPayload } from '../events/events.service';
import { cemeteryForRecord } from '../cemeteries/cemeteries.service';
import { basketMonuments } from './basket.cemetery';

/** Baskets nobody has used for this long are removed (issue: "untouched for 90 days"). */
export const BASKET_RETENTION_DAYS = 90;

const isUniqueViolation = (error: unknown, constraint?: string) =>
  (error as { code?: string }).code === '23505' &&
  (constraint === undefined || (error as { constraint?: string }).constraint === constraint);

/** `title` is the catalog's name for the item, for the visitor's notice. */
export type AddResult = { status: 'added' | 'duplicate'; title: string };

/**
 * Adds a catalog item to a basket. The snapshot comes from the catalog. The insert comes first,
 * so a duplicate is what the unique constraint says it is (23505, never a check-then-insert)
 * and costs no lock; then adds to one basket take turns on its session row to count, which
 * keeps the item cap exact (decision records 030 and 035).
 */
export async function addToBasket(
  db: AppDb,
  sessionId: string,
  input: AddToBasketInput,
  context?: CatalogContext,
): Promise<AddResult> {
  const data = await snapshotFromCatalog(
    db,
    input.itemType,
    input.itemId,
    context ? { ...context, grant: input.grant } : undefined,
  );
  await ensureBasketSession(db, sessionId);
  return db.transaction().execute(async (trx) => {
    const added = await insertBasketLine(trx, { sessionId, itemType: input.itemType, itemId: input.itemId, data });
    // The line already there (perhaps from a concurrent add) stays; nothing else changes.
    if (!added) return { status: 'duplicate' as const, title: data.title };
    await markBasketActiveLocked(trx, sessionId);
    // Read after the lock: it sees every add committed before this one, and this one.
    if ((await countBasketLines(trx, sessionId)) > BASKET_MAX_ITEMS) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `Your basket is full (${BASKET_MAX_ITEMS} items). Please remove something, or send us a quote request for what you have.`,
      });
    }
    return { status: 'added' as const, title: data.title };
  });
}

export type SubmitResult = { reference: string; alreadySubmitted: boolean };

/**
 * The answer already given to this idempotency key, if any: a repeat (a retry, a double click,
 * a reload) gets the same reference. A key used by another basket is refused.
 */
export async function findAcceptedQuoteRequest(
  db: AppDb,
  sessionId: string,
  idempotencyKey: string,
): Promise<SubmitResult | null> {
  const found = await findQuoteRequestByKey(db, idempotencyKey);
  if (!found) return null;
  if (found.basketSessionId !== sessionId) {
    throw new TRPCError({ code: 'CONFLICT', message: 'This request was already sent. Please reload the page.' });
  }
  return { reference: found.reference, alreadySubmitted: true };
}

/** The `quote_request.created` event's payload (docs/events.md). */
function quoteRequestCreatedPayload(
  id: string,
  reference: string,
  request: QuoteRequest,
  items: SubmittedItem[],
): EventPayload<'quote_request.created'> {
  return {
    quoteRequestId: id,
    reference,
    name: request.name,
    email: request.email ?? null,
    phone: request.phone ?? null,
    preferredOffice: request.preferredOffice,
    cemeteryName: request.cemeteryName ?? null,
    cemeteryTown: request.cemeteryTown ?? null,
    timeline: request.timeline ?? null,
    message: request.message ?? null,
    items: items.map((item) => ({
      itemType: item.itemType,
      itemId: item.itemId,
      title: item.title ?? null,
      priceCents: item.priceCents ?? null,
    })),
    knownTotalCents: items.reduce((sum, item) => sum + (item.priceCents ?? 0), 0),
  };
}

/**
 * Turns the basket into a quote request: stores the request with a copy of the items and
 * empties the basket, in one transaction. The same idempotency key always answers with the
 * same reference, so a double click or a retry never stores two requests.
 */
export async function submitQuote(
  db: AppDb,
  sessionId: string,
  request: QuoteRequest,
  idempotencyKey: string,
): Promise<SubmitResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      // Lock the basket first: a concurrent submit of the same basket waits here, then sees the
      // request the first one stored (read committed re-reads after the wait).
      await lockBasketSession(trx, sessionId);
      const found = await findQuoteRequestByKey(trx, idempotencyKey);
      if (found) {
        if (found.basketSessionId !== sessionId) {
          throw new TRPCError({ code: 'CONFLICT', message: 'This request was already sent. Please reload the page.' });
        }
        return { reference: found.reference, alreadySubmitted: true };
      }
      const lines = await listBasketLines(trx, sessionId);
      if (lines.length === 0) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'Your basket is empty. Please add an item before asking for a quote.',
        });
      }
      const items: SubmittedItem[] = lines.map((line) => ({
        itemType: line.itemType,
        itemId: line.itemId,
        addedAt: line.addedAt,
        ...line.data,
      }));
      // The cemetery's rules checked against the designs and estimates sent (never refused for one).
      const cemetery = await cemeteryForRecord(
        trx,
        request.cemeteryChoice,
        { name: request.cemeteryName, town: request.cemeteryTown },
        await basketMonuments(trx, items),
      );
      const sent = { ...request, cemeteryName: cemetery.name, cemeteryTown: cemetery.town };
      const { id, reference } = await insertQuoteRequest(trx, {
        request: sent,
        cemeteryCheck: cemetery.check,
        idempotencyKey,
        basketSessionId: sessionId,
        items,
      });
      await recordEvent(trx, 'quote_request.created', quoteRequestCreatedPayload(id, reference, sent, items));
      await deleteAllBasketLines(trx, sessionId);
      return { reference, alreadySubmitted: false };
    });
  } catch (error) {
    // Two servers racing with the same key: the unique key decides, and both answer the same.
    if (isUniqueViolation(error, 'basket_submissions_idempotency_key_key')) {
      const found = await findAcceptedQuoteRequest(db, sessionId, idempotencyKey);
      if (found) return found;
    }
    throw error;
  }
}

/** Removes baskets untouched for BASKET_RETENTION_DAYS; run on an interval by server/main.ts. */
export async function deleteStaleBaskets(db: AppDb, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - BASKET_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  return deleteBasketsInactiveSince(db, cutoff);
}

/** For the dashboard: quote requests waiting for a first answer. */
export const countQuoteRequestsAwaiting = (db: AppDb) => countNewQuoteRequests(db);

/** For the dashboard chart: quote requests per day since `since`, days in the offices' zone. */
export const quoteRequestsPerDay = (db: AppDb, since: Date, timeZone: string) =>
  countQuoteRequestsPerDay(db, since, timeZone);

/** For other domains (a consultation booking's cemetery): the monuments of a basket's designs and estimates. */
export { basketMonuments };

/** For other domains (a consultation booking): what is in a visitor's basket, newest first. */
export function basketLinesOf(db: AppDb, sessionId: string) {
  return listBasketLines(db, sessionId);
}

// ---------------------------------------------------------------------------------------------
// For orders (issue 19): staff open an order from a quote request in one click.

/** One quote request with its items, or null. */
export function findQuoteRequestForOrder(db: AppDb, id: string) {
  return getQuoteRequestForOrders(db, id);
}

/** The cemetery check a quote request keeps (JSON as stored), for the order opened from it. */
export function quoteRequestCemeteryCheckForOrder(db: AppDb, id: string) {
  return getQuoteRequestCemeteryCheck(db, id);
}

/** The newest quote requests, for the "open an order from..." list. */
export function recentQuoteRequests(db: AppDb, limit = 10) {
  return latestQuoteRequests(db, limit);
}
