import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerManifest } from '@tanstack/router-core';
import { manifestFromVite, routePreloadsFromBuild } from './vite-manifest';
import type { ViteDevServer } from 'vite';
import { appRouter } from '../app-router';
import { createContext, type AppServices } from '../trpc/context';
import { recordNotFound } from '../modules/redirects/not-found-log';
import { isSafeLocalPath } from '../modules/redirects/redirect-rules';
import { buildSitemap, robotsTxt } from '../modules/seo/sitemap';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import {
  inlineScriptHashes,
  isCacheablePath,
  isPrivateLinkPage,
  PageCache,
  PageCacheHints,
  type CachedPage,
} from '../modules/page-cache/page-cache';
import { sitemapSources } from '../sitemap-sources';
import type { RenderedPage, RenderOptions } from '#src/entry-server';

interface SsrModule {
  render(options: RenderOptions): Promise<RenderedPage>;
  listStaticPublicPaths(): string[];
  listPublicRoutePaths(): string[];
  pageSearchKey(pathname: string, search: string): string;
}

export interface SsrOptions {
  mode: 'production' | 'development';
  root: string;
  services: AppServices;
  siteUrl: string;
  /** Keep rendered public pages for anonymous visitors (decision record 040); on unless false. */
  pageCache?: boolean;
}

/** The best encoding of a cached page the request accepts. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

const brotliOnce = promisify(zlib.brotliCompress);
const gzipOnce = promisify(zlib.gzip);

/**
 * A page rendered for one response (a signed-in admin, the basket, the cache switched off),
 * compressed in one call at a level that costs less than it saves: brotli 2 and gzip 3 take
 * a fraction of a millisecond for a 80 kB page and keep it within 10% of the higher levels' size
 * (decision record 046). A cached page is compressed once, at high levels, when it is stored.
 */
