import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/create-db';
import { inlineScriptHashes } from '../server/modules/page-cache/page-cache';
import { decodeHydrationData } from '../src/lib/hydration-data';
import { readContentVersion } from '../server/modules/page-cache/content-version';
import { adminMutation, buildTestApp, callerFor, codeOf, createUserSession, signedInCaller } from './support/test-app';
import { databaseTargets, openSecondConnection, openTestDatabase } from './support/test-database';
import { insertGalleryItem } from './factories/gallery';
import { smallJpeg } from './support/media-fixtures';

const CATEGORY_PAGE = '/gallery/set-monuments';

function scriptSourcesOf(response: LightMyRequestResponse): string[] {
  const csp = String(response.headers['content-security-policy']);
  const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'))!;
  return scriptSrc.trim().split(/\s+/).slice(1);
}

describe.each(databaseTargets)('the page cache (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let adminToken: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { pages: 'production', production: true });
    await app.ready();
    adminToken = (await createUserSession(database, { admin: true })).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('renders a public page once and serves the same bytes to the next visitor, with its own script hashes', async () => {
    await insertGalleryItem(database, {
      category: 'set_monuments',
      title: 'Sunset Bench Memorial',
      slug: 'sunset-bench',
    });
    const first = await app.inject({ url: CATEGORY_PAGE });
    const second = await app.inject({ url: CATEGORY_PAGE });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('Sunset Bench Memorial');

    // The CSP allows exactly the page's inline scripts, by hash; no nonce anywhere.
    for (const response of [first, second]) {
      expect(scriptSourcesOf(response).join(' ')).not.toMatch(/nonce|unsafe-inline|unsafe-eval/);
      expect(response.body).not.toContain('nonce=');
      expect(scriptSourcesOf(response).sort()).toEqual(["'self'", ...inlineScriptHashes(response.body)].sort());
    }
    expect(inlineScriptHashes(second.body).length).toBeGreaterThan(0);
    // Hydration data is in the page; every executable inline script is covered by a hash.
    const inline = [...second.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>/g)];
    expect(inline.length).toBe(inlineScriptHashes(second.body).length);
  });

  it('hands the page its data as a JSON block that never runs; the inline scripts are the same fixed ones on every page', async () => {
    const pages = await Promise.all(
      [CATEGORY_PAGE, '/faq', '/services/pet-memorials', '/'].map((url) => app.inject({ url })),
    );
    const hashes = pages.map((page) => inlineScriptHashes(page.body).sort().join(' '));
    // The router writes no generated code: only the scroll-restoration snippet is inline, whatever the data.
    expect(new Set(hashes).size).toBe(1);
    expect(inlineScriptHashes(pages[0]!.body)).toHaveLength(1);
    for (const page of pages) {
      const blocks = [...page.body.matchAll(/<script type="application\/json" id="hydration-data">([^<]*)<\/script>/g)];
      expect(blocks).toHaveLength(1);
      const data = decodeHydrationData<{ matches: { i: string; s: string; l?: unknown }[] }>(blocks[0]![1]!);
      expect(data.matches[0]).toMatchObject({ i: '__root__#', s: 'success' });
      expect(page.body).not.toContain('$_TSR');
    }
    expect(JSON.stringify(decodeHydrationData(pages[0]!.body.match(/id="hydration-data">([^<]*)</)![1]!))).toContain(
      'Sunset Bench Memorial',
    );
  });

  it('sends the stored brotli and gzip copies (no compression per request) and answers a matching ETag with 304', async () => {
    const plain = await app.inject({ url: CATEGORY_PAGE });
    const br = await app.inject({ url: CATEGORY_PAGE, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await app.inject({ url: CATEGORY_PAGE, headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('Accept-Encoding');
    const etag = String(plain.headers.etag);
    const revalidated = await app.inject({ url: CATEGORY_PAGE, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('drops every cached page when a staff change succeeds, and only then', async () => {
    const id = await insertGalleryItem(database, {
      category: 'set_monuments',
      title: 'Harbor Light Upright',
      slug: 'harbor-light',
    });
    await adminMutation(app, adminToken, 'admin.redirects.create', {
      matchType: 'exact',
      pattern: '/zq-warm',
      targetPath: '/faq',
      statusCode: 301,
    });
    expect((await app.inject({ url: CATEGORY_PAGE })).body).toContain('Harbor Light Upright');
    expect((await app.inject({ url: CATEGORY_PAGE })).headers['x-page-cache']).toBe('hit');
    const before = await readContentVersion(database.db);

    // Reads, refused calls and failed mutations change nothing.
    expect(
      (
        await app.inject({
          url: '/trpc/admin.gallery.list?input=' + encodeURIComponent(JSON.stringify({ category: 'set_monuments' })),
          headers: { cookie: `session=${adminToken}` },
        })
      ).statusCode,
    ).toBe(200);
    const stranger = await createUserSession(database, { admin: false });
    expect(
      (await adminMutation(app, stranger.token, 'admin.gallery.setPublished', { ids: [id], published: false }))
        .statusCode,
    ).toBe(403);
    expect(
      (await adminMutation(app, adminToken, 'admin.gallery.setPublished', { ids: ['not-a-uuid'], published: false }))
        .statusCode,
    ).toBe(400);
    expect(await readContentVersion(database.db)).toBe(before);
    expect((await app.inject({ url: CATEGORY_PAGE })).headers['x-page-cache']).toBe('hit');

    const hidden = await adminMutation(app, adminToken, 'admin.gallery.setPublished', { ids: [id], published: false });
    expect(hidden.statusCode).toBe(200);
    expect(await readContentVersion(database.db)).toBe(before + 1);
    const after = await app.inject({ url: CATEGORY_PAGE });
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).not.toContain('Harbor Light Upright');
    expect((await app.inject({ url: '/gallery/set-monuments/harbor-light' })).statusCode).toBe(404);
  });

  it('bumps the version from every staff mutation, whatever its domain, and from staff uploads', async () => {
    const admin = await signedInCaller(database, { admin: true });
    const start = await readContentVersion(database.db);
    await admin.admin.redirects.create({
      matchType: 'exact',
      pattern: '/zq-old-page',
      targetPath: '/faq',
      statusCode: 301,
    });
    expect(await readContentVersion(database.db)).toBe(start + 1);
    expect(
      await codeOf(
        callerFor(database).admin.redirects.create({
          matchType: 'exact',
          pattern: '/zq-x',
          targetPath: '/faq',
          statusCode: 301,
        }),
      ),
    ).toBe('UNAUTHORIZED');
    expect(await readContentVersion(database.db)).toBe(start + 1);

    const upload = await app.inject({
      method: 'POST',
      url: '/admin-api/gallery/upload?category=artwork',
      headers: { cookie: `session=${adminToken}`, 'content-type': 'image/jpeg', 'sec-fetch-site': 'same-origin' },
      payload: await smallJpeg(),
    });
    expect(upload.statusCode).toBe(201);
    expect(await readContentVersion(database.db)).toBe(start + 2);
  });

  it('renders a page once for a burst of visitors arriving before it is cached', async () => {
    await adminMutation(app, adminToken, 'admin.redirects.create', {
      matchType: 'exact',
      pattern: '/zq-burst',
      targetPath: '/faq',
      statusCode: 301,
    });
    const burst = await Promise.all(Array.from({ length: 8 }, () => app.inject({ url: '/faq' })));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(burst.filter((r) => r.headers['x-page-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(burst.map((r) => r.body)).size).toBe(1);
  });

  it('a redirect rule cannot hide a page that was cached: staff are told why, and visitors keep the page', async () => {
    expect((await app.inject({ url: '/pricing' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/pricing' })).headers['x-page-cache']).toBe('hit');
    const refused = await adminMutation(app, adminToken, 'admin.redirects.create', {
      matchType: 'exact',
      pattern: '/pricing',
      targetPath: '/faq',
      statusCode: 301,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("/pricing is one of this site's own pages");
    const still = await app.inject({ url: '/pricing' });
    expect(still.statusCode).toBe(200);
    expect(still.headers.location).toBeUndefined();
  });

  it('never caches the basket, staff pages, missing pages or anything for a signed-in visitor, who always sees fresh pages', async () => {
    for (const url of ['/basket', '/admin/login', '/admin', '/zq-no-such-page']) {
      await app.inject({ url });
      const again = await app.inject({ url });
      expect(again.headers['x-page-cache'], url).toBeUndefined();
      if (again.statusCode === 200) expect(String(again.headers['cache-control']), url).toContain('no-cache');
    }

    await insertGalleryItem(database, { category: 'set_monuments', title: 'Quiet Meadow Flat', slug: 'quiet-meadow' });
    const cached = await app.inject({ url: CATEGORY_PAGE });
    expect(cached.body).toContain('Quiet Meadow Flat');
    // A change written behind the app's back (no staff procedure): visitors keep the cached page...
    await database.db
      .updateTable('gallery_images')
      .set({ title: 'Quiet Meadow Flat Marker' })
      .where('slug', '=', 'quiet-meadow')
      .execute();
    expect((await app.inject({ url: CATEGORY_PAGE })).body).not.toContain('Quiet Meadow Flat Marker');
    // ...while a signed-in admin always gets a fresh render, which is never stored.
    const asAdmin = await app.inject({ url: CATEGORY_PAGE, headers: { cookie: `session=${adminToken}` } });
    expect(asAdmin.headers['x-page-cache']).toBeUndefined();
    expect(asAdmin.headers['cache-control']).toBe('private, no-cache');
    expect(asAdmin.body).toContain('Quiet Meadow Flat Marker');
    expect(scriptSourcesOf(asAdmin).sort()).toEqual(["'self'", ...inlineScriptHashes(asAdmin.body)].sort());
    expect((await app.inject({ url: CATEGORY_PAGE })).body).not.toContain('Quiet Meadow Flat Marker');
  });

  it('a second app server on the same database drops its pages within a second of a change made on the first', async () => {
    const secondDb = await openSecondConnection(database);
    const second = await buildTestApp(secondDb, { pages: 'production', production: true });
    await second.ready();
    try {
      const id = await insertGalleryItem(database, {
        category: 'set_monuments',
        title: 'Twin Oaks Companion',
        slug: 'twin-oaks',
      });
      await adminMutation(app, adminToken, 'admin.redirects.create', {
        matchType: 'exact',
        pattern: '/zq-warm-2',
        targetPath: '/faq',
        statusCode: 301,
      });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await second.inject({ url: CATEGORY_PAGE })).body).toContain('Twin Oaks Companion');
      expect((await second.inject({ url: CATEGORY_PAGE })).headers['x-page-cache']).toBe('hit');

      expect(
        (await adminMutation(app, adminToken, 'admin.gallery.setPublished', { ids: [id], published: false }))
          .statusCode,
      ).toBe(200);
      const changedAt = Date.now();
      let seenAfter = Infinity;
      while (Date.now() - changedAt < 3000) {
        // The version is checked when a request arrives: a fresh page proves the bump was seen by then.
        const askedAt = Date.now();
        const page = await second.inject({ url: CATEGORY_PAGE });
        if (!page.body.includes('Twin Oaks Companion')) {
          seenAfter = askedAt - changedAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seenAfter).toBeLessThan(1000);
    } finally {
      await second.close();
      await secondDb.close();
    }
  });
});
