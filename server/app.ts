// First: zod without `new Function`, before any module defines a schema (decision record 187).
import './lib/zod-config';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { sql } from 'kysely';
import type { Database } from '../db/create-db';
import type { Env } from './env';
import { appRouter, type AppRouter } from './app-router';
import { createContext, type AppServices } from './trpc/context';
import { securityHeaders, securityPlugin, type SecurityOptions } from './plugins/security';
import { ssrPlugin } from './plugins/ssr';
import {
  loadStaticFiles,
  serverAnsweringStaticFiles,
  staticFromMemory,
  type StaticFiles,
} from './plugins/static-from-memory';
import { RedirectCache } from './modules/redirects/redirect-cache';
import { SitePages, type RoutePathsSource } from './modules/seo/site-pages';
import { sitemapSources } from './sitemap-sources';
import { SESSION_COOKIE } from './modules/auth/session.service';
import { getEnv } from './env';
import type { MediaStorage } from './modules/media/storage';
import { storageFromEnv } from './modules/media/storage-from-env';
import { fetchRemoteFile, type RemoteFetcher } from './modules/media/safe-fetch';
import { mediaFilesPlugin } from './modules/media/media-files.plugin';
import { galleryUploadRoute } from './modules/gallery/gallery.upload-route';
import { siteImagesUploadRoute } from './modules/site-images/site-images.upload-route';
import { blogUploadRoute } from './modules/blog/blog.upload-route';
import { blogRssRoute } from './modules/blog/blog.rss';
import { ContentVersion } from './modules/page-cache/content-version';
import { packagePictureUploadRoute } from './modules/value-engineering/value-engineering.upload-route';
import { contentMigrationRoutes } from './modules/content-migration/content-migration.routes';
import type { WebhookNetwork } from './modules/webhooks/webhooks.service';
import { ordersHttpRoutes } from './modules/orders/orders.http';
import { designFileRoutes } from './modules/design/design.http';
import { PublicTraffic, type PublicTrafficOptions } from './modules/rate-limit/public-traffic';
import { MAX_RPC_BATCH } from './trpc/batch';
import { isPrivateLinkProcedure } from './trpc/private-links';
import { redactUrl } from './lib/redact-url';

export interface BuildAppOptions {
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL' | 'TRUST_PROXY'> & { SITE_URL: string; PAGE_CACHE?: boolean };
  database: Database;
  /** 'production' serves dist/, 'development' runs Vite in middleware mode, 'none' serves only the API. */
  pages: 'production' | 'development' | 'none';
  /** Project root (where dist/ and src/ are). */
  root?: string;
  logger?: boolean;
  /** Where the request log is written (a test reads it back); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** Where image files live; by default from the environment (DATA_DIR/media or S3). */
  storage?: MediaStorage;
  /** Fetches outside files for image migration; tests replace it to reach a local server. */
  fetchRemote?: RemoteFetcher;
  /** How often this server checks the content version another server may have bumped (ms). */
  contentVersionPollMs?: number;
  /** The route tree's paths when `pages` is 'none' (with pages, the page bundle provides them). */
  routePaths?: RoutePathsSource;
  /** Test-only: lets webhook addresses reach a receiver on this machine. Production passes nothing. */
  webhookNetwork?: WebhookNetwork;
  /**
   * The per-visitor limit and the bound on public procedures (decision record 185); by default
   * from the environment (PUBLIC_RATE_LIMIT_PER_MINUTE, PUBLIC_RPC_CONCURRENCY, PUBLIC_RPC_QUEUE).
   */
  publicTraffic?: PublicTrafficOptions;
}

/** The public traffic settings from the environment, for the database in use. */
export function publicTrafficFromEnv(driver: Database['driver']): PublicTrafficOptions {
  const env = getEnv();
  return {
    perVisitorPerMinute: env.PUBLIC_RATE_LIMIT_PER_MINUTE,
    concurrency: env.PUBLIC_RPC_CONCURRENCY ?? (driver === 'pglite' ? 2 : 8),
    queue: env.PUBLIC_RPC_QUEUE,
  };
}

/**
 * The request log's view of a request: Fastify's usual fields, with the address's secrets
 * replaced (decision record 179).
 */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** Longest `/trpc/<names>` parameter accepted; the browser client keeps its URLs shorter. */
