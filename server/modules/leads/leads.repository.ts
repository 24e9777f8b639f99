import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { DB, SubmissionsTable } from '#db/types';
import type { SubmissionListFilters } from './leads.schema';
import type { SubmissionKind, SubmissionStatus } from './leads.choices';
import type { CemeteryCheck } from '../cemeteries/cemeteries.choices';
import { formatReference, parseReference } from '../shared/reference';
import { pagedList, searchMatches } from '../shared/paged-list';

/** A lead as staff see it. */
export interface Submission {
  id: number;
  reference: string;
  kind: SubmissionKind;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  extra: Record<string, string>;
  /** The estimate request's cemetery as the family chose it (decision 283); null when none was chosen. */
  cemeteryCheck: CemeteryCheck | null;
  sourcePage: string | null;
  status: SubmissionStatus;
  staffNotes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface NewSubmission {
  kind: SubmissionKind;
  name: string;
  email?: string | null;
  phone?: string | null;
  message?: string;
  extra: Record<string, string>;
  cemeteryCheck?: CemeteryCheck | null;
  sourcePage?: string;
  ipHash: string | null;
}

/** The number a visitor can quote on the phone, e.g. "M-0042-KX" (decision 198). */
export function submissionReference(id: number): string {
  return formatReference('message', id);
}

const columns = [
  'id',
  'kind',
  'name',
  'email',
  'phone',
  'message',
  'extra',
  'cemetery_check',
  'source_page',
  'status',
  'staff_notes',
  'created_at',
  'updated_at',
] as const;

type Row = Pick<Selectable<SubmissionsTable>, (typeof columns)[number]>;

function toSubmission(row: Row): Submission {
  const raw = typeof row.extra === 'string' ? (JSON.parse(row.extra) as unknown) : row.extra;
  const extra: Record<string, string> = {};
  if (raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw)) if (value != null) extra[key] = String(value);
  }
  return {
    id: row.id,
    reference: submissionReference(row.id),
    kind: row.kind as SubmissionKind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    extra,
    cemeteryCheck:
      ((typeof row.cemetery_check === 'string'
        ? JSON.parse(row.cemetery_check)
        : row.cemetery_check) as CemeteryCheck | null) ?? null,
    sourcePage: row.source_page,
    status: row.status as SubmissionStatus,
    staffNotes: row.staff_notes,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function insertSubmission(db: AppDb, input: NewSubmission): Promise<{ id: number; reference: string }> {
  const row = await db
    .insertInto('submissions')
    .values({
      kind: input.kind,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      message: input.message ?? null,
      extra: JSON.stringify(input.extra),
      cemetery_check: input.cemeteryCheck ? JSON.stringify(input.cemeteryCheck) : null,
      source_page: input.sourcePage ?? null,
      ip_hash: input.ipHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, reference: submissionReference(row.id) };
}

function filtersWhere(filters: Omit<SubmissionListFilters, 'page'>) {
  return (eb: ExpressionBuilder<DB, 'submissions'>) => {
    const conditions = [];
    if (filters.kind) conditions.push(eb('kind', '=', filters.kind));
    if (filters.status) conditions.push(eb('status', '=', filters.status));
    const q = filters.q?.trim();
    if (q) {
      const matches = searchMatches(eb, q, { columns: ['name', 'email', 'phone', 'message'], phone: 'phone' });
      // A reference, new or earlier ("M-0042-KX", "CM-00042"), finds its message.
      const id = parseReference('message', q);
      if (id) matches.push(eb('id', '=', id));
      conditions.push(eb.or(matches));
    }
    return eb.and(conditions);
  };
}

export const SUBMISSIONS_PAGE_SIZE = 25;

/** Newest first, filtered and searched, one page at a time, with the total for paging. */
export function listSubmissions(db: AppDb, filters: SubmissionListFilters, pageSize = SUBMISSIONS_PAGE_SIZE) {
  return pagedList(
    db.selectFrom('submissions').where(filtersWhere(filters)),
    { page: filters.page, pageSize },
    (query) => query.select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    toSubmission,
  );
}

/** Every matching submission, newest first, for the CSV export (capped so a export stays a file, not a dump). */
export async function listSubmissionsForExport(
  db: AppDb,
  filters: Omit<SubmissionListFilters, 'page'>,
  limit = 10_000,
) {
  const rows = await db
    .selectFrom('submissions')
    .select(columns)
    .where(filtersWhere(filters))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSubmission);
}

export async function getSubmission(db: AppDb, id: number): Promise<Submission | null> {
  const row = await db.selectFrom('submissions').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toSubmission(row) : null;
}

/** Changes the status and/or the staff notes; null when there is no such submission. */
export async function updateSubmission(
  db: AppDb,
  id: number,
  changes: { status?: SubmissionStatus; staffNotes?: string | null },
): Promise<Submission | null> {
  const row = await db
    .updateTable('submissions')
    .set({
      ...(changes.status ? { status: changes.status } : {}),
      ...(changes.staffNotes !== undefined ? { staff_notes: changes.staffNotes?.trim() || null } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row ? toSubmission(row) : null;
}

/** How many leads wait for a first reply (the dashboard's card). */
export async function countNewSubmissions(db: AppDb): Promise<number> {
  const row = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Leads received per day (in the given zone) and kind, since `since`; days without any are absent. */
export async function countSubmissionsPerDay(db: AppDb, since: Date, timeZone: string) {
  const rows = await db
    .selectFrom('submissions')
    .select([
      sql<string>`to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
      'kind',
      sql<number>`count(*)::int`.as('count'),
    ])
    .where('created_at', '>=', since)
    .groupBy([sql`1`, 'kind'])
    .execute();
  return rows.map((row) => ({ day: row.day, kind: row.kind as SubmissionKind, count: Number(row.count) }));
}
