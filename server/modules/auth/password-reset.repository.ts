import type { AppDb } from '#db/create-db';

/** The admin (a user holding the admin role) with this email, case-insensitively. */
export async function findAdminByEmail(db: AppDb, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('user_roles', (join) =>
      join.onRef('user_roles.user_id', '=', 'users.id').on('user_roles.role', '=', 'admin'),
    )
    .select(['users.id', 'users.email'])
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** Replaces the user's unused links with this one (only the latest link works). */
export async function replaceResetTokens(
  db: AppDb,
  input: { userId: string; tokenHash: Uint8Array; createdAt: Date; expiresAt: Date },
) {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', input.userId).execute();
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: input.tokenHash,
      user_id: input.userId,
      created_at: input.createdAt,
      expires_at: input.expiresAt,
    })
    .execute();
}

/** The account a link is for, while the link is unused and unexpired. */
export async function findLiveResetToken(db: AppDb, tokenHash: Uint8Array, now: Date) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select(['users.id as userId', 'users.email'])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Marks a live link used, in one statement, so two tries at once cannot both use it; returns
 * the account it was for, or undefined when it was not live.
 */
export async function useResetToken(db: AppDb, tokenHash: Uint8Array, now: Date) {
  return db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}

/** Every link of the user (after a reset, older ones are worthless; they go). */
export async function deleteResetTokensOf(db: AppDb, userId: string) {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}

/** The scheduled clean-up: links that expired a day ago. */
export async function deleteExpiredResetTokens(db: AppDb, before: Date) {
  const result = await db.deleteFrom('password_reset_tokens').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
