import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { parseEnv } from '../server/env';
import { LEAD_LIMIT } from '../server/modules/leads/leads.limits';
import { isSafeLocalPath } from '../server/modules/redirects/redirect-rules';
import {
  NOT_FOUND_PATH_MAX,
  NOT_FOUND_PER_ADDRESS_PER_MINUTE,
  NOT_FOUND_REFERRER_MAX,
  recordNotFound,
} from '../server/modules/redirects/not-found-log';
import { BATCH_TOO_LONG_MESSAGE, MAX_RPC_BATCH } from '../server/trpc/batch';
import { buildTestApp, codeOf, signedInCaller } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

const SITE = 'http://localhost:3000';

/** Where a browser would go for this Location header: this site, or somewhere else. */
const staysOnSite = (location: string) => new URL(location.replace(/[\t\n\r]/g, ''), SITE).origin === SITE;

/**
 * Issue 8, section 6: proxies, redirects, the 404 log, long batches, router-level errors and
 * cache headers, as a visitor (or an attacker) meets them over HTTP.
 */
describe.each(databaseTargets)('proxies, redirects, logs and headers (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    // Rules stored before targets were checked (the app reads its rules once and caches them).
    await database.db
      .insertInto('redirects')
      .values([
        { match_type: 'exact', pattern: '/zq-legacy-evil', target_path: '//evil.example', status_code: 301 },
        { match_type: 'exact', pattern: '/zq-legacy-evil-2', target_path: '/\\evil.example', status_code: 301 },
        { match_type: 'keyword', pattern: 'zqevilword', target_path: '/%2F%2Fevil.example', status_code: 302 },
      ])
      .execute();
    app = await buildTestApp(database, { pages: 'production', production: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('TRUST_PROXY', () => {
    const honeypot = { name: 'Robot', phone: '(580) 555-0136', message: 'Hello', website: 'spam' };
    const submitThroughProxy = (proxyApp: FastifyInstance, forwardedFor: string, proxy = '10.0.0.254') =>
      proxyApp.inject({
        method: 'POST',
        url: '/trpc/leads.submitContact',
        remoteAddress: proxy,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: honeypot,
      });

    it.each([
      ['a hop count', '1'],
      ['the proxy address', '10.0.0.254'],
      ['the proxy network', '10.0.0.0/8, 127.0.0.1'],
    ])('given %s, a forged X-Forwarded-For does not escape the per-address limit', async (_label, setting) => {
      const proxyApp = await buildTestApp(database, { trustProxy: parseEnv({ TRUST_PROXY: setting }).TRUST_PROXY });
      try {
        const visitor = freshIp();
        // The visitor forges a new first entry each time; the proxy appends the address it saw.
        for (let i = 0; i < LEAD_LIMIT; i++) {
          expect((await submitThroughProxy(proxyApp, `198.18.${i}.1, ${visitor}`)).statusCode).toBe(200);
        }
        const refused = await submitThroughProxy(proxyApp, `198.18.99.1, 198.18.99.2, ${visitor}`);
        expect(refused.statusCode).toBe(429);
        // Somebody else behind the same proxy is counted on their own.
        expect((await submitThroughProxy(proxyApp, freshIp())).statusCode).toBe(200);
      } finally {
        await proxyApp.close();
      }
    });

    it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
      const proxyApp = await buildTestApp(database, {
        trustProxy: parseEnv({ TRUST_PROXY: '10.0.0.254' }).TRUST_PROXY,
      });
      try {
        const attacker = freshIp();
        for (let i = 0; i < LEAD_LIMIT; i++) await submitThroughProxy(proxyApp, `198.18.${i}.7`, attacker);
        expect((await submitThroughProxy(proxyApp, '198.18.200.7', attacker)).statusCode).toBe(429);
      } finally {
        await proxyApp.close();
      }
    });
  });

  describe('open redirects', () => {
    let origin: URL;
    beforeAll(async () => {
      origin = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    });
    /** A GET with the path exactly as written (fetch and inject would tidy it first). */
    const rawGet = (path: string) =>
      new Promise<{ statusCode: number; location: string | undefined }>((resolve, reject) => {
        http
          .get({ host: origin.hostname, port: origin.port, path }, (response) => {
            response.resume();
            const location = response.headers.location;
            resolve({ statusCode: response.statusCode!, location });
          })
          .on('error', reject);
      });

    it.each([
      '/%2e//evil.example/',
      '/%2E//evil.example/?a=1',
      '//evil.example/',
      '///evil.example//',
      '/%2e/%2e//evil.example/',
      '/%5C/evil.example/',
      '/%5Cevil.example/',
      '/.//evil.example/',
    ])('%s is never sent to another host', async (url) => {
      for (const response of [
        await rawGet(url),
        await app.inject({ url }).then((r) => ({ location: r.headers.location })),
      ]) {
        const location = response.location;
        if (location !== undefined) {
          expect(staysOnSite(String(location)), String(location)).toBe(true);
          expect(String(location)).not.toMatch(/^[/\\]{2}|^\/\\/);
        }
      }
    });

    it('cleans up the trailing slash of /%2e//evil.example/ to a path on this site', async () => {
      expect(await rawGet('/%2e//evil.example/')).toEqual({ statusCode: 301, location: '/evil.example' });
      expect(await rawGet('//evil.example/?a=1')).toEqual({ statusCode: 301, location: '/evil.example?a=1' });
    });

    const offSite = [
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
      '/%252F%252Fevil.example',
      '/%09/evil.example',
      '/%0d%0a/evil.example',
    ];

    it('refuses redirect rule targets a browser would resolve off-site', async () => {
      const staff = await signedInCaller(database, { admin: true });
      for (const targetPath of offSite) {
        expect(isSafeLocalPath(targetPath), targetPath).toBe(false);
        const code = await codeOf(
          staff.admin.redirects.create({
            matchType: 'exact',
            pattern: `/old-${offSite.indexOf(targetPath)}`,
            targetPath,
            statusCode: 301,
          }),
        );
        expect(code, targetPath).toBe('BAD_REQUEST');
      }
      for (const targetPath of ['/gallery', '/services/custom-monuments?from=old', '/faq#costs', '/a%20b']) {
        expect(isSafeLocalPath(targetPath), targetPath).toBe(true);
      }
      expect(
        await codeOf(
          staff.admin.redirects.create({
            matchType: 'exact',
            pattern: '/old-ok',
            targetPath: '/gallery',
            statusCode: 301,
          }),
        ),
      ).toBe('OK');
    });

    it('never follows a rule stored with an off-site target before targets were checked', async () => {
      for (const url of ['/zq-legacy-evil', '/zq-legacy-evil-2', '/old/zqevilword-page']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers.location, url).toBeUndefined();
      }
    });
  });

  describe('404 log', () => {
    const logged = async (prefix: string) =>
      await database.db
        .selectFrom('not_found_log')
        .select(['path', 'last_referrer'])
        .where('path', 'like', `${prefix}%`)
        .execute();

    it('ignores assets, the RPC endpoint and the staff area', async () => {
      const ip = freshIp();
      const urls = [
        '/zqign/app.js',
        '/zqign/picture.png',
        '/favicon.ico',
        '/assets/zqign.css',
        '/admin/zqign',
        '/trpc/zqign.x',
        '/trpc-zqign',
      ];
      for (const url of urls) await app.inject({ url, remoteAddress: ip });
      const rows = await database.db.selectFrom('not_found_log').select('path').where('path', 'in', urls).execute();
      // `/trpc-zqign` is not the RPC endpoint: a page path like any other.
      expect(rows.map((r) => r.path)).toEqual(['/trpc-zqign']);
    });

    it('caps the length of the path and the referrer', async () => {
      const response = await app.inject({
        url: `/zq-long-${'x'.repeat(3000)}`,
        remoteAddress: freshIp(),
        headers: { referer: `https://old.example/${'y'.repeat(3000)}` },
      });
      expect(response.statusCode).toBe(404);
      const [row] = await logged('/zq-long-');
      expect(row!.path).toHaveLength(NOT_FOUND_PATH_MAX);
      expect(row!.last_referrer).toHaveLength(NOT_FOUND_REFERRER_MAX);
    });

    it('records at most a set number of misses a minute from one address', async () => {
      const ip = freshIp();
      for (let i = 0; i < NOT_FOUND_PER_ADDRESS_PER_MINUTE + 10; i++) {
        expect((await app.inject({ url: `/zq-flood-${i}`, remoteAddress: ip })).statusCode).toBe(404);
      }
      expect(await logged('/zq-flood-')).toHaveLength(NOT_FOUND_PER_ADDRESS_PER_MINUTE);
      await app.inject({ url: '/zq-flood-other', remoteAddress: freshIp() });
      expect(await logged('/zq-flood-')).toHaveLength(NOT_FOUND_PER_ADDRESS_PER_MINUTE + 1);
    });

    it('stays bounded, pruning the oldest single hits first', async () => {
      await database.db.deleteFrom('not_found_log').execute();
      const miss = (path: string) =>
        recordNotFound(database.db, { path, referrer: null, ip: freshIp() }, { maxRows: 5 });
      for (const path of ['/zq-popular-a', '/zq-popular-b']) {
        await miss(path);
        await miss(path);
      }
      for (let i = 0; i < 8; i++) await miss(`/zq-once-${i}`);
      const rows = await database.db.selectFrom('not_found_log').select(['path', 'hits']).orderBy('path').execute();
      expect(rows).toEqual([
        { path: '/zq-once-5', hits: 1 },
        { path: '/zq-once-6', hits: 1 },
        { path: '/zq-once-7', hits: 1 },
        { path: '/zq-popular-a', hits: 2 },
        { path: '/zq-popular-b', hits: 2 },
      ]);
    });
  });

  describe('RPC batches and router-level errors', () => {
    it('answers a batch whose procedure names pass 100 characters', async () => {
      const names = Array.from({ length: 12 }, () => 'auth.session').join(',');
      expect(names.length).toBeGreaterThan(100);
      const input = encodeURIComponent(JSON.stringify({}));
      const response = await app.inject({ url: `/trpc/${names}?batch=1&input=${input}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(12);
    });

    it(`answers a batch of ${MAX_RPC_BATCH} calls, and refuses a longer one with 400 in plain words`, async () => {
      const batch = (length: number, method: 'GET' | 'POST') => {
        const names = Array.from({ length }, () => 'auth.session').join(',');
        const input = JSON.stringify(Object.fromEntries(Array.from({ length }, (_, i) => [i, {}])));
        return method === 'GET'
          ? app.inject({ url: `/trpc/${names}?batch=1&input=${encodeURIComponent(input)}` })
          : app.inject({
              method: 'POST',
              url: `/trpc/${names}?batch=1`,
              payload: input,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
            });
      };
      const full = await batch(MAX_RPC_BATCH, 'GET');
      expect(full.statusCode).toBe(200);
      expect(full.json()).toHaveLength(MAX_RPC_BATCH);

      for (const method of ['GET', 'POST'] as const) {
        const tooLong = await batch(MAX_RPC_BATCH + 1, method);
        expect(tooLong.statusCode).toBe(400);
        // One refusal for the whole request, before any call runs, in words a person can read.
        expect(tooLong.json()).toMatchObject({
          error: { message: BATCH_TOO_LONG_MESSAGE, data: { code: 'BAD_REQUEST', httpStatus: 400 } },
        });
      }
      // A hundred calls still fit in the address the router accepts; the cap refuses them.
      expect((await batch(100, 'POST')).statusCode).toBe(400);
    });

    const expectSecurityHeaders = (headers: Record<string, unknown>) => {
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    };

    it('answers an over-long parameter with 414, the security headers and no echo of the URL', async () => {
      // Without pages (with them, the page route answers any path that is no procedure).
      const api = await buildTestApp(database, { production: true });
      try {
        const response = await api.inject({ url: `/trpc/zqecho${'<b>'.repeat(1000)}` });
        expect(response.statusCode).toBe(414);
        expectSecurityHeaders(response.headers);
        expect(response.body).not.toContain('zqecho');
        expect(response.body).not.toContain('<b>');
      } finally {
        await api.close();
      }
    });

    it('answers a malformed escape with 400, the security headers and no echo of the URL', async () => {
      const response = await app.inject({ url: '/trpc/zqecho%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expectSecurityHeaders(response.headers);
      expect(response.body).not.toContain('zqecho');
    });

    it('answers over-large headers with 431 and the security headers', async () => {
      const server = await buildTestApp(database, { production: true });
      try {
        await server.listen({ port: 0, host: '127.0.0.1' });
        const { port } = server.server.address() as net.AddressInfo;
        const raw = await new Promise<string>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.write(`GET /zqecho HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'z'.repeat(40_000)}\r\n\r\n`);
          });
          let data = '';
          socket.on('data', (chunk) => (data += chunk.toString()));
          socket.on('close', () => resolve(data));
          socket.on('error', (err) => (data ? resolve(data) : reject(err)));
        });
        expect(raw).toMatch(/^HTTP\/1\.1 431 /);
        const headers = Object.fromEntries(
          raw
            .split('\r\n\r\n')[0]!
            .split('\r\n')
            .slice(1)
            .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
        );
        expectSecurityHeaders(headers);
        expect(raw).not.toContain('zqecho');
      } finally {
        await server.close();
      }
    });
  });

  describe('cache headers of RPC answers', () => {
    const query = (names: string, headers: Record<string, string> = {}) =>
      app.inject({ url: `/trpc/${names}?batch=1&input=${encodeURIComponent('{}')}`, headers });

    it('keeps personal answers out of shared caches', async () => {
      const basket = { 'x-basket-session': crypto.randomUUID() };
      for (const names of ['auth.session', 'basket.list', 'admin.dashboard.summary', 'gallery.overview,auth.session']) {
        const response = await query(names, basket);
        expect(response.headers['cache-control'], names).toBe('private, no-store');
      }
    });

    it('leaves public answers alone', async () => {
      const response = await query('gallery.overview');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBeUndefined();
    });
  });
});
