import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerManifest } from '@tanstack/router-core';
import type { ViteDevServer } from 'vite';
import { manifestFromVite, routePreloadsFromBuild } from './vite-manifest';
import type { AppServices } from '../trpc/context';
import { PageCache, type CachedPage } from '../modules/page-cache/page-cache';
import type { RenderedPage, RenderOptions } from '#src/entry-server';

export interface SsrModule {
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

/** What every page this server renders shares: the options, the render bundle, its manifest and the page cache. */
export interface SsrSite {
  opts: SsrOptions;
  getModule: () => Promise<SsrModule>;
  manifest: ServerManifest;
  routePreloads: RenderOptions['routePreloads'];
  cache: PageCache | null;
  version: AppServices['contentVersion'];
}

/** One render: the address as requested, the address rendered, and whether (and with whom) the page is kept. */
export interface RenderTarget {
  /** The address as requested: redirects answer it. */
  url: URL;
  /** The address rendered: as requested, or for a cached page its key (the path and the query the page reads). */
  pageUrl: URL;
  cacheable: boolean;
  /** The content version the page is rendered at. */
  renderedAt: number;
  /** Hands the stored page to the visitors waiting for the same render. */
  share?: (page: CachedPage) => void;
  /**
   * What a plain form post (no script, decision 240) answers: the page's loader reads it from the
   * router's context on the server. Such a page is never cached.
   */
  formAnswer?: unknown;
  /** The status to answer with instead of the render's 200 (a form refused: 422, 409, 429 or 500). */
  status?: number;
}

const devManifest: ServerManifest = {
  routes: {
    __root__: {
      scripts: [{ attrs: { type: 'module' }, children: 'import "/@vite/client"; import "/src/entry-client.tsx";' }],
    },
  },
};

/**
 * The page cache (emptied at every content change), and the render bundle: the built one from
 * dist/ in production, Vite in middleware mode in development.
 */
export async function loadSsrSite(app: FastifyInstance, opts: SsrOptions): Promise<SsrSite> {
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
  return { opts, getModule, manifest, routePreloads, cache, version };
}
