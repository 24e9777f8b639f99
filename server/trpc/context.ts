import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '#db/create-db';
import type { RedirectCache } from '../modules/redirects/redirect-cache';
import type { SitePages } from '../modules/seo/site-pages';
import type { MediaStorage } from '../modules/media/storage';
import type { RemoteFetcher } from '../modules/media/safe-fetch';
import { SESSION_COOKIE, validateSessionToken, type ValidSession } from '../modules/auth/session.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from '../modules/auth/device-cookie';
import type { ContentVersion } from '../modules/page-cache/content-version';
import { PageCacheHints } from '../modules/page-cache/page-cache';
import type { WebhookNetwork } from '../modules/webhooks/webhooks.service';
import type { PublicTraffic } from '../modules/rate-limit/public-traffic';

/**
 * The family's key to their order and proof (decision record 140): set when they open their
 * private link or enter their proof code and email, sent with every request to this site, read
 * only by the orders procedures and the proof file route. HttpOnly, so no script can read it.
 */
export const FAMILY_COOKIE = 'family_order';
export const FAMILY_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

/** Long-lived things built once per app and shared by every request. */
export interface AppServices {
  db: AppDb;
  redirects: RedirectCache;
  /** The public pages this site answers (redirect targets, sections without keyword guesses). */
  pages: SitePages;
  /** Cookies carry the Secure flag (production). */
  secureCookies: boolean;
  /** Image files: local disk or S3-compatible storage (server/modules/media/storage.ts). */
  storage: MediaStorage;
  /** Fetches a file from an outside address, refusing private networks (image migration). */
  fetchRemote: RemoteFetcher;
  /** The version of the public content; every successful staff change bumps it (server/trpc/init.ts). */
  contentVersion: ContentVersion;
  /** How webhook addresses are checked and reached; the defaults (public addresses only) unless a test injects its own. */
  webhookNetwork?: WebhookNetwork;
  /** The per-visitor limit and the bound on public procedures called over /trpc (decision record 185). */
  publicTraffic?: PublicTraffic;
}

/** What every procedure receives. Built from the Fastify request for HTTP calls and for SSR. */
export interface Context extends AppServices {
  requestId: string;
  log: FastifyRequest['log'];
  ip: string;
  /**
   * How the procedure was called: the HTTP method of a /trpc request ('GET' or 'POST'), or null
   * for an in-process call while a page renders on the server.
   */
  rpcMethod: string | null;
  /** The signed-in session, resolved once per request on first use. */
  getSession(): Promise<ValidSession | null>;
  /** The visitor's basket id from the `x-basket-session` header (kept in browser storage). */
  basketSessionId: string | null;
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
  /** The browser's sign-in device cookie, if it sent one (checked by the sign-in procedure). */
  deviceCookie: string | null;
  setDeviceCookie(value: string): void;
  /** The family's order key from its cookie (the orders procedures only), or null. */
  familyToken: string | null;
  setFamilyCookie(token: string): void;
  clearFamilyCookie(): void;
  /**
   * While a page renders on the server, what its data says about caching the HTML: live or
   * personal data calls `noStore()`, content that changes at a known time calls `expireAt()`.
   * Ignored for API calls.
   */
  pageCache: PageCacheHints;
}

/** The request's signed-in session from its cookie, or null (a stale cookie is cleared). */
export async function sessionFromRequest(
  db: AppDb,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<ValidSession | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return null;
  const valid = await validateSessionToken(db, token);
  if (!valid) reply.clearCookie(SESSION_COOKIE, { path: '/' });
  return valid;
}

/** What one request contributes to its context; tests give the same facts without Fastify. */
export interface RequestFacts {
  requestId: string;
  log: FastifyRequest['log'];
  ip: string;
  /** The HTTP method of a /trpc request; null or absent for an in-process call (a page's render, a test). */
  rpcMethod?: string | null;
  /** The `x-basket-session` header, if any. */
  basketSessionId: string | null;
  /** The sign-in device cookie, if the browser sent one. */
  deviceCookie: string | null;
  /** Reads the session the request carries (called at most once until the cookie changes). */
  readSession(): Promise<ValidSession | null>;
  setCookie(token: string, expiresAt: Date): void;
  clearCookie(): void;
  setDeviceCookie(value: string): void;
  /** The family's order cookie, if the browser sent one. */
  familyToken: string | null;
  setFamilyCookie(token: string): void;
  clearFamilyCookie(): void;
}

/**
 * The context from the app's services and one request's facts. Production (createContext) and
 * the procedure tests build it here, so both resolve sessions and cookies the same way.
 */
export function createContextInner(
  services: AppServices,
  facts: RequestFacts,
  pageCache = new PageCacheHints(),
): Context {
  let session: Promise<ValidSession | null> | undefined;
  return {
    ...services,
    pageCache,
    requestId: facts.requestId,
    log: facts.log,
    ip: facts.ip,
    rpcMethod: facts.rpcMethod ?? null,
    basketSessionId: facts.basketSessionId,
    deviceCookie: facts.deviceCookie,
    setDeviceCookie: (value) => facts.setDeviceCookie(value),
    familyToken: facts.familyToken,
    setFamilyCookie: (token) => facts.setFamilyCookie(token),
    clearFamilyCookie: () => facts.clearFamilyCookie(),
    getSession() {
      session ??= facts.readSession();
      return session;
    },
    setSessionCookie(token, expiresAt) {
      session = undefined;
      facts.setCookie(token, expiresAt);
    },
    clearSessionCookie() {
      session = Promise.resolve(null);
      facts.clearCookie();
    },
  };
}

/**
 * The context of one request: a /trpc call (`rpc`: the procedures see its HTTP method) or a
 * page's render on the server (its procedures are called in-process).
 */
export function createContext(
  services: AppServices,
  req: FastifyRequest,
  reply: FastifyReply,
  pageCache = new PageCacheHints(),
  rpc = false,
): Context {
  const secure = services.secureCookies;
  const header = req.headers['x-basket-session'];
  return createContextInner(
    services,
    {
      requestId: req.id,
      log: req.log,
      ip: req.ip,
      rpcMethod: rpc ? req.method : null,
      basketSessionId: typeof header === 'string' ? header : null,
      deviceCookie: req.cookies[DEVICE_COOKIE] ?? null,
      readSession: () => {
        // Whatever depends on who is signed in is personal: that page is never cached.
        if (req.cookies[SESSION_COOKIE]) pageCache.noStore();
        return sessionFromRequest(services.db, req, reply);
      },
      setCookie(token, expiresAt) {
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          expires: expiresAt,
        });
      },
      clearCookie() {
        reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      },
      setDeviceCookie(value) {
        // Only the RPC endpoint reads it; not sent with pages, pictures or scripts.
        reply.setCookie(DEVICE_COOKIE, value, {
          path: '/trpc',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: DEVICE_COOKIE_MAX_AGE_S,
        });
      },
      familyToken: req.cookies[FAMILY_COOKIE] ?? null,
      setFamilyCookie(token) {
        reply.setCookie(FAMILY_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: FAMILY_COOKIE_MAX_AGE_S,
        });
      },
      clearFamilyCookie() {
        reply.clearCookie(FAMILY_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      },
    },
    pageCache,
  );
}
