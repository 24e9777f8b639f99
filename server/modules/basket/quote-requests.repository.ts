import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BasketSubmissionsTable, DB } from '#db/types';
import type { BasketLine } from './basket.repository';
import { type QuoteRequest, type QuoteRequestListFilters } from './basket.schema';
import { quoteRequestStatuses, type QuoteRequestStatus } from './basket.choices';
import type { CemeteryCheck } from '../cemeteries/cemeteries.choices';
import { formatReference, parseReference } from '../shared/reference';
import { countCreatedPerDay } from '../shared/day-counts';
import { pagedList, searchMatches } from '../shared/paged-list';

type Db = Kysely<DB> | Transaction<DB>;

/** The copy of a basket line kept with a quote request (it outlives the basket). */
export type SubmittedItem = Pick<BasketLine, 'itemType' | 'itemId' | 'addedAt'> & BasketLine['data'];

export interface QuoteRequestSummary {
  id: string;
  reference: string;
  name: string;
  email: string | null;
  phone: string | null;
  preferredOffice: string;
  itemCount: number;
  knownTotalCents: number;
  status: QuoteRequestStatus;
  createdAt: string;
}

export interface QuoteRequestDetail extends QuoteRequestSummary {
  cemeteryName: string | null;
  cemeteryTown: string | null;
  /** The family's cemetery and the rules the items broke when sent (decision 283); null when none was chosen. */
  cemeteryCheck: CemeteryCheck | null;
  timeline: string | null;
  message: string | null;
  items: SubmittedItem[];
  staffNotes: string | null;
  statusChangedAt: string | null;
  updatedAt: string;
}

const summaryColumns = [
  'id',
  'reference',
  'name',
  'email',
  'phone',
  'preferred_office',
  'item_count',
  'known_total_cents',
  'status',
  'created_at',
] as const;

const detailColumns = [
  ...summaryColumns,
  'cemetery_name',
  'cemetery_town',
  'cemetery_check',
  'timeline',
  'message',
  'items',
  'staff_notes',
  'status_changed_at',
  'updated_at',
] as const;

type SummaryRow = Pick<Selectable<BasketSubmissionsTable>, (typeof summaryColumns)[number]>;
type DetailRow = Pick<Selectable<BasketSubmissionsTable>, (typeof detailColumns)[number]>;

function toSummary(row: SummaryRow): QuoteRequestSummary {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferredOffice: row.preferred_office,
    itemCount: row.item_count,
    knownTotalCents: row.known_total_cents,
    status: row.status as QuoteRequestStatus,
    createdAt: row.created_at.toISOString(),
  };
}

/** A JSON column as PGlite (text) or node-postgres (parsed) hands it back. */
const checkOf = (value: unknown): CemeteryCheck | null =>
  ((typeof value === 'string' ? JSON.parse(value) : value) as CemeteryCheck | null) ?? null;

