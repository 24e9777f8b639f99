import type { Browser, Page, TestInfo } from '@playwright/test';
import { test, expect, expectAccessible, signInAsAdmin } from './fixtures';

/** Signs an account other than the demo admin in through the form. */
async function signIn(page: Page, account: { email: string; password: string }) {
  // The sign-in form's inputs are controlled: typing before it has hydrated would be reset.
  await page.goto('/admin/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(account.email);
  await page.locator('input[name=password]').fill(account.password);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

/** A page as an anonymous visitor sees it (a fresh browser context: no session cookie). */
async function visitorPage(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test.describe('staff administration', () => {
  // Two browsers and a dozen screens per journey: more than the default on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('staff change an office phone and families see it in the header, footer and search data', async ({
    page,
    browser,
  }, testInfo) => {
    const digits = testInfo.project.name.startsWith('phone') ? '0172' : '0171';
    const phone = `(580) 555-${digits}`;
    await signInAsAdmin(page);
    await page.goto('/admin/settings', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const offices = page.getByRole('form', { name: 'Offices' });
    const firstPhone = offices.getByRole('textbox', { name: 'Phone' }).first();
    await expect(firstPhone).toHaveValue('(580) 555-0136');
    // The seeded number is a made-up one: the screen says so.
    await expect(offices.getByText('Replace with your real value').first()).toBeVisible();
    await expectAccessible(page);

    // A bad number is refused beside the field and what was typed stays.
    await firstPhone.fill('call the shop');
    await offices.getByRole('button', { name: 'Save offices' }).click();
    await expect(offices.getByText('Please enter a phone number with its area code')).toBeVisible();
    await expect(firstPhone).toHaveValue('call the shop');

    await firstPhone.fill(phone);
    await offices.getByRole('button', { name: 'Save offices' }).click();
    const saved = offices.getByRole('status');
    await expect(saved).toContainText(`Offices: Office 1, Phone: (580) 555-0136 → ${phone}`);
    await expect(page.getByRole('region', { name: 'History of changes' })).toContainText(phone);
    await shot(page, testInfo, 'settings');

    // Within seconds, on the public site (served from the page cache, dropped by the change).
    const visitor = await visitorPage(browser, '/');
    const tel = `tel:+1580555${digits}`;
    await expect(visitor.page.locator(`header a[href="${tel}"]`).first()).toBeAttached();
    await expect(visitor.page.getByRole('contentinfo')).toContainText(phone);
    const jsonLd = await visitor.page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? '').join('\n'));
    expect(jsonLd).toContain(`"telephone":"+1580555${digits}"`);
    await visitor.close();

    // Undo from the history puts the old number back.
    const history = page.getByRole('region', { name: 'History of changes' });
    await history
      .getByRole('button', { name: /^Undo the change to Offices/ })
      .first()
      .click();
    await expect(firstPhone).toHaveValue('(580) 555-0136');
    const after = await visitorPage(browser, '/contact-us');
    await expect(after.page.getByRole('contentinfo')).toContainText('(580) 555-0136');
    await after.close();
  });

  test('an added admin signs in; once removed, their open session stops working', async ({
    page,
    browser,
  }, testInfo) => {
    const email = `helper-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
    await signInAsAdmin(page);
    await page.goto('/admin/add-admin', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Admins' })).toBeVisible();
    await expectAccessible(page);
    const form = page.getByRole('region', { name: 'Add an admin' });
    await form.getByLabel('Their email').fill(email);
    await form.getByRole('button', { name: 'Add admin' }).click();
    const told = page.getByRole('dialog', { name: 'Their password' });
    const password = (await told.getByTestId('generated-password').textContent())?.trim() ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    await told.getByRole('button', { name: 'Done' }).click();
    await expect(
      page.getByRole('list', { name: 'Admins' }).getByRole('listitem').filter({ hasText: email }),
    ).toContainText('Never');
    await shot(page, testInfo, 'admins');

    // The new admin signs in in their own browser.
    const theirs = await browser.newContext();
    const theirPage = await theirs.newPage();
    await signIn(theirPage, { email, password });
    await expect(theirPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The list shows their sign-in; then they are removed, and their session ends at once.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(
      page.getByRole('list', { name: 'Admins' }).getByRole('listitem').filter({ hasText: email }),
    ).not.toContainText('Never');
    await page.getByRole('button', { name: `Remove ${email}` }).click();
    await page.getByRole('dialog', { name: 'Remove this admin?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(
      page.getByRole('list', { name: 'Admins' }).getByRole('listitem').filter({ hasText: email }),
    ).toHaveCount(0);

    await theirPage.goto('/admin/settings');
    await expect(theirPage).toHaveURL(/\/admin\/login$/);
    await theirs.close();
  });

  test('the dashboard counts a new lead and draws the requests chart', async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    await page.goto('/admin', { waitUntil: 'networkidle' });
    const count = page.getByTestId('waiting-submissions');
    const before = Number(await count.textContent());
    const chart = page.getByRole('region', { name: 'Requests over the last 90 days' });
    const inAll = async () => Number(/(\d+) in all/.exec((await chart.textContent()) ?? '')?.[1]);
    const allBefore = await inAll();
    const octet = () => Math.floor(Math.random() * 254) + 1;
    const response = await page.request.post('/trpc/leads.submitContact', {
      headers: { 'x-forwarded-for': `198.18.${octet()}.${octet()}` },
      data: {
        name: 'Dashboard Family',
        email: 'family@example.com',
        message: 'We would like to talk about a marker for our father.',
        office: 'oklahoma',
      },
    });
    expect(response.ok()).toBe(true);
    // A package reservation is a request too: the chart counts it beside the contact message.
    const reserved = await page.request.post('/trpc/valueEngineering.reserve', {
      headers: { 'x-forwarded-for': `198.18.${octet()}.${octet()}` },
      data: {
        packageId: 'legacy-sierra-white-upright',
        name: 'Dashboard Reserving Family',
        phone: '(580) 555-0198',
        submissionKey: crypto.randomUUID(),
      },
    });
    expect(reserved.ok(), await reserved.text()).toBe(true);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(count).toHaveText(String(before + 1));
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    expect(await inAll()).toBe(allBefore + 2);
    for (const kind of ['Contact messages', 'Quote requests', 'Consultation bookings', 'Package reservations'])
      await expect(chart.locator('.recharts-legend-wrapper, [class*=legend]').getByText(kind)).toBeVisible();
    // Today's figures under the mouse, every kind named.
    const surface = chart.locator('.recharts-surface').first();
    await surface.scrollIntoViewIfNeeded();
    const box = (await surface.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width - 12, box.y + box.height / 2, { steps: 5 });
    const tooltip = chart.locator('.recharts-tooltip-wrapper');
    await expect(tooltip).toContainText('Package reservations');
    await expect(tooltip).toContainText('Consultation bookings');
    await expectAccessible(page);
    await shot(page, testInfo, 'dashboard');
    await count.click();
    await expect(page).toHaveURL(/\/admin\/submissions\?status=new/);
  });
});
