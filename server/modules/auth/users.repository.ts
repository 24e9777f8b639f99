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
