import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { AppDb } from '#db/create-db';
import type { SessionUser } from './session.service';
import { generatePassword, hashPassword, verifyPassword } from './password';
import { isCommonPassword } from './common-passwords';
import { readBusinessFacts } from '../settings/settings.service';
import {
  deleteSessionsOf,
  deleteUser,
  findUserById,
  findUserForSignIn,
  grantRole,
  insertUser,
  listAdmins,
  lockAdminIds,
  recordSignIn,
  setPasswordHash,
} from './users.repository';

/**
 * Who can sign in (issue 16): add, remove, reset and change passwords. Removing an admin or
 * resetting their password ends their sessions at once; nobody removes themselves or the last
 * admin. New passwords: 12 characters at least (the schema) and not a common one (here, so the
 * list stays on the server).
 */

/** A refusal shown beside the password field, the way schema errors are. */
export function commonPasswordError(field: string) {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message: 'Please check the highlighted fields.',
    cause: new ZodError([
      {
        code: 'custom',
        path: [field],
        message: 'This is one of the most common passwords, so it is easy to guess. Please choose another.',
        input: undefined,
      },
    ]),
  });
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Refuses a password equal to or containing the account's email, its part before the @, or the
 * business's name (letters and digits compared, case aside): the first things a guesser tries.
 */
async function refusePersonalPassword(db: AppDb, password: string, email: string, field: string) {
  const typed = letters(password);
  const business = (await readBusinessFacts(db)).name;
  const personal = [email, email.split('@')[0] ?? '', business].map(letters).filter((part) => part.length >= 3);
  if (!personal.some((part) => typed.includes(part))) return;
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message: 'Please check the highlighted fields.',
    cause: new ZodError([
      {
        code: 'custom',
        path: [field],
        message:
          'This password contains the email address or the business’s name, so it is easy to guess. Please choose another.',
        input: undefined,
      },
    ]),
  });
}

/** The password to set: the one typed (checked) or a generated one (then told once). */
function choosePassword(input: { password?: string; generate: boolean }, field = 'password') {
  if (input.generate) return { password: generatePassword(), generated: true };
  if (!input.password) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Please check the highlighted fields.',
      cause: new ZodError([
        { code: 'custom', path: [field], message: 'Type a password, or choose to generate one', input: undefined },
      ]),
    });
  }
  if (isCommonPassword(input.password)) throw commonPasswordError(field);
  return { password: input.password, generated: false };
}

export function adminList(db: AppDb) {
  return listAdmins(db);
}

export async function addAdmin(
  db: AppDb,
  actor: SessionUser,
  input: { email: string; password?: string; generate: boolean },
) {
  const { password, generated } = choosePassword(input);
  if (!generated) await refusePersonalPassword(db, password, input.email, 'password');
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    if (await findUserForSignIn(trx, input.email)) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'Someone with that email can already sign in.',
        cause: new ZodError([
          { code: 'custom', path: ['email'], message: 'Someone with that email can already sign in', input: undefined },
        ]),
      });
    }
    const id = await insertUser(trx, { email: input.email, passwordHash, createdBy: actor.id });
    await grantRole(trx, id, 'admin');
    // A generated password is shown once, to the admin who added them; a typed one is never sent back.
    return { id, email: input.email, generatedPassword: generated ? password : null };
  });
}

export async function removeAdmin(db: AppDb, actor: SessionUser, id: string) {
  if (id === actor.id) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot remove yourself. Ask another admin to do it.' });
  }
  await db.transaction().execute(async (trx) => {
    const admins = await lockAdminIds(trx);
    if (!admins.includes(id)) throw new TRPCError({ code: 'NOT_FOUND', message: 'That admin does not exist.' });
    if (admins.length <= 1) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'The last admin cannot be removed.' });
    }
    // Sessions go with the user (on delete cascade); deleted first anyway, so the intent is plain.
    await deleteSessionsOf(trx, id);
    await deleteUser(trx, id);
  });
  return { ok: true as const };
}

export async function resetAdminPassword(
  db: AppDb,
  actor: SessionUser,
  input: { id: string; password?: string; generate: boolean },
) {
  if (input.id === actor.id) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Change your own password in "Your password" below.' });
  }
  const { password, generated } = choosePassword(input);
  const target = await findUserById(db, input.id);
  if (!generated && target) await refusePersonalPassword(db, password, target.email, 'password');
  const passwordHash = await hashPassword(password);
  const email = await db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, input.id);
    if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'That admin does not exist.' });
    await setPasswordHash(trx, input.id, passwordHash);
    await deleteSessionsOf(trx, input.id);
    return user.email;
  });
  return { email, generatedPassword: generated ? password : null };
}

/** Changes the signed-in admin's password; their other sessions end, this one stays. */
export async function changeOwnPassword(
  db: AppDb,
  actor: SessionUser,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
) {
  const user = await findUserById(db, actor.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Please check the highlighted fields.',
      cause: new ZodError([
        { code: 'custom', path: ['currentPassword'], message: 'That is not your current password', input: undefined },
      ]),
    });
  }
  if (isCommonPassword(input.newPassword)) throw commonPasswordError('newPassword');
  await refusePersonalPassword(db, input.newPassword, user.email, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, actor.id, passwordHash);
    await deleteSessionsOf(trx, actor.id, sessionId);
  });
  return { ok: true as const };
}

/** Notes a successful sign-in (shown in the admins list). */
export function noteSignIn(db: AppDb, userId: string) {
  return recordSignIn(db, userId);
}
