import { sql } from 'kysely';
import type { AppDb } from '#db/create-db';
import type { AccessTool } from './access.choices';

export interface Grant {
  id: number;
  tool: AccessTool;
  name: string;
  email: string | null;
  phone: string | null;
  zip: string;
  createdAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
}

const columns = [
  'id',
  'tool',
  'name',
  'email',
  'phone',
  'zip',
  'created_at as createdAt',
  'revoked_at as revokedAt',
  'revoked_by as revokedBy',
] as const;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toGrant(row: {
  id: number;
  tool: string;
  name: string;
  email: string | null;
  phone: string | null;
  zip: string;
  createdAt: Date | string;
  revokedAt: Date | string | null;
  revokedBy: string | null;
}): Grant {
  return { ...row, tool: row.tool as AccessTool, createdAt: iso(row.createdAt)!, revokedAt: iso(row.revokedAt) };
}

export async function insertGrant(
  db: AppDb,
  grant: {
    tool: AccessTool;
    tokenHash: string;
    name: string;
    email: string | null;
    phone: string | null;
    zip: string;
    ipHash: string;
  },
) {
  const row = await db
    .insertInto('access_grants')
    .values({
      tool: grant.tool,
      token_hash: grant.tokenHash,
      name: grant.name,
      email: grant.email,
      phone: grant.phone,
      zip: grant.zip,
      ip_hash: grant.ipHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The grant a token carries, if it is for this tool and not revoked. */
export async function findLiveGrant(db: AppDb, tool: AccessTool, tokenHash: string) {
  const row = await db
    .selectFrom('access_grants')
    .select('id')
    .where('tool', '=', tool)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function listGrants(db: AppDb, filters: { tool?: AccessTool; q?: string }, limit = 500) {
  let query = db.selectFrom('access_grants').select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (filters.tool) query = query.where('tool', '=', filters.tool);
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', like),
        eb('email', 'ilike', like),
        eb('phone', 'ilike', like),
        eb('zip', 'ilike', like),
      ]),
    );
  }
  const rows = await query.limit(limit).execute();
  return rows.map(toGrant);
}

export async function revokeGrant(db: AppDb, id: number, by: string) {
  const row = await db
    .updateTable('access_grants')
    .set({ revoked_at: sql`now()`, revoked_by: by })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export async function grantExists(db: AppDb, id: number) {
  return !!(await db.selectFrom('access_grants').select('id').where('id', '=', id).executeTakeFirst());
}

export async function grantsByIds(db: AppDb, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('access_grants').select(columns).where('id', 'in', ids).execute();
  return rows.map(toGrant);
}
