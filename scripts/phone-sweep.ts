/**
 * npx tsx scripts/phone-sweep.ts --base http://127.0.0.1:3401 --password <the demo admin's> [--chromium PATH]
 *
 * Walks the running production build as a phone (390 x 844, touch): every URL of the sitemap, then
 * the staff screens signed in as the demo admin, typing key by key into each screen's first fields
 * and tabbing through it. Prints every page wider than the phone (against the viewport, not the
 * page's own innerWidth, which a phone browser widens with the page), every focus that lands on
 * nothing, and every page or console error.
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { STAFF_SCREENS } from '#tests/support/staff-screens';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    password: { type: 'string' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});
const BASE = args.base!;
const WIDTH = 390;

const browser = await chromium.launch({
  executablePath: args.chromium,
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: WIDTH, height: 844 }, hasTouch: true, isMobile: true });
const problems: string[] = [];
page.on('pageerror', (error) => problems.push(`${page.url()} page error: ${error.message}`));
page.on('console', (message) => {
  if (message.type() === 'error') problems.push(`${page.url()} console: ${message.text().slice(0, 160)}`);
});

async function checkWidth(what: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > WIDTH) problems.push(`too wide (${scrollWidth} px): ${what}`);
}

async function typeAndTab(target: Page, path: string) {
  const fields = target.locator(
    'main input[type=text]:visible, main input[type=search]:visible, main textarea:visible',
  );
  for (let i = 0; i < Math.min(await fields.count(), 3); i++) {
    const field = fields.nth(i);
    if (!(await field.isEditable())) continue;
    const before = await field.inputValue();
    await field.click();
    await field.pressSequentially('ab 12');
    await checkWidth(`${path}, typing in field ${i + 1}`);
    await field.fill(before);
  }
  for (let tab = 1; tab <= 6; tab++) {
    await target.keyboard.press('Tab');
    const landed = await target.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'the page itself';
      const box = active.getBoundingClientRect();
      return box.width > 0 && box.height > 0 ? null : `a hidden ${active.tagName.toLowerCase()}`;
    });
    if (landed) {
      problems.push(`${path}: Tab ${tab} lands on ${landed}`);
      break;
    }
  }
  await checkWidth(`${path}, after tabbing`);
}

const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
const publicPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
for (const path of publicPaths) {
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  await checkWidth(path);
}

if (args.password) {
  await page.goto(`${BASE}/admin/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').pressSequentially('admin@caldwellmonuments.com');
  await page.locator('input[name=password]').pressSequentially(args.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin$/);
  for (const path of STAFF_SCREENS) {
    await page.goto(BASE + path, { waitUntil: 'networkidle' });
    await checkWidth(path);
    await typeAndTab(page, path);
  }
}

console.log(
  `${publicPaths.length} public pages and ${args.password ? STAFF_SCREENS.length : 0} staff screens at ${WIDTH} px`,
);
console.log(problems.length ? problems.join('\n') : 'nothing wider than the phone, no errors, no lost focus');
await browser.close();
