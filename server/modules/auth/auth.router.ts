import { TRPCError } from '@trpc/server';
import { publicProcedure, router } from '#server/trpc/init';
import { loginSchema } from './auth.schema';
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

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const session = await ctx.getSession();
    if (session) await invalidateSession(ctx.db, session.id);
    ctx.clearSessionCookie();
    return { ok: true as const };
  }),
});
