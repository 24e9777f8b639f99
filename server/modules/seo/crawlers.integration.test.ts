import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/create-db';
import { listPublicRoutePaths } from '#src/entry-server';
import { buildTestApp, createUserSession, tempStorage } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { addBlogImage, createPost, publishPost } from '../blog/blog.service';
import { addStoredImage } from '../gallery/gallery.service';
import { storeImage, type StoredImage } from '../media/media.service';

/** A photo-like JPEG of the given size (noise, so the encoder has real work). */
async function photo(width: number, height: number) {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) % 251;
  return sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality: 70 }).toBuffer();
}

const metaContent = (html: string, property: string) =>
  html.match(new RegExp(`<meta[^>]+(?:property|name)="${property}"[^>]+content="([^"]*)"`))?.[1] ?? null;

/** Every JSON-LD object of a page (arrays and @graph flattened). */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
  return blocks.flatMap((b) => (Array.isArray(b) ? b : [b])) as Array<Record<string, unknown>>;
}

/**
 * One media storage for the file, and its photos encoded into it once, then added to each
 * database: the encoding is the same for both, and took seconds each time.
 */
const storage = tempStorage();
let photos: Promise<{ big: StoredImage; small: StoredImage; cover: StoredImage }> | null = null;
const storedPhotos = () =>
  (photos ??= (async () => ({
    big: await storeImage(storage, await photo(1800, 1350), { avifEffort: 0 }),
    small: await storeImage(storage, await photo(640, 480), { avifEffort: 0 }),
    cover: await storeImage(storage, await photo(1600, 900), { avifEffort: 0 }),
  }))());

