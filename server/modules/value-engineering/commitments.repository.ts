import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { DB, VeCommitmentsTable } from '#db/types';
import type { CommitmentListFilters } from './value-engineering.schema';
import {
  commitmentReference,
  type CommitmentOffice,
  type CommitmentStage,
  type CommitmentTimeline,
} from './value-engineering.choices';
import type { CemeteryCheck } from '../cemeteries/cemeteries.choices';
import { parseReference } from '../shared/reference';
import { countCreatedPerDay } from '../shared/day-counts';
import { pagedList, searchMatches } from '../shared/paged-list';

/**
 * The families' package reservations (commitments): their rows, the staff list and its search,
 * their history, and the figures the guarantee and the dashboard are computed from.
 */

export interface Commitment {
  id: number;
  reference: string;
  packageId: string;
  packageName: string;
  packagePriceCents: number;
  depositDueCents: number;
  name: string;
  email: string | null;
  phone: string | null;
  office: CommitmentOffice;
  cemetery: string | null;
  town: string | null;
  /** The family's cemetery as they chose it (decision 283); null when none was chosen. */
  cemeteryCheck: CemeteryCheck | null;
  timeline: CommitmentTimeline;
  notes: string | null;
  sourcePage: string | null;
  stage: CommitmentStage;
  depositCents: number | null;
  depositReceivedOn: string | null;
  finalPriceCents: number | null;
  cancelReason: string | null;
  staffNotes: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const commitmentSelect = (eb: ExpressionBuilder<DB, 've_commitments'>) =>
  [
    'id',
    'package_id',
    'package_name',
    'package_price_cents',
    'deposit_due_cents',
    'name',
    'email',
    'phone',
    'office',
    'cemetery',
    'town',
    'cemetery_check',
    'timeline',
    'notes',
    'source_page',
    'stage',
    'deposit_cents',
    sql<string | null>`to_char(${eb.ref('deposit_received_on')}, 'YYYY-MM-DD')`.as('deposit_on'),
    'final_price_cents',
    'cancel_reason',
    'staff_notes',
    'closed_at',
    'created_at',
    'updated_at',
  ] as const;

type CommitmentRow = Pick<
  Selectable<VeCommitmentsTable>,
  Extract<ReturnType<typeof commitmentSelect>[number], string>
> & { deposit_on: string | null };

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

function toCommitment(row: CommitmentRow): Commitment {
  return {
    id: row.id,
    reference: commitmentReference(row.id),
    packageId: row.package_id,
    packageName: row.package_name,
    packagePriceCents: row.package_price_cents,
    depositDueCents: row.deposit_due_cents,
    name: row.name,
    email: row.email,
    phone: row.phone,
    office: row.office as CommitmentOffice,
    cemetery: row.cemetery,
    town: row.town,
    cemeteryCheck:
      ((typeof row.cemetery_check === 'string'
        ? JSON.parse(row.cemetery_check)
        : row.cemetery_check) as CemeteryCheck | null) ?? null,
    timeline: row.timeline as CommitmentTimeline,
    notes: row.notes,
    sourcePage: row.source_page,
    stage: row.stage as CommitmentStage,
    depositCents: row.deposit_cents,
    depositReceivedOn: row.deposit_on,
    finalPriceCents: row.final_price_cents,
    cancelReason: row.cancel_reason,
    staffNotes: row.staff_notes,
    closedAt: row.closed_at == null ? null : iso(row.closed_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export interface NewCommitment {
  submissionKey: string;
  packageId: string;
  packageName: string;
  packagePriceCents: number;
  depositDueCents: number;
  name: string;
  email: string | null;
  phone: string | null;
  office: string;
  cemetery?: string;
  town?: string;
  cemeteryCheck?: CemeteryCheck | null;
  timeline: string;
  notes?: string;
  sourcePage?: string;
  ipHash: string;
}

/**
 * Stores a reservation once per submission key: a second call with the same key (a double
 * click, a retried request) changes nothing and gets the first one's id back. The unique
 * constraint decides, so two requests at the same instant still make one row.
 */
export async function insertCommitmentOnce(db: AppDb, input: NewCommitment): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto('ve_commitments')
    .values({
      submission_key: input.submissionKey,
      package_id: input.packageId,
      package_name: input.packageName,
      package_price_cents: input.packagePriceCents,
      deposit_due_cents: input.depositDueCents,
      name: input.name,
      email: input.email,
      phone: input.phone,
      office: input.office,
      cemetery: input.cemetery ?? null,
      town: input.town ?? null,
      cemetery_check: input.cemeteryCheck ? JSON.stringify(input.cemeteryCheck) : null,
      timeline: input.timeline,
      notes: input.notes ?? null,
      source_page: input.sourcePage ?? null,
      ip_hash: input.ipHash,
    })
    .onConflict((oc) => oc.column('submission_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('ve_commitments')
    .select('id')
    .where('submission_key', '=', input.submissionKey)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

function filtersWhere(filters: Omit<CommitmentListFilters, 'page'>) {
  return (eb: ExpressionBuilder<DB, 've_commitments'>) => {
    const conditions = [];
    if (filters.stage) conditions.push(eb('stage', '=', filters.stage));
    if (filters.office) conditions.push(eb('office', '=', filters.office));
    const q = filters.q?.trim();
    if (q) {
      const matches = searchMatches(eb, q, {
        columns: ['name', 'email', 'phone', 'cemetery', 'town', 'package_name', 'staff_notes'],
        phone: 'phone',
      });
      // The reservation's reference, new or earlier ("R-0012-KX", "VE-00012").
      const reservationId = parseReference('reservation', q);
      if (reservationId) matches.push(eb('id', '=', reservationId));
      const ref = /^ve-?0*(\d{1,9})$/i.exec(q);
      if (ref) matches.push(eb('id', '=', Number(ref[1])));
      conditions.push(eb.or(matches));
    }
    return eb.and(conditions);
  };
}

export const COMMITMENTS_PAGE_SIZE = 25;

export function listCommitments(db: AppDb, filters: CommitmentListFilters, pageSize = COMMITMENTS_PAGE_SIZE) {
  return pagedList(
    db.selectFrom('ve_commitments').where(filtersWhere(filters)),
    { page: filters.page, pageSize },
    (query) => query.select(commitmentSelect).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    toCommitment,
  );
}

export async function listCommitmentsForExport(
  db: AppDb,
  filters: Omit<CommitmentListFilters, 'page'>,
  limit = 10_000,
) {
  const rows = await db
    .selectFrom('ve_commitments')
    .select(commitmentSelect)
    .where(filtersWhere(filters))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toCommitment);
}

export async function getCommitment(db: AppDb, id: number): Promise<Commitment | null> {
  const row = await db.selectFrom('ve_commitments').select(commitmentSelect).where('id', '=', id).executeTakeFirst();
  return row ? toCommitment(row) : null;
}

/** The row locked for a change (inside the service's transaction). */
export async function getCommitmentForUpdate(db: AppDb, id: number): Promise<Commitment | null> {
  const row = await db
    .selectFrom('ve_commitments')
    .select(commitmentSelect)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ? toCommitment(row) : null;
}

export async function updateCommitment(
  db: AppDb,
  id: number,
  changes: {
    stage?: CommitmentStage;
    depositCents?: number;
    depositReceivedOn?: string;
    finalPriceCents?: number;
    cancelReason?: string | null;
    staffNotes?: string | null;
    closedAt?: Date | null;
  },
): Promise<void> {
  await db
    .updateTable('ve_commitments')
    .set({
      ...(changes.stage ? { stage: changes.stage } : {}),
      ...(changes.depositCents !== undefined ? { deposit_cents: changes.depositCents } : {}),
      ...(changes.depositReceivedOn !== undefined ? { deposit_received_on: changes.depositReceivedOn } : {}),
      ...(changes.finalPriceCents !== undefined ? { final_price_cents: changes.finalPriceCents } : {}),
      ...(changes.cancelReason !== undefined ? { cancel_reason: changes.cancelReason } : {}),
      ...(changes.staffNotes !== undefined ? { staff_notes: changes.staffNotes?.trim() || null } : {}),
      ...(changes.closedAt !== undefined ? { closed_at: changes.closedAt } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export interface CommitmentEvent {
  id: number;
  stage: CommitmentStage | null;
  detail: string;
  byEmail: string | null;
  createdAt: string;
}

export async function insertEvent(
  db: AppDb,
  event: { commitmentId: number; stage: CommitmentStage | null; detail: string; byEmail: string | null },
): Promise<void> {
  await db
    .insertInto('ve_commitment_events')
    .values({
      commitment_id: event.commitmentId,
      stage: event.stage,
      detail: event.detail,
      by_email: event.byEmail,
    })
    .execute();
}

export async function listEvents(db: AppDb, commitmentId: number): Promise<CommitmentEvent[]> {
  const rows = await db
    .selectFrom('ve_commitment_events')
    .select(['id', 'stage', 'detail', 'by_email', 'created_at'])
    .where('commitment_id', '=', commitmentId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    stage: r.stage as CommitmentStage | null,
    detail: r.detail,
    byEmail: r.by_email,
    createdAt: iso(r.created_at),
  }));
}

/** Counts by stage, the deposits received, and every closed commitment's prices (for the guarantee figures). */
export async function commitmentFigures(db: AppDb) {
  const [byStage, closed] = await Promise.all([
    db
      .selectFrom('ve_commitments')
      .select((eb) => [
        'stage',
        eb.fn.countAll<number>().as('count'),
        eb.fn.coalesce(eb.fn.sum<number>('deposit_cents'), sql<number>`0`).as('deposits'),
        eb.fn.count<number>('deposit_cents').as('with_deposit'),
      ])
      .groupBy('stage')
      .execute(),
    closedWithFinalPrice(db),
  ]);
  return {
    byStage: byStage.map((r) => ({
      stage: r.stage as CommitmentStage,
      count: Number(r.count),
      depositCents: Number(r.deposits),
      withDeposit: Number(r.with_deposit),
    })),
    closed,
  };
}

/** Closed commitments with a final price: what the guarantee figures are computed from. */
export async function closedWithFinalPrice(db: AppDb) {
  const rows = await db
    .selectFrom('ve_commitments')
    .select(['package_price_cents', 'final_price_cents', 'closed_at'])
    .where('stage', '=', 'closed')
    .where('final_price_cents', 'is not', null)
    .execute();
  return rows.map((r) => ({
    packagePriceCents: r.package_price_cents,
    finalPriceCents: r.final_price_cents as number,
    closedAt: r.closed_at == null ? null : iso(r.closed_at),
  }));
}

/** Package reservations made per day since `since`, days in the offices' zone. */
export function countCommitmentsPerDay(db: AppDb, since: Date, timeZone: string) {
  return countCreatedPerDay(db, 've_commitments', since, timeZone);
}

export async function countNewCommitments(db: AppDb): Promise<number> {
  const row = await db
    .selectFrom('ve_commitments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('stage', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The cemetery check a reservation keeps (decision 270), for the order opened from it (decision 286). */
export async function getCommitmentCemeteryCheck(db: AppDb, id: number): Promise<unknown> {
  const row = await db.selectFrom('ve_commitments').select('cemetery_check').where('id', '=', id).executeTakeFirst();
  return row?.cemetery_check ?? null;
}
