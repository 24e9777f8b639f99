import { adminProcedure, router } from '#server/trpc/init';
import { galleryImageHealth } from '../gallery/gallery.service';
import { countLeadsAwaitingReply } from '../leads/leads.service';
import { countBookingsAwaitingAction, nextBookings } from '../bookings/bookings.service';
import { redirectFigures } from '../redirects/redirects.service';
import { siteImageHealth } from '../site-images/site-images.admin-service';

/** The dashboard owns no table: every figure comes from the owning domain's service. */
export const dashboardAdminRouter = router({
  /** Figures for the dashboard cards, in one round trip. */
  summary: adminProcedure.query(async ({ ctx }) => {
    const [figures, gallery, site, newSubmissions] = await Promise.all([
      redirectFigures(ctx.db),
      galleryImageHealth(ctx.db),
      siteImageHealth(ctx.db),
      countLeadsAwaitingReply(ctx.db),
    ]);
    const [newBookings, upcomingBookings] = await Promise.all([
      countBookingsAwaitingAction(ctx.db),
      nextBookings(ctx.db, 5),
    ]);
    return {
      redirects: figures.redirects,
      galleryImages: gallery.total,
      siteImages: site.total,
      notFoundPaths: figures.notFoundPaths,
      newSubmissions,
      newBookings,
      upcomingBookings: upcomingBookings.map((b) => ({
        id: b.id,
        office: b.office,
        startsAt: b.startsAt,
        name: b.name,
      })),
      signedInAs: ctx.user.email,
    };
  }),
});
