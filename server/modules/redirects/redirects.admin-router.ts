import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { adminProcedure, router } from '#server/trpc/init';
import { servedPathChecker, type ServedPages } from './served-paths';
import { notFoundPathSchema, redirectIdSchema, redirectInputSchema } from './redirects.schema';
import {
  createRedirect,
  deleteNotFound,
  deleteRedirect,
  listNotFound,
  listRedirects,
  updateRedirect,
} from './redirects.repository';

/**
 * A rule must send visitors to a page this site answers: a typo in the target would otherwise go
 * live as a permanent redirect to a 404. Checked in-process against the site's own pages.
 */
async function assertTargetExists(ctx: { pages: { exists(path: string): Promise<boolean> } }, targetPath: string) {
  if (await ctx.pages.exists(targetPath)) return;
  const message = `No page of this site answers at ${targetPath.split(/[?#]/)[0]}. Choose one from the list.`;
  // A ZodError from a parse (the kind the error formatter turns into field errors for the form).
  const refusal = z.object({ targetPath: z.custom(() => false, { error: message }) }).safeParse({ targetPath });
  throw new TRPCError({ code: 'BAD_REQUEST', message, cause: refusal.error });
}

/**
 * An exact rule answers before any page does: its old path may not be one this site serves
 * (a page of the route tree, a content page, a staff screen, files or the API), or the rule
 * would hide that page from every visitor (decision record 180).
 */
async function assertSourceFree(ctx: { pages: ServedPages }, rule: { matchType: string; pattern: string }) {
  if (rule.matchType !== 'exact') return;
  const reason = (await servedPathChecker(ctx.pages))(rule.pattern);
  if (!reason) return;
  const message = `A rule cannot start at ${rule.pattern}: ${reason}, and the rule would hide it.`;
  const refusal = z.object({ pattern: z.custom(() => false, { error: message }) }).safeParse({ pattern: rule.pattern });
  throw new TRPCError({ code: 'BAD_REQUEST', message, cause: refusal.error });
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
const duplicate = () =>
  new TRPCError({ code: 'CONFLICT', message: 'There is already a rule for that path or keyword.' });

export const redirectsAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => listRedirects(ctx.db)),

  /** The site's pages, for the target picker. */
  pages: adminProcedure.query(({ ctx }) => ctx.pages.list()),

  create: adminProcedure.input(redirectInputSchema).mutation(async ({ ctx, input }) => {
    await assertSourceFree(ctx, input);
    await assertTargetExists(ctx, input.targetPath);
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
      await assertSourceFree(ctx, input.rule);
      await assertTargetExists(ctx, input.rule.targetPath);
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

  dismissNotFound: adminProcedure.input(notFoundPathSchema).mutation(async ({ ctx, input }) => {
    await deleteNotFound(ctx.db, input.path);
    return { ok: true as const };
  }),
});
