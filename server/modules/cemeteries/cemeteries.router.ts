import { publicProcedure, router } from '#server/trpc/init';
import type { Context } from '#server/trpc/context';
import { limitOrRefuse } from '../rate-limit/rate-limit.service';
import { counted } from '../shared/plural';
import { cemeteryGetSchema, cemeterySearchSchema } from './cemeteries.schema';
import { cemeteryLookupLimit } from './cemeteries.limits';
import { publishedCemetery, searchCemeteries } from './cemeteries.service';
import { cemeteryPage, listPublishedCemeteries } from './cemetery-pages.service';

async function limitLookups(ctx: Context) {
  await limitOrRefuse(ctx.db, cemeteryLookupLimit(ctx.ip), {
    onRefused: ({ hits }) => ctx.log.warn({ hits: hits[0] }, 'cemetery lookups rate limit reached'),
    message: ({ minutes }) =>
      `We have had a great many cemetery searches from you in the last few minutes. Please try again in ${counted(minutes, 'minute')}, or choose "not listed" and tell us the cemetery's name.`,
  });
}

/** Families choose their cemetery: a typo-tolerant search and one cemetery's confirmed rules (decision 266). */
export const cemeteriesRouter = router({
  search: publicProcedure.input(cemeterySearchSchema).query(async ({ ctx, input }) => {
    await limitLookups(ctx);
    ctx.pageCache.noStore();
    return searchCemeteries(ctx.db, input.q, input.state);
  }),

  get: publicProcedure.input(cemeteryGetSchema).query(async ({ ctx, input }) => {
    await limitLookups(ctx);
    return publishedCemetery(ctx.db, input.slug);
  }),

  /**
   * A cemetery's public page (decision 271): not rate limited like the lookups, since the page
   * is rendered once and kept by the page cache, and every staff change empties that cache.
   */
  page: publicProcedure.input(cemeteryGetSchema).query(({ ctx, input }) => cemeteryPage(ctx.db, input.slug)),

  /** The published cemeteries, by state and name: the service area directory's lists. */
  listPublished: publicProcedure.query(({ ctx }) => listPublishedCemeteries(ctx.db)),
});
