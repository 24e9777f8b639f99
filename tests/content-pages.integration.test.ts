import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { configure, within } from '@testing-library/react';
import type { Database } from '#db/create-db';
import { services } from '#content/services';
import { faqFor } from '#content/faq';
import { formatPrice, valuePackages } from '#content/packages';
import { buildTestApp } from '#tests/support/test-app';
import { openTestDatabase } from '#tests/support/test-database';
import { contentPages } from '#tests/support/content-pages';
import { axeViolations } from '#tests/support/axe-html';
import { seededBusiness as business } from '#tests/support/seeded-business';
import { insertMissingDemoSiteImages } from '#server/modules/site-images/site-images.repository';
import { insertMissingRedirects } from '#server/modules/redirects/redirects.repository';
import { legacyRedirects } from '#server/modules/redirects/legacy-redirects';

/**
 * What the information pages, the home page, the contact page and the service area directory
 * say, as the server sends them: headings, metadata, breadcrumbs, structured data, lists,
 * prices, wording and links (these were browser journeys, one per page and per width; decision
 * 227). How a browser draws them (accessibility, nothing wider than the screen) stays in
 * tests/e2e/content-pages.spec.ts, what visitors do on them in the other journeys.
 */

// The server HTML carries no styles: every element counts, as it does for a screen reader.
configure({ defaultHidden: true });

const { faqArticles, faqCategories } = faqFor(business);

