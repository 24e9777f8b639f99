import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { createUserSession } from '#tests/support/test-app';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  createSession,
  deleteExpiredSessions,
  invalidateSession,
  validateSessionToken,
} from './session.service';

describe.each(databaseTargets)('sessions (%s)', (target) => {
  let database: Database;
  let userId: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    userId = (await createUserSession(database, { admin: true })).userId;
  });
  afterAll(() => database.close());

  it('stores only a SHA-256 of the secret, never the token', async () => {
    const { token } = await createSession(database.db, userId);
    const [id, secret] = token.split('.');
    expect(id!.length).toBeGreaterThanOrEqual(24); // 120 bits in base32
    expect(secret!.length).toBeGreaterThanOrEqual(24);
    const row = await database.db.selectFrom('sessions').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
    expect(Buffer.from(row.secret_hash).length).toBe(32);
    expect(Buffer.from(row.secret_hash).toString('utf8')).not.toContain(secret);
  });

  it('validates the right token and refuses a wrong secret', async () => {
    const { token } = await createSession(database.db, userId);
    const session = await validateSessionToken(database.db, token);
    expect(session?.user).toMatchObject({ id: userId, isAdmin: true });
    const [id] = token.split('.');
    expect(await validateSessionToken(database.db, `${id}.${'a'.repeat(24)}`)).toBeNull();
    expect(await validateSessionToken(database.db, 'garbage')).toBeNull();
  });

  it('slides the expiry forward on use, but never past the absolute cap', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = await createSession(database.db, userId, start);
    const later = new Date(start.getTime() + SESSION_IDLE_MS - 60_000);
    const renewed = await validateSessionToken(database.db, token, later);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(start.getTime() + SESSION_IDLE_MS);

    // Keep using it every few days: it must still end at the absolute cap.
    let at = later;
    while (at.getTime() < start.getTime() + SESSION_ABSOLUTE_MS - SESSION_IDLE_MS) {
      at = new Date(at.getTime() + SESSION_IDLE_MS / 2);
      expect(await validateSessionToken(database.db, token, at)).not.toBeNull();
    }
    expect(
      await validateSessionToken(database.db, token, new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1)),
    ).toBeNull();
  });

  it('expires an idle session and deletes it on sign-out', async () => {
    const start = new Date('2026-02-01T00:00:00Z');
    const idle = await createSession(database.db, userId, start);
    expect(
      await validateSessionToken(database.db, idle.token, new Date(start.getTime() + SESSION_IDLE_MS + 1)),
    ).toBeNull();

    const active = await createSession(database.db, userId);
    await invalidateSession(database.db, active.token.split('.')[0]!);
    expect(await validateSessionToken(database.db, active.token)).toBeNull();
  });

  it('clears expired sessions in bulk', async () => {
    await createSession(database.db, userId, new Date('2020-01-01T00:00:00Z'));
    expect(await deleteExpiredSessions(database.db)).toBeGreaterThan(0);
  });
});
