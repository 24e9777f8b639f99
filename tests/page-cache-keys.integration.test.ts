import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { buildTestApp } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

/**
 * A query string a page does not read cannot make it render again (issue: unique query strings
 * defeated the page cache); the ones it reads are normalised. And private links' pages are kept
 * by no cache.
 */
describe.each(databaseTargets)('page cache keys and private pages (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { pages: 'production', production: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('serves one cached page whatever tracking or unknown parameters come with it', async () => {
    const first = await app.inject({ url: '/faq' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    for (const query of [
      '?utm_source=newsletter&utm_medium=email&utm_campaign=fall',
      '?fbclid=IwAR2x9k3Jd8sLq0PzYv',
      '?gclid=Cj0KCQjw7Z_unique_1',
      `?anything=${Math.random()}`,
      `?cachebust=${Date.now()}&x=1`,
    ]) {
      const again = await app.inject({ url: `/faq${query}` });
      expect(again.statusCode, query).toBe(200);
      expect(again.headers['x-page-cache'], query).toBe('hit');
      expect(again.body).toBe(first.body);
      // The cached page never carries one visitor's tracking values.
      expect(again.body).not.toContain('newsletter');
    }
  });

  it("keys a page by the parameters it reads, normalised: order, unknown extras and invalid values don't matter", async () => {
    const first = await app.inject({ url: '/blog?category=care' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const same = await app.inject({ url: '/blog?utm_source=x&category=care&fbclid=abc' });
    expect(same.headers['x-page-cache']).toBe('hit');
    expect(same.body).toBe(first.body);
    // A value the page refuses falls back to its default: the plain list's page.
    const plain = await app.inject({ url: '/blog' });
    const invalid = await app.inject({ url: '/blog?category=not-a-category&page=-3' });
    expect(invalid.headers['x-page-cache']).toBe('hit');
    expect(invalid.body).toBe(plain.body);
    // A parameter the page reads is still its own page.
    expect(first.body).not.toBe(plain.body);

    const reserve = await app.inject({
      url: '/value-engineering/packages?reserve=legacy-sierra-white-upright&utm_medium=x',
    });
    expect(reserve.headers['x-page-cache']).toBe('miss');
    const reserveAgain = await app.inject({
      url: '/value-engineering/packages?gclid=1&reserve=legacy-sierra-white-upright',
    });
    expect(reserveAgain.headers['x-page-cache']).toBe('hit');
  });

  it('answers the pages private links open no-store, and keeps none of them', async () => {
    for (const url of [
      '/book/manage',
      '/verify-manudraw',
      '/calculator/estimate/ABCD-EFGH',
      '/ai-tools/epitaph-builder/ABCD-EFGH',
    ]) {
      for (let i = 0; i < 2; i++) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toContain('no-store');
        expect(response.headers['x-page-cache'], url).toBeUndefined();
      }
    }
    // The builder itself is a public page like any other.
    await app.inject({ url: '/ai-tools/epitaph-builder' });
    expect((await app.inject({ url: '/ai-tools/epitaph-builder' })).headers['x-page-cache']).toBe('hit');
  });
});
