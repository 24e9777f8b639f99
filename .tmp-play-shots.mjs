import { chromium } from 'playwright-core';
const base = 'http://localhost:3641';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/ai-tools/design-playground?start=upright&cemetery=rose-hill-cemetery-ada&section=Section%20B`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const height = page.getByLabel('Height', { exact: true });
  await height.fill('');
  await height.pressSequentially('42');
  await height.blur();
  const checks = page.getByRole('region', { name: 'Checks' });

  await checks.getByText(/allows upright monuments up to 36 in tall/).waitFor();
  await page.waitForTimeout(1500);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(width, 'overflow', overflow, 'errors', errors);
  await checks.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/play-shots/checks-${width}.png` });
  await page.getByRole('region', { name: 'Where it goes' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/play-shots/where-${width}.png` });
  await page.getByTestId('cemetery-fees').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/play-shots/fees-${width}.png` });
  await page.screenshot({ path: `/tmp/play-shots/full-${width}.png`, fullPage: true });
  await checks.getByRole('button', { name: 'Lower the height to 36 in' }).click();
  await checks.getByText(/keeps to the rules of/).waitFor();
  await checks.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/play-shots/fixed-${width}.png` });
  console.log(width, 'fixed; height now', await height.inputValue());
  await context.close();
}
await browser.close();
