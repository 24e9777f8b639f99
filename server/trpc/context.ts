import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/create-db';
import type { RedirectCache } from '../modules/redirects/redirect-cache';
import type { MediaStorage } from '../modules/media/storage';
import type { RemoteFetcher } from '../modules/media/safe-fetch';
import { SESSION_COOKIE, validateSessionToken, type ValidSession } from '../modules/auth/session.service';

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

/** The request's signed-in session from its cookie, or null (a stale cookie is cleared). */
export async function sessionFromRequest(db: AppDb, req: FastifyRequest, reply: FastifyReply): Promise<ValidSession | null> {
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
  /** The `x-basket-session` header, if any. */
  basketSessionId: string | null;
  /** Reads the session the request carries (called at most once until the cookie changes). */
  readSession(): Promise<ValidSession | null>;
  setCookie(token: string, expiresAt: Date): void;
  clearCookie(): void;
}

/**
 * The context from the app's services and one request's facts. Production (createContext) and
 * the procedure tests build it here, so both resolve sessions and cookies the same way.
 */
export function createContextInner(services: AppServices, facts: RequestFacts): Context {
  let session: Promise<ValidSession | null> | undefined;
  return {
    ...services,
    requestId: facts.requestId,
    log: facts.log,
    ip: facts.ip,
    basketSessionId: facts.basketSessionId,
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

export function createContext(services: AppServices, req: FastifyRequest, reply: FastifyReply): Context {
  const secure = services.secureCookies;
  const header = req.headers['x-basket-session'];
  return createContextInner(services, {
    requestId: req.id,
    log: req.log,
    ip: req.ip,
    basketSessionId: typeof header === 'string' ? header : null,
    readSession: () => sessionFromRequest(services.db, req, reply),
    setCookie(token, expiresAt) {
      reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
    },
    clearCookie() {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    },
  });
}
