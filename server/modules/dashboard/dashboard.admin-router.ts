import { adminProcedure, router } from '../../trpc/init';
import type { AppDb } from '../../../db/create-db';
import { countLeadsAwaitingReply } from '../leads/leads.service';

async function countRows(db: AppDb, table: 'redirects' | 'gallery_images' | 'site_images' | 'not_found_log') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const dashboardAdminRouter = router({
  /** Figures for the dashboard cards, in one round trip. */
  summary: adminProcedure.query(async ({ ctx }) => {
    const [redirects, galleryImages, siteImages, notFoundPaths, newSubmissions] = await Promise.all([
      countRows(ctx.db, 'redirects'),
      countRows(ctx.db, 'gallery_images'),
      countRows(ctx.db, 'site_images'),
      countRows(ctx.db, 'not_found_log'),
      countLeadsAwaitingReply(ctx.db),
    ]);
    return { redirects, galleryImages, siteImages, notFoundPaths, newSubmissions, signedInAs: ctx.user.email };
  }),
});
