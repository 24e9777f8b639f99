import { publicProcedure, router } from '#server/trpc/init';
import { requestAccessSchema } from './access.schema';
import { requestAccess } from './access.service';

/** The price-calculator and design-tool access forms. */
export const accessRouter = router({
  /** Records the form and gives the browser its token; the token opens the tool until staff revoke it. */
  request: publicProcedure.input(requestAccessSchema).mutation(async ({ ctx, input }) => {
    const { token, dropped } = await requestAccess(ctx.db, ctx.ip, input);
    if (dropped) ctx.log.info({ tool: input.tool }, 'access form honeypot filled; dropped');
    else ctx.log.info({ tool: input.tool }, 'access granted');
    return { token };
  }),
});
