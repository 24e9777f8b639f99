import { privateLinkProcedure, publicProcedure, router } from '#server/trpc/init';
import type { Context } from '#server/trpc/context';
import { limitOrRefuse, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { designPriceSchema, designReferenceSchema, designSaveSchema, designStartSchema } from './design.schema';
import { designOptions, priceDesign, savedDesign, saveDesign, startDesign } from './design.service';
import { priceRateLimit, saveRateLimit, startRateLimit } from './design.limits';

const limit = (ctx: Context, rule: RateLimitRule, message: string) => limitOrRefuse(ctx.db, rule, { message });

/**
 * The design playground at /ai-tools/design-playground (decision record 247). Designing and the
 * live price are never gated; saving (and the basket and the PDF sheet) are, when the
 * design-tool access form is on.
 */
export const designRouter = router({
  /** What the playground draws and offers (server-rendered with the page). */
  options: publicProcedure.query(({ ctx }) => designOptions(ctx.db, ctx.contentVersion.value)),

  /** A design to start from: a blank kind, a template, a gallery piece, a saved estimate or epitaph. */
  start: publicProcedure.input(designStartSchema).query(async ({ ctx, input }) => {
    await limit(ctx, startRateLimit(ctx.ip), 'That was a lot of starts at once. Please wait a minute and try again.');
    return startDesign(ctx.db, ctx.contentVersion.value, input);
  }),

  /** The published engine's estimate of the design (after each change, debounced in the browser). */
  price: publicProcedure.input(designPriceSchema).query(async ({ ctx, input }) => {
    await limit(ctx, priceRateLimit(ctx.ip), 'That was a lot of changes at once. Please wait a minute and try again.');
    return priceDesign(ctx.db, input.design);
  }),

  /** Saves the design; answers with the reference and the path of its private link. */
  save: publicProcedure.input(designSaveSchema).mutation(async ({ ctx, input }) => {
    await limit(
      ctx,
      saveRateLimit(ctx.ip),
      'You have saved many designs in the last few minutes. Please wait a little and try again.',
    );
    return saveDesign(ctx.db, ctx.contentVersion.value, input);
  }),

  /** A saved design's page: the design exactly as saved, and today's estimate. */
  saved: privateLinkProcedure
    .input(designReferenceSchema)
    .query(({ ctx, input }) => savedDesign(ctx.db, input.reference)),
});
