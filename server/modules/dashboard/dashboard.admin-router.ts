import { adminProcedure, router } from '#server/trpc/init';
import { galleryImageHealth } from '../gallery/gallery.service';
import { countLeadsAwaitingReply } from '../leads/leads.service';
import { redirectFigures } from '../redirects/redirects.service';
import { siteImageHealth } from '../site-images/site-images.admin-service';
import { countWebhooksPausedForFailing } from '../webhooks/webhooks.service';

/** The dashboard owns no table: every figure comes from the owning domain's service. */
export const dashboardAdminRouter = router({
  /** Figures for the dashboard cards, in one round trip. */
  summary: adminProcedure.query(async ({ ctx }) => {
    const [figures, gallery, site, newSubmissions, webhooksPausedForFailing] = await Promise.all([
      redirectFigures(ctx.db),
      galleryImageHealth(ctx.db),
      siteImageHealth(ctx.db),
      countLeadsAwaitingReply(ctx.db),
      countWebhooksPausedForFailing(ctx.db),
    ]);
    return {
      redirects: figures.redirects,
      galleryImages: gallery.total,
      siteImages: site.total,
      notFoundPaths: figures.notFoundPaths,
      newSubmissions,
      /** Webhooks paused because every delivery failed for days (a notice on the dashboard). */
      webhooksPausedForFailing,
      signedInAs: ctx.user.email,
    };
  }),
});
