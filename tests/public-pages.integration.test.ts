import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-db';
import { services } from '../content/services';
import { legacyRedirects } from '../server/modules/redirects/legacy-redirects';
import { insertMissingRedirects } from '../server/modules/redirects/redirects.repository';
import { buildTestApp, tempStorage } from './support/test-app';
import { openTestDatabase } from './support/test-database';
import { insertGalleryItem } from './factories/gallery';
import { seedBlogDemo } from '../server/seed/blog-demo/seed-blog-demo';
import { DEMO_POSTS } from '../server/seed/blog-demo/demo-posts';
import { importCemeteries } from '../server/modules/cemeteries/cemeteries.service';
import { demoCemeteries } from '../server/modules/cemeteries/cemeteries.seed-data';

/**
 * Messages of the Nu HTML Checker that the UI library emits and the site cannot avoid, each
 * named in decision record 014. Only these are filtered; today there are none.
 */
const ALLOWED_VNU_ERRORS: Array<{ why: string; message: RegExp }> = [];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const publicDir = path.resolve(import.meta.dirname, '../public');
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const metaContent = (html: string, property: string) =>
  attr(html, new RegExp(`<meta[^>]*property="${property}"[^>]*content="([^"]*)"`));

/** Every public page of the production build, rendered in-process once for all the checks below. */
describe('the public pages of the production build', () => {
  let database: Database;
  let app: FastifyInstance;
  const pages = new Map<string, { status: number; html: string }>();

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await insertMissingRedirects(database.db, legacyRedirects);
    await insertGalleryItem(database, { slug: 'public-pages-stock-item', category: 'stock_items' });
    await insertGalleryItem(database, {
      slug: 'public-pages-set-monument',
      category: 'set_monuments',
      priceCents: null,
    });
    // Two published guides, so /blog lists posts and a post page is checked too.
    await seedBlogDemo(database.db, tempStorage(), { info() {} }, DEMO_POSTS.slice(0, 2));
    // One published cemetery (three confirmed sections), so its page and the directory's list are checked too.
    await importCemeteries(database.db, { id: null, email: 'test' }, [
      demoCemeteries.find((c) => c.slug === 'rose-hill-cemetery-ada')!,
    ]);
    app = await buildTestApp(database, { pages: 'production', production: true });
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    const paths = [...sitemap.body.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    // Pages kept out of the sitemap, and the 404 page.
    for (const pagePath of [...paths, '/basket', '/no-such-page-here']) {
      const response = await app.inject({ url: pagePath });
      pages.set(pagePath, { status: response.statusCode, html: response.body });
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers every sitemap page with 200', () => {
    expect(pages.size).toBeGreaterThan(40);
    for (const [pagePath, page] of pages) {
      if (pagePath !== '/no-such-page-here') expect(page.status, pagePath).toBe(200);
    }
  });

  it('has no HTML conformance error on any page (Nu HTML Checker, one JVM for all pages)', () => {
    const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
    if (java.error || java.status !== 0) {
      throw new Error(
        'The HTML conformance check runs the Nu HTML Checker, which needs Java 11 or later. Install it: apt-get install openjdk-17-jre-headless',
      );
    }
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-pages-'));
    try {
      const files = [...pages].map(([pagePath, page], index) => {
        const file = path.join(
          folder,
          `${String(index).padStart(3, '0')}${pagePath.replace(/[^a-z0-9]+/gi, '_')}.html`,
        );
        fs.writeFileSync(file, page.html);
        return file;
      });
      const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
      // One short-lived JVM: the quick compiler only and one collector thread, which spend less
      // CPU on a run this short (23 CPU-s against 30-34 for this file alone); the quick
      // compiler's deeper stack frames need a larger stack for the checker's schema (8 MB).
      const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m'];
      const run = spawnSync('java', [...jvm, '-jar', jar, '--format', 'json', '--exit-zero-always', ...files], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(run.status, run.stderr).toBe(0);
      const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
      const errors = messages
        .filter((m) => m.type === 'error' || m.subType === 'fatal')
        .filter((m) => !ALLOWED_VNU_ERRORS.some((allowed) => allowed.message.test(m.message)))
        .map(
          (m) =>
            `${path.basename(m.url)}:${m.lastLine ?? '?'} ${m.message} ${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 120)}`,
        );
      expect(errors, `${errors.length} errors over ${files.length} pages`).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);

  it('gives every page a raster link-preview image; home and services get their own 1200x630 picture', async () => {
    for (const [pagePath, page] of pages) {
      if (page.status !== 200) continue;
      const image = metaContent(page.html, 'og:image');
      expect(image, pagePath).toBeTruthy();
      expect(image, pagePath).not.toMatch(/\.svg(\?|$)/i);
    }
    const own = ['/', ...services.map((s) => `/services/${s.slug}`)];
    for (const pagePath of own) {
      const image = metaContent(pages.get(pagePath)!.html, 'og:image')!;
      expect(image, pagePath).toMatch(/^http:\/\/localhost:3000\/images\/previews\/.+\.jpg$/);
      const file = path.join(publicDir, new URL(image).pathname);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }, pagePath).toEqual({ width: 1200, height: 630, format: 'jpeg' });
      expect(fs.statSync(file).size, pagePath).toBeLessThan(60_000);
      const served = await app.inject({ url: new URL(image).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('links a favicon (SVG, ICO and PNG) and a 180 px apple-touch-icon, all served', async () => {
    const html = pages.get('/')!.html;
    const expected = {
      '/favicon.svg': 'image/svg+xml',
      '/favicon.ico': 'image/vnd.microsoft.icon',
      '/favicon-32.png': 'image/png',
      '/apple-touch-icon.png': 'image/png',
    };
    for (const [href, type] of Object.entries(expected)) {
      expect(html).toContain(`href="${href}"`);
      const response = await app.inject({ url: href });
      expect(response.statusCode, href).toBe(200);
      expect(response.headers['content-type'], href).toContain(type);
    }
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon.png"/);
    const touch = await sharp(path.join(publicDir, 'apple-touch-icon.png')).metadata();
    expect([touch.width, touch.height, touch.hasAlpha]).toEqual([180, 180, false]);
    // Browsers ask for /favicon.ico on their own: it must not land in the 404 log.
    const misses = await database.db
      .selectFrom('not_found_log')
      .select('path')
      .where('path', 'like', '%icon%')
      .execute();
    expect(misses).toEqual([]);
  });

  it('answers a mistyped address under a real section with the 404 page, not a guess', async () => {
    for (const url of [
      '/gallery/set-monuments/xyz',
      '/gallery/no-such-category',
      '/services/gallery-photos',
      '/faq/granite-price-help',
      '/blog/no-such-article',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('This Page Has Moved On');
    }
    // In-app navigation asks the same rules: no guess there either.
    const resolve = await app.inject({
      url: `/trpc/redirects.resolve?input=${encodeURIComponent(JSON.stringify({ path: '/gallery/set-monuments/xyz' }))}`,
    });
    expect(resolve.json().result.data).toBeNull();
    // Outside a section the keyword rules still guess, and exact rules under a section still answer.
    expect((await app.inject({ url: '/old-site/gallery-2019' })).headers.location).toBe('/gallery');
    expect((await app.inject({ url: '/about/staff' })).headers.location).toBe('/staff');
    expect((await app.inject({ url: '/services/civic-millitary' })).headers.location).toBe('/services/civic-military');
  });

  it('shows a calm picture on the 404 page, with no engraved "404"', () => {
    const html = pages.get('/no-such-page-here')!.html;
    expect(html).toContain('data-picture="quiet-meadow"');
    expect(html).not.toMatch(/>\s*404\s*</);
    expect(html).not.toContain('page-moved-on.svg');
  });

  it('puts each figure before its words on /services, so screen readers say "2 Locations"', () => {
    const text = pages
      .get('/services')!
      .html.replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toMatch(/\b2 Locations, Oklahoma and Texas/);
    expect(text).toMatch(/\b\d+ Years serving families/);
    expect(text).toMatch(/100% Family-owned/);
  });
});
