import type { AppDb } from '#db/create-db';

export interface UserWithHash {
  id: string;
  email: string;
  passwordHash: string;
}

/** Finds a user by email, case-insensitively, with the password hash for sign-in. */
export async function findUserForSignIn(db: AppDb, email: string): Promise<UserWithHash | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, passwordHash: row.password_hash } : null;
}

/** Creates a user, or updates the password of the one with that email; returns its id. */
export async function upsertUser(db: AppDb, input: { email: string; name?: string | null; passwordHash: string }) {
  const existing = await findUserForSignIn(db, input.email);
  if (existing) {
    await db.updateTable('users').set({ password_hash: input.passwordHash }).where('id', '=', existing.id).execute();
    return { id: existing.id, created: false };
  }
  const row = await db
    .insertInto('users')
    .values({ email: input.email.trim(), name: input.name ?? null, password_hash: input.passwordHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}

/** Grants a role; granting it twice is harmless. */
export async function grantRole(db: AppDb, userId: string, role: 'admin') {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}

/** Number of users holding the admin role. */
export async function countAdmins(db: AppDb): Promise<number> {
  const row = await db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface AdminRow {
  id: string;
  email: string;
  createdAt: string;
  addedByEmail: string | null;
  lastSignInAt: string | null;
}

/** Every admin, oldest first, with who added them and when they last signed in. */
export async function listAdmins(db: AppDb): Promise<AdminRow[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_roles', (join) =>
      join.onRef('user_roles.user_id', '=', 'users.id').on('user_roles.role', '=', 'admin'),
    )
    .leftJoin('users as adder', 'adder.id', 'users.created_by')
    .select(['users.id', 'users.email', 'users.created_at', 'users.last_sign_in_at', 'adder.email as added_by'])
    .orderBy('users.created_at')
    .orderBy('users.email')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    addedByEmail: row.added_by,
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
  }));
}

/** The admins' ids, locked until the transaction ends (so two removals cannot both pass the last-admin check). */
export async function lockAdminIds(db: AppDb): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').select('user_id').where('role', '=', 'admin').forUpdate().execute();
  return rows.map((row) => row.user_id);
}

export async function insertUser(db: AppDb, input: { email: string; passwordHash: string; createdBy: string }) {
  const row = await db
    .insertInto('users')
    .values({ email: input.email.trim(), password_hash: input.passwordHash, created_by: input.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findUserById(db: AppDb, id: string): Promise<UserWithHash | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, passwordHash: row.password_hash } : null;
}

export async function deleteUser(db: AppDb, id: string) {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function setPasswordHash(db: AppDb, id: string, passwordHash: string) {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** Ends every session of a user, except `keep` (the one making the change) if given. */
export async function deleteSessionsOf(db: AppDb, userId: string, keep?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

export async function recordSignIn(db: AppDb, userId: string, at = new Date()) {
  await db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', userId).execute();
}
