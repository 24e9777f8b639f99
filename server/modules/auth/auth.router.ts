import { TRPCError } from '@trpc/server';
import { publicProcedure, router } from '#server/trpc/init';
import { getEnv } from '#server/env';
import { forgotPasswordSchema, loginSchema, resetLinkSchema, resetWithLinkSchema } from './auth.schema';
import {
  checkResetLink,
  passwordResetAvailability,
  requestPasswordReset,
  resetPasswordWithLink,
} from './password-reset.service';
import { consumeRateLimit, isRateLimited, resetRateLimit } from '../rate-limit/rate-limit.service';
import { deviceSignInLimit, signInLimits } from './sign-in-limits';
import { issueDeviceCookie, verifyDeviceCookie } from './device-cookie';
import { verifyPassword } from './password';
import { createSession, invalidateSession } from './session.service';
import { findUserForSignIn } from './users.repository';
import { noteSignIn } from './admins.service';

export const authRouter = router({
  /** The signed-in user, if any, with the admin flag the client guard uses. */
  session: publicProcedure.query(async ({ ctx }) => {
    const session = await ctx.getSession();
    return { user: session ? session.user : null };
  }),

  /**
   * Sign-in with OWASP's device cookies: a browser that signed in to this account before is
   * limited on its own, so guesses from elsewhere cannot lock it out; unknown devices are
   * limited per account and per address.
   */
  signIn: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const nonce = await verifyDeviceCookie(ctx.db, input.email, ctx.deviceCookie);
    const limits = signInLimits(input.email, ctx.ip);
    const rules = nonce ? [deviceSignInLimit(nonce)] : [limits.account, limits.ip];
    // Same answer whether the account, the address or the device is locked, and whether the account exists.
    if (
      await isRateLimited(
        ctx.db,
        rules.map((rule) => rule.key),
      )
    ) {
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      });
    }
    const user = await findUserForSignIn(ctx.db, input.email);
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !valid) {
      for (const rule of rules) await consumeRateLimit(ctx.db, rule);
      ctx.log.warn({ requestId: ctx.requestId, knownDevice: nonce !== null }, 'sign-in failed');
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid email or password.' });
    }
    await resetRateLimit(ctx.db, rules[0]!.key);
    // A fresh session on every sign-in (no fixation); an earlier one in this browser is ended.
    const previous = await ctx.getSession();
    if (previous) await invalidateSession(ctx.db, previous.id);
    const { token, expiresAt } = await createSession(ctx.db, user.id);
    ctx.setSessionCookie(token, expiresAt);
    await noteSignIn(ctx.db, user.id);
    // This browser is now known for this account; the cookie is renewed on every sign-in.
    ctx.setDeviceCookie(await issueDeviceCookie(ctx.db, user.email));
    return { ok: true as const };
  }),

  /** Whether "Forgot your password?" can send a link (outgoing email is set up). */
  passwordResetAvailability: publicProcedure.query(({ ctx }) => passwordResetAvailability(ctx.db)),

  /**
   * Sends a reset link when the address is an admin's; the same answer either way (decision 172).
   * The link is written and queued after the answer, so the answer takes the same time too.
   */
  requestPasswordReset: publicProcedure.input(forgotPasswordSchema).mutation(async ({ ctx, input }) => {
    const answer = await requestPasswordReset(ctx.db, {
      email: input.email,
      ip: ctx.ip,
      siteUrl: getEnv().SITE_URL,
    });
    answer.delivery.catch((error: unknown) =>
      ctx.log.error({ err: error, requestId: ctx.requestId }, 'a password reset link could not be written'),
    );
    return { emailConfigured: answer.emailConfigured };
  }),

  /** Whether a reset link still works, and for which account (the page names it). */
  checkResetLink: publicProcedure.input(resetLinkSchema).query(({ ctx, input }) => checkResetLink(ctx.db, input.token)),

  resetPassword: publicProcedure
    .input(resetWithLinkSchema)
    .mutation(({ ctx, input }) => resetPasswordWithLink(ctx.db, { ...input, siteUrl: getEnv().SITE_URL })),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const session = await ctx.getSession();
    if (session) await invalidateSession(ctx.db, session.id);
    ctx.clearSessionCookie();
    return { ok: true as const };
  }),
});