async function sendRenderedHtml(req: FastifyRequest, reply: FastifyReply, pieces: string[]) {
  reply.type('text/html; charset=utf-8');
  // Each piece encoded on its own: joining them first would copy the page once more (decision 047).
  const body = pieces.length === 1 ? Buffer.from(pieces[0]!, 'utf8') : Buffer.concat(pieces.map((p) => Buffer.from(p)));
  reply.header('Vary', 'Accept-Encoding');
  const encoding = body.length < 1024 ? 'identity' : pickEncoding(req.headers['accept-encoding']);
  reply.header('Content-Encoding', encoding);
  if (encoding === 'identity') return reply.send(body);
  const compressed =
    encoding === 'br'
      ? await brotliOnce(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzipOnce(body, { level: 3 });
  return reply.send(compressed);
}

function sendCachedPage(req: FastifyRequest, reply: FastifyReply, page: CachedPage, hit: boolean) {
  req.cspScriptSources = page.scriptSources;
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  reply.header('Cache-Control', 'no-cache');
  reply.header('Vary', 'Accept-Encoding');
  reply.header('ETag', page.etag);
  reply.header('X-Page-Cache', hit ? 'hit' : 'miss');
  reply.type('text/html; charset=utf-8');
  const etags = req.headers['if-none-match'];
  if (etags && etags.split(',').some((tag) => tag.trim() === page.etag)) return reply.code(304).send();
  const encoding = pickEncoding(req.headers['accept-encoding']);
  // Already compressed (or deliberately not): @fastify/compress leaves a set Content-Encoding alone.
  reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
}

const devManifest: ServerManifest = {
  routes: {
    __root__: {
      scripts: [{ attrs: { type: 'module' }, children: 'import "/@vite/client"; import "/src/entry-client.tsx";' }],
    },
  },
};

/**
 * Server-renders every page. Before rendering, exact redirect rules answer (301); a path no page
 * answers tries the keyword rules (302) and otherwise is counted in the 404 log and answered
 * with the 404 page and status.
 */
export async function ssrPlugin(app: FastifyInstance, opts: SsrOptions) {
  let getModule: () => Promise<SsrModule>;
  let manifest: ServerManifest;
  let routePreloads: RenderOptions['routePreloads'];
  const version = opts.services.contentVersion;
  const cache = opts.pageCache === false ? null : new PageCache();
  if (cache) version.onChange(() => cache.clear());

  if (opts.mode === 'production') {
    const dist = path.join(opts.root, 'dist');
    const viteManifest = JSON.parse(fs.readFileSync(path.join(dist, 'client/.vite/manifest.json'), 'utf8'));
    manifest = manifestFromVite(viteManifest);
    routePreloads = routePreloadsFromBuild(path.join(dist, 'client'), viteManifest);
    const mod = (await import(pathToFileURL(path.join(dist, 'ssr/entry-server.js')).href)) as SsrModule;
    getModule = async () => mod;
  } else {
    const { createServer } = await import('vite');
    await app.register(import('@fastify/middie'));
    const vite: ViteDevServer = await createServer({
      root: opts.root,
      server: { middlewareMode: true },
      appType: 'custom',
    });
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    manifest = devManifest;
    getModule = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as SsrModule;
  }

  opts.services.pages.useRoutePaths(async () => (await getModule()).listPublicRoutePaths());

  /**
   * Renders of cacheable pages under way, by path and version: a burst of visitors to a page
   * that is not cached yet (just after a staff change) waits for one render instead of each
   * rendering the same HTML.
   */
  const inFlight = new Map<string, Promise<CachedPage | null>>();

  async function renderPage(req: FastifyRequest, reply: FastifyReply) {
    // Joined, not resolved: `new URL('//evil.example/', site)` would be another host's root.
    const url = new URL(`${new URL(opts.siteUrl).origin}${req.url.startsWith('/') ? req.url : '/'}`);
    const cacheable = cache !== null && !req.cookies[SESSION_COOKIE] && isCacheablePath(url.pathname);
    if (!cacheable) return renderFresh(req, reply, url, url, false, version.value);
    // The page's own query, normalised: parameters it does not read (utm_*, fbclid, gclid,
    // anything unknown) are not part of the key, nor of the address it is rendered at, so a
    // unique query string cannot make it render again (decision record 185).
    const key = `${url.pathname}${(await getModule()).pageSearchKey(url.pathname, url.search)}`;
    // Joined, not resolved (as above).
    const pageUrl = new URL(`${url.origin}${key}`);
    const renderedAt = version.value;
    const flightKey = `${renderedAt} ${key}`;
    const hit = cache.get(key, renderedAt);
    if (hit) return sendCachedPage(req, reply, hit, true);
    const pending = inFlight.get(flightKey);
    const shared = pending ? await pending : null;
    if (shared) return sendCachedPage(req, reply, shared, true);
    if (inFlight.has(flightKey)) return renderFresh(req, reply, url, pageUrl, true, renderedAt);

    let settle!: (page: CachedPage | null) => void;
    inFlight.set(flightKey, new Promise((resolve) => (settle = resolve)));
    try {
      return await renderFresh(req, reply, url, pageUrl, true, renderedAt, settle);
    } finally {
      settle(null); // no page to share (a redirect, a 404, an error): the others render their own
      inFlight.delete(flightKey);
    }
  }

  /**
   * Renders `pageUrl` (the address as requested, or for a cached page its key: the path and the
   * query the page reads); redirects answer the address as requested (`url`).
   */
  async function renderFresh(
    req: FastifyRequest,
    reply: FastifyReply,
    url: URL,
    pageUrl: URL,
    cacheable: boolean,
    renderedAt: number,
    share?: (page: CachedPage) => void,
  ) {
    const rules = opts.services.redirects;

    const exact = await rules.resolve(url.pathname, url.search, { allowKeywords: false });
    if (exact) return reply.redirect(exact.location, exact.statusCode);
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      // `/%2e//evil.example/` is `//evil.example/` once parsed: the clean-up keeps one leading
      // slash, so the answer is a path here and never another host.
      const clean = `/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}`;
      if (isSafeLocalPath(clean)) return reply.redirect(clean, 301);
    }

    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(key, value);
      else if (Array.isArray(value)) headers.set(key, value.join(', '));
    }
    const { render } = await getModule();
    const hints = new PageCacheHints();
    const { response, html: rendered } = await render({
      request: new Request(pageUrl, { method: req.method, headers }),
      appRouter,
      trpcContext: createContext(opts.services, req, reply, hints),
      manifest,
      routePreloads,
      siteUrl: opts.siteUrl,
    });

    if (response.status === 404) {
      // Below a real section (/gallery/..., /faq/...) an unknown address is a mistyped page: a
      // real 404, not a guess that sends the family somewhere they did not ask for.
      const allowKeywords = !(await opts.services.pages.isUnderSection(url.pathname));
      const guess = await rules.resolve(url.pathname, url.search, { allowKeywords });
      if (guess) return reply.redirect(guess.location, guess.statusCode);
      const referrer = typeof req.headers.referer === 'string' ? req.headers.referer : null;
      req.log.warn({ path: url.pathname.slice(0, 300), referrer: referrer?.slice(0, 300) }, 'page not found');
      await recordNotFound(opts.services.db, { path: url.pathname, referrer, ip: req.ip }).catch((err: unknown) =>
        req.log.error({ err }, 'could not record 404'),
      );
    }

    const pieces = response.headers.get('location') ? [] : (rendered ?? [await response.text()]);
    const hasPage = pieces.some((piece) => piece.length > 0);
    if (cache && cacheable && response.status === 200 && hasPage && hints.storable && !reply.hasHeader('set-cookie')) {
      const pageHeaders: [string, string][] = [];
      response.headers.forEach((value, key) => {
        if (key !== 'content-length' && key !== 'set-cookie' && key !== 'content-type') pageHeaders.push([key, value]);
      });
      const page = await cache.store(`${pageUrl.pathname}${pageUrl.search}`, {
        version: renderedAt,
        status: 200,
        headers: pageHeaders,
        html: pieces.join(''),
        expiresAt: hints.expiresAt,
      });
      share?.(page);
      return sendCachedPage(req, reply, page, false);
    }

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'content-length') reply.header(key, value);
    });
    if (response.headers.get('location')) return reply.send();
    // HTML depends on the session cookie for admin pages; never cache it in shared caches. A
    // private link's page is kept by no cache at all (decision record 179).
    reply.header(
      'Cache-Control',
      isPrivateLinkPage(url.pathname) ? 'private, no-store' : cacheable ? 'no-cache' : 'private, no-cache',
    );
    // No inline script spans two pieces: they are cut at the data block, itself a whole element.
    req.cspScriptSources = [...new Set(pieces.flatMap(inlineScriptHashes))];
    return sendRenderedHtml(req, reply, pieces);
  }

  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain').send(robotsTxt(opts.siteUrl)));
  app.get('/sitemap.xml', async (_req, reply) => {
    const { listStaticPublicPaths } = await getModule();
    const xml = await buildSitemap(opts.services.db, opts.siteUrl, listStaticPublicPaths(), sitemapSources);
    return reply.type('application/xml').header('Cache-Control', 'public, max-age=3600').send(xml);
  });
  app.get('/*', renderPage);
}
