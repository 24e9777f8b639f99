import type { Page, TestInfo } from '@playwright/test';
import { test, expect, expectAccessible, signInAsAdmin } from './fixtures';

/**
 * Staff journeys that change nothing another journey reads (an admin added and removed again, the
 * navigation looked at), so they run beside the other journeys rather than in the steps that run
 * alone at the end with the rest of staff-admin.spec.ts (decision 259).
 */

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

test.describe('staff accounts and navigation', () => {
  // Two browsers and several screens per journey: more than the default on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('an added admin signs in; once removed, their open session stops working @desktop', async ({
    page,
    browser,
  }, testInfo) => {
    // Two browsers, and the new admin's email typed key by key: longer than the default.
    test.setTimeout(90_000);
    const email = `helper-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
    await signInAsAdmin(page);
    await page.goto('/admin/add-admin', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Admins' })).toBeVisible();
    await expectAccessible(page);
    const form = page.getByRole('region', { name: 'Add an admin' });
    await form.getByLabel('Their email').pressSequentially(email);
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

  test('the navigation is grouped as the office works and marks the screen in use @desktop', async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page);
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const openMenu = async () => {
      await expect(nav.getByRole('group', { name: 'Today' })).toBeVisible();
    };
    await openMenu();
    const groups = {
      Today: ['Dashboard', 'Contact requests', 'Quote requests', 'Bookings', 'Orders & proofs'],
      Website: ['Page pictures', 'Gallery', 'Blog', 'Redirects & 404s'],
      Prices: ['Price calculator', 'Packages'],
      Settings: ['Business', 'Admins', 'Email', 'Webhooks', 'Content migration', 'Image migration'],
    };
    for (const [group, labels] of Object.entries(groups)) {
      for (const label of labels) {
        await expect(
          nav.getByRole('group', { name: group }).getByRole('link', { name: label, exact: true }),
        ).toBeVisible();
      }
    }
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName('Dashboard');

    // The outgoing-email settings have their own entry; the business entry is then not the current one.
    await nav.getByRole('link', { name: 'Email', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/settings\?section=smtp$/);
    await expect(page.getByRole('tab', { name: 'Outgoing email' })).toHaveAttribute('aria-selected', 'true');
    await openMenu();
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName('Email');
    // Marked visibly too: bold, on a tinted ground, unlike its neighbours.
    const look = (name: string) =>
      nav
        .getByRole('link', { name, exact: true })
        .evaluate((el) => [getComputedStyle(el).fontWeight, getComputedStyle(el).backgroundColor].join(' '));
    expect(await look('Email')).not.toBe(await look('Business'));

    await nav.getByRole('link', { name: 'Business', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await openMenu();
    await expect(current).toHaveAccessibleName('Business');
    await expectAccessible(page);
    await shot(page, testInfo, 'navigation');
  });
});
