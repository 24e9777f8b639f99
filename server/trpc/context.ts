import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/create-db';
import type { RedirectCache } from '../modules/redirects/redirect-cache';
import type { SitePages } from '../modules/seo/site-pages';
import type { MediaStorage } from '../modules/media/storage';
import type { RemoteFetcher } from '../modules/media/safe-fetch';
import { SESSION_COOKIE, validateSessionToken, type ValidSession } from '../modules/auth/session.service';

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
}

export function createContext(services: AppServices, req: FastifyRequest, reply: FastifyReply): Context {
  const { db } = services;
  const secure = services.secureCookies;
  let session: Promise<ValidSession | null> | undefined;
  const header = req.headers['x-basket-session'];
  return {
    ...services,
    requestId: req.id,
    log: req.log,
    ip: req.ip,
    basketSessionId: typeof header === 'string' ? header : null,
    getSession() {
      session ??= (async () => {
        const token = req.cookies[SESSION_COOKIE];
        if (!token) return null;
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
