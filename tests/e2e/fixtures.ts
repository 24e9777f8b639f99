import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations, type AxeViolation } from '../support/axe-report';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface PageProblems {
  problems: string[];
  /** A path (e.g. "/nope" or "/trpc/auth.signIn") whose 4xx answer this test expects. */
  allowErrorResponse(path: string): void;
}

/**
 * Every test's page records console errors, page errors (hydration mismatches surface there)
 * and failed requests; any of them fails the test.
 */
export const test = base.extend<{ watched: PageProblems }>({
  watched: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed = new Set<string>();
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // The browser logs the 4xx status of a response the test provoked on purpose.
        const url = message.location().url;
        if (/status of 4\d\d/.test(text) && url && allowed.has(new URL(url).pathname)) return;
        problems.push(`console error: ${text} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message} (at ${page.url()})`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? '';
        // Navigating away aborts requests still in flight; that is not a failure of the site.
        if (failure.includes('ERR_ABORTED')) return;
        problems.push(`request failed: ${request.url()} ${failure}`);
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.status() >= 400 && !allowed.has(url.pathname)) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      await use({ problems, allowErrorResponse: (path) => allowed.add(path) });
      expect(problems, 'console errors, page errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe in the page; fails on any serious or critical violation. */
export async function expectAccessible(page: Page) {
  // A dialog still fading in is part transparent, and axe measured its colours mid-fade (a
  // colour-contrast failure seen once on the staff calculator's publish dialog): transitions with
  // an end are let finish first (a spinning loader has none).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<any> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  const serious = seriousViolations(results.violations as AxeViolation[]);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Whether a family's journey goes on to the office's part (staff handling what the family sent):
 * at a desk only. At phone width the journey ends with the family. What staff do is the same code
 * at any width, their journeys run at a desk, and every staff screen is opened at phone width by
 * the staff screens sweep in foundation.spec.ts (decisions 287 and 290).
 */
export function officeAtThisWidth(testInfo: TestInfo): boolean {
  return !testInfo.project.use.isMobile;
}

/** A script of Mantine's provider or theme, by its built file's name: a light page asks for none before it hydrates. */
export const MANTINE_SCRIPT = /site-mantine-provider|MantineThemeProvider/;

/** Where the setup project keeps the demo admin's signed-in browser state for every journey. */
export const ADMIN_STATE = '.tmp/e2e-auth/admin.json';

/**
 * Starts the page signed in as the demo admin, with the session the setup project made once
 * (signing in through the form in every journey cost seconds each; the form itself is tested in
 * foundation.spec.ts), and opens the dashboard, or the staff screen at `path`, returning once it
 * is hydrated (a journey bound for another screen need not draw the dashboard and its chart first).
 */
export async function signInAsAdmin(page: Page, path = '/admin') {
  const state = JSON.parse(fs.readFileSync(ADMIN_STATE, 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
  await page.goto(path);
  // The screen asked for, not the login page (a screen may add its own defaults to the query).
  await expect(page).toHaveURL((url) => url.pathname === new URL(path, url).pathname);
  // A tap on server HTML before hydration does nothing (the phone's menu button, say).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Nothing wider than the screen, and no button whose words are cut off (decision 287). The width
 * is measured against the viewport the test set, not the page's own `innerWidth` or
 * `clientWidth`: a phone browser widens its layout viewport to fit a too-wide page, so those grow
 * with it and a comparison with them could never fail.
 */
export async function expectNoSidewaysScroll(page: Page, step = '') {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `no sideways scrolling${step ? `: ${step}` : ''}`).toBeLessThanOrEqual(width);
  // Nor a button whose words are cut off (a dialog's too: they are outside main).
  const clipped = await page
    .locator('.mantine-Button-label:visible')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
  expect(clipped, `no button cut short${step ? `: ${step}` : ''}`).toEqual([]);
}
