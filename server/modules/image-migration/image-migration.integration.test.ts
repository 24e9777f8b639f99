import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { signedInCaller, tempStorage, type callerFor } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { addGalleryItem } from '#tests/support/media-fixtures';
import { fetchRemoteFile, isPublicAddress, type RemoteFetcher } from '../media/safe-fetch';
import { parseVariants } from '../media/responsive-image-data';

/** Stands in for the old site: two images, a text file and a redirect into the private network. */
async function oldSite() {
  const jpeg = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#8a6a55' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#224466cc' } })
    .png()
    .toBuffer();
  const server = http.createServer((req, res) => {
    if (req.url === '/uploads/india_red-heart.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    else if (req.url === '/uploads/hero-banner.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/uploads/readme.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end('just text');
    else if (req.url === '/uploads/sneaky.jpg') res.writeHead(302, { location: 'http://10.0.0.8/admin.jpg' }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port };
}

describe.each(databaseTargets)('image migration (%s)', (target) => {
  let database: Database;
  const storage = tempStorage();
  let site: Awaited<ReturnType<typeof oldSite>>;
  let admin: ReturnType<typeof callerFor>;
  // The old site answers as old-site.test; only this test server is let through the address check.
  const fetchRemote: RemoteFetcher = (url, options) =>
    fetchRemoteFile(url, {
      ...options,
      resolve: async (host) =>
        host === 'old-site.test' ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.8', family: 4 }],
      isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
    });
  const oldUrl = (path: string) => `http://old-site.test:${site.port}${path}`;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    site = await oldSite();
    admin = await signedInCaller(database, { admin: true, storage, fetchRemote });
  });
  afterAll(async () => {
    await new Promise<void>((r) => site.server.close(() => r()));
    await database.close();
  });

  it('imports from old addresses once, and says why others fail', async () => {
    const first = await admin.admin.imageMigration.importUrl({
      url: oldUrl('/uploads/india_red-heart.jpg'),
      destination: { kind: 'gallery', category: 'clearance_specials' },
      publish: true,
    });
    expect(first).toMatchObject({ outcome: 'imported', label: 'India Red Heart' });
    const again = await admin.admin.imageMigration.importUrl({
      url: oldUrl('/uploads/india_red-heart.jpg'),
      destination: { kind: 'gallery', category: 'artwork' },
      publish: false,
    });
    expect(again).toEqual({
      outcome: 'skipped',
      id: (first as { id: string }).id,
      label: 'India Red Heart',
      message: 'Already imported',
    });

    const hero = await admin.admin.imageMigration.importUrl({
      url: oldUrl('/uploads/hero-banner.png'),
      destination: { kind: 'site', category: 'hero' },
      publish: false,
    });
    expect(hero).toMatchObject({ outcome: 'imported', label: 'Hero Banner' });

    expect(
      await admin.admin.imageMigration.importUrl({
        url: oldUrl('/uploads/readme.jpg'),
        destination: { kind: 'gallery', category: 'artwork' },
        publish: false,
      }),
    ).toEqual({
      outcome: 'failed',
      message: 'This file is not a JPEG, PNG, WebP or AVIF image. Please choose a photo in one of those formats.',
    });
    expect(
      await admin.admin.imageMigration.importUrl({
        url: oldUrl('/uploads/sneaky.jpg'),
        destination: { kind: 'gallery', category: 'artwork' },
        publish: false,
      }),
    ).toMatchObject({ outcome: 'failed', message: expect.stringMatching(/private or local network/) });
    expect(
      await admin.admin.imageMigration.importUrl({
        url: oldUrl('/uploads/missing.jpg'),
        destination: { kind: 'gallery', category: 'artwork' },
        publish: false,
      }),
    ).toEqual({ outcome: 'failed', message: 'The other server answered 404.' });

    // With the real address check, this machine's own server is out of reach.
    const strict = await signedInCaller(database, { admin: true, storage });
    expect(
      await strict.admin.imageMigration.importUrl({
        url: `http://127.0.0.1:${site.port}/uploads/hero-banner.png`,
        destination: { kind: 'site', category: 'hero' },
        publish: false,
      }),
    ).toMatchObject({ outcome: 'failed', message: expect.stringMatching(/private or local network address/) });

    const row = await database.db
      .selectFrom('gallery_images')
      .select(['is_published', 'source_url', 'category'])
      .where('id', '=', (first as { id: string }).id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      is_published: true,
      source_url: oldUrl('/uploads/india_red-heart.jpg'),
      category: 'clearance_specials',
    });
    const status = await admin.admin.imageMigration.status();
    expect(status).toEqual({
      gallery: { total: 1, needsWork: 0, imported: 1 },
      site: { total: 1, needsWork: 0, imported: 1 },
    });
  });

  it('checks every image and rebuilds only what is missing; running it twice is safe', async () => {
    const item = await addGalleryItem(database.db, storage, { category: 'artwork', title: 'Dove' });
    const before = await database.db
      .selectFrom('gallery_images')
      .select(['variants', 'medium_url'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    const lost = parseVariants(before.variants)!.files[0]!;
    await storage.delete(lost.key);
    // An image only known by its address on this site, with no renditions yet.
    const bare = await addGalleryItem(database.db, storage, { category: 'artwork', title: 'Bare' });
    const bareRow = await database.db
      .selectFrom('gallery_images')
      .select(['image_url', 'variants', 'original_key'])
      .where('id', '=', bare.id)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('gallery_images')
      .set({ variants: null, original_key: null, medium_url: null })
      .where('id', '=', bare.id)
      .execute();
    expect((await admin.admin.imageMigration.status()).gallery.needsWork).toBe(1);

    const run = async (force: boolean) => {
      const results = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof admin.admin.imageMigration.regenerateBatch>> =
          await admin.admin.imageMigration.regenerateBatch({ cursor, force, limit: 2 });
        results.push(...page.results);
        cursor = page.nextCursor;
      } while (cursor);
      return results;
    };

    const results = await run(false);
    expect(results).toHaveLength(4);
    const byLabel = Object.fromEntries(results.map((r) => [r.label, r]));
    expect(byLabel.Dove).toMatchObject({ outcome: 'rebuilt', message: 'Rebuilt (1 file missing from storage)' });
    expect(byLabel.Bare).toMatchObject({ outcome: 'rebuilt', message: 'Rebuilt (no renditions)' });
    expect(byLabel['India Red Heart']?.outcome).toBe('complete');
    expect(byLabel['Hero Banner']?.outcome).toBe('complete');

    const after = await database.db
      .selectFrom('gallery_images')
      .select(['variants', 'medium_url', 'original_key'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(after.medium_url).not.toBe(before.medium_url);
    const files = parseVariants(after.variants)!.files;
    expect(await Promise.all(files.map((f) => storage.exists(f.key)))).toEqual(files.map(() => true));
    // Old renditions are cleaned up; the original is kept.
    expect(await storage.exists(parseVariants(before.variants)!.files[1]!.key)).toBe(false);
    expect(await storage.exists(after.original_key!)).toBe(true);
    const rebuiltBare = await database.db
      .selectFrom('gallery_images')
      .select(['variants', 'original_key'])
      .where('id', '=', bare.id)
      .executeTakeFirstOrThrow();
    expect(parseVariants(rebuiltBare.variants)?.files.length).toBeGreaterThan(0);
    expect(rebuiltBare.original_key).not.toBe(bareRow.original_key);

    expect((await run(false)).every((r) => r.outcome === 'complete')).toBe(true);
    expect((await run(true)).every((r) => r.outcome === 'rebuilt')).toBe(true);
    expect((await admin.admin.imageMigration.status()).gallery.needsWork).toBe(0);
  });

  it('reports an image whose original is gone', async () => {
    const item = await addGalleryItem(database.db, storage, { category: 'artwork', title: 'Orphan' });
    const row = await database.db
      .selectFrom('gallery_images')
      .select(['original_key'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    await storage.delete(row.original_key!);
    const page = await admin.admin.imageMigration.regenerateBatch({ cursor: null, force: true, limit: 20 });
    expect(page.results.find((r) => r.label === 'Orphan')).toMatchObject({
      outcome: 'failed',
      message: 'The original file is missing from storage.',
    });
  });

  it('leaves the drawings shipped with the site alone: they scale and have nothing to rebuild from', async () => {
    const needsWorkBefore = (await admin.admin.imageMigration.status()).site.needsWork;
    await database.db
      .insertInto('site_images')
      .values({
        category: 'about',
        name: 'Shipped drawing',
        image_url: '/images/site/about-workshop.svg',
        alt_text: 'A drawing',
        display_order: 9,
      })
      .execute();
    expect((await admin.admin.imageMigration.status()).site.needsWork).toBe(needsWorkBefore);
    const page = await admin.admin.imageMigration.regenerateBatch({ cursor: null, force: true, limit: 20 });
    expect(page.results.find((r) => r.label === 'Shipped drawing')).toMatchObject({ outcome: 'complete' });
  });
});
