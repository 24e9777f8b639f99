import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { legacyRedirects } from '../server/modules/redirects/legacy-redirects';
import { insertMissingRedirects } from '../server/modules/redirects/redirects.repository';
import { buildTestApp } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

/** The booking pages answer themselves: the seeded oklahoma/texas keyword rules never capture them. */
describe.each(databaseTargets)('booking pages and the keyword rules (%s)', (target) => {
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

  it('serves /book, /book/oklahoma and /book/texas as pages, with no slot times baked into the HTML', async () => {
    for (const url of ['/book', '/book/oklahoma', '/book/texas', '/book/oklahoma/']) {
      const response = await app.inject({ url });
      if (url.endsWith('/')) {
        expect(response.statusCode).toBe(301);
        expect(response.headers.location).toBe('/book/oklahoma');
        continue;
      }
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<h1');
      // The free times are fetched by the browser: the cached page has none.
      expect(response.body).not.toMatch(/Free times on/);
    }
  });

  it('still guesses for other old addresses, and an unknown /book/... is a real 404', async () => {
    const guess = await app.inject({ url: '/oklahoma-monuments' });
    expect(guess.statusCode).toBe(302);
    expect(guess.headers.location).toBe('/service-area-directory');
    expect((await app.inject({ url: '/book/oklahoma-city' })).statusCode).toBe(404);
  });

  it('lists the three booking pages in the sitemap, and not the private link page', async () => {
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    for (const path of ['/book', '/book/oklahoma', '/book/texas']) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('/book/manage');
  });
});
