import { chromium } from 'playwright-core';
const base = 'http://localhost:3641';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const url of process.argv.slice(2)) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text().slice(0, 200)));
  page.on('pageerror', (e) => errors.push(String(e).slice(0, 300)));
  page.on('response', (r) => (r.status() >= 400 || r.url().includes('/trpc/')) && errors.push(r.status() + ' ' + r.url().slice(0, 200)));
  await page.goto(base + url, { waitUntil: 'networkidle' });
  console.log(url, errors);
  await context.close();
}
await browser.close();
