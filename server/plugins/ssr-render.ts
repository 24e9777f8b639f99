import type { FastifyReply, FastifyRequest } from 'fastify';
import { appRouter } from '../app-router';
import { createContext } from '../trpc/context';
import { recordNotFound } from '../modules/redirects/not-found-log';
import { isSafeLocalPath } from '../modules/redirects/redirect-rules';
import { PageCacheHints } from '../modules/page-cache/page-cache';
import { sendPage } from './ssr-response';
import type { RenderTarget, SsrSite } from './ssr-site';

/** Exact redirect rules answer before any render; so does a path with a trailing slash (301, without it). */
async function redirectBeforeRender(site: SsrSite, reply: FastifyReply, url: URL) {
  const exact = await site.opts.services.redirects.resolve(url.pathname, url.search, { allowKeywords: false });
  if (exact) return reply.redirect(exact.location, exact.statusCode);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    // `/%2e//evil.example/` is `//evil.example/` once parsed: the clean-up keeps one leading
    // slash, so the answer is a path here and never another host.
    const clean = `/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}`;
    if (isSafeLocalPath(clean)) return reply.redirect(clean, 301);
  }
  return null;
}

/** The page from the render bundle, with the request's headers; procedures tell the cache through the hints. */
async function renderWithApp(site: SsrSite, req: FastifyRequest, reply: FastifyReply, target: RenderTarget) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  const { render } = await site.getModule();
  const hints = new PageCacheHints();
  const { response, html } = await render({
    // A plain form's POST is answered with its page, rendered as if asked for with GET
    // (ssr-plain-forms.ts).
    request: new Request(target.pageUrl, { method: req.method === 'POST' ? 'GET' : req.method, headers }),
    appRouter,
    trpcContext: createContext(site.opts.services, req, reply, hints),
    manifest: site.manifest,
    routePreloads: site.routePreloads,
    siteUrl: site.opts.siteUrl,
    formAnswer: target.formAnswer,
  });
  return { response, html, hints };
}

/** A path no page answers: a keyword rule may redirect it (302); otherwise it is counted in the 404 log. */
async function redirectOrRecordNotFound(site: SsrSite, req: FastifyRequest, reply: FastifyReply, url: URL) {
  const { services } = site.opts;
  // Below a real section (/gallery/..., /faq/...) an unknown address is a mistyped page: a
  // real 404, not a guess that sends the family somewhere they did not ask for.
  const allowKeywords = !(await services.pages.isUnderSection(url.pathname));
  const guess = await services.redirects.resolve(url.pathname, url.search, { allowKeywords });
  if (guess) return reply.redirect(guess.location, guess.statusCode);
  const referrer = typeof req.headers.referer === 'string' ? req.headers.referer : null;
  req.log.warn({ path: url.pathname.slice(0, 300), referrer: referrer?.slice(0, 300) }, 'page not found');
  await recordNotFound(services.db, { path: url.pathname, referrer, ip: req.ip }).catch((err: unknown) =>
    req.log.error({ err }, 'could not record 404'),
  );
  return null;
}

/**
 * Renders `target.pageUrl` and answers with it. Before rendering, exact redirect rules answer
 * (301); a path no page answers tries the keyword rules (302) and otherwise is counted in the
 * 404 log and answered with the 404 page and status. `target.formAnswer` is a plain form's
 * answer, shown by the page it was posted to (ssr-plain-forms.ts).
 */
export async function renderFresh(site: SsrSite, req: FastifyRequest, reply: FastifyReply, target: RenderTarget) {
  const early = await redirectBeforeRender(site, reply, target.url);
  if (early) return early;
  const rendered = await renderWithApp(site, req, reply, target);
  if (rendered.response.status === 404) {
    const guess = await redirectOrRecordNotFound(site, req, reply, target.url);
    if (guess) return guess;
  }
  return sendPage(site, req, reply, rendered, target);
}
