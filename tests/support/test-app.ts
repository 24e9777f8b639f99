import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import type { Database } from '#db/create-db';
import { buildApp } from '#server/app';
import { createCallerFactory } from '#server/trpc/init';
import { appRouter } from '#server/app-router';
import { createContextInner, type Context } from '#server/trpc/context';
import { RedirectCache } from '#server/modules/redirects/redirect-cache';
import { SitePages } from '#server/modules/seo/site-pages';
import { sitemapSources } from '#server/sitemap-sources';
import { hashPassword } from '#server/modules/auth/password';
import { grantRole, upsertUser } from '#server/modules/auth/users.repository';
import { validateSessionToken, createSession } from '#server/modules/auth/session.service';
import { createDiskStorage } from '#server/modules/media/disk-storage';
import type { MediaStorage } from '#server/modules/media/storage';
import { fetchRemoteFile, type RemoteFetcher } from '#server/modules/media/safe-fetch';
import { ContentVersion } from '#server/modules/page-cache/content-version';
import type { WebhookNetwork } from '#server/modules/webhooks/webhooks.service';
import type { PublicTrafficOptions } from '#server/modules/rate-limit/public-traffic';

/** The temporary image folders this process made, removed when it exits. */
const tempRoots = new Set<string>();
process.once('exit', () => {
  for (const root of tempRoots) fs.rmSync(root, { recursive: true, force: true });
});

/**
 * Image storage in a fresh temporary folder, removed when the test process exits (tests may
 * remove it sooner): a run of the suite left 564 folders and 584 MB behind in /tmp.
 */
export function tempStorage(): MediaStorage & { root: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'monument-media-'));
  tempRoots.add(root);
  return createDiskStorage(root);
}

const testEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  TRUST_PROXY: false,
  SITE_URL: 'http://localhost:3000',
} as const;

/**
 * The app on the given database, for `app.inject()` tests: API only by default, or with the
 * pages of the production build (`npm run build` first; the test command builds before testing).
 */
export function buildTestApp(
  database: Database,
  options: {
    production?: boolean;
    pages?: 'production' | 'none';
    siteUrl?: string;
    storage?: MediaStorage;
    fetchRemote?: RemoteFetcher;
    /** As `TRUST_PROXY` parses it: false, a hop count, or proxy addresses. */
    trustProxy?: false | number | string[];
    /**
     * The per-visitor limit and the bound on public procedures: by default they run, set so
     * high that no test is refused (the tests of the limits set their own).
     */
    publicTraffic?: PublicTrafficOptions;
    /** Turns the request log on, written here. */
    logStream?: NodeJS.WritableStream;
    logLevel?: 'info' | 'warn';
  } = {},
): Promise<FastifyInstance> {
  if (
    options.pages === 'production' &&
    !fs.existsSync(path.resolve(import.meta.dirname, '../../dist/ssr/entry-server.js'))
  ) {
    throw new Error('These tests serve the production build: run `npm run build` first.');
  }
  return buildApp({
    env: {
      ...testEnv,
      NODE_ENV: options.production ? 'production' : 'test',
      SITE_URL: options.siteUrl ?? testEnv.SITE_URL,
      TRUST_PROXY: options.trustProxy ?? false,
      LOG_LEVEL: options.logStream ? (options.logLevel ?? 'info') : testEnv.LOG_LEVEL,
    },
    database,
    pages: options.pages ?? 'none',
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    publicTraffic: options.publicTraffic ?? { perVisitorPerMinute: 1_000_000, concurrency: 16, queue: 100_000 },
    storage: options.storage ?? tempStorage(),
    fetchRemote: options.fetchRemote,
  });
}

const createCaller = createCallerFactory(appRouter);
/** The route tree's paths, read from the page source only when a test asks for them. */
const routePathsFromSource = () => import('#src/entry-server').then((m) => m.listPublicRoutePaths());
const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  fatal() {},
  trace() {},
  child: () => silentLog,
} as unknown as Context['log'];

