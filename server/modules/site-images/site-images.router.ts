import { publicProcedure, router } from '#server/trpc/init';
import type { Context } from '#server/trpc/context';
import {
  fallbackHomeImages,
  listActiveSiteImages,
  selectHomeImages,
  selectServiceImages,
  type SiteImageRow,
} from './site-images.repository';

/**
 * Reads the rows (once per content version: staff changes to pictures bump it); on any failure
 * logs it and answers with no rows, so pages show their fallbacks.
 */
async function readRows(ctx: Context, categories: string[]): Promise<SiteImageRow[] | null> {
  try {
    return await ctx.contentVersion.memo(`site-images:${categories.join(',')}`, () =>
      listActiveSiteImages(ctx.db, categories),
    );
  } catch (err) {
    ctx.log.error({ err, requestId: ctx.requestId }, 'site images could not be read; showing fallbacks');
    return null;
  }
}

export const siteImagesRouter = router({
  /** Every picture of the home page (hero, service cards, about, process) in one round trip and one query. */
  forHome: publicProcedure.query(async ({ ctx }) => {
    const rows = await readRows(ctx, ['hero', 'service', 'about', 'process']);
    return rows ? selectHomeImages(rows) : fallbackHomeImages();
  }),

  /** The service pictures by slug, for pages that list the services. */
  forServices: publicProcedure.query(async ({ ctx }) => {
    const rows = await readRows(ctx, ['service']);
    return selectServiceImages(rows ?? []);
  }),
});
