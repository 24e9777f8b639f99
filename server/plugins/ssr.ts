import type { FastifyInstance } from 'fastify';
import { buildSitemap, robotsTxt } from '../modules/seo/sitemap';
import { sitemapSources } from '../sitemap-sources';
import { bookingFormRoutes } from './ssr-booking-forms';
import { pageHandler } from './ssr-cache-lookup';
import { loadSsrSite, type SsrOptions } from './ssr-site';
import { formPostsPlugin } from './ssr-form-posts';

/** The longest plain form body read (a booking's few fields); anything larger is refused (413) before it is read. */
const PLAIN_FORM_BODY_LIMIT = 64 * 1024;

/**
 * Server-renders every page (ssr-cache-lookup.ts: the page cache; ssr-render.ts: redirects, the
 * render and the 404 log; ssr-response.ts: the answer; ssr-form-posts.ts: the plain forms a page
 * posts to itself; ssr-booking-forms.ts: the booking pages' plain form posts), and serves
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
  // A plain form's body (a page's form sent before its script, or without it: decisions 229 and
  // 232), read once for every page that takes one; the last value of a name wins, as the browser's
  // own forms expect (a hidden default before a box). Each route may allow less.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: PLAIN_FORM_BODY_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // The booking pages' plain forms, and /book/manage opened from this session's booking (decision 232).
  bookingFormRoutes(app, site);
  app.get('/*', pageHandler(site));
  await app.register(formPostsPlugin, { site });
}