export interface CallerOptions {
  sessionToken?: string;
  basketSessionId?: string;
  ip?: string;
  /** The sign-in device cookie the visitor's browser sends. */
  deviceCookie?: string;
  storage?: MediaStorage;
  fetchRemote?: RemoteFetcher;
  /** Lets webhook addresses reach a receiver on this machine (test-only injection). */
  webhookNetwork?: WebhookNetwork;
  /** The family's order cookie: what the browser sends, and what the procedures set or clear. */
  familyCookie?: { value: string | null };
}

/** A procedure caller as an anonymous visitor, or as the holder of a session token. */
export function callerFor(database: Database, options: CallerOptions = {}) {
  // Built the way production builds it (createContextInner); only the request's facts differ.
  const pages = new SitePages(database.db, sitemapSources, routePathsFromSource);
  const ctx = createContextInner(
    {
      db: database.db,
      redirects: new RedirectCache(database.db, pages),
      pages,
      secureCookies: false,
      // A storage object is cheap; its folder is only created on first write.
      storage: options.storage ?? lazyTempStorage(),
      fetchRemote: options.fetchRemote ?? fetchRemoteFile,
      contentVersion: new ContentVersion(database.db),
      webhookNetwork: options.webhookNetwork,
    },
    {
      requestId: 'test-request',
      log: silentLog,
      ip: options.ip ?? '127.0.0.1',
      basketSessionId: options.basketSessionId ?? null,
      readSession: async () => (options.sessionToken ? validateSessionToken(database.db, options.sessionToken) : null),
      setCookie: () => {},
      clearCookie: () => {},
      deviceCookie: options.deviceCookie ?? null,
      setDeviceCookie: () => {},
      familyToken: options.familyCookie?.value ?? null,
      setFamilyCookie: (token) => {
        if (options.familyCookie) options.familyCookie.value = token;
      },
      clearFamilyCookie: () => {
        if (options.familyCookie) options.familyCookie.value = null;
      },
    },
  );
  return createCaller(ctx);
}

/** A procedure caller signed in as a new user, an admin or not (a fresh user and session each call). */
export async function signedInCaller(
  database: Database,
  options: { admin: boolean } & Omit<CallerOptions, 'sessionToken'>,
) {
  const { admin, ...callerOptions } = options;
  const { token } = await createUserSession(database, { admin });
  return callerFor(database, { ...callerOptions, sessionToken: token });
}

/**
 * How a procedure call ended: 'OK', or its tRPC error code ('UNAUTHORIZED', 'FORBIDDEN',
 * 'NOT_FOUND'...); anything else as text, so an unexpected failure shows in the assertion.
 */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
}

function lazyTempStorage(): MediaStorage {
  let storage: MediaStorage | undefined;
  const get = () => (storage ??= tempStorage());
  return {
    kind: 'disk',
    put: (key, body, type) => get().put(key, body, type),
    get: (key) => get().get(key),
    exists: (key) => get().exists(key),
    size: (key) => get().size(key),
    delete: (key) => get().delete(key),
    url: (key) => get().url(key),
  };
}

const TEST_PASSWORD = 'correct horse battery staple';
/**
 * The test users' password hashed once per process: argon2id is slow on purpose (about 55 ms of
 * CPU each here), and the integration files made a few hundred users with the same password.
 */
let testPasswordHash: Promise<string> | undefined;

/** Creates a user (admin or not) and a session; returns the session token. */
export async function createUserSession(database: Database, options: { admin: boolean; email?: string }) {
  const email =
    options.email ?? `${options.admin ? 'admin' : 'member'}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = TEST_PASSWORD;
  testPasswordHash ??= hashPassword(password);
  const { id } = await upsertUser(database.db, { email, passwordHash: await testPasswordHash });
  if (options.admin) await grantRole(database.db, id, 'admin');
  const { token } = await createSession(database.db, id);
  return { token, email, password, userId: id };
}

/** Calls a staff procedure over HTTP the way the admin screens do (so the page cache sees it). */
export function adminMutation(app: FastifyInstance, token: string, procedure: string, input: unknown) {
  return app.inject({
    method: 'POST',
    url: `/trpc/${procedure}`,
    headers: { cookie: `session=${token}`, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(input),
  });
}
