import { publicProcedure, router } from '#server/trpc/init';
import { resolvePathSchema } from './redirects.schema';

export const redirectsRouter = router({
  /** For in-app navigation to an unknown path: the same rules the server applies. */
  resolve: publicProcedure.input(resolvePathSchema).query(async ({ ctx, input }) => {
    const url = new URL(input.path, 'http://local');
    const allowKeywords = !(await ctx.pages.isUnderSection(url.pathname));
    return ctx.redirects.resolve(url.pathname, url.search, { allowKeywords });
  }),
});
