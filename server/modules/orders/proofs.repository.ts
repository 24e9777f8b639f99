import { sql } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { ProofLine, ProofStatus } from './orders.choices';
import type { StoredProofFile } from './proof-files';

/**
 * Proof files (the drawings and PDFs staff upload, decision record 141) and proof versions (a
 * file sent to the family with the lines they check, and their answer).
 */

const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const parseJson = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

/** A stored proof file as its order keeps it. */
export interface ProofFile extends StoredProofFile {
  id: string;
  orderId: number;
  fileName: string;
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

/** A file kept with an order but not sent as a version: a draft (the family's own design, or an upload not sent yet). */
export interface DraftProofFile {
  id: string;
  kind: 'image' | 'pdf';
  fileName: string;
  width: number | null;
  height: number | null;
  uploadedBy: string | null;
  createdAt: string;
}

/** The order's files no version names, oldest first. */
export async function listDraftProofFiles(db: AppDb, orderId: number): Promise<DraftProofFile[]> {
  const rows = await db
    .selectFrom('order_proof_files as f')
    .select(['f.id', 'f.kind', 'f.file_name', 'f.width', 'f.height', 'f.uploaded_by', 'f.created_at'])
    .where('f.order_id', '=', orderId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('order_proofs as p').select('p.id').whereRef('p.file_id', '=', 'f.id'))),
    )
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as 'image' | 'pdf',
    fileName: row.file_name,
    width: row.width,
    height: row.height,
    uploadedBy: row.uploaded_by,
    createdAt: iso(row.created_at),
  }));
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
