import { privateLinkProcedure, publicProcedure, router } from '#server/trpc/init';
import { limitOrRefuse, type RateLimitRule } from '../rate-limit/rate-limit.service';
import type { Context } from '#server/trpc/context';
import { fitSchema, proposeSchema, referenceSchema, saveSchema } from './epitaph.schema';
import { epitaphStoneOptions, fitLines, proposeForFamily, savedDesign, saveDesign } from './epitaph.service';
import { fitRateLimit, proposeRateLimit, saveRateLimit } from './epitaph.limits';

const limit = (ctx: Context, rule: RateLimitRule, message: string) => limitOrRefuse(ctx.db, rule, { message });

/** The epitaph builder at /ai-tools/epitaph-builder (decision record 131). */
export const epitaphRouter = router({
  /** The stones an epitaph can be laid out on (server-rendered with the page). */
  options: publicProcedure.query(({ ctx }) => epitaphStoneOptions(ctx.db)),

  /** Ideas for the family's answers, each laid out on their stone. */
  propose: publicProcedure.input(proposeSchema).mutation(async ({ ctx, input }) => {
    await limit(
      ctx,
      proposeRateLimit(ctx.ip),
      'You have asked for many ideas in the last few minutes. Please wait a little, or call us and we will help with the words.',
    );
    return proposeForFamily(ctx.db, input, ctx.log);
  }),

  /** The family's own lines, measured on their stone (after each edit). */
  fit: publicProcedure.input(fitSchema).query(async ({ ctx, input }) => {
    await limit(ctx, fitRateLimit(ctx.ip), 'That was a lot of changes at once. Please wait a minute and try again.');
    return fitLines(ctx.db, input);
  }),

  /** Saves the design; answers with the reference for its link. */
  save: publicProcedure.input(saveSchema).mutation(async ({ ctx, input }) => {
    await limit(
      ctx,
      saveRateLimit(ctx.ip),
      'You have saved many epitaphs in the last few minutes. Please wait a little and try again.',
    );
    return saveDesign(ctx.db, input);
  }),

  /** A saved design's page. */
  saved: privateLinkProcedure.input(referenceSchema).query(({ ctx, input }) => savedDesign(ctx.db, input.reference)),
});
