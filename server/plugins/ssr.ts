import type { FastifyInstance } from 'fastify';
import { buildSitemap, robotsTxt } from '../modules/seo/sitemap';
import { sitemapSources } from '../sitemap-sources';
import { bookingFormRoutes } from './ssr-booking-forms';
import { pageHandler } from './ssr-cache-lookup';
import { loadSsrSite, type SsrOptions } from './ssr-site';
import { acceptPlainForms } from './ssr-plain-forms';
import { packageFormRoutes } from './ssr-package-forms';
import { proofFormRoute } from './ssr-proof-form';

/**
 * Server-renders every page (ssr-cache-lookup.ts: the page cache; ssr-render.ts: redirects, the
 * render and the 404 log; ssr-response.ts: the answer; ssr-plain-forms.ts: how a page accepts a
 * plain form POST, used by ssr-proof-form.ts, ssr-booking-forms.ts and ssr-package-forms.ts), and serves
 * robots.txt and the sitemap.
 */
export async function ssrPlugin(app: FastifyInstance, opts: SsrOptions) {
  const site = await loadSsrSite(app, opts);
  opts.services.pages.useRoutePaths(async () => (await site.getModule()).listPublicRoutePaths());

  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain').send(robotsTxt(opts.siteUrl)));
  app.get('/sitemap.xml', async (_req, reply) => {
    const { listStaticPublicPaths } = await site.getModule();
    const xml = await buildSitemap(opts.services.db, opts.siteUrl, listStaticPublicPaths(), sitemapSources);
    return reply.type('application/xml').header('Cache-Control', 'public, max-age=3600').send(xml);
  });
  // The pages' plain forms, posted before their script or without it (decision 240).
  acceptPlainForms(app);
  proofFormRoute(app, site);
  packageFormRoutes(app, site);
  // The booking pages' plain forms, and /book/manage opened from this session's booking (decision 232).
  bookingFormRoutes(app, site);
  app.get('/*', pageHandler(site));
}
