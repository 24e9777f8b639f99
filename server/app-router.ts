import { router } from './trpc/init';
import { authRouter } from './modules/auth/auth.router';
import { redirectsRouter } from './modules/redirects/redirects.router';
import { redirectsAdminRouter } from './modules/redirects/redirects.admin-router';
import { dashboardAdminRouter } from './modules/dashboard/dashboard.admin-router';
import { basketRouter } from './modules/basket/basket.router';
import { quoteRequestsAdminRouter } from './modules/basket/basket.admin-router';
import { siteImagesRouter } from './modules/site-images/site-images.router';
import { leadsRouter } from './modules/leads/leads.router';
import { submissionsAdminRouter } from './modules/leads/leads.admin-router';
import { galleryRouter } from './modules/gallery/gallery.router';
import { galleryAdminRouter } from './modules/gallery/gallery.admin-router';
import { siteImagesAdminRouter } from './modules/site-images/site-images.admin-router';
import { imageMigrationAdminRouter } from './modules/image-migration/image-migration.admin-router';
import { settingsRouter } from './modules/settings/settings.router';
import { settingsAdminRouter } from './modules/settings/settings.admin-router';
import { adminsAdminRouter } from './modules/auth/admins.admin-router';
import { calculatorAdminRouter } from './modules/calculator/calculator.admin-router';
import { bookingsRouter } from './modules/bookings/bookings.router';
import { bookingsAdminRouter } from './modules/bookings/bookings.admin-router';
import { blogRouter } from './modules/blog/blog.router';
import { blogAdminRouter } from './modules/blog/blog.admin-router';
import { valueEngineeringRouter } from './modules/value-engineering/value-engineering.router';
import { valueEngineeringAdminRouter } from './modules/value-engineering/value-engineering.admin-router';
import { webhooksAdminRouter } from './modules/webhooks/webhooks.admin-router';
import { emailAdminRouter } from './modules/email/email.admin-router';
import { publicCalculatorRouter } from './modules/public-calculator/public-calculator.router';
import { publicCalculatorAdminRouter } from './modules/public-calculator/public-calculator.admin-router';
import { accessRouter } from './modules/access/access.router';
import { createAccessAdminRouter } from './modules/access/access.admin-router';
import { estimatesOfGrants } from './modules/public-calculator/public-calculator.service';
import { formatDollars } from './modules/public-calculator/public-calculator.choices';
import { epitaphRouter } from './modules/epitaph/epitaph.router';
import { designRouter } from './modules/design/design.router';
import { contentMigrationAdminRouter } from './modules/content-migration/content-migration.admin-router';
import { backupAdminRouter } from './modules/backup/backup.admin-router';
import { ordersRouter } from './modules/orders/orders.router';
import { ordersAdminRouter } from './modules/orders/orders.admin-router';
import { monumentExpertRouter } from './modules/monument-expert/monument-expert.router';
import { cemeteriesRouter } from './modules/cemeteries/cemeteries.router';
import { cemeteriesAdminRouter } from './modules/cemeteries/cemeteries.admin-router';

/** Every domain's routers. Public ones at the top level; staff ones only under `admin`. */
export const appRouter = router({
  auth: authRouter,
  redirects: redirectsRouter,
  basket: basketRouter,
  siteImages: siteImagesRouter,
  leads: leadsRouter,
  gallery: galleryRouter,
  settings: settingsRouter,
  bookings: bookingsRouter,
  blog: blogRouter,
  valueEngineering: valueEngineeringRouter,
  calculator: publicCalculatorRouter,
  monumentExpert: monumentExpertRouter,
  access: accessRouter,
  epitaph: epitaphRouter,
  design: designRouter,
  orders: ordersRouter,
  cemeteries: cemeteriesRouter,
  admin: router({
    dashboard: dashboardAdminRouter,
    redirects: redirectsAdminRouter,
    quoteRequests: quoteRequestsAdminRouter,
    submissions: submissionsAdminRouter,
    gallery: galleryAdminRouter,
    siteImages: siteImagesAdminRouter,
    imageMigration: imageMigrationAdminRouter,
    settings: settingsAdminRouter,
    admins: adminsAdminRouter,
    calculator: calculatorAdminRouter,
    bookings: bookingsAdminRouter,
    blog: blogAdminRouter,
    valueEngineering: valueEngineeringAdminRouter,
    webhooks: webhooksAdminRouter,
    email: emailAdminRouter,
    estimates: publicCalculatorAdminRouter,
    // Access owns the grants; the calculator's estimates under them are passed in (decision 208).
    authorizations: createAccessAdminRouter({ estimatesOfGrants, formatDollars }),
    contentMigration: contentMigrationAdminRouter,
    backup: backupAdminRouter,
    orders: ordersAdminRouter,
    cemeteries: cemeteriesAdminRouter,
  }),
});

export type AppRouter = typeof appRouter;
