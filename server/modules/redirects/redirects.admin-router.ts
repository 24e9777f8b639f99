import { TRPCError } from '@trpc/server';
import { adminProcedure, router } from '../../trpc/init';
import { notFoundPathSchema, redirectIdSchema, redirectInputSchema } from './redirects.schema';
import {
  createRedirect,
  deleteNotFound,
  deleteRedirect,
  listNotFound,
  listRedirects,
  updateRedirect,
} from './redirects.repository';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
const duplicate = () =>
  new TRPCError({ code: 'CONFLICT', message: 'There is already a rule for that path or keyword.' });

export const redirectsAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => listRedirects(ctx.db)),

  create: adminProcedure.input(redirectInputSchema).mutation(async ({ ctx, input }) => {
    try {
      const row = await createRedirect(ctx.db, input);
      // A rule made from the 404 log answers that path from now on.
      if (input.matchType === 'exact') await deleteNotFound(ctx.db, input.pattern);
      ctx.redirects.invalidate();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }),

  update: adminProcedure
    .input(redirectIdSchema.extend({ rule: redirectInputSchema }))
    .mutation(async ({ ctx, input }) => {
      try {
        const found = await updateRedirect(ctx.db, input.id, input.rule);
        if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'That rule no longer exists.' });
        ctx.redirects.invalidate();
        return { ok: true as const };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    }),

  delete: adminProcedure.input(redirectIdSchema).mutation(async ({ ctx, input }) => {
    const found = await deleteRedirect(ctx.db, input.id);
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'That rule no longer exists.' });
    ctx.redirects.invalidate();
    return { ok: true as const };
  }),

  notFoundLog: adminProcedure.query(({ ctx }) => listNotFound(ctx.db)),

  dismissNotFound: adminProcedure
    .input(notFoundPathSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteNotFound(ctx.db, input.path);
      return { ok: true as const };
    }),
});