function toDetail(row: DetailRow): QuoteRequestDetail {
  return {
    ...toSummary(row),
    cemeteryName: row.cemetery_name,
    cemeteryTown: row.cemetery_town,
    cemeteryCheck: checkOf(row.cemetery_check),
    timeline: row.timeline,
    message: row.message,
    items: Array.isArray(row.items) ? (row.items as SubmittedItem[]) : [],
    staffNotes: row.staff_notes,
    statusChangedAt: row.status_changed_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The quote request made with this idempotency key, with the basket it came from. */
export async function findQuoteRequestByKey(db: Db, idempotencyKey: string) {
  const row = await db
    .selectFrom('basket_submissions')
    .select(['reference', 'basket_session_id'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row ? { reference: row.reference, basketSessionId: row.basket_session_id } : null;
}

/** Stores a quote request with its copy of the basket; returns its reference number. */
export async function insertQuoteRequest(
  db: Db,
  input: {
    request: QuoteRequest;
    cemeteryCheck: CemeteryCheck | null;
    idempotencyKey: string;
    basketSessionId: string;
    items: SubmittedItem[];
  },
): Promise<{ id: string; reference: string }> {
  const { request, items } = input;
  // The number from the table's own sequence, written in the site's one format (decision 198);
  // requests made before keep their stored "Q-2026-000123".
  const next = await sql<{ n: string | number }>`select nextval('basket_submission_number_seq') as n`.execute(db);
  const reference = formatReference('quote', Number(next.rows[0]!.n));
  return db
    .insertInto('basket_submissions')
    .values({
      reference,
      idempotency_key: input.idempotencyKey,
      basket_session_id: input.basketSessionId,
      name: request.name,
      email: request.email,
      phone: request.phone,
      preferred_office: request.preferredOffice,
      cemetery_name: request.cemeteryName,
      cemetery_town: request.cemeteryTown,
      cemetery_check: input.cemeteryCheck ? JSON.stringify(input.cemeteryCheck) : null,
      timeline: request.timeline,
      message: request.message,
      items: JSON.stringify(items),
      item_count: items.length,
      known_total_cents: items.reduce((sum, item) => sum + (item.priceCents ?? 0), 0),
    })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow();
}

function filtersWhere(filters: QuoteRequestListFilters) {
  return (eb: ExpressionBuilder<DB, 'basket_submissions'>) => {
    const conditions = [];
    if (filters.status) conditions.push(eb('status', '=', filters.status));
    const q = filters.q?.trim();
    if (q) {
      const matches = searchMatches(eb, q, {
        columns: ['reference', 'name', 'email', 'phone', 'cemetery_name', 'cemetery_town', 'message', 'staff_notes'],
        phone: 'phone',
      });
      // A reference read out on the phone, however it is typed ("q 0042 km" finds Q-0042-KM).
      const number = parseReference('quote', q);
      if (number) matches.push(eb('reference', '=', formatReference('quote', number)));
      conditions.push(eb.or(matches));
    }
    return eb.and(conditions);
  };
}

export const QUOTE_REQUESTS_PAGE_SIZE = 25;

/** One page of quote requests, newest first, of one status or all, searched. */
export function listQuoteRequests(
  db: Db,
  filters: QuoteRequestListFilters & { page: number },
  pageSize = QUOTE_REQUESTS_PAGE_SIZE,
) {
  return pagedList(
    db.selectFrom('basket_submissions').where(filtersWhere(filters)),
    { page: filters.page, pageSize },
    (query) => query.select(summaryColumns).orderBy('created_at', 'desc').orderBy('reference', 'desc'),
    toSummary,
  );
}

/** The newest quote requests (for opening an order from one). */
export async function latestQuoteRequests(db: Db, limit: number) {
  const rows = await db
    .selectFrom('basket_submissions')
    .select(summaryColumns)
    .orderBy('created_at', 'desc')
    .orderBy('reference', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/** How many quote requests each status has (every status present, zero included). */
export async function countQuoteRequestsByStatus(db: Db): Promise<Record<QuoteRequestStatus, number>> {
  const rows = await db
    .selectFrom('basket_submissions')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(quoteRequestStatuses.map((s) => [s, 0])) as Record<QuoteRequestStatus, number>;
  for (const row of rows) counts[row.status as QuoteRequestStatus] = Number(row.count);
  return counts;
}

export async function getQuoteRequest(db: Db, id: string): Promise<QuoteRequestDetail | null> {
  const row = await db.selectFrom('basket_submissions').select(detailColumns).where('id', '=', id).executeTakeFirst();
  return row ? toDetail(row) : null;
}

/** Changes status and/or staff notes; the status time is kept only when the status changes. */
export async function updateQuoteRequest(
  db: Db,
  id: string,
  changes: { status?: QuoteRequestStatus; staffNotes?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('basket_submissions')
    .set((eb) => ({
      updated_at: new Date(),
      ...(changes.staffNotes !== undefined
        ? { staff_notes: changes.staffNotes === '' ? null : changes.staffNotes }
        : {}),
      ...(changes.status !== undefined
        ? {
            status: changes.status,
            status_changed_at: eb
              .case()
              .when('status', '<>', changes.status)
              .then(new Date())
              .else(eb.ref('status_changed_at'))
              .end(),
          }
        : {}),
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every quote request the list shows (one status or all, searched), newest first, for the CSV export. */
export async function listQuoteRequestsForExport(
  db: Db,
  filters: QuoteRequestListFilters,
): Promise<QuoteRequestDetail[]> {
  const rows = await db
    .selectFrom('basket_submissions')
    .where(filtersWhere(filters))
    .select(detailColumns)
    .orderBy('created_at', 'desc')
    .orderBy('reference', 'desc')
    .execute();
  return rows.map(toDetail);
}

/** Quote requests not yet handled (status new). */
export async function countNewQuoteRequests(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('basket_submissions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Quote requests per day (in the given zone) since `since`. */
export function countQuoteRequestsPerDay(db: Kysely<DB>, since: Date, timeZone: string) {
  return countCreatedPerDay(db, 'basket_submissions', since, timeZone);
}

/** The cemetery check a quote request keeps (decision 270), for the order opened from it (decision 286). */
export async function getQuoteRequestCemeteryCheck(db: Db, id: string): Promise<unknown> {
  const row = await db
    .selectFrom('basket_submissions')
    .select('cemetery_check')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.cemetery_check ?? null;
}
