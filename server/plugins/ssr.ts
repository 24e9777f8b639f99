import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerManifest } from '@tanstack/router-core';
import { manifestFromVite } from './vite-manifest';
import type { ViteDevServer } from 'vite';
import { appRouter } from '../app-router';
import { createContext, type AppServices } from '../trpc/context';
import { recordNotFound } from '../modules/redirects/redirects.repository';
import { buildSitemap, robotsTxt } from '../modules/seo/sitemap';
import type { RenderOptions } from '../../src/entry-server';

interface SsrModule {
  render(options: RenderOptions): Promise<Response>;
  listStaticPublicPaths(): string[];
  listPublicRoutePaths(): string[];
}

export interface SsrOptions {
  mode: 'production' | 'development';
  root: string;
  services: AppServices;
  siteUrl: string;
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

  if (opts.mode === 'production') {
    const dist = path.join(opts.root, 'dist');
    const viteManifest = JSON.parse(fs.readFileSync(path.join(dist, 'client/.vite/manifest.json'), 'utf8'));
    manifest = manifestFromVite(viteManifest);
    const mod = (await import(pathToFileURL(path.join(dist, 'ssr/entry-server.js')).href)) as SsrModule;
    getModule = async () => mod;
  } else {
    const { createServer } = await import('vite');
    await app.register(import('@fastify/middie'));
    const vite: ViteDevServer = await createServer({ root: opts.root, server: { middlewareMode: true }, appType: 'custom' });
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    manifest = devManifest;
    getModule = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as SsrModule;
  }

  opts.services.pages.useRoutePaths(async () => (await getModule()).listPublicRoutePaths());

  async function renderPage(req: FastifyRequest, reply: FastifyReply) {
    const url = new URL(req.url, opts.siteUrl);
    const rules = opts.services.redirects;

    const exact = await rules.resolve(url.pathname, url.search, { allowKeywords: false });
    if (exact) return reply.redirect(exact.location, exact.statusCode);
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      return reply.redirect(`${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`, 301);
    }

    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(key, value);
      else if (Array.isArray(value)) headers.set(key, value.join(', '));
    }
    const { render } = await getModule();
    const response = await render({
      request: new Request(url, { method: req.method, headers }),
      appRouter,
      trpcContext: createContext(opts.services, req, reply),
      manifest,
      nonce: req.cspNonce,
      siteUrl: opts.siteUrl,
    });

    if (response.status === 404) {
      // Below a real section (/gallery/..., /faq/...) an unknown address is a mistyped page: a
      // real 404, not a guess that sends the family somewhere they did not ask for.
      const allowKeywords = !(await opts.services.pages.isUnderSection(url.pathname));
      const guess = await rules.resolve(url.pathname, url.search, { allowKeywords });
      if (guess) return reply.redirect(guess.location, guess.statusCode);
      const referrer = typeof req.headers.referer === 'string' ? req.headers.referer : null;
      req.log.warn({ path: url.pathname, referrer }, 'page not found');
      await recordNotFound(opts.services.db, url.pathname, referrer).catch((err: unknown) =>
        req.log.error({ err }, 'could not record 404'),
      );
    }

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'content-length') reply.header(key, value);
    });
    if (response.headers.get('location')) return reply.send();
    // HTML depends on the session cookie for admin pages; never cache it in shared caches.
    reply.header('Cache-Control', 'no-cache');
    const html = await response.text();
    return reply.type('text/html; charset=utf-8').send(html);
  }

  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain').send(robotsTxt(opts.siteUrl)));
  app.get('/sitemap.xml', async (_req, reply) => {
    const { listStaticPublicPaths } = await getModule();
    const xml = await buildSitemap(opts.services.db, opts.siteUrl, listStaticPublicPaths());
    return reply.type('application/xml').header('Cache-Control', 'public, max-age=3600').send(xml);
  });
  app.get('/*', renderPage);
}