describe.each(databaseTargets)('what crawlers and link previews read (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const siteUrl = 'http://localhost:3000';

  beforeAll(async () => {
    database = await openTestDatabase(target);
    const { big, small, cover: coverPhoto } = await storedPhotos();
    // A gallery photo and a blog post with a cover, both big enough for a large link card.
    await addStoredImage(database.db, big, {
      category: 'set_monuments',
      title: 'Gray upright with vase',
      slug: 'gray-upright-with-vase',
      altText: 'A gray upright headstone with a bronze vase',
      isPublished: true,
    });
    // A small photo: its preview is enlarged to 1200 x 630, never sent narrower.
    await addStoredImage(database.db, small, {
      category: 'set_monuments',
      title: 'Small flat marker',
      slug: 'small-flat-marker',
      altText: 'A small flat marker',
      isPublished: true,
    });
    const cover = await addBlogImage(database.db, coverPhoto);
    const post = await createPost(database.db, {
      title: 'Choosing a granite color',
      slug: 'choosing-a-granite-color',
      excerpt: 'How families choose the color of a headstone.',
      category: 'planning',
      bodyHtml: '<p>Start with what the cemetery allows.</p>',
      coverImageId: cover.id,
      coverAlt: 'Granite samples on a table',
      seoTitle: null,
      seoDescription: null,
    });
    await publishPost(database.db, { id: post.id, revision: post.revision });
    app = await buildTestApp(database, { pages: 'production', production: true, storage, siteUrl });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** Every public page: the sitemap's, and the pages of the content made above. */
  async function publicPages(): Promise<string[]> {
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(30);
    return [...new Set([...paths, '/gallery/set-monuments/small-flat-marker', '/testimonials'])];
  }

  it('gives every page a raster og:image at least 1200 px wide, never WebP, with its real width and height', async () => {
    const checked = new Map<string, { width: number; height: number }>();
    for (const path of await publicPages()) {
      const page = await app.inject({ url: path });
      expect(page.statusCode, path).toBe(200);
      const image = metaContent(page.body, 'og:image');
      const width = Number(metaContent(page.body, 'og:image:width'));
      const height = Number(metaContent(page.body, 'og:image:height'));
      expect(image, path).toMatch(/^http:\/\/localhost:3000\/.+\.(?:jpe?g|png)$/);
      expect(image, path).not.toMatch(/\.(?:webp|avif|svg)/i);
      expect(metaContent(page.body, 'twitter:card'), path).toBe('summary_large_image');
      expect(width, path).toBeGreaterThanOrEqual(1200);
      expect(height, path).toBeGreaterThan(0);
      // The file itself: served, a JPEG or PNG, and the size the page says.
      const url = new URL(image!).pathname;
      if (!checked.has(url)) {
        const file = await app.inject({ url });
        expect(file.statusCode, url).toBe(200);
        const read = await sharp(file.rawPayload).metadata();
        expect(['jpeg', 'png'], url).toContain(read.format);
        checked.set(url, { width: read.width, height: read.height });
      }
      expect(checked.get(url), `${path} ${url}`).toEqual({ width, height });
    }
    // The gallery and blog pages use their own 1200 x 630 rendition, not the default.
    for (const path of [
      '/gallery/set-monuments/gray-upright-with-vase',
      '/gallery/set-monuments/small-flat-marker',
      '/gallery/set-monuments',
      '/blog/choosing-a-granite-color',
      '/blog',
    ]) {
      const image = metaContent((await app.inject({ url: path })).body, 'og:image');
      expect(image, path).toMatch(/\/media\/[a-z0-9]+-preview-1200x630\.jpg$/);
    }
  }, 240_000);

  it('describes articles, the organization and reviews as Google’s rich results ask', async () => {
    const pages = await publicPages();
    const faq = pages.filter((p) => /^\/faq\/[^/]+$/.test(p));
    expect(faq).toHaveLength(16);
    let articles = 0;
    for (const path of pages) {
      const html = (await app.inject({ url: path })).body;
      for (const data of jsonLdOf(html)) {
        expect(data, path).not.toHaveProperty('aggregateRating');
        expect(data, path).not.toHaveProperty('review');
        if (data['@type'] === 'Organization') {
          const logo = data.logo as { url: string; width: number; height: number };
          expect(logo.url).toBe(`${siteUrl}/logo.png`);
          const file = await app.inject({ url: '/logo.png' });
          const read = await sharp(file.rawPayload).metadata();
          expect(read.format).toBe('png');
          expect(Math.min(read.width, read.height)).toBeGreaterThanOrEqual(112);
          expect({ width: read.width, height: read.height }).toEqual({ width: logo.width, height: logo.height });
        }
        if (data['@type'] !== 'Article') continue;
        articles += 1;
        expect(data.datePublished, path).toMatch(/^\d{4}-\d{2}-\d{2}/);
        expect(data.dateModified, path).toMatch(/^\d{4}-\d{2}-\d{2}/);
        const images = data.image as string[];
        expect(images.length, path).toBeGreaterThan(0);
        for (const image of images) expect(image, path).toMatch(/^http:\/\/localhost:3000\/.+\.(?:jpe?g|png)$/);
        const author = data.author as Record<string, unknown>;
        const publisher = data.publisher as Record<string, unknown>;
        expect(author, path).toMatchObject({ '@type': 'Organization', name: expect.any(String), url: `${siteUrl}/` });
        expect(publisher, path).toMatchObject({
          '@type': 'Organization',
          name: expect.any(String),
          url: `${siteUrl}/`,
          logo: { '@type': 'ImageObject', url: `${siteUrl}/logo.png` },
        });
      }
    }
    // The 16 answers and the post.
    expect(articles).toBe(17);
    // The testimonials stay on the page, in words.
    const testimonials = (await app.inject({ url: '/testimonials' })).body;
    expect(testimonials).toMatch(/out of 5/);
  }, 240_000);

  it('answers 404 for every public route with a parameter that names nothing, whatever its length', async () => {
    const known: Record<string, string> = { category: 'set-monuments' };
    const bad = [
      'no-such-thing-here',
      'a'.repeat(241),
      'a'.repeat(2000),
      'x'.repeat(60) + '-' + 'y'.repeat(200),
      'NO-SUCH-THING',
      '%E2%80%8B',
      'caf%C3%A9',
      'a%2Fb',
    ];
    const routes = listPublicRoutePaths().filter((path) => path.includes('$'));
    expect(routes).toEqual(
      expect.arrayContaining(['/blog/$slug', '/faq/$slug', '/services/$slug', '/gallery/$category/$slug']),
    );
    const failures: string[] = [];
    for (const route of routes) {
      const params = [...route.matchAll(/\$(\w+)/g)].map((m) => m[1]!);
      for (const value of bad) {
        // Each parameter in turn gets the bad value; the others a real one where there is one.
        for (const target of params) {
          const url = route.replace(/\$(\w+)/g, (_m, name: string) =>
            name === target ? value : (known[name] ?? value),
          );
          const response = await app.inject({ url });
          if (response.statusCode !== 404) failures.push(`${url.slice(0, 120)} -> ${response.statusCode}`);
          else expect(response.body, url).not.toMatch(/TRPCError|ZodError|too_big|Too big/);
        }
      }
    }
    expect(failures).toEqual([]);
    // A well-formed reference of a saved estimate or epitaph is one family's: the page asks for it
    // in the browser (never cached with the page), and says there when it is not found.
    for (const url of ['/calculator/estimate/ABCD-EFGH', '/ai-tools/epitaph-builder/abcd-efgh']) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
  }, 240_000);

  it('sends the specification’s /admin/basket-submissions to the quote requests, or to the login', async () => {
    const anonymous = await app.inject({ url: '/admin/basket-submissions' });
    expect([301, 302, 307]).toContain(anonymous.statusCode);
    expect(anonymous.headers.location).toMatch(/^\/admin\/login/);
    const { token } = await createUserSession(database, { admin: true });
    const admin = await app.inject({ url: '/admin/basket-submissions', headers: { cookie: `session=${token}` } });
    expect(admin.statusCode).toBe(301);
    expect(admin.headers.location).toBe('/admin/quote-requests');
  });

  it('names the home page’s call to action as the specification does', async () => {
    const home = (await app.inject({ url: '/' })).body;
    expect(home).toMatch(/<h2[^>]*id="consultation-title"[^>]*>Schedule Consultation<\/h2>/);
    expect(home).toMatch(/<a[^>]*href="\/book"[^>]*>(?:<span[^>]*>)*Schedule Consultation</);
    expect(home).not.toContain('Schedule a Consultation</h2>');
  });
});
