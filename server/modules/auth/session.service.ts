import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { AppDb } from '#db/create-db';

/**
 * Sessions as in the Lucia guide (https://lucia-auth.com/sessions/basic): the cookie holds
 * `<id>.<secret>`, each 120 random bits; only SHA-256(secret) is stored and it is compared in
 * constant time, so a leaked sessions table cannot be replayed.
 */
export const SESSION_COOKIE = 'session';
/** A session idle for this long expires; each use pushes expiry forward (sliding). */
export const SESSION_IDLE_MS = 1000 * 60 * 60 * 24 * 7;
/** No session lives longer than this after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 1000 * 60 * 60 * 24 * 30;
/** Expiry is only written back when at least this much has elapsed, to spare a write per request. */
const RENEW_AFTER_MS = 1000 * 60 * 60;

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  isAdmin: boolean;
}

export interface ValidSession {
  id: string;
  expiresAt: Date;
  user: SessionUser;
}

function randomSecret(): string {
  const bytes = new Uint8Array(15); // 120 bits
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

/** Creates a new session for the user and returns the cookie token and its expiry. */
export async function createSession(db: AppDb, userId: string, now = new Date()) {
  const id = randomSecret();
  const secret = randomSecret();
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, secret_hash: hashSecret(secret), created_at: now, expires_at: expiresAt })
    .execute();
  return { token: `${id}.${secret}`, expiresAt };
}

// Two 120-bit secrets in lower-case base32 without padding (24 characters each), as made above.
const SESSION_TOKEN = /^[a-z2-7]{24}\.[a-z2-7]{24}$/;

/**
 * True when a cookie value has the shape of a token this server makes. Checked before any lookup:
 * a forged cookie (`ab%00cd.ef`) is simply not a session, never a database error.
 */
export function isSessionTokenFormat(token: string): boolean {
  return SESSION_TOKEN.test(token);
}

/** Returns the session and its user for a cookie token, renewing a sliding expiry; null when invalid. */
export async function validateSessionToken(db: AppDb, token: string, now = new Date()): Promise<ValidSession | null> {
  if (!isSessionTokenFormat(token)) return null;
  const [id, secret] = token.split('.') as [string, string];
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('user_roles', (join) =>
      join.onRef('user_roles.user_id', '=', 'users.id').on('user_roles.role', '=', 'admin'),
    )
    .select([
      'sessions.id',
      'sessions.secret_hash',
      'sessions.created_at',
      'sessions.expires_at',
      'users.id as user_id',
      'users.email',
      'users.name',
      'user_roles.role',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (!constantTimeEqual(hashSecret(secret), new Uint8Array(row.secret_hash))) return null;

  const absoluteEnd = row.created_at.getTime() + SESSION_ABSOLUTE_MS;
  if (now.getTime() >= row.expires_at.getTime() || now.getTime() >= absoluteEnd) {
    await invalidateSession(db, row.id);
    return null;
  }
  let expiresAt = row.expires_at;
  const renewed = Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd);
  if (renewed - expiresAt.getTime() >= RENEW_AFTER_MS) {
    expiresAt = new Date(renewed);
    await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', row.id).execute();
  }
  return {
    id: row.id,
    expiresAt,
    user: { id: row.user_id, email: row.email, name: row.name, isAdmin: row.role === 'admin' },
  };
}

/** Deletes one session (sign-out). */
export async function invalidateSession(db: AppDb, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Deletes every expired session; run on a schedule. */
export async function deleteExpiredSessions(db: AppDb, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', now), eb('created_at', '<=', new Date(now.getTime() - SESSION_ABSOLUTE_MS))]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
