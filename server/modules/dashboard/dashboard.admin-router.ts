import { inZone } from '../shared/time';
import { adminProcedure, router } from '#server/trpc/init';
import { galleryImageHealth } from '../gallery/gallery.service';
import { countLeadsAwaitingReply, leadsPerDay } from '../leads/leads.service';
import { mostHitMissingPages, redirectFigures } from '../redirects/redirects.service';
import { siteImageHealth } from '../site-images/site-images.admin-service';
import { countQuoteRequestsAwaiting, quoteRequestsPerDay } from '../basket/basket.service';
import { getBusinessFacts } from '../settings/settings.service';
import { bookingsPerDay, countBookingsAwaitingAction, nextBookings } from '../bookings/bookings.service';
import { countDraftPosts } from '../blog/blog.service';
import { countCommitmentsAwaitingCall, reservationsPerDay } from '../value-engineering/value-engineering.service';
import { countWebhooksPausedForFailing } from '../webhooks/webhooks.service';
import { countEmailsNotSent, emailQueueFigures } from '../email/email.service';
import { countOrdersAwaitingApproval } from '../orders/order-proofs.service';
import { ordersWaitingOnCemetery } from '../orders/order-cemetery.service';
import type { RequestKind, RequestsOnDay } from './dashboard.choices';
import { memoryReport } from '#server/lib/memory-report';

const emptyDay = (day: string): RequestsOnDay => ({
  day,
  contact: 0,
  estimate: 0,
  callback: 0,
  quoteRequest: 0,
  booking: 0,
  reservation: 0,
});

/** Days shown in the requests chart. */
export const CHART_DAYS = 90;

/** The last `days` calendar days in the zone, oldest first, as YYYY-MM-DD. */
export function lastDays(days: number, timeZone: string, now = new Date()): string[] {
  // Counted back on the calendar from today's date in the zone: stepping back 24 hours at a time
  // would give one date twice and lose another wherever a daylight-saving change lies between.
  const [year, month, day] = inZone(timeZone).isoDay(now).split('-').map(Number) as [number, number, number];
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) out.push(new Date(Date.UTC(year, month - 1, day - i)).toISOString().slice(0, 10));
  return out;
}

/**
 * The dashboard owns no table: every figure comes from the owning domain's service, all in one
 * call (one round trip from the browser; the queries run side by side). A new feature adds one
 * line to `awaiting` (a count of things not yet handled, shown as a link to its filtered screen)
 * and, if it is a kind of request, one series to `requestsPerDay`.
 */
export const dashboardAdminRouter = router({
  /** Figures for the dashboard cards, in one round trip. */
  summary: adminProcedure.query(async ({ ctx }) => {
    const { timeZone } = await getBusinessFacts(ctx.db, ctx.contentVersion.value);
    const days = lastDays(CHART_DAYS, timeZone);
    // A day early, so the first day is whole in any zone; rows before it are dropped below.
    const since = new Date(Date.now() - (CHART_DAYS + 1) * 86_400_000);
    const [
      figures,
      gallery,
      site,
      newSubmissions,
      newQuoteRequests,
      leads,
      quotes,
      missingPages,
      newBookings,
      upcomingBookings,
      draftPosts,
      newCommitments,
      webhooksPausedForFailing,
      emailsNotSent,
      proofsAwaitingApproval,
      emailQueue,
      bookings,
      reservations,
      waitingOnCemetery,
    ] = await Promise.all([
      redirectFigures(ctx.db),
      galleryImageHealth(ctx.db),
      siteImageHealth(ctx.db),
      countLeadsAwaitingReply(ctx.db),
      countQuoteRequestsAwaiting(ctx.db),
      leadsPerDay(ctx.db, since, timeZone),
      quoteRequestsPerDay(ctx.db, since, timeZone),
      mostHitMissingPages(ctx.db, 5),
      countBookingsAwaitingAction(ctx.db),
      nextBookings(ctx.db, 5),
      countDraftPosts(ctx.db),
      countCommitmentsAwaitingCall(ctx.db),
      countWebhooksPausedForFailing(ctx.db),
      countEmailsNotSent(ctx.db),
      countOrdersAwaitingApproval(ctx.db),
      emailQueueFigures(ctx.db),
      bookingsPerDay(ctx.db, since, timeZone),
      reservationsPerDay(ctx.db, since, timeZone),
      ordersWaitingOnCemetery(ctx.db, timeZone),
    ]);
    const perDay = new Map(days.map((day) => [day, emptyDay(day)]));
    const add = (rows: Array<{ day: string; count: number }>, kind: RequestKind) => {
      for (const row of rows) {
        const entry = perDay.get(row.day);
        if (entry) entry[kind] += row.count;
      }
    };
    for (const row of leads) add([row], row.kind);
    add(quotes, 'quoteRequest');
    add(bookings, 'booking');
    add(reservations, 'reservation');
    return {
      /** Things not yet handled; each is a link to its screen, filtered to them. */
      awaiting: {
        newSubmissions,
        newQuoteRequests,
        newBookings,
        draftPosts,
        newCommitments,
        proofsAwaitingApproval,
      },
      /** Open orders with a cemetery and no approval yet, oldest first (decision 286). */
      waitingOnCemetery,
      /** The next consultations, soonest first. */
      upcomingBookings: upcomingBookings.map((b) => ({
        id: b.id,
        office: b.office,
        startsAt: b.startsAt,
        name: b.name,
      })),
      /** Requests per day over the last 90 days, by kind (the chart). */
      requestsPerDay: [...perDay.values()],
      missingPages: missingPages.map((page) => ({ path: page.path, hits: page.hits, lastSeenAt: page.lastSeenAt })),
      images: {
        gallery: { total: gallery.total, needsWork: gallery.needsWork },
        site: { total: site.total, needsWork: site.needsWork },
      },
      redirects: figures.redirects,
      notFoundPaths: figures.notFoundPaths,
      /** Webhooks paused because every delivery failed for days (a notice on the dashboard). */
      webhooksPausedForFailing,
      /** Emails given up in the last 7 days (a notice on the dashboard; the log is in the settings). */
      emailsNotSent,
      /** Emails waiting to be sent and how long the oldest has waited (`slow`: worth a notice). */
      emailQueue,
      signedInAs: ctx.user.email,
    };
  }),

  /**
   * Where this server's memory is (decision record 223): the process, V8's heap, the embedded
   * database's WebAssembly memory and every bounded cache. Read by `npm run bench:memory`; one
   * server's view (each server behind a load balancer has its own).
   */
  memory: adminProcedure.query(() => memoryReport()),
});
