import { privateLinkProcedure, publicProcedure, router } from '#server/trpc/init';
import { limitOrRefuse } from '../rate-limit/rate-limit.service';
import { priceInputSchema, referenceSchema } from './public-calculator.schema';
import { calculatorOptions } from './public-calculator.options';
import { estimateForVisitor, savedEstimate, saveEstimate } from './public-calculator.service';
import { saveRateLimit } from './public-calculator.limits';

/** The families' calculator at /calculator. Every figure comes from the published version. */
export const publicCalculatorRouter = router({
  /** What the form offers (server-rendered with the page; the same for every visitor). */
  options: publicProcedure.query(({ ctx }) => calculatorOptions(ctx.db)),

  /** The estimate for the current choices (fetched in the browser, never cached into a page). */
  estimate: publicProcedure
    .input(priceInputSchema)
    .query(({ ctx, input }) => estimateForVisitor(ctx.db, ctx.contentVersion.value, input)),

  save: publicProcedure.input(priceInputSchema).mutation(async ({ ctx, input }) => {
    await limitOrRefuse(ctx.db, saveRateLimit(ctx.ip), {
      message: 'You have saved many estimates in the last few minutes. Please wait a little and try again.',
    });
    return saveEstimate(ctx.db, ctx.contentVersion.value, input);
  }),

  /** A saved estimate's page (fetched in the browser). */
  saved: privateLinkProcedure.input(referenceSchema).query(({ ctx, input }) => savedEstimate(ctx.db, input.reference)),
});
