import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import type { Database } from '#db/create-db';
import { buildTestApp } from '#tests/support/test-app';
import { openTestDatabase } from '#tests/support/test-database';

// One breadcrumb component for the whole site, fed the same trail as the page's BreadcrumbList
// structured data: what people see and what search engines read agree on every page.
const pages = [
  '/about',
  '/contact-us',
  '/service-area-directory',
  '/faq',
  '/services',
  '/gallery/set-monuments',
  '/pricing',
];

describe('breadcrumbs', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildTestApp(database, { pages: 'production', production: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(pages)('%s shows one trail, the same as its structured data', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    const { document } = new JSDOM(response.body).window;
    const navs = document.querySelectorAll('nav[aria-label="Breadcrumb"]');
    expect(navs).toHaveLength(1);
    const nav = navs[0]!;
    const visible = [...nav.querySelectorAll('a, [aria-current="page"]')].map((node) => node.textContent?.trim());
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(visible.at(-1)).toBe(current[0]!.textContent?.trim());
    // The class the one component sets: a hand-rolled trail would not carry it.
    expect(nav.querySelector('.mantine-Breadcrumbs-root')).not.toBeNull();

    const lists = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .flatMap((script) => [JSON.parse(script.textContent ?? 'null')].flat())
      .flatMap((data: { '@graph'?: unknown[] }) => data?.['@graph'] ?? [data])
      .filter((data) => (data as { '@type'?: string })?.['@type'] === 'BreadcrumbList') as Array<{
      itemListElement: Array<{ name: string; item?: string }>;
    }>;
    expect(lists).toHaveLength(1);
    expect(lists[0]!.itemListElement.map((element) => element.name)).toEqual(visible);
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    const paths = lists[0]!.itemListElement
      .slice(0, hrefs.length)
      .map((element) => (element.item ? new URL(element.item).pathname : null));
    expect(hrefs).toEqual(paths);
  });
});
