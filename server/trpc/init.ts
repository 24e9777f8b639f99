import { initTRPC, TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import type { Context } from './context';
import { BATCH_TOO_LONG_MESSAGE, TRPC_BATCH_TOO_LONG } from './batch';
import { getEnv } from '../env';
import { consumeRateLimit, isRateLimited } from '../modules/rate-limit/rate-limit.service';
import { BusyError, privateLinkMissRule, type Admission } from '../modules/rate-limit/public-traffic';
import { counted } from '../modules/shared/plural';

/**
 * The only initTRPC in the project. Procedures are built from the three base procedures
 * below and nothing else (architecture rule 1).
 */
const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    const isServerFault = error.code === 'INTERNAL_SERVER_ERROR';
    if (isServerFault) ctx?.log.error({ err: error.cause ?? error, requestId: ctx.requestId }, 'procedure failed');
    return {
      ...shape,
      // Never show a visitor what went wrong inside the server; the request id ties it to the log.
      message: isServerFault
        ? `Something went wrong on our side. Please try again in a moment (reference ${ctx?.requestId ?? 'unknown'}).`
        : zodError
          ? 'Please check the highlighted fields.'
          : error.message === TRPC_BATCH_TOO_LONG
            ? BATCH_TOO_LONG_MESSAGE
            : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        zodError,
        requestId: ctx?.requestId,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** The visitor's admission, counted once per HTTP request whatever the batch holds. */
const admissions = new WeakMap<object, Promise<Admission>>();

/**
 * Anyone may call it. Over /trpc, each request counts against the visitor's limit and each call
 * waits for a place under the global bound (decision record 185); a page's render calls the
 * procedures in-process, bounded by the page cache instead.
 */
export const publicProcedure = t.procedure.use(async ({ ctx, next }) => {
  const traffic = ctx.publicTraffic;
  if (!traffic || ctx.rpcMethod === null) return next();
  const refuse = (admission: Admission) => {
    const seconds = admission.allowed ? 1 : admission.retryAfterSeconds;
    ctx.log.warn({ retryAfterSeconds: seconds }, 'visitor rate limit reached');
    return new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `That was a great many requests in a short time. Please wait ${counted(seconds, 'second')} and try again, or call us.`,
    });
  };
  // A visitor already refused is answered at once, without a place in the queue.
  const standing = traffic.refusal(ctx.ip);
  if (standing) throw refuse(standing);
  try {
    // The count is database work too: it waits for its place like the procedure itself.
    return await traffic.run(async () => {
      let admission = admissions.get(ctx);
      if (!admission) {
        admission = traffic.admit(ctx.db, ctx.ip);
        admissions.set(ctx, admission);
      }
      const admitted = await admission;
      if (!admitted.allowed) throw refuse(admitted);
      return next();
    });
  } catch (error) {
    if (!(error instanceof BusyError)) throw error;
    ctx.log.warn({ running: traffic.running }, 'public procedures busy; call refused');
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: 'We are very busy this moment. Please try again in a few seconds.',
    });
  }
});

/**
 * A public procedure opened with a private link's secret (server/trpc/private-links.ts,
 * decision record 179): refused over GET, whose address the request log, the browser's history
 * and any proxy would keep; and, like the proof code, a visitor whose lookups keep missing
 * (PRIVATE_LINK_MISSES_PER_15_MINUTES) is refused for a quarter of an hour.
 */
export const privateLinkProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (ctx.rpcMethod === 'GET') {
    throw new TRPCError({
      code: 'METHOD_NOT_SUPPORTED',
      message: 'Please open this from its link again.',
    });
  }
  const rule = privateLinkMissRule(ctx.ip, getEnv().PRIVATE_LINK_MISSES_PER_15_MINUTES);
  if (await isRateLimited(ctx.db, [rule.key])) {
    ctx.log.warn('private link lookups throttled');
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message:
        'Too many links that did not open in a short time. Please wait 15 minutes and try again, or call us and we will find it for you.',
    });
  }
  const result = await next();
  if (!result.ok && (result.error.code === 'NOT_FOUND' || result.error.code === 'BAD_REQUEST')) {
    await consumeRateLimit(ctx.db, rule);
  }
  return result;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Adds the visitor's basket id (a random UUID from browser storage); refuses a missing or malformed one. */
export const basketProcedure = t.procedure.use(({ ctx, next }) => {
  const basketSessionId = ctx.basketSessionId;
  if (!basketSessionId || !UUID.test(basketSessionId)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Your basket could not be found. Please reload the page.' });
  }
  return next({ ctx: { ...ctx, basketSessionId: basketSessionId.toLowerCase() } });
});

/**
 * The one admin check, shared by adminProcedure and the upload routes: the signed-in admin's
 * session, or UNAUTHORIZED (not signed in) / FORBIDDEN (signed in without the admin role).
 */
export async function requireAdminSession(ctx: Pick<Context, 'getSession'>) {
  const session = await ctx.getSession();
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
  if (!session.user.isAdmin) {
    throw new TRPCError({ code: 'FORBIDDEN', message: "You don't have permission to access this page." });
  }
  return session;
}

/**
 * Signed in (else UNAUTHORIZED) with the admin role (else FORBIDDEN). Every mutation that
 * succeeds bumps the content version, so cached public pages are dropped on every server
 * without any staff procedure having to remember it (decision record 040).
 */
export const adminProcedure = t.procedure.use(async ({ ctx, next, type, path }) => {
  const session = await requireAdminSession(ctx);
  const result = await next({ ctx: { ...ctx, session, user: session.user } });
  if (type === 'mutation' && result.ok) {
    try {
      await ctx.contentVersion.bump();
    } catch (error) {
      // The change itself is saved; pages catch up when their cache entries expire.
      ctx.log.error({ err: error, procedure: path, requestId: ctx.requestId }, 'could not bump the content version');
    }
  }
  return result;
});
