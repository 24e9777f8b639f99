import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { services } from '../content/services';
import { faqArticleSlugs } from '../content/faq';
import { SESSION_COOKIE } from '../server/modules/auth/session.service';
import { buildTestApp, createUserSession } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';
import { insertGalleryItem } from './factories/gallery';

/** Staff redirect rules must point at a page this site answers (checked in-process), chosen from a list. */
describe.each(databaseTargets)('redirect targets (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let cookie: string;

  const call = (procedure: string, input: unknown) =>
    app.inject({
      method: 'POST',
      url: `/trpc/admin.redirects.${procedure}`,
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify(input),
    });
  const rule = (pattern: string, targetPath: string) => ({ matchType: 'exact', pattern, targetPath, statusCode: 301 });

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await insertGalleryItem(database, { slug: 'redirect-target-item', category: 'stock_items' });
    app = await buildTestApp(database, { pages: 'production', production: true });
    cookie = `${SESSION_COOKIE}=${(await createUserSession(database, { admin: true })).token}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists the site pages for the picker: static routes and content, no staff screens', async () => {
    const response = await app.inject({ url: '/trpc/admin.redirects.pages', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const pages: string[] = response.json().result.data;
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/gallery', '/basket', '/privacy', '/contact-us', '/gallery/set-monuments']),
    );
    expect(pages).toContain(`/services/${services[0]!.slug}`);
    expect(pages).toContain(`/faq/${faqArticleSlugs[0]}`);
    expect(pages).toContain('/gallery/stock-items/redirect-target-item');
    expect(pages.filter((page) => page.startsWith('/admin') || page.includes('$'))).toEqual([]);
    // Visitors and signed-out callers get nothing.
    expect((await app.inject({ url: '/trpc/admin.redirects.pages' })).statusCode).toBe(401);
  });

  it('refuses a target no page answers, with the reason beside the field, and saves nothing', async () => {
    for (const typo of [
      '/galery',
      '/services/no-such-service',
      '/ai-tools/no-such-tool',
      '/privacy-policy',
      '/gallery/stock-items/nope',
    ]) {
      const response = await call('create', rule(`/old-${typo.replace(/\W+/g, '-')}`, typo));
      expect(response.statusCode, typo).toBe(400);
      const error = response.json().error;
      expect(error.data.zodError.fieldErrors.targetPath[0], typo).toBe(
        `No page of this site answers at ${typo}. Choose one from the list.`,
      );
    }
    const rows = await database.db
      .selectFrom('redirects')
      .select('pattern')
      .where('pattern', 'like', '/old-%')
      .execute();
    expect(rows).toEqual([]);
  });

  it('accepts a real page, with a query string or fragment, a trailing slash or capitals', async () => {
    for (const [pattern, to] of [
      ['/old-a', '/gallery/set-monuments?sort=new'],
      ['/old-b', '/faq#top'],
      ['/old-c', '/Services/'],
      ['/old-d', '/gallery/stock-items/redirect-target-item'],
    ] as const) {
      const response = await call('create', rule(pattern, to));
      expect(response.statusCode, to).toBe(200);
    }
    expect((await app.inject({ url: '/old-a' })).headers.location).toBe('/gallery/set-monuments?sort=new');
  });

  it('checks the target on edits too', async () => {
    const created = await call('create', rule('/old-edit', '/about'));
    const id = created.json().result.data.id as number;
    const refused = await call('update', { id, rule: rule('/old-edit', '/abuot') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.data.zodError.fieldErrors.targetPath[0]).toContain('/abuot');
    expect((await app.inject({ url: '/old-edit' })).headers.location).toBe('/about');
  });
});
