import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { configure, within } from '@testing-library/react';
import type { Database } from '#db/create-db';
import { formatPrice, valuePackages } from '#content/packages';
import { buildTestApp, callerFor } from '#tests/support/test-app';
import { databaseTargets, openTestDatabase } from '#tests/support/test-database';
import { axeViolations } from '#tests/support/axe-html';
import { seededBusiness as business } from '#tests/support/seeded-business';
import { insertGalleryItem } from '#tests/factories/gallery';

/**
 * /basket and /value-engineering/packages before their script (decision 231): what the server's
 * HTML shows and lets a family do, that nothing of one visitor's basket is in the page every
 * visitor is sent, and that odd addresses are answered with the page, never a server error.
 */

// The server HTML carries no styles: every element counts, as it does for a screen reader.
configure({ defaultHidden: true });

describe.each(databaseTargets)('the basket and packages pages before their script (%s)', (target) => {
  let database: Database;
  let app: FastifyInstance;

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode, url).toBe(200);
    const document = new JSDOM(response.body).window.document;
    return { response, html: response.body, document, main: within(document.querySelector('main')!) };
  };

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildTestApp(database, { pages: 'production', production: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('/basket says where the basket is kept, without claiming it is empty or loading, and offers ways on', async () => {
    const { document, main, html } = await get('/basket');
    expect(main.getByRole('heading', { level: 1, name: 'Your basket' })).toBeTruthy();
    expect(main.getByRole('heading', { level: 2, name: 'Your basket is on this device' })).toBeTruthy();
    // Neither "empty" (the server cannot know) nor a loading placeholder that never ends without script.
    expect(main.queryByText('Your basket is empty')).toBeNull();
    expect(main.queryByRole('status')).toBeNull();
    expect(html).not.toContain('Loading...');
    // Without script, the page says why the basket does not show and what to do instead.
    expect(document.querySelector('main noscript')?.textContent).toContain('Please call us');
    for (const [name, href] of [
      ['Browse the gallery', '/gallery'],
      ['See our monument packages', '/value-engineering/packages'],
      ['Contact us', '/contact-us'],
    ])
      expect(main.getByRole('link', { name }).getAttribute('href')).toBe(href);
    for (const office of business.offices)
      expect(main.getByRole('link', { name: office.phone }).getAttribute('href')).toBe(office.phoneHref);
    // The packages to start from, each with its price and a button that names it.
    const suggestions = within(main.getByRole('region', { name: 'Not sure where to start?' }));
    for (const pkg of valuePackages) {
      expect(suggestions.getByText(pkg.name).id).toBe(`suggested-${pkg.id}`);
      expect(suggestions.getByText(formatPrice(pkg.priceCents))).toBeTruthy();
      const add = document.querySelector(`button[aria-describedby="suggested-${pkg.id}"]`)!;
      expect(add.textContent).toBe('Add to basket');
      expect(add.getAttribute('type')).toBe('button');
    }
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(await axeViolations(html, 'http://localhost/basket')).toEqual([]);
  });

  it("nothing of a family's basket is in the page every visitor gets", async () => {
    const title = `Basket Page Privacy Upright ${randomUUID().slice(0, 8)}`;
    const itemId = await insertGalleryItem(database, { title, slug: `basket-privacy-${randomUUID().slice(0, 8)}` });
    const basketSessionId = randomUUID();
    await callerFor(database, { basketSessionId }).basket.add({ itemType: 'gallery', itemId });
    expect((await callerFor(database, { basketSessionId }).basket.list()).items.map((i) => i.data.title)).toEqual([
      title,
    ]);

    // The family's browser sends its basket id only to /trpc; a page request carrying it anyway
    // gets the page everyone gets. (The basket's page is kept out of the page cache as well.)
    const anonymous = await get('/basket');
    const family = await get('/basket', { 'x-basket-session': basketSessionId });
    expect(family.document.querySelector('main')!.outerHTML).toBe(anonymous.document.querySelector('main')!.outerHTML);
    for (const page of [anonymous, family]) {
      expect(page.response.headers['x-page-cache']).toBeUndefined();
      expect(page.html).not.toContain(title);
      expect(page.html).not.toContain(basketSessionId);
    }
  });

  it('the packages page offers each reservation as a link and each basket button as a native button', async () => {
    const { document, main, html } = await get('/value-engineering/packages');
    for (const pkg of valuePackages) {
      const card = within(main.getByRole('article', { name: pkg.name }));
      expect(card.getByText(formatPrice(pkg.priceCents))).toBeTruthy();
      const reserve = card.getByRole('link', { name: `Reserve this package: ${pkg.name}` });
      expect(reserve.getAttribute('href')).toBe(`/value-engineering/packages?reserve=${pkg.id}#reserve`);
      const add = card.getByRole('button', { name: 'Add to basket' });
      expect(add.getAttribute('type')).toBe('button');
      expect(add.getAttribute('aria-describedby')).toBe(`package-${pkg.id}`);
    }
    // No reservation asked for: no reservation form.
    expect(document.querySelector('main form[method="post"]')).toBeNull();
    expect(await axeViolations(html, 'http://localhost/value-engineering/packages')).toEqual([]);
  });

  it('a reservation link followed without script opens the reservation as a plain form posted to the page (decision 240)', async () => {
    const [heritage] = valuePackages;
    const { document, main, html } = await get(`/value-engineering/packages?reserve=${heritage!.id}`);
    const form = document.querySelector('main form[method="post"]')!;
    expect(form.getAttribute('action')).toBe('/value-engineering/packages#reserve');
    expect(main.getByRole('heading', { name: `Reserve the ${heritage!.name}` })).toBeTruthy();
    for (const label of [
      'Your name',
      'Phone',
      'Email',
      'Preferred office',
      'Cemetery',
      'Cemetery town',
      'When do you need it?',
    ])
      // A required field's label ends with Mantine's asterisk.
      expect(
        within(form as HTMLElement).getByLabelText(new RegExp(`^${label.replace('?', '\\?')}( \\*)?$`)),
      ).toBeTruthy();
    expect(
      within(form as HTMLElement)
        .getByRole('button', { name: 'Reserve this package' })
        .getAttribute('type'),
    ).toBe('submit');
    expect(await axeViolations(html, `http://localhost/value-engineering/packages?reserve=${heritage!.id}`)).toEqual(
      [],
    );
  });

  it.each([
    '/value-engineering/packages?reserve=no-such-package',
    '/value-engineering/packages?reserve=%3Cscript%3E',
    '/value-engineering/packages?reserve=',
    '/value-engineering/packages?reserve=a&reserve=b',
    '/basket?reserve=x',
  ])('%s is answered with the page', async (url) => {
    const { main, html } = await get(url);
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
  });
});
