import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { sql } from 'kysely';
import type { Database } from '../db/create-db';
import type { Env } from './env';
import { appRouter, type AppRouter } from './app-router';
import { createContext, type AppServices } from './trpc/context';
import { securityPlugin } from './plugins/security';
import { ssrPlugin } from './plugins/ssr';
import { RedirectCache } from './modules/redirects/redirect-cache';
import { SitePages, type RoutePathsSource } from './modules/seo/site-pages';
import { SESSION_COOKIE } from './modules/auth/session.service';
import { getEnv } from './env';
import type { MediaStorage } from './modules/media/storage';
import { storageFromEnv } from './modules/media/storage-from-env';
import { fetchRemoteFile, type RemoteFetcher } from './modules/media/safe-fetch';
import { mediaFilesPlugin } from './modules/media/media-files.plugin';
import { galleryUploadRoute } from './modules/gallery/gallery.upload-route';
import { siteImagesUploadRoute } from './modules/site-images/site-images.upload-route';

export interface BuildAppOptions {
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL' | 'TRUST_PROXY'> & { SITE_URL: string };
  database: Database;
  /** 'production' serves dist/, 'development' runs Vite in middleware mode, 'none' serves only the API. */
  pages: 'production' | 'development' | 'none';
  /** Project root (where dist/ and src/ are). */
  root?: string;
  logger?: boolean;
  /** Where image files live; by default from the environment (DATA_DIR/media or S3). */
  storage?: MediaStorage;
  /** Fetches outside files for image migration; tests replace it to reach a local server. */
  fetchRemote?: RemoteFetcher;
  /** The route tree's paths when `pages` is 'none' (with pages, the page bundle provides them). */
  routePaths?: RoutePathsSource;
}

/** Builds the whole app without listening, so tests can drive it with `app.inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  // In the production bundle this file is dist/server/main.js; in development it is server/app.ts.
  const here = import.meta.dirname;
  const root = options.root ?? path.resolve(here, here.endsWith(path.join('dist', 'server')) ? '../..' : '..');
  const isProduction = env.NODE_ENV === 'production';
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.LOG_LEVEL },
    genReqId: () => randomUUID(),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Idle keep-alive sockets are closed at shutdown; requests in flight are allowed to finish.
    forceCloseConnections: 'idle',
  });

  const storage = options.storage ?? storageFromEnv(getEnv());
  const services: AppServices = {
    db: database.db,
    redirects: new RedirectCache(database.db),
    pages: new SitePages(database.db, options.routePaths),
    secureCookies: isProduction,
    storage,
    fetchRemote: options.fetchRemote ?? fetchRemoteFile,
  };

  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  await app.register(cookie);
  await app.register(securityPlugin, { isProduction, siteUrl: env.SITE_URL, sessionCookie: SESSION_COOKIE });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  app.get('/healthz', async (req, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { status: 'ok', database: database.driver };
    } catch (err) {
      req.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(services, req, res),
      onError({ error, path: procedure, ctx }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') return; // logged by the error formatter
        ctx?.log.info({ procedure, code: error.code }, 'procedure refused');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // Image renditions at /media/* (a year, immutable) and the staff upload routes.
  await app.register(mediaFilesPlugin, { storage });
  await galleryUploadRoute(app, { db: database.db, storage });
  await siteImagesUploadRoute(app, { db: database.db, storage });

  if (options.pages === 'production') {
    await app.register(fastifyStatic, {
      root: path.join(root, 'dist/client'),
      prefix: '/',
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Hashed build assets never change: a year, immutable. Files from public/: an hour.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  if (options.pages !== 'none') {
    await app.register(ssrPlugin, { mode: options.pages, root, services, siteUrl: env.SITE_URL });
  }

  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(
        status >= 500
          ? `Something went wrong on our side. Please try again, or call us. (Reference ${req.id})`
          : error.message,
      );
  });

  return app;
}
