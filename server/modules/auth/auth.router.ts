import { TRPCError } from '@trpc/server';
import { publicProcedure, router } from '../../trpc/init';
import { loginSchema } from './auth.schema';
import { consumeRateLimit, isRateLimited, resetRateLimit } from '../rate-limit/rate-limit.service';
import { signInLimits } from './sign-in-limits';
import { verifyPassword } from './password';
import { createSession, invalidateSession } from './session.service';
import { findUserForSignIn } from './users.repository';

export const authRouter = router({
  /** The signed-in user, if any, with the admin flag the client guard uses. */
  session: publicProcedure.query(async ({ ctx }) => {
    const session = await ctx.getSession();
    return { user: session ? session.user : null };
  }),

  signIn: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const limits = signInLimits(input.email, ctx.ip);
    // Same answer whether the account or the address is locked, and whether the account exists.
    if (await isRateLimited(ctx.db, [limits.account.key, limits.ip.key])) {
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      });
    }
    const user = await findUserForSignIn(ctx.db, input.email);
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !valid) {
      await consumeRateLimit(ctx.db, limits.account);
      await consumeRateLimit(ctx.db, limits.ip);
      ctx.log.warn({ requestId: ctx.requestId }, 'sign-in failed');
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid email or password.' });
    }
    await resetRateLimit(ctx.db, limits.account.key);
    // A fresh session on every sign-in (no fixation); an earlier one in this browser is ended.
    const previous = await ctx.getSession();
    if (previous) await invalidateSession(ctx.db, previous.id);
    const { token, expiresAt } = await createSession(ctx.db, user.id);
    ctx.setSessionCookie(token, expiresAt);
    return { ok: true as const };
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const session = await ctx.getSession();
    if (session) await invalidateSession(ctx.db, session.id);
    ctx.clearSessionCookie();
    return { ok: true as const };
  }),
});
