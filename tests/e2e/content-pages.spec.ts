import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, expectNoSidewaysScroll, MANTINE_SCRIPT } from './fixtures';
import { contentPages } from '../support/content-pages';

// What these pages say (headings, metadata, lists, prices, links) is checked on the server's HTML
// in tests/content-pages.integration.test.ts (decision 227); here, how a browser draws them.

/** Opens a page and waits until React has hydrated it, so clicks are not lost. */
async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** Of pages drawn by one template, the one with the longest heading: the likeliest to overflow. */
const longestHeading = (pages: typeof contentPages) =>
  pages.reduce((longest, page) => (page.h1.length > longest.h1.length ? page : longest));

/**
 * The pages the sweep opens: one page per layout, at each width. Every route with a layout of its
 * own is here (the home page, the services and FAQ indexes, about, staff, testimonials, pricing,
 * value engineering, the packages, contact and the directory); of the pages one template draws
 * from different words (eight services, sixteen FAQ articles) only the one with the longest
 * heading, where a word too long for a phone would show first. The sweep was every information
 * page, 35 at each width (about a minute a width); the others differ from their representative
 * only in words, and what the words are, and axe's structural rules (names, roles, landmarks,
 * headings, ids), are checked on every page's server HTML in
 * tests/content-pages.integration.test.ts. What needs a browser stays here for every layout:
 * hydration without errors, the width, cut buttons, and axe with colour contrast.
 * /faq is opened by the FAQ journey below, which checks the same.
 */
const sweptPages: Array<{ path: string; h1: string | RegExp }> = [
  { path: '/', h1: /Memorials made with care/ },
  ...contentPages.filter((page) => !/^\/(services|faq)\/[^/]+$/.test(page.path) && page.path !== '/faq'),
  longestHeading(contentPages.filter((page) => page.path.startsWith('/services/'))),
  longestHeading(contentPages.filter((page) => page.path.startsWith('/faq/'))),
  { path: '/contact-us', h1: 'Contact Us' },
  { path: '/service-area-directory', h1: 'Service Area Directory' },
];

/**
 * Pages that hydrate without Mantine's provider and theme (light pages with nothing of Mantine
 * on them; decisions 049 and 295). The home page is light too, but its message form is Mantine's.
 */
const WITHOUT_MANTINE = new Set(['/service-area-directory']);

test.describe('content pages', () => {
  test('a page of every layout hydrates, fits the screen, cuts no button short and passes axe', async ({ page }) => {
    test.setTimeout(60_000 + sweptPages.length * 10_000);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const { path, h1 } of sweptPages) {
      await test.step(path, async () => {
        scripts.length = 0;
        const response = await openPage(page, path);
        const beforeHydration = [...scripts];
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        await expectNoSidewaysScroll(page, path);
        await expectAccessible(page);
        if (WITHOUT_MANTINE.has(path)) {
          expect(
            beforeHydration.filter((url) => MANTINE_SCRIPT.test(url)),
            path,
          ).toEqual([]);
        }
      });
    }
  });
});

test.describe('FAQ', () => {
  test('one answer is open at a time, across categories, can be closed, leads to its article, and a link opens one', async ({
    page,
  }) => {
    await openPage(page, '/faq');
    await expectNoSidewaysScroll(page, '/faq');
    const first = page.getByRole('button', { name: 'What design options do I have for a custom monument?' });
    const second = page.getByRole('button', { name: 'How long does it take to make a monument?' });
    const third = page.getByRole('button', { name: 'Is installation included?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('We draw every design to scale and send you a proof')).toBeVisible();

    // A question in another category closes the first.
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('We draw every design to scale and send you a proof')).toBeHidden();
    await expect(page.getByText('Most standard monuments are ready in 4-6 weeks')).toBeVisible();

    await third.click();
    await expect(page.locator('[aria-expanded=true]').filter({ hasText: '?' })).toHaveCount(1);

    // Clicking the open question again closes it: nothing stays open.
    await third.click();
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main button[aria-expanded=true]')).toHaveCount(0);
    await expectAccessible(page);

    // An open answer's Read Full Answer link leads to its article.
    await second.click();
    // Once it has opened: a tap while the answer still unfolds can land on what moves under it.
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    const readMore = page.getByRole('link', { name: /Read Full Answer: How long does it take/ });
    await expect(readMore).toBeInViewport();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await readMore.click();
    await expect(page).toHaveURL(/\/faq\/monument-production-timeline$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How long does it take to make a monument?');
    await expect(page.getByText('up to 6 months').first()).toBeVisible();

    // A link to a question opens it.
    await openPage(page, '/faq#deposit');
    await expect(page.getByRole('button', { name: 'How much do I pay up front?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByText('A 50% deposit when you order starts the work.')).toBeVisible();
  });
});
