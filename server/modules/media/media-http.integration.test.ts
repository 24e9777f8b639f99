import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/create-db';
import { buildTestApp, createUserSession, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { smallJpeg } from '#tests/support/media-fixtures';
import { SESSION_COOKIE } from '../auth/session.service';
import { parseVariants } from './responsive-image-data';

describe.each(databaseTargets)('image uploads and /media over HTTP (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const storage = tempStorage();
  let adminCookie: string;
  let memberCookie: string;

  const upload = (path: string, body: Buffer, cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: {
        'content-type': 'image/jpeg',
        'x-file-name': encodeURIComponent('Blue Pearl slant (front).jpg'),
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    });

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { storage });
    adminCookie = `${SESSION_COOKIE}=${(await createUserSession(database, { admin: true })).token}`;
    memberCookie = `${SESSION_COOKIE}=${(await createUserSession(database, { admin: false })).token}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('refuses strangers, non-admins and cross-site requests before reading the file', async () => {
    const jpeg = await smallJpeg();
    const anonymous = await upload('/admin-api/gallery/upload?category=artwork', jpeg);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Please sign in.' });
    expect((await upload('/admin-api/gallery/upload?category=artwork', jpeg, memberCookie)).statusCode).toBe(403);
    expect((await upload('/admin-api/site-images/upload?category=hero', jpeg, memberCookie)).statusCode).toBe(403);
    const crossSite = await upload('/admin-api/gallery/upload?category=artwork', jpeg, adminCookie, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await database.db.selectFrom('gallery_images').select('id').execute()).toEqual([]);
  });

  it('refuses files that are not images, with the reason', async () => {
    const pdf = await upload('/admin-api/gallery/upload?category=artwork', Buffer.from('%PDF-1.4\n%%EOF'), adminCookie);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json()).toMatchObject({
      reason: 'not-an-image',
      error: expect.stringMatching(/not a JPEG, PNG, WebP or AVIF/),
    });
    const noCategory = await upload('/admin-api/gallery/upload?category=nope', await smallJpeg(), adminCookie);
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().error).toBe('Choose a gallery category first.');
    const empty = await upload('/admin-api/gallery/upload?category=artwork', Buffer.alloc(0), adminCookie);
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a body over 25 MB', async () => {
    const response = await upload(
      '/admin-api/gallery/upload?category=artwork',
      Buffer.alloc(25 * 1024 * 1024 + 10, 1),
      adminCookie,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/larger than 25 MB/);
  });

  it('stores an upload as a draft gallery item with every rendition, the original kept privately', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#445566' } })
      .jpeg()
      .toBuffer();
    const response = await upload('/admin-api/gallery/upload?category=stock_items', photo, adminCookie);
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      category: 'stock_items',
      title: 'Blue Pearl Slant (front)',
      slug: 'blue-pearl-slant-front',
      isPublished: false,
      availability: 'available',
    });

    const row = await database.db
      .selectFrom('gallery_images')
      .select([
        'image_url',
        'medium_url',
        'optimized_image_url',
        'thumbnail_url',
        'width',
        'height',
        'variants',
        'original_key',
      ])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.thumbnail_url).toMatch(/^\/media\/[a-z2-7]{26}-400w\.webp$/);
    expect(row.medium_url).toMatch(/-960w\.webp$/);
    expect(row.optimized_image_url).toMatch(/-1200w\.webp$/);
    expect(row.image_url).toMatch(/-1200w\.jpg$/);
    expect([row.width, row.height]).toEqual([1200, 900]);
    const files = parseVariants(row.variants)!.files;
    expect(files.map((f) => `${f.format}:${f.width}${f.preview ? ' preview' : ''}`).sort()).toEqual([
      'avif:1200',
      'avif:400',
      'avif:640',
      'avif:960',
      'jpeg:1200',
      'jpeg:1200 preview',
      'webp:1200',
      'webp:400',
      'webp:640',
      'webp:960',
    ]);
    expect(row.original_key).toMatch(/^private\/originals\/[a-z2-7]{26}\.jpg$/);
    expect((await storage.get(row.original_key!))?.equals(photo)).toBe(true);

    const served = await app.inject({ method: 'GET', url: row.thumbnail_url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
    const avif = await app.inject({ method: 'GET', url: files.find((f) => f.format === 'avif')!.url });
    expect(avif.headers['content-type']).toBe('image/avif');

    // The original is never reachable, however the path is written.
    const name = row.original_key!.split('/').pop()!;
    for (const url of [
      `/media/${name}`,
      `/media/../private/originals/${name}`,
      `/media/%2e%2e/private/originals/${name}`,
      `/media/originals/${name}`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('stores a site image switched off until it has alt text', async () => {
    const response = await upload(
      '/admin-api/site-images/upload?category=hero',
      await smallJpeg(640, 480),
      adminCookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      category: 'hero',
      name: 'Blue Pearl slant (front)',
      altText: '',
      isActive: false,
    });
  });
});
