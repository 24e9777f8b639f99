import type { Selectable, Updateable } from 'kysely';
import { sql, type ExpressionBuilder } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { DB, VeCommitmentsTable, VePackagesTable } from '#db/types';
import type { CommitmentListFilters, PageContent } from './value-engineering.schema';
import {
  commitmentReference,
  type CommitmentOffice,
  type CommitmentStage,
  type CommitmentTimeline,
} from './value-engineering.choices';
import { parseReference } from '../shared/reference';
import { countCreatedPerDay } from '../shared/day-counts';

/** A package as the pages, the basket and staff see it. */
export interface VePackage {
  id: string;
  name: string;
  priceCents: number;
  granite: string;
  style: string;
  summary: string;
  includes: string[];
  image: { src: string; alt: string; width: number | null; height: number | null; mediumSrc: string | null };
  displayOrder: number;
  retired: boolean;
}

const packageColumns = [
  'id',
  'name',
  'price_cents',
  'granite',
  'style',
  'summary',
  'includes',
  'image_url',
  'image_alt',
  'medium_url',
  'width',
  'height',
  'display_order',
  'retired_at',
] as const;

const parseJson = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

function toPackage(
  row: Pick<
    Selectable<VePackagesTable>,
    | 'id'
    | 'name'
    | 'price_cents'
    | 'granite'
    | 'style'
    | 'summary'
    | 'includes'
    | 'image_url'
    | 'image_alt'
    | 'medium_url'
    | 'width'
    | 'height'
    | 'display_order'
    | 'retired_at'
  >,
): VePackage {
  const includes = parseJson(row.includes);
  return {
    id: row.id,
    name: row.name,
    priceCents: row.price_cents,
    granite: row.granite,
    style: row.style,
    summary: row.summary,
    includes: Array.isArray(includes) ? includes.map(String) : [],
    image: {
      src: row.image_url,
      alt: row.image_alt,
      width: row.width,
      height: row.height,
      mediumSrc: row.medium_url,
    },
    displayOrder: row.display_order,
    retired: row.retired_at != null,
  };
}

/** The packages in their order; retired ones only when asked (staff). One query. */
export async function listPackages(db: AppDb, options: { includeRetired: boolean }): Promise<VePackage[]> {
  let query = db.selectFrom('ve_packages').select(packageColumns).orderBy('display_order').orderBy('name');
  if (!options.includeRetired) query = query.where('retired_at', 'is', null);
  return (await query.execute()).map(toPackage);
}

export async function findPackage(db: AppDb, id: string): Promise<VePackage | null> {
  const row = await db.selectFrom('ve_packages').select(packageColumns).where('id', '=', id).executeTakeFirst();
  return row ? toPackage(row) : null;
}

export interface PackageFields {
  name: string;
  priceCents: number;
  granite: string;
  style: string;
  summary: string;
  includes: string[];
  imageAlt: string;
}

const packageValues = (p: PackageFields) => ({
  name: p.name,
  price_cents: p.priceCents,
  granite: p.granite,
  style: p.style,
  summary: p.summary,
  includes: JSON.stringify(p.includes),
  image_alt: p.imageAlt,
});

/** A new package at the end of the list; false when the id is taken. */
export async function insertPackage(db: AppDb, id: string, fields: PackageFields, imageUrl: string): Promise<boolean> {
  const next = await db
    .selectFrom('ve_packages')
    .select((eb) => eb.fn.coalesce(eb.fn.max('display_order'), sql<number>`0`).as('max'))
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('ve_packages')
    .values({ id, ...packageValues(fields), image_url: imageUrl, display_order: Number(next.max) + 10 })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export async function updatePackage(db: AppDb, id: string, fields: PackageFields): Promise<boolean> {
  const result = await db
    .updateTable('ve_packages')
    .set({ ...packageValues(fields), updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPackageRetired(db: AppDb, id: string, retired: boolean): Promise<boolean> {
  const result = await db
    .updateTable('ve_packages')
    .set({ retired_at: retired ? new Date() : null, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPackageOrder(db: AppDb, id: string, displayOrder: number): Promise<void> {
  await db.updateTable('ve_packages').set({ display_order: displayOrder }).where('id', '=', id).execute();
}

/** The image columns of a package, for replacing its picture (and removing the old files). */
export async function packageImageRow(db: AppDb, id: string) {
  return db
    .selectFrom('ve_packages')
    .select(['id', 'image_url', 'variants', 'original_key'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setPackageImage(
  db: AppDb,
  id: string,
  columns: Pick<
    Updateable<VePackagesTable>,
    'image_url' | 'medium_url' | 'width' | 'height' | 'variants' | 'placeholder_color' | 'original_key' | 'content_hash'
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('ve_packages')
    .set({ ...columns, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------------------------------------
// Commitments

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

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtersWhere(filters: Omit<CommitmentListFilters, 'page'>) {
  return (eb: ExpressionBuilder<DB, 've_commitments'>) => {
    const conditions = [];
    if (filters.stage) conditions.push(eb('stage', '=', filters.stage));
    if (filters.office) conditions.push(eb('office', '=', filters.office));
    const q = filters.q?.trim();
    if (q) {
      const pattern = `%${escapeLike(q)}%`;
      const reservationId = parseReference('reservation', q);
      const matches = [
        eb('name', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('phone', 'ilike', pattern),
        eb('cemetery', 'ilike', pattern),
        eb('town', 'ilike', pattern),
        eb('package_name', 'ilike', pattern),
        eb('staff_notes', 'ilike', pattern),
        // The reservation's reference, new or earlier ("R-0012-KX", "VE-00012").
        ...(reservationId ? [eb('id', '=', reservationId)] : []),
      ];
      const ref = /^ve-?0*(\d{1,9})$/i.exec(q);
      if (ref) matches.push(eb('id', '=', Number(ref[1])));
      const digits = q.replace(/\D/g, '');
      if (digits.length >= 3 && /^[\d\s()+\-.]+$/.test(q)) {
        matches.push(eb(sql<string>`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`, 'like', `%${digits}%`));
      }
      conditions.push(eb.or(matches));
    }
    return eb.and(conditions);
  };
}

export const COMMITMENTS_PAGE_SIZE = 25;

export async function listCommitments(db: AppDb, filters: CommitmentListFilters, pageSize = COMMITMENTS_PAGE_SIZE) {
  const where = filtersWhere(filters);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('ve_commitments')
      .select(commitmentSelect)
      .where(where)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('ve_commitments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toCommitment), total: Number(count.count), page: filters.page, pageSize };
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

// ---------------------------------------------------------------------------------------------
// Page copy

export async function readPageContent(db: AppDb): Promise<{ content: unknown; updatedAt: string } | null> {
  const row = await db
    .selectFrom('ve_content')
    .select(['content', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? { content: parseJson(row.content), updatedAt: iso(row.updated_at) } : null;
}

export async function writePageContent(db: AppDb, content: PageContent, byEmail: string): Promise<void> {
  await db
    .insertInto('ve_content')
    .values({ id: 1, content: JSON.stringify(content), updated_by: byEmail })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ content: JSON.stringify(content), updated_by: byEmail, updated_at: new Date() }),
    )
    .execute();
}
