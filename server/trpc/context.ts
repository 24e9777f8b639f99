import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/create-db';
import type { RedirectCache } from '../modules/redirects/redirect-cache';
import type { MediaStorage } from '../modules/media/storage';
import type { RemoteFetcher } from '../modules/media/safe-fetch';
import { SESSION_COOKIE, validateSessionToken, type ValidSession } from '../modules/auth/session.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from '../modules/auth/device-cookie';
import type { ContentVersion } from '../modules/page-cache/content-version';
import { PageCacheHints } from '../modules/page-cache/page-cache';

/** Long-lived things built once per app and shared by every request. */
export interface AppServices {
  db: AppDb;
  redirects: RedirectCache;
  /** Cookies carry the Secure flag (production). */
  secureCookies: boolean;
  /** Image files: local disk or S3-compatible storage (server/modules/media/storage.ts). */
  storage: MediaStorage;
  /** Fetches a file from an outside address, refusing private networks (image migration). */
  fetchRemote: RemoteFetcher;
  /** The version of the public content; every successful staff change bumps it (server/trpc/init.ts). */
  contentVersion: ContentVersion;
}

/** What every procedure receives. Built from the Fastify request for HTTP calls and for SSR. */
export interface Context extends AppServices {
  requestId: string;
  log: FastifyRequest['log'];
  ip: string;
  /** The signed-in session, resolved once per request on first use. */
  getSession(): Promise<ValidSession | null>;
  /** The visitor's basket id from the `x-basket-session` header (kept in browser storage). */
  basketSessionId: string | null;
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
  /** The browser's sign-in device cookie, if it sent one (checked by the sign-in procedure). */
  deviceCookie: string | null;
  setDeviceCookie(value: string): void;
  /**
   * While a page renders on the server, what its data says about caching the HTML: live or
   * personal data calls `noStore()`, content that changes at a known time calls `expireAt()`.
   * Ignored for API calls.
   */
  pageCache: PageCacheHints;
}

export function createContext(
  services: AppServices,
  req: FastifyRequest,
  reply: FastifyReply,
  pageCache = new PageCacheHints(),
): Context {
  const { db } = services;
  const secure = services.secureCookies;
  let session: Promise<ValidSession | null> | undefined;
  const header = req.headers['x-basket-session'];
  return {
    ...services,
    pageCache,
    requestId: req.id,
    log: req.log,
    ip: req.ip,
    basketSessionId: typeof header === 'string' ? header : null,
    deviceCookie: req.cookies[DEVICE_COOKIE] ?? null,
    setDeviceCookie(value) {
      // Only the RPC endpoint reads it; not sent with pages, pictures or scripts.
      reply.setCookie(DEVICE_COOKIE, value, { path: '/trpc', httpOnly: true, sameSite: 'lax', secure, maxAge: DEVICE_COOKIE_MAX_AGE_S });
    },
    getSession() {
      session ??= (async () => {
        const token = req.cookies[SESSION_COOKIE];
        if (!token) return null;
        // Whatever depends on who is signed in is personal: that page is never cached.
        pageCache.noStore();
        const valid = await validateSessionToken(db, token);
        if (!valid) reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return valid;
      })();
      return session;
    },
    setSessionCookie(token, expiresAt) {
      session = undefined;
      reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
    },
    clearSessionCookie() {
      session = Promise.resolve(null);
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    },
  };
}