const specReadFullAnswer = [
  '/faq/custom-monument-design-options',
  '/faq/bring-your-own-monument-idea',
  '/faq/incorporate-custom-artwork',
  '/faq/monument-production-timeline',
  '/faq/installation-services-included',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the information pages, as the server sends them', () => {
  let database: Database;
  let app: FastifyInstance;
  const html = new Map<string, string>();
  /** The page's document, parsed once. */
  const documents = new Map<string, Document>();
  const open = (path: string) => {
    if (!documents.has(path)) documents.set(path, new JSDOM(html.get(path)!).window.document);
    return documents.get(path)!;
  };
  const screen = (path: string) => within(open(path).body);
  const main = (path: string) => within(open(path).querySelector('main')!);
  /** The page's JSON-LD objects, those of a graph included. */
  const structuredData = (path: string): Array<Record<string, any>> =>
    [...open(path).querySelectorAll('script[type="application/ld+json"]')]
      .flatMap((script) => [JSON.parse(script.textContent ?? 'null')].flat())
      .flatMap((data: { '@graph'?: unknown[] }) => data?.['@graph'] ?? [data]) as Array<Record<string, any>>;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    // The demo's pictures, as a fresh site has them: the home page shows its process section.
    await insertMissingDemoSiteImages(database.db);
    // The old site's addresses, as the seed adds them.
    await insertMissingRedirects(database.db, legacyRedirects);
    app = await buildTestApp(database, { pages: 'production', production: true });
    for (const path of [...contentPages.map((page) => page.path), '/', '/contact-us', '/service-area-directory']) {
      const response = await app.inject({ url: path });
      expect(response.statusCode, path).toBe(200);
      html.set(path, response.body);
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(contentPages)(
    '$path shows its heading, title, canonical address, description and breadcrumbs',
    ({ path, h1 }) => {
      const document = open(path);
      const headings = [...document.querySelectorAll('h1, [role=heading][aria-level="1"]')];
      expect(headings.map((heading) => heading.textContent)).toEqual([h1]);
      expect(document.title).toMatch(new RegExp(escape(business.name)));
      const canonical = document.querySelector('link[rel=canonical]')?.getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(path);
      expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toBeTruthy();
      // Visible breadcrumbs, and the same trail as structured data.
      const trails = document.querySelectorAll<HTMLElement>('nav[aria-label=Breadcrumb]');
      expect(trails).toHaveLength(1);
      expect(within(trails[0]!).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
      expect(trails[0]!.querySelectorAll('[aria-current=page]')).toHaveLength(1);
      const breadcrumbList = structuredData(path).find((data) => data['@type'] === 'BreadcrumbList');
      expect(breadcrumbList?.itemListElement.at(-1).item).toBe(canonical);
    },
  );

  // The browser sweep (tests/e2e/content-pages.spec.ts) runs axe on one page of each layout; every
  // page's own words, names and headings get axe's structural rules here.
  it.each([...contentPages.map((page) => page.path), '/', '/contact-us', '/service-area-directory'])(
    '%s passes axe (all but colour contrast) as the server sends it',
    async (path) => {
      expect(await axeViolations(html.get(path)!, `http://localhost${path}`)).toEqual([]);
    },
  );

  it('an unknown service or FAQ article answers 404 with the moved-on page, not a keyword guess', async () => {
    for (const url of ['/services/no-such-service', '/faq/no-such-question']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      // In the site's frame, as an unknown address is: the header, the page and the footer.
      const document = new JSDOM(response.body).window.document;
      expect(document.querySelector('main h1')?.textContent, url).toBe('This Page Has Moved On');
      expect(document.querySelector('header'), url).not.toBeNull();
      expect(document.querySelector('footer'), url).not.toBeNull();
    }
    // An address outside every section: the moved-on page in the site's frame, with ways on
    // (tests/e2e/foundation.spec.ts opens it in a browser).
    const response = await app.inject({ url: '/a-page-that-never-existed' });
    expect(response.statusCode).toBe(404);
    const page = within(new JSDOM(response.body).window.document.querySelector('main')!);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('This Page Has Moved On');
    expect(page.getByRole('link', { name: 'Gallery' }).getAttribute('href')).toBe('/gallery');
  });

  it('an address of the old site is redirected for good, its query kept', async () => {
    const response = await app.inject({ url: '/about-us/?ref=old' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?ref=old');
  });

  it('the FAQ has the five Read Full Answer links of the specification, leading to their answers', () => {
    const links = [...open('/faq').querySelectorAll('main a')].filter((a) =>
      a.textContent?.includes('Read Full Answer'),
    );
    expect(links.map((a) => a.getAttribute('href'))).toEqual(specReadFullAnswer);
    expect(
      main('/faq')
        .getByRole('link', { name: /Read Full Answer: How long does it take/ })
        .getAttribute('href'),
    ).toBe('/faq/monument-production-timeline');
    expect(main('/faq/monument-production-timeline').getAllByText(/up to 6 months/).length).toBeGreaterThan(0);
  });

  it('the FAQ emits FAQPage data built from the questions on the page, and a Still Have Questions block', () => {
    const faqPage = structuredData('/faq').find((data) => data['@type'] === 'FAQPage');
    const questionCount = faqCategories.reduce((sum, category) => sum + category.questions.length, 0);
    expect(faqPage?.mainEntity).toHaveLength(questionCount);
    expect(faqPage?.mainEntity[0].acceptedAnswer.text).toBe(faqCategories[0]!.questions[0]!.answer);
    expect(main('/faq').getAllByRole('button')).toHaveLength(questionCount);

    const block = within(screen('/faq').getByRole('region', { name: 'Still have questions?' }));
    for (const office of business.offices) {
      expect(block.getByRole('link', { name: new RegExp(escape(office.phone)) }).getAttribute('href')).toBe(
        office.phoneHref,
      );
    }
    expect(block.getByRole('link', { name: 'Book a consultation' }).getAttribute('href')).toBe('/book');
    expect(block.getByRole('link', { name: 'Browse the gallery' }).getAttribute('href')).toBe('/gallery');
  });

  it('an FAQ article has its short answer, related questions, Article data and a call to action', () => {
    const path = '/faq/incorporate-custom-artwork';
    expect(screen(path).getByText('The short answer')).toBeTruthy();
    expect(screen(path).getAllByText(/jpg, png, ai or eps/).length).toBeGreaterThan(0);
    const related = within(screen(path).getByRole('region', { name: 'Related questions' }));
    expect(related.getAllByRole('link')).toHaveLength(4); // three questions and the way back to the FAQ
    const article = structuredData(path).find((data) => data['@type'] === 'Article');
    expect(article?.headline).toBe(faqArticles['incorporate-custom-artwork'].question);
    const cta = within(screen(path).getByRole('region', { name: 'Still have a question?' }));
    expect(cta.getByRole('link', { name: /Call Ada/ }).getAttribute('href')).toBe(business.offices[0]!.phoneHref);
  });

  it('the services page has eight cards, the stats, both offices and its calls to action', () => {
    const page = screen('/services');
    const cards = within(page.getByRole('region', { name: 'What we do' })).getAllByRole('article');
    expect(cards).toHaveLength(8);
    for (const [index, service] of services.entries()) {
      expect(within(cards[index]!).getByRole('link', { name: service.name }).getAttribute('href')).toBe(
        `/services/${service.slug}`,
      );
    }
    const pictures = [...open('/services').querySelectorAll('main img[src^="/images/services/"]')];
    expect(pictures).toHaveLength(8);
    for (const img of pictures) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
    }
    const stats = page.getByRole('region', { name: /A family business since/ }).textContent;
    for (const figure of ['87', '2', '100%']) expect(stats).toContain(figure);
    const area = within(page.getByRole('region', { name: 'Serving Oklahoma, Texas and New Mexico' }));
    for (const office of business.offices) {
      expect(area.getByRole('link', { name: `Call ${office.phone}` }).getAttribute('href')).toBe(office.phoneHref);
    }
    expect(page.getByRole('link', { name: 'See how pricing works' }).getAttribute('href')).toBe('/pricing');
    expect(page.getAllByRole('link', { name: 'Browse the gallery' })[0]!.getAttribute('href')).toBe('/gallery');
  });

  it('a service page explains the service and links to its questions', () => {
    const path = '/services/final-date-engraving';
    for (const heading of [
      'How it works',
      'What is included',
      'What we can add',
      'Questions families ask',
      'Related services',
    ]) {
      expect(screen(path).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen(path).getByRole('heading', { name: 'Typical turnaround' })).toBeTruthy();
    expect(
      screen(path)
        .getByRole('link', { name: /Can inscriptions be added to a monument later/ })
        .getAttribute('href'),
    ).toBe('/faq/add-inscriptions-later');
    const service = structuredData(path).find((data) => data['@type'] === 'Service');
    expect(service?.name).toBe('Final Date Engraving');
    expect(service?.provider['@id']).toMatch(/#organization$/);
  });

  it('pricing explains packages, deposit, guarantee and savings, and links onward', () => {
    const text = open('/pricing').querySelector('main')!.textContent!;
    for (const words of [
      '50% deposit',
      'below the package price',
      '15-25%',
      'Layaway',
      'Price matching',
      'Free delivery and installation',
    ]) {
      expect(text).toContain(words);
    }
    for (const pkg of valuePackages) expect(main('/pricing').getAllByText(formatPrice(pkg.priceCents)).length).toBe(1);
    expect(screen('/pricing').getByRole('link', { name: 'Compare the packages' }).getAttribute('href')).toBe(
      '/value-engineering/packages',
    );
    expect(screen('/pricing').getByRole('link', { name: 'Ask for a free estimate' }).getAttribute('href')).toBe(
      '/contact-us',
    );
  });

  it('the packages page shows each package with its price, what it includes and a picture that is served', async () => {
    const path = '/value-engineering/packages';
    for (const pkg of valuePackages) {
      const card = within(screen(path).getByRole('article', { name: pkg.name }));
      expect(card.getByText(formatPrice(pkg.priceCents))).toBeTruthy();
      for (const item of pkg.includes) expect(card.getByText(item)).toBeTruthy();
      const picture = card.getByRole('img', { name: pkg.image.alt });
      expect(picture.getAttribute('loading')).toBe('lazy');
      const served = await app.inject({ url: picture.getAttribute('src')! });
      expect(served.statusCode, picture.getAttribute('src')!).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
    }
    const list = structuredData(path).find((data) => data['@type'] === 'ItemList');
    expect(list?.itemListElement.map((entry: any) => entry.item.offers.price)).toEqual([
      '4850.00',
      '6750.00',
      '8950.00',
    ]);
  });

  it('testimonials show the rating and four reviews on the page, and claim no rating markup', () => {
    expect(screen('/testimonials').getByRole('img', { name: `Rated ${business.rating.value} out of 5` })).toBeTruthy();
    expect(open('/testimonials').querySelectorAll('main figure')).toHaveLength(4);
    // Self-published reviews stay on the page as text, not as rating markup (decision 184).
    expect(JSON.stringify(structuredData('/testimonials'))).not.toMatch(/"(aggregateRating|review)"/);
  });

  it('the staff page introduces the team with initials, not photos', () => {
    expect(main('/staff').getAllByRole('article')).toHaveLength(6);
    expect(open('/staff').querySelectorAll('main img')).toHaveLength(0);
  });

  it('no broken internal links among the information pages, and every one is in the sitemap', async () => {
    const targets = new Map<string, string>(); // address -> first page it was found on
    for (const { path } of contentPages) {
      for (const link of open(path).querySelectorAll('a[href]')) {
        const href = link.getAttribute('href')!;
        if (!href.startsWith('/') && !href.startsWith('#')) continue; // tel:, mailto: and other sites
        const url = new URL(href, `http://site${path}`);
        // The address with its query: a link may open a part of the page only its query draws
        // (a package's reservation form, `?reserve=...#reserve`).
        const key = `${url.pathname}${url.search}${url.hash}`;
        if (!targets.has(key)) targets.set(key, path);
      }
    }
    const checked = new Map<string, string>();
    for (const [target, foundOn] of targets) {
      const [pathname, hash] = target.split('#') as [string, string | undefined];
      if (!checked.has(pathname)) {
        const response = await app.inject({ url: pathname });
        expect(response.statusCode, `${pathname} (linked from ${foundOn})`).toBe(200);
        checked.set(pathname, response.body);
      }
      if (hash)
        expect(checked.get(pathname), `#${hash} on ${pathname} (linked from ${foundOn})`).toContain(`id="${hash}"`);
    }
    expect(checked.size).toBeGreaterThanOrEqual(contentPages.length);

    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    for (const { path } of contentPages) expect(sitemap, path).toContain(`${path}</loc>`);
  });
  it('the home page shows every section, with the hero picture first and the others lazy, all sized', () => {
    const document = open('/');
    const hero = document.querySelector('section[aria-labelledby="hero-title"] img')!;
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('loading')).not.toBe('lazy');
    expect(hero.getAttribute('width')).toMatch(/^\d+$/);
    expect(document.querySelector('h1')!.textContent).toMatch(/Memorials made with care/);
    const heroSection = within(document.querySelector<HTMLElement>('section[aria-labelledby="hero-title"]')!);
    for (const office of business.offices) {
      expect(heroSection.getAllByRole('link', { name: new RegExp(escape(office.phone)) }).length).toBeGreaterThan(0);
    }
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.textContent?.trim());
    for (const heading of [
      'Send Us a Message',
      'A Family Business Since 1936',
      'Honest Prices, Guaranteed',
      'Our Services',
      'Why Families Choose Caldwell',
      'Serving Oklahoma, Texas and New Mexico',
      'From First Sketch to Final Setting',
      'What Families Say',
      'Schedule Consultation',
      'Get a Quote',
    ]) {
      expect(headings, heading).toContain(heading);
    }
    for (const price of ['$4,850', '$6,750', '$8,950', '4.9'])
      expect(screen('/').getAllByText(price).length).toBeGreaterThan(0);
    expect(document.querySelector('a[href="/gallery/catalog-items"]')).not.toBeNull();
    expect(document.querySelector('a[href="/gallery/clearance-specials"]')).not.toBeNull();
    // The design card goes to the design playground itself (decision 256).
    expect(document.querySelector('a[href="/ai-tools/design-playground"]')!.textContent).toContain('AI Design Tools');
    expect(document.querySelector('[data-testid="plan-ahead"]')).not.toBeNull();
    // Below-the-fold pictures wait until they are needed, and are all sized.
    const images = [...document.querySelectorAll('main img')];
    expect(images.filter((img) => !img.hasAttribute('width') || !img.hasAttribute('height'))).toEqual([]);
    expect(images.filter((img) => img.getAttribute('loading') !== 'lazy')).toEqual([hero]);
  });

  it('the contact page shows both offices with their phones, hours and breadcrumbs', () => {
    const document = open('/contact-us');
    expect(screen('/contact-us').getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(document.querySelector('nav[aria-label=Breadcrumb]')!.textContent).toContain('Home');
    expect(document.querySelectorAll('address')).toHaveLength(2);
    for (const office of business.offices) {
      expect(screen('/contact-us').getAllByRole('link', { name: office.phone })[0]!.getAttribute('href')).toBe(
        office.phoneHref,
      );
    }
    expect(screen('/contact-us').getAllByText('Mon-Fri 9:00 AM - 5:00 PM').length).toBeGreaterThan(0);
    expect(structuredData('/contact-us').some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('the service area directory lists the states, regions, counties and towns with both offices', () => {
    const path = '/service-area-directory';
    const document = open(path);
    expect(screen(path).getByRole('heading', { level: 1, name: 'Service Area Directory' })).toBeTruthy();
    for (const state of ['Oklahoma', 'Texas', 'New Mexico']) {
      expect(screen(path).getByRole('heading', { level: 2, name: state })).toBeTruthy();
    }
    expect(screen(path).getByRole('heading', { name: 'Pontotoc County' })).toBeTruthy();
    expect(screen(path).getByRole('heading', { name: 'Collin County' })).toBeTruthy();
    expect(screen(path).getByRole('list', { name: 'Towns in Pontotoc County' }).textContent).toContain('Ada');
    expect(screen(path).getByText('By arrangement')).toBeTruthy();
    expect(document.querySelectorAll('address')).toHaveLength(2);
    expect(document.title).toMatch(/Service Area Directory/);
    expect(document.querySelector('link[rel=canonical]')!.getAttribute('href')).toMatch(/\/service-area-directory$/);
  });
});
