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
      session ??= sessionFromRequest(db, req, reply);
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
