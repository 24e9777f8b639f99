import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { legacyRedirects } from '../server/modules/redirects/legacy-redirects';
import { insertMissingRedirects } from '../server/modules/redirects/redirects.repository';
import { MAX_FAILURES_PER_ACCOUNT } from '../server/modules/auth/sign-in-limits';
import { buildTestApp, createUserSession } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

const exactRules = legacyRedirects.filter((rule) => rule.matchType === 'exact');
const keywordRules = legacyRedirects.filter((rule) => rule.matchType === 'keyword');

describe.each(databaseTargets)('HTTP behaviour of the production build (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await insertMissingRedirects(database.db, legacyRedirects);
    app = await buildTestApp(database, { pages: 'production', production: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('legacy redirects', () => {
    it.each(exactRules.map((rule) => [rule.pattern, rule.targetPath]))('%s answers 301 to %s', async (from, to) => {
      const response = await app.inject({ url: from });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(to);
    });

    it('strips a trailing slash and keeps the query string', async () => {
      const response = await app.inject({ url: '/custom-monuments/?utm_source=mail&x=1' });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/services/custom-monuments?utm_source=mail&x=1');
    });

    it('redirects a trailing slash on a real page to the page', async () => {
      const response = await app.inject({ url: '/admin/login/?a=1' });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/admin/login?a=1');
    });

    it.each(keywordRules.map((rule) => [rule.pattern, rule.targetPath]))(
      'keyword "%s" on an unknown path answers 302 to %s',
      async (keyword, to) => {
        const response = await app.inject({ url: `/old-site/${keyword}-2019?ref=x` });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(`${to}?ref=x`);
      },
    );
  });

  describe('not found', () => {
    it('answers 404 with the moved-on page and counts each hit with its referrer', async () => {
      const first = await app.inject({ url: '/zq-nothing-here' });
      expect(first.statusCode).toBe(404);
      expect(first.headers['content-type']).toContain('text/html');
      expect(first.body).toContain('This Page Has Moved On');
      expect(first.body).toContain('<title>Page Not Found');
      await app.inject({ url: '/zq-nothing-here', headers: { referer: 'https://old.example/links' } });
      const row = await database.db
        .selectFrom('not_found_log')
        .select(['hits', 'last_referrer'])
        .where('path', '=', '/zq-nothing-here')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ hits: 2, last_referrer: 'https://old.example/links' });
    });
  });

  describe('pages and headers', () => {
    it('server-renders a public page with metadata and structured data', async () => {
      const response = await app.inject({ url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<title>[^<]*Caldwell Monument Company/);
      expect(response.body).toContain('<link rel="canonical" href="http://localhost:3000/"');
      expect(response.body).toContain('"@type":"LocalBusiness"');
      expect(response.body).toContain('"@type":"Organization"');
      expect(response.body).toContain('property="og:image"');
    });

    it('sends the security headers, with CSP hashes of exactly the page scripts and no nonce', async () => {
      const response = await app.inject({ url: '/' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).not.toContain('nonce-');
      expect(response.body).not.toContain('nonce=');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Served over plain http here: no HSTS and no request upgrading (see the https test below).
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-request-id']).toBeTruthy();
    });

    it('adds HSTS and upgrades requests when the site is served over https', async () => {
      const secureApp = await buildTestApp(database, { production: true, siteUrl: 'https://www.example.com' });
      const response = await secureApp.inject({ url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      await secureApp.close();
    });

    it('compresses HTML', async () => {
      const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers['content-encoding']).toBe('br');
    });

    it('caches hashed assets for a year and other files for an hour', async () => {
      const html = (await app.inject({ url: '/' })).body;
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset).toBeTruthy();
      const hashed = await app.inject({ url: asset! });
      expect(hashed.statusCode).toBe(200);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const favicon = await app.inject({ url: '/favicon.svg' });
      expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('serves robots.txt and a sitemap of the public routes', async () => {
      const robots = await app.inject({ url: '/robots.txt' });
      expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      expect(robots.body).toContain('Disallow: /admin');
      const sitemap = await app.inject({ url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain('<loc>http://localhost:3000/</loc>');
      expect(sitemap.body).not.toContain('/admin');
      // Content pages with a parameter come from their domain's sitemap source.
      expect(sitemap.body).toContain('<loc>http://localhost:3000/services/pet-memorials</loc>');
      expect(sitemap.body).toContain('<loc>http://localhost:3000/faq/add-inscriptions-later</loc>');
    });

    it('reports health with the database', async () => {
      const response = await app.inject({ url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok' });
    });

    it('never shows a visitor a stack trace', async () => {
      const response = await app.inject({ url: '/trpc/no.such.procedure' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('stack');
      expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    });
  });

  describe('sign-in', () => {
    const signIn = (email: string, password: string, ip = '10.0.0.1', headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/trpc/auth.signIn',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', ...headers },
        payload: { email, password },
      });

    it('returns the field errors of a bad form', async () => {
      const response = await signIn('not-an-email', '123');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.data.zodError.fieldErrors).toEqual({
        email: ['Invalid email address'],
        password: ['Password must be at least 6 characters'],
      });
    });

    it('signs in with a new HttpOnly, SameSite=Lax, Secure session cookie', async () => {
      const { email, password } = await createUserSession(database, { admin: true });
      const response = await signIn(email, password, '10.0.0.2');
      expect(response.statusCode).toBe(200);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^session=[a-z0-9]+\.[a-z0-9]+;/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Secure');
    });

    it('throttles an account after repeated failures, with one generic message', async () => {
      const { email, password } = await createUserSession(database, { admin: true });
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
        const failed = await signIn(email, 'wrong-password', `10.1.0.${i}`);
        expect(failed.statusCode).toBe(401);
        expect(failed.json().error.message).toBe('Invalid email or password.');
      }
      const locked = await signIn(email, password, '10.1.1.1');
      expect(locked.statusCode).toBe(429);
      // An unknown account is throttled the same way, so the answer reveals nothing.
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
        await signIn('nobody@example.com', 'wrong-password', `10.2.0.${i}`);
      const unknown = await signIn('nobody@example.com', 'wrong-password', '10.2.1.1');
      expect(unknown.statusCode).toBe(429);
      expect(unknown.json().error.message).toBe(locked.json().error.message);
    });

    it('throttles an address that tries many accounts', async () => {
      const { email, password } = await createUserSession(database, { admin: true });
      for (let i = 0; i < 20; i++) await signIn(`guess${i}@example.com`, 'wrong-password', '10.3.0.1');
      const response = await signIn(email, password, '10.3.0.1');
      expect(response.statusCode).toBe(429);
      expect((await signIn(email, password, '10.3.0.2')).statusCode).toBe(200);
    });
  });

  describe('cross-site requests', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = `session=${(await createUserSession(database, { admin: true })).token}`;
    });
    const signOut = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/trpc/auth.signOut',
        headers: { cookie, 'content-type': 'application/json', ...headers },
      });

    it('refuses a state change from another site (Sec-Fetch-Site)', async () => {
      expect((await signOut({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect((await signOut({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    });

    it('refuses a state change from another origin (Origin, older browsers)', async () => {
      expect((await signOut({ origin: 'https://evil.example' })).statusCode).toBe(403);
    });

    it('allows the same origin', async () => {
      expect((await signOut({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' })).statusCode).toBe(
        200,
      );
    });
  });
});
