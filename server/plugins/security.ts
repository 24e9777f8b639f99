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
    isProduction ? ["script-src 'self'", ...scriptSources].join(' ') : "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
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

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { isProduction: boolean; siteUrl: string; sessionCookie: string }) => {
    app.decorateRequest('cspScriptSources', null as unknown as string[]);
    app.addHook('onRequest', async (req, reply) => {
      req.cspScriptSources = [];
      if (!SAFE_METHODS.has(req.method) && req.cookies[opts.sessionCookie] && isCrossSiteRequest(req, [opts.siteUrl])) {
        req.log.warn({ origin: req.headers.origin, fetchSite: req.headers['sec-fetch-site'] }, 'cross-site request refused');
        return reply.code(403).send({ error: 'Cross-site requests are not allowed.' });
      }
    });
    app.addHook('onSend', async (req, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
      // Upgrading requests and HSTS only make sense when the site is served over https.
      const isHttps = opts.siteUrl.startsWith('https:');
      reply.header('Content-Security-Policy', contentSecurityPolicy(req.cspScriptSources, opts.isProduction, isHttps));
      if (opts.isProduction && isHttps) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    });
  },
  { name: 'security', dependencies: ['@fastify/cookie'] },
);
