import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { callerFor, codeOf, signedInCaller } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { legacyRedirects } from './legacy-redirects';
import { servedPathReason } from './served-paths';

/** Every route of the route tree, staff routes included, read from the router the pages use. */
const allRoutePaths = async () => (await import('#src/entry-server')).listRoutePaths();

/** A route written as a visitor would type it: each `$param` becomes a word. */
const sample = (route: string) => route.replace(/\$[A-Za-z0-9_]+/g, 'sample-value');

describe.each(databaseTargets)('redirect rules never hide a path the site serves (%s)', (target) => {
  let database: Database;
  let routes: string[];

  beforeAll(async () => {
    database = await openTestDatabase(target);
    // The route tree loads the page modules once: slow on a busy machine.
    routes = await allRoutePaths();
  }, 240_000);
  afterAll(async () => database.close());

  it('refuses an exact rule on every static route of the route tree, public and staff', async () => {
    const admin = await signedInCaller(database, { admin: true });
    const staticRoutes = routes.filter((r) => !r.includes('$'));
    expect(staticRoutes).toEqual(expect.arrayContaining(['/', '/pricing', '/blog', '/contact-us', '/admin/login']));
    expect(staticRoutes.length).toBeGreaterThan(30);
    for (const route of staticRoutes) {
      for (const spelling of [route, `${route}/`.replace(/\/+$/, '/'), route.toUpperCase()]) {
        const attempt = admin.admin.redirects.create({
          matchType: 'exact',
          pattern: spelling,
          targetPath: '/gallery',
          statusCode: 301,
        });
        expect(await codeOf(attempt), `${spelling} must be refused`).toBe('BAD_REQUEST');
      }
    }
    await expect(
      admin.admin.redirects.create({
        matchType: 'exact',
        pattern: '/pricing',
        targetPath: '/gallery',
        statusCode: 301,
      }),
    ).rejects.toThrow(/cannot start at \/pricing: \/pricing is one of this site's own pages/);
    expect(await admin.admin.redirects.list()).toHaveLength(0);
  });

  it('refuses staff routes (with parameters too), asset and API prefixes and every file in public/', async () => {
    const staffRoutes = routes.filter((r) => r.startsWith('/admin'));
    expect(staffRoutes.length).toBeGreaterThan(10);
    for (const route of staffRoutes) expect(servedPathReason(sample(route), []), route).toMatch(/staff screens/);
    for (const p of ['/trpc/leads.submit', '/media/abc-640w.webp', '/assets/index-x1.js', '/admin-api/blog/upload'])
      expect(servedPathReason(p, []), p).not.toBeNull();
    const publicDir = path.resolve(import.meta.dirname, '../../../public');
    const files = fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const url = `/${path.relative(publicDir, path.join(file.parentPath, file.name)).split(path.sep).join('/')}`;
      expect(servedPathReason(url, []), url).not.toBeNull();
    }
  });

  it('allows old addresses below parameter routes until a page answers there', async () => {
    const admin = await signedInCaller(database, { admin: true });
    // A blog post's old address (its slug changed) is the usual case for such a rule.
    const rule = await admin.admin.redirects.create({
      matchType: 'exact',
      pattern: '/blog/an-old-post-name',
      targetPath: '/blog',
      statusCode: 301,
    });
    await admin.admin.redirects.delete({ id: rule.id });
    const post = await admin.admin.blog.create({
      title: 'A live post',
      slug: 'a-live-post',
      excerpt: 'A short summary.',
      category: 'planning',
      bodyHtml: '<p>Words.</p>',
      coverImageId: null,
      coverAlt: '',
      seoTitle: '',
      seoDescription: '',
    });
    await admin.admin.blog.publish({ id: post.id, revision: post.revision });
    await expect(
      admin.admin.redirects.create({
        matchType: 'exact',
        pattern: '/blog/a-live-post',
        targetPath: '/blog',
        statusCode: 301,
      }),
    ).rejects.toThrow(/a page of this site answers at \/blog\/a-live-post/);
    // Keyword rules match words of unknown paths only; they are not checked.
    const keyword = await admin.admin.redirects.create({
      matchType: 'keyword',
      pattern: 'pricing',
      targetPath: '/blog',
      statusCode: 302,
    });
    await admin.admin.redirects.delete({ id: keyword.id });
  });

  it('never answers a rule that hijacks a route, however it got into the table', async () => {
    await database.db
      .insertInto('redirects')
      .values([
        { match_type: 'exact', pattern: '/pricing', target_path: '/blog', status_code: 301, note: 'hijack' },
        { match_type: 'exact', pattern: '/admin/login', target_path: '/blog', status_code: 301, note: 'hijack' },
        { match_type: 'exact', pattern: '/no-such-page-here', target_path: '/blog', status_code: 301, note: 'fine' },
      ])
      .execute();
    const visitor = callerFor(database);
    expect(await visitor.redirects.resolve({ path: '/pricing' })).toBeNull();
    expect(await visitor.redirects.resolve({ path: '/admin/login' })).toBeNull();
    expect(await visitor.redirects.resolve({ path: '/no-such-page-here' })).toMatchObject({ location: '/blog' });
  });

  it('seeds no legacy rule on a path the site serves', () => {
    const staticRoutes = routes.filter((r) => !r.includes('$'));
    const clashes = legacyRedirects
      .filter((r) => r.matchType === 'exact')
      .filter((r) => servedPathReason(r.pattern, staticRoutes));
    expect(clashes.map((r) => r.pattern)).toEqual([]);
  });
});
