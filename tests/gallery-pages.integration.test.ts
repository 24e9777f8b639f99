import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { configure, within } from '@testing-library/react';
import type { Database } from '#db/create-db';
import { buildTestApp } from '#tests/support/test-app';
import { openTestDatabase } from '#tests/support/test-database';
import { axeViolations } from '#tests/support/axe-html';
import { insertGalleryImage } from '#server/modules/gallery/gallery.admin-repository';
import type { GalleryCategory } from '#server/modules/gallery/gallery-categories';

/**
 * What the public gallery's pages say, as the server sends them: the categories, the main
 * picture's priority, an item's price, breadcrumbs, responsive sources and structured data, the
 * granite swatches (these were asserted in the browser journeys of tests/e2e/gallery.spec.ts, at
 * two widths; decision 227). The journeys keep what a browser does: hydration, axe with colour
 * contrast, the lightbox, the basket button, the staff screens.
 */

// The server HTML carries no styles: every element counts, as it does for a screen reader.
configure({ defaultHidden: true });

/** An item's stored renditions, as the image pipeline writes them. */
function imageColumns(n: number) {
  const files = [400, 640, 960, 1600].flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({
      key: `public/g${n}-${width}w.${format}`,
      url: `/media/g${n}-${width}w.${format}`,
      format,
      width,
      height: (width * 3) / 4,
      bytes: 100,
    })),
  );
  return {
    image_url: `/media/g${n}-1600w.jpg`,
    medium_url: `/media/g${n}-960w.webp`,
    optimized_image_url: `/media/g${n}-960w.webp`,
    thumbnail_url: `/media/g${n}-400w.webp`,
    width: 1600,
    height: 1200,
    variants: JSON.stringify({ version: 1, files }),
    placeholder_color: '#777777',
    original_key: `private/originals/g${n}.jpg`,
    content_hash: `gallery-pages-${n}`,
  };
}

const granites = ['Jet Black', 'Blue Pearl', 'Sierra White', 'India Red'];
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('the public gallery, as the server sends it', () => {
  let database: Database;
  let app: FastifyInstance;
  const documents = new Map<string, { status: number; html: string; document: Document }>();
  const get = async (path: string) => {
    if (!documents.has(path)) {
      const response = await app.inject({ url: path });
      documents.set(path, {
        status: response.statusCode,
        html: response.body,
        document: new JSDOM(response.body).window.document,
      });
    }
    return documents.get(path)!;
  };
  const structuredData = (document: Document): Array<Record<string, any>> =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .flatMap((script) => [JSON.parse(script.textContent ?? 'null')].flat())
      .flatMap((data: { '@graph'?: unknown[] }) => data?.['@graph'] ?? [data]) as Array<Record<string, any>>;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    let n = 0;
    const add = (category: GalleryCategory, title: string, priceCents: number | null = null) =>
      insertGalleryImage(database.db, {
        category,
        title,
        slug: slugOf(title),
        isPublished: true,
        priceCents,
        image: imageColumns(++n),
      });
    // A published piece in every category, so each card has its newest photo.
    await add('set_monuments', 'Harrington Companion Upright');
    await add('catalog_items', 'Catalog Bevel Marker');
    await add('stock_items', 'Blue Pearl Companion Upright, 60 in', 389_000);
    await add('stock_items', 'Jet Black Serpentine Upright, 36 in', 125_500);
    await add('clearance_specials', 'Clearance Slant', 99_000);
    await add('artwork', 'Praying Hands');
    for (const granite of granites) await add('granite_colors', granite);
    app = await buildTestApp(database, { pages: 'production', production: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('the gallery shows six categories with their newest photos, the first in the HTML at high priority', async () => {
    const { status, document } = await get('/gallery');
    expect(status).toBe(200);
    const main = within(document.querySelector('main')!);
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Find a memorial that feels right');
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Set Monuments',
      'Catalog Items',
      'Stock Items',
      'Clearance Specials',
      'Artwork',
      'Granite Colors',
      'Have something else in mind?',
    ]);
    const images = [...document.querySelectorAll('main img')];
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]!.getAttribute('width')).toMatch(/^\d+$/);
    expect(images[3]!.getAttribute('loading')).toBe('lazy');
    expect(main.getByRole('link', { name: /Stock Items/ }).getAttribute('href')).toBe('/gallery/stock-items');
  });

  it("a category lists its pieces; an item's page has its price, breadcrumbs, sources and Product data", async () => {
    const category = await get('/gallery/stock-items');
    expect(category.status).toBe(200);
    const grid = within(category.document.querySelector('main')!);
    expect(grid.getByRole('heading', { level: 1 }).textContent).toBe('Stock Items');
    expect(grid.getByText(/Showing 2 of 2 photos/)).toBeTruthy();
    const path = '/gallery/stock-items/jet-black-serpentine-upright-36-in';
    expect(grid.getByRole('link', { name: 'Jet Black Serpentine Upright, 36 in' }).getAttribute('href')).toBe(path);

    const { status, document } = await get(path);
    expect(status).toBe(200);
    const main = within(document.querySelector('main')!);
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Jet Black Serpentine Upright, 36 in');
    expect(main.getAllByText('$1,255').length).toBeGreaterThan(0);
    expect(main.getAllByText('Available', { exact: true }).length).toBeGreaterThan(0);
    const breadcrumb = within(main.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Stock Items' }).getAttribute('href')).toBe('/gallery/stock-items');

    const hero = document.querySelector('main picture')!;
    expect(hero.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toMatch(
      /-400w\.avif 400w, \S+-640w\.avif 640w, \S+-960w\.avif 960w/,
    );
    expect(hero.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toMatch(/-400w\.webp 400w/);
    expect(hero.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    const data = structuredData(document);
    expect(data.find((entry) => entry['@type'] === 'Product')).toMatchObject({
      name: 'Jet Black Serpentine Upright, 36 in',
      offers: { price: '1255.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
    expect(main.getByRole('heading', { name: 'More stock items' })).toBeTruthy();
  });

  it('granite colors are named swatches, each leading to its page', async () => {
    const { document } = await get('/gallery/granite-colors');
    const main = within(document.querySelector('main')!);
    for (const name of granites) expect(main.getByRole('heading', { level: 2, name })).toBeTruthy();
    const href = main.getByRole('link', { name: 'Blue Pearl' }).getAttribute('href')!;
    const color = await get(href);
    expect(color.status).toBe(200);
    expect(within(color.document.querySelector('main')!).getByRole('heading', { level: 1 }).textContent).toBe(
      'Blue Pearl',
    );
  });

  it('the gallery, a category, an item and the granite colors pass axe (all but colour contrast)', async () => {
    for (const path of [
      '/gallery',
      '/gallery/stock-items',
      '/gallery/stock-items/jet-black-serpentine-upright-36-in',
      '/gallery/granite-colors',
    ]) {
      expect(await axeViolations((await get(path)).html, `http://localhost${path}`), path).toEqual([]);
    }
  });
});