export const RPC_MAX_PARAM_LENGTH = 2000;

/**
 * TRUST_PROXY for Fastify: a hop count becomes "trust the nearest n addresses" (what Fastify
 * does with a number, which its types do not list), addresses and networks are passed as they are.
 */
function trustProxyOption(value: Env['TRUST_PROXY']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

/** Procedures whose answers belong to one visitor: never kept by a shared cache. */
export function isPersonalRpc(paths: readonly string[] | undefined): boolean {
  // An unreadable batch is treated as personal: nothing is lost by not caching an error.
  if (!paths || paths.length === 0) return true;
  return paths.some(
    (name) =>
      name === 'auth.session' ||
      name.startsWith('basket.') ||
      name.startsWith('admin.') ||
      name.startsWith('orders.') ||
      isPrivateLinkProcedure(name),
  );
}

/** A refusal written straight to the socket, with the security headers and no echo of the request. */
function rawClientError(err: NodeJS.ErrnoException, security: SecurityOptions): string {
  const [status, reason, body] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long.']
        : [400, 'Bad Request', 'The request could not be read.'];
  const headers = {
    ...securityHeaders(security, []),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The Fastify instance: the request log, request ids, proxies, the router's limits and its refusals. */
function createFastify(
  options: BuildAppOptions,
  security: SecurityOptions,
  staticFiles: StaticFiles | null,
): FastifyInstance {
  const { env } = options;
  return Fastify({
    ...(staticFiles ? { serverFactory: serverAnsweringStaticFiles(staticFiles) } : {}),
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            serializers: requestLogSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A tRPC batch names every procedure in one path parameter (`/trpc/a.b,c.d,...`); Fastify's
    // default of 100 characters answered 414 to a page asking for four or five things at once.
    // The browser client splits batches at RPC_MAX_URL_LENGTH, which this bounds.
    routerOptions: { maxParamLength: RPC_MAX_PARAM_LENGTH },
    // The router's own refusals (bad URL escapes, an over-long parameter) carry the security
    // headers and a plain message that does not repeat the URL.
    frameworkErrors(error, req, rawReply) {
      const reply = rawReply as unknown as FastifyReply;
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      req.log.info({ code: error.code, status }, 'request refused by the router');
      return reply
        .code(status)
        .headers(securityHeaders(security, []))
        .header('X-Request-Id', req.id)
        .type('text/plain; charset=utf-8')
        .send(status === 414 ? 'That address is too long.' : 'That address is not valid.');
    },
    // Refusals made before there is a request (headers too large, a malformed request line).
    clientErrorHandler(err: NodeJS.ErrnoException, socket) {
      if (err.code === 'ECONNRESET' || socket.destroyed) return;
      if (socket.writable) socket.write(rawClientError(err, security));
      socket.destroy(err);
    },
    // Idle keep-alive sockets are closed at shutdown; requests in flight are allowed to finish.
    forceCloseConnections: 'idle',
  });
}

/**
 * What procedures, pages and routes share: the database, redirect rules, the site's pages,
 * image storage and the content version (read once the app is ready, then polled).
 */
function createServices(app: FastifyInstance, options: BuildAppOptions, isProduction: boolean): AppServices {
  const { database } = options;
  const storage = options.storage ?? storageFromEnv(getEnv());
  const contentVersion = new ContentVersion(database.db, {
    pollMs: options.contentVersionPollMs,
    onError: (err) => app.log.error({ err }, 'could not read the content version'),
  });
  const pages = new SitePages(database.db, sitemapSources, options.routePaths);
  const services: AppServices = {
    db: database.db,
    redirects: new RedirectCache(database.db, pages),
    pages,
    secureCookies: isProduction,
    storage,
    fetchRemote: options.fetchRemote ?? fetchRemoteFile,
    contentVersion,
    // Webhook addresses: public hosts only; https only in production.
    webhookNetwork: { requireHttps: isProduction, ...options.webhookNetwork },
    publicTraffic: new PublicTraffic(options.publicTraffic ?? publicTrafficFromEnv(database.driver)),
  };
  // A staff change anywhere (this server or another on the same database) reloads the rules too.
  contentVersion.onChange(() => services.redirects.invalidate());
  // Read once the app is ready (migrations have run by then), and checked every half second.
  app.addHook('onReady', async () => {
    await contentVersion.start().catch((err: unknown) => app.log.error({ err }, 'could not read the content version'));
  });
  app.addHook('onClose', async () => contentVersion.stop());
  return services;
}

/** The health check and the procedures at /trpc. */
async function registerApi(app: FastifyInstance, database: Database, services: AppServices) {
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
      createContext: ({ req, res }) => createContext(services, req, res, undefined, true),
      // Private links' procedures are queries sent as POST (their secret in the body, never in
      // an address): decision record 179.
      allowMethodOverride: true,
      // At most 20 calls a request; a longer batch is a 400 (decision record 187).
      maxBatchSize: MAX_RPC_BATCH,
      // Answers about the visitor (their session, basket, staff data) stay out of shared caches.
      responseMeta({ paths }) {
        return isPersonalRpc(paths) ? { headers: { 'Cache-Control': 'private, no-store' } } : {};
      },
      onError({ error, path: procedure, ctx }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') return; // logged by the error formatter
        ctx?.log.info({ procedure, code: error.code }, 'procedure refused');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}

/** Image renditions at /media/* (a year, immutable), the staff upload routes, the blog's feed and proof files. */
async function registerFileRoutes(app: FastifyInstance, siteUrl: string, services: AppServices) {
  const { db, storage, contentVersion, pages } = services;
  await app.register(mediaFilesPlugin, { storage });
  await galleryUploadRoute(app, { db, storage, contentVersion });
  await siteImagesUploadRoute(app, { db, storage, contentVersion });
  await blogUploadRoute(app, { db, storage, contentVersion });
  blogRssRoute(app, { db, siteUrl, contentVersion });
  await packagePictureUploadRoute(app, { db, storage, contentVersion });
  await contentMigrationRoutes(app, {
    db,
    storage,
    contentVersion,
    fetchRemote: services.fetchRemote,
    pages,
  });
  // Proof files: uploaded by staff, shown only to staff and the family (decision record 141).
  await ordersHttpRoutes(app, { db, storage });
  // A saved design's PNG picture and PDF sheet, drawn on the server (decision record 247).
  designFileRoutes(app, { db, storage, contentVersion, siteUrl });
}

/** The built assets (production), then every page through the server render. */
async function registerPages(
  app: FastifyInstance,
  options: BuildAppOptions,
  root: string,
  services: AppServices,
  staticFiles: StaticFiles | null,
) {
  if (staticFiles) await app.register(staticFromMemory, { files: staticFiles });
  if (options.pages !== 'none') {
    await app.register(ssrPlugin, {
      mode: options.pages,
      root,
      services,
      siteUrl: options.env.SITE_URL,
      pageCache: options.env.PAGE_CACHE !== false,
    });
  }
}

/** What answers when nothing else does: the plain 404, and the error answer with its reference. */
function registerFallbacks(app: FastifyInstance) {
  // Fastify's own 404 writes the whole address to the log; this one leaves it to the request
  // log's redacted copy (decision record 179).
  app.setNotFoundHandler((_req, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('There is nothing at this address.'),
  );

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
}

/** Builds the whole app without listening, so tests can drive it with `app.inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  // In the production bundle this file is dist/server/main.js; in development it is server/app.ts.
  const here = import.meta.dirname;
  const root = options.root ?? path.resolve(here, here.endsWith(path.join('dist', 'server')) ? '../..' : '..');
  const isProduction = env.NODE_ENV === 'production';
  const security: SecurityOptions = { isProduction, siteUrl: env.SITE_URL };
  // The client build's files, read once and answered from memory before Fastify (decision record 224).
  const staticFiles =
    options.pages === 'production'
      ? loadStaticFiles(path.join(root, 'dist/client'), securityHeaders(security, []))
      : null;
  const app = createFastify(options, security, staticFiles);
  const services = createServices(app, options, isProduction);

  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  await app.register(cookie);
  await app.register(securityPlugin, { ...security, sessionCookie: SESSION_COOKIE });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  await registerApi(app, database, services);
  await registerFileRoutes(app, env.SITE_URL, services);
  await registerPages(app, options, root, services, staticFiles);
  registerFallbacks(app);
  return app;
}
