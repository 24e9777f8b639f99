import { TRPCError } from '@trpc/server';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { AppDb } from '#db/create-db';
import { emailIsConfigured, queueStaffEmail } from '../email/email.service';
import { consumeRateLimit, resetRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { hashPassword } from './password';
import { isCommonPassword } from './common-passwords';
import { commonPasswordError } from './admins.service';
import { signInLimits } from './sign-in-limits';
import { deleteSessionsOf, setPasswordHash } from './users.repository';
import {
  deleteExpiredResetTokens,
  deleteResetTokensOf,
  findAdminByEmail,
  findLiveResetToken,
  replaceResetTokens,
  useResetToken,
} from './password-reset.repository';
import { counted } from '../shared/plural';

/**
 * "Forgot your password?" as the OWASP Forgot Password Cheat Sheet has it (decision record 172):
 * the same answer whether or not the address is an admin's (the work for a real account happens
 * after the answer); a single-use link, valid RESET_LINK_MINUTES, whose secret is stored only as
 * its SHA-256; requests throttled per address typed and per network address with the rate-limit
 * kernel; a reset ends every session of the account and clears its sign-in lock; the emails go
 * through the email queue and their words leave the log once sent.
 */
export const RESET_LINK_MINUTES = 30;
export const PASSWORD_RESET_EMAIL_TYPE = 'auth.password_reset';
export const PASSWORD_CHANGED_EMAIL_TYPE = 'auth.password_changed';

const HOUR_MS = 60 * 60 * 1000;
/** Links asked for one address (whether or not it is an admin's): three an hour. */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;
/** Links asked for from one network address, whatever the addresses typed: ten an hour. */
export const RESETS_PER_IP_PER_HOUR = 10;

export const passwordResetLimits = (email: string, ip: string) => ({
  account: {
    key: `password-reset:account:${email.trim().toLowerCase()}`,
    limit: RESETS_PER_ACCOUNT_PER_HOUR,
    windowMs: HOUR_MS,
  } satisfies RateLimitRule,
  ip: { key: `password-reset:ip:${ip}`, limit: RESETS_PER_IP_PER_HOUR, windowMs: HOUR_MS } satisfies RateLimitRule,
});

// 256 random bits in lower-case base32 without padding: 52 characters.
const RESET_TOKEN = /^[a-z2-7]{52}$/;

function newToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

const hashToken = (token: string) => sha256(new TextEncoder().encode(token));

const linkGone = () =>
  new TRPCError({
    code: 'BAD_REQUEST',
    message: `This link has expired or was already used. Ask for a new one; each link works once, for ${RESET_LINK_MINUTES} minutes.`,
  });

/** The page's first question: can a link be sent at all (is outgoing email set up)? */
export async function passwordResetAvailability(db: AppDb) {
  return { emailConfigured: await emailIsConfigured(db) };
}

export interface ResetRequestAnswer {
  emailConfigured: boolean;
  /**
   * The work for the address (a link, when it is an admin's), done after the answer is given so
   * that answering takes the same time either way. Awaited by tests; the router only logs its failure.
   */
  delivery: Promise<void>;
}

/**
 * Asks for a reset link. Counted per address and per network address before anything else (the
 * same count whether the account exists); past either limit, refused with the same words.
 */
export async function requestPasswordReset(
  db: AppDb,
  input: { email: string; ip: string; siteUrl: string },
  now = new Date(),
): Promise<ResetRequestAnswer> {
  if (!(await emailIsConfigured(db))) return { emailConfigured: false, delivery: Promise.resolve() };
  const limits = passwordResetLimits(input.email, input.ip);
  const results = [await consumeRateLimit(db, limits.ip, now), await consumeRateLimit(db, limits.account, now)];
  if (results.some((result) => !result.allowed)) {
    const minutes = Math.ceil(Math.max(...results.map((r) => r.retryAfterSeconds)) / 60);
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `Several reset links were asked for in a short time. Please wait ${counted(minutes, 'minute')} and ask again; a link already sent still works until it expires.`,
    });
  }
  return { emailConfigured: true, delivery: sendResetLink(db, input.email, input.siteUrl, now) };
}

async function sendResetLink(db: AppDb, email: string, siteUrl: string, now: Date): Promise<void> {
  // Let the answer leave first: what follows takes longer for a real account.
  await new Promise((resolve) => setImmediate(resolve));
  const admin = await findAdminByEmail(db, email);
  if (!admin) return;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60 * 1000);
  const link = `${siteUrl.replace(/\/$/, '')}/admin/reset-password#${token}`;
  await db.transaction().execute(async (trx) => {
    await replaceResetTokens(trx, { userId: admin.id, tokenHash: hashToken(token), createdAt: now, expiresAt });
    await queueStaffEmail(trx, {
      type: PASSWORD_RESET_EMAIL_TYPE,
      to: admin.email,
      subject: 'Reset your password for the website admin',
      siteUrl,
      content: {
        heading: 'Reset your password',
        paragraphs: [
          `Someone (we hope you) asked to reset the password of ${admin.email} for the website's staff area. The link below lets you choose a new one. It works once, for ${RESET_LINK_MINUTES} minutes.`,
        ],
        action: { label: 'Choose a new password', url: link },
        after: [
          'If you did not ask for this, you can ignore this email: your password stays as it is. If it keeps happening, tell another admin.',
        ],
      },
    });
  });
}

/** What the reset page shows before the new password is typed: the account, or that the link is gone. */
export async function checkResetLink(db: AppDb, token: string, now = new Date()) {
  const live = RESET_TOKEN.test(token) ? await findLiveResetToken(db, hashToken(token), now) : undefined;
  return live ? { valid: true as const, email: live.email } : { valid: false as const, email: null };
}

/**
 * Sets the new password from a live link and uses the link up; ends every session of the account
 * (a stolen one stops working), clears the account's sign-in lock, and tells the account's
 * address that the password changed. Never signs in: the person signs in with the new password.
 */
export async function resetPasswordWithLink(
  db: AppDb,
  input: { token: string; password: string; siteUrl: string },
  now = new Date(),
) {
  if (!RESET_TOKEN.test(input.token)) throw linkGone();
  const tokenHash = hashToken(input.token);
  const live = await findLiveResetToken(db, tokenHash, now);
  if (!live) throw linkGone();
  if (isCommonPassword(input.password)) throw commonPasswordError('password');
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const used = await useResetToken(trx, tokenHash, now);
    if (!used) throw linkGone();
    await setPasswordHash(trx, used.user_id, passwordHash);
    await deleteSessionsOf(trx, used.user_id);
    await deleteResetTokensOf(trx, used.user_id);
    await resetRateLimit(trx, signInLimits(live.email, '').account.key);
    await queueStaffEmail(trx, {
      type: PASSWORD_CHANGED_EMAIL_TYPE,
      to: live.email,
      subject: 'Your password for the website admin was changed',
      siteUrl: input.siteUrl,
      content: {
        heading: 'Your password was changed',
        paragraphs: [
          `The password of ${live.email} for the website's staff area was just changed with a reset link, and every device signed in to it was signed out.`,
          'If this was you, there is nothing to do. If it was not, ask another admin to reset your password at once.',
        ],
      },
    });
  });
  return { ok: true as const, email: live.email };
}

/** The hourly clean-up: links that expired more than a day ago. */
export function deleteExpiredResetLinks(db: AppDb, now = new Date()) {
  return deleteExpiredResetTokens(db, new Date(now.getTime() - 24 * HOUR_MS));
}
