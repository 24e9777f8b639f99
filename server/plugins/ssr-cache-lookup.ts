import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import { isCacheablePath, type CachedPage } from '../modules/page-cache/page-cache';
import { renderFresh } from './ssr-render';
import { carriesFamilyWords } from './family-words';
import { sendCachedPage } from './ssr-response';
import type { SsrSite } from './ssr-site';

/**
 * The handler for every page: an anonymous visitor on a cacheable path gets the cached page
 * when there is one, else the render under way for the same page, else a render that the
 * others asking meanwhile share. Everyone else gets a fresh render.
 */
export function pageHandler(site: SsrSite) {
  const { cache, opts, version } = site;

  /**
   * Renders of cacheable pages under way, by path and version: a burst of visitors to a page
   * that is not cached yet (just after a staff change) waits for one render instead of each
   * rendering the same HTML.
   */
  const inFlight = new Map<string, Promise<CachedPage | null>>();

  return async function renderPage(req: FastifyRequest, reply: FastifyReply) {
    // Joined, not resolved: `new URL('//evil.example/', site)` would be another host's root.
    const url = new URL(`${new URL(opts.siteUrl).origin}${req.url.startsWith('/') ? req.url : '/'}`);
    const cacheable =
      cache !== null && !req.cookies[SESSION_COOKIE] && isCacheablePath(url.pathname) && !carriesFamilyWords(url);
    if (!cacheable)
      return renderFresh(site, req, reply, { url, pageUrl: url, cacheable: false, renderedAt: version.value });
    // The page's own query, normalised: parameters it does not read (utm_*, fbclid, gclid,
    // anything unknown) are not part of the key, nor of the address it is rendered at, so a
    // unique query string cannot make it render again (decision record 185).
    const key = `${url.pathname}${(await site.getModule()).pageSearchKey(url.pathname, url.search)}`;
    // Joined, not resolved (as above).
    const pageUrl = new URL(`${url.origin}${key}`);
    const renderedAt = version.value;
    const flightKey = `${renderedAt} ${key}`;
    const hit = cache.get(key, renderedAt);
    if (hit) return sendCachedPage(req, reply, hit, true);
    const pending = inFlight.get(flightKey);
    const shared = pending ? await pending : null;
    if (shared) return sendCachedPage(req, reply, shared, true);
    if (inFlight.has(flightKey)) return renderFresh(site, req, reply, { url, pageUrl, cacheable: true, renderedAt });

    let settle!: (page: CachedPage | null) => void;
    inFlight.set(flightKey, new Promise((resolve) => (settle = resolve)));
    try {
      return await renderFresh(site, req, reply, { url, pageUrl, cacheable: true, renderedAt, share: settle });
    } finally {
      settle(null); // no page to share (a redirect, a 404, an error): the others render their own
      inFlight.delete(flightKey);
    }
  };
}
