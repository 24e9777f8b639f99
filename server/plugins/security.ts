import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * CSP sources ('sha256-...') for the inline scripts of the server-rendered page this request
     * answers with, computed from the page itself (stored with a cached page): no nonce, so a
     * cached page can be sent to anyone without reusing one.
     */
    cspScriptSources: string[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The Content-Security-Policy: only this origin, plus the privacy-mode video player when clicked. */
export function contentSecurityPolicy(scriptSources: string[], isProduction: boolean, isHttps = isProduction) {
  return [
    "default-src 'self'",
    // Development serves Vite's inline HMR client, so it allows inline scripts instead of hashes.
    isProduction
      ? ["script-src 'self'", ...scriptSources].join(' ')
      : "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    // Mantine writes its CSS variables in <style> tags.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self'",
    `connect-src 'self'${isProduction ? '' : ' ws: wss:'}`,
    'frame-src https://www.youtube-nocookie.com',
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * A state-changing request carrying the session cookie must come from this site: refused when
 * Sec-Fetch-Site says cross-site, or (older browsers) when Origin names another host.
 */
export function isCrossSiteRequest(req: FastifyRequest, allowedOrigins: string[]): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = req.headers.origin;
  if (typeof origin === 'string') {
    const host = req.headers.host;
    return !allowedOrigins.includes(origin) && !(host && (origin === `http://${host}` || origin === `https://${host}`));
  }
  return false;
}

export interface SecurityOptions {
  isProduction: boolean;
  siteUrl: string;
}

/**
 * The headers every answer carries, pages and errors alike (the router's own refusals too,
 * which no hook sees: server/app.ts sends them with these).
 */
export function securityHeaders(opts: SecurityOptions, scriptSources: string[]): Record<string, string> {
  // Upgrading requests and HSTS only make sense when the site is served over https.
  const isHttps = opts.siteUrl.startsWith('https:');
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'Content-Security-Policy': contentSecurityPolicy(scriptSources, opts.isProduction, isHttps),
    ...(opts.isProduction && isHttps ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: SecurityOptions & { sessionCookie: string }) => {
    app.decorateRequest('cspScriptSources', null as unknown as string[]);
    app.addHook('onRequest', async (req, reply) => {
      req.cspScriptSources = [];
      if (!SAFE_METHODS.has(req.method) && req.cookies[opts.sessionCookie] && isCrossSiteRequest(req, [opts.siteUrl])) {
        req.log.warn(
          { origin: req.headers.origin, fetchSite: req.headers['sec-fetch-site'] },
          'cross-site request refused',
        );
        return reply.code(403).send({ error: 'Cross-site requests are not allowed.' });
      }
    });
    app.addHook('onSend', async (req, reply) => {
      reply.headers(securityHeaders(opts, req.cspScriptSources));
    });
  },
  { name: 'security', dependencies: ['@fastify/cookie'] },
);
