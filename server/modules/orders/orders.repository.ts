import { sql, type Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { OrdersTable } from '#db/types';
import {
  orderReference,
  type OrderSourceKind,
  type OrderStage,
  type ProofLine,
  type ProofStatus,
  type SoldKind,
} from './orders.choices';
import type { OrderListFilters } from './orders.schema';
import { parseReference } from '../shared/reference';

const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const parseJson = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

export interface Order {
  id: number;
  reference: string;
  sourceKind: OrderSourceKind;
  sourceId: string | null;
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
  stage: OrderStage;
  expectedInstallation: string | null;
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

export async function listOrders(db: AppDb, filters: OrderListFilters) {
  let query = db.selectFrom('orders');
  if (filters.stage) query = query.where('stage', '=', filters.stage);
  if (filters.q) {
    const q = filters.q.trim();
    // The order's reference, new or earlier ("O-0042-KX", "MO-00042").
    const id = parseReference('order', q);
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('family_name', 'ilike', like),
        eb('family_email', 'ilike', like),
        eb('family_phone', 'ilike', like),
        eb('cemetery', 'ilike', like),
        eb('inscription', 'ilike', like),
        ...(id ? [eb('id', '=', id)] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(orderColumns)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ORDERS_PAGE_SIZE)
      .offset((filters.page - 1) * ORDERS_PAGE_SIZE)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toOrder), total: Number(count.n), page: filters.page, pageSize: ORDERS_PAGE_SIZE };
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

// ---------------------------------------------------------------------------------------------
// Stages and history

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

// ---------------------------------------------------------------------------------------------
// Proof files and versions

export interface ProofFile {
  id: string;
  orderId: number;
  kind: 'image' | 'pdf';
  fileName: string;
  originalKey: string;
  largeKey: string | null;
  mediumKey: string | null;
  width: number | null;
  height: number | null;
  pageCount: number | null;
  bytes: number;
  sha256: string;
  createdAt: string;
}

const fileColumns = [
  'id',
  'order_id',
  'kind',
  'file_name',
  'original_key',
  'large_key',
  'medium_key',
  'width',
  'height',
  'page_count',
  'bytes',
  'sha256',
  'created_at',
] as const;

export async function insertProofFile(
  db: AppDb,
  file: Omit<ProofFile, 'id' | 'createdAt'> & { uploadedBy: string | null },
): Promise<string> {
  const row = await db
    .insertInto('order_proof_files')
    .values({
      order_id: file.orderId,
      kind: file.kind,
      file_name: file.fileName,
      original_key: file.originalKey,
      large_key: file.largeKey,
      medium_key: file.mediumKey,
      width: file.width,
      height: file.height,
      page_count: file.pageCount,
      bytes: file.bytes,
      sha256: file.sha256,
      uploaded_by: file.uploadedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function getProofFile(db: AppDb, id: string): Promise<(ProofFile & { familyToken: string }) | null> {
  const row = await db
    .selectFrom('order_proof_files as f')
    .innerJoin('orders as o', 'o.id', 'f.order_id')
    .select([...fileColumns.map((c) => `f.${c}` as const), 'o.family_token'])
    .where('f.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    orderId: row.order_id,
    kind: row.kind as 'image' | 'pdf',
    fileName: row.file_name,
    originalKey: row.original_key,
    largeKey: row.large_key,
    mediumKey: row.medium_key,
    width: row.width,
    height: row.height,
    pageCount: row.page_count,
    bytes: row.bytes,
    sha256: row.sha256,
    createdAt: iso(row.created_at),
    familyToken: row.family_token,
  };
}

export async function isFileUsed(db: AppDb, fileId: string): Promise<boolean> {
  const row = await db.selectFrom('order_proofs').select('id').where('file_id', '=', fileId).executeTakeFirst();
  return row !== undefined;
}

export interface Proof {
  id: number;
  orderId: number;
  version: number;
  fileId: string;
  fileSha256: string;
  kind: 'image' | 'pdf';
  width: number | null;
  height: number | null;
  pageCount: number | null;
  lines: ProofLine[];
  message: string | null;
  status: ProofStatus;
  sentBy: string | null;
  sentAt: string;
  decidedAt: string | null;
  approvedName: string | null;
  approvedSha256: string | null;
  changeComments: string | null;
}

function toLines(value: unknown): ProofLine[] {
  const parsed = parseJson(value);
  return Array.isArray(parsed)
    ? parsed.map((l: { kind?: unknown; text?: unknown }) => ({
        kind: String(l.kind) as ProofLine['kind'],
        text: String(l.text ?? ''),
      }))
    : [];
}

const proofSelect = [
  'p.id',
  'p.order_id',
  'p.version',
  'p.file_id',
  'p.file_sha256',
  'f.kind',
  'f.width',
  'f.height',
  'f.page_count',
  'p.lines',
  'p.message',
  'p.status',
  'p.sent_by',
  'p.sent_at',
  'p.decided_at',
  'p.approved_name',
  'p.approved_sha256',
  'p.change_comments',
] as const;

function proofQuery(db: AppDb) {
  return db
    .selectFrom('order_proofs as p')
    .innerJoin('order_proof_files as f', 'f.id', 'p.file_id')
    .select(proofSelect);
}

type ProofRow = Awaited<ReturnType<ReturnType<typeof proofQuery>['executeTakeFirstOrThrow']>>;

function toProof(row: ProofRow): Proof {
  return {
    id: row.id,
    orderId: row.order_id,
    version: row.version,
    fileId: row.file_id,
    fileSha256: row.file_sha256,
    kind: row.kind as 'image' | 'pdf',
    width: row.width,
    height: row.height,
    pageCount: row.page_count,
    lines: toLines(row.lines),
    message: row.message,
    status: row.status as ProofStatus,
    sentBy: row.sent_by,
    sentAt: iso(row.sent_at),
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    approvedName: row.approved_name,
    approvedSha256: row.approved_sha256,
    changeComments: row.change_comments,
  };
}

export async function listProofs(db: AppDb, orderId: number): Promise<Proof[]> {
  const rows = await proofQuery(db).where('p.order_id', '=', orderId).orderBy('p.version', 'desc').execute();
  return rows.map(toProof);
}

export async function latestProof(db: AppDb, orderId: number): Promise<Proof | null> {
  const row = await proofQuery(db)
    .where('p.order_id', '=', orderId)
    .orderBy('p.version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toProof(row) : null;
}

export async function insertProof(
  db: AppDb,
  proof: {
    orderId: number;
    version: number;
    fileId: string;
    fileSha256: string;
    lines: ProofLine[];
    message: string | null;
    sentBy: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('order_proofs')
    .values({
      order_id: proof.orderId,
      version: proof.version,
      file_id: proof.fileId,
      file_sha256: proof.fileSha256,
      lines: JSON.stringify(proof.lines),
      message: proof.message,
      sent_by: proof.sentBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records the family's answer on a version still awaiting one; false when it was already answered. */
export async function decideProof(
  db: AppDb,
  id: number,
  decision:
    | { status: 'approved'; approvedName: string; approvedSha256: string; ipHash: string }
    | { status: 'changes_requested'; comments: string; ipHash: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('order_proofs')
    .set({
      status: decision.status,
      decided_at: now,
      decided_ip_hash: decision.ipHash,
      ...(decision.status === 'approved'
        ? { approved_name: decision.approvedName, approved_sha256: decision.approvedSha256 }
        : { change_comments: decision.comments }),
    })
    .where('id', '=', id)
    .where('status', '=', 'awaiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Orders whose newest proof waits for the family (the dashboard figure). */
export async function countAwaitingApproval(db: AppDb): Promise<number> {
  const row = await db
    .selectFrom('order_proofs as p')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('p.status', '=', 'awaiting')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_proofs as newer')
            .select('newer.id')
            .whereRef('newer.order_id', '=', 'p.order_id')
            .whereRef('newer.version', '>', 'p.version'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
