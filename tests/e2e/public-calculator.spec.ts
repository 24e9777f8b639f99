import { test, expect, expectAccessible, signInAsAdmin } from './fixtures';

test.describe('price calculator (families)', () => {
  test('template, size and color, access form, breakdown, save, share, basket, quote, staff see it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const name = `Ruth Alvarez ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Monument Price Calculator' })).toBeVisible();
    await expect(page.getByText(/^From \$/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);

    await page.getByRole('link', { name: /Start from this design: Single upright/ }).click();
    await expect(page).toHaveURL(/template=single_upright/);
    await page.getByLabel('Width').fill('40');
    await expect(page).toHaveURL(/length=40/);
    await page.getByRole('radio', { name: 'Blue Pearl' }).check();
    await expect(page).toHaveURL(/color=blue_pearl/);

    // The figures wait for the access form; the choices are kept.
    await page.getByRole('button', { name: 'See my estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open the price calculator' });
    await dialog.getByRole('button', { name: 'Open the price calculator' }).click();
    await expect(dialog.getByText('Please enter your name')).toBeVisible();
    await dialog.getByLabel('Your name').fill(name);
    await dialog.getByLabel('Email').fill('ruth@example.com');
    await dialog.getByLabel('Phone').fill('(580) 555-0136');
    await dialog.getByLabel('ZIP code').fill('74820');
    await dialog.getByRole('button', { name: 'Open the price calculator' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('estimate-range')).toHaveText(/^\$[\d,]+ to \$[\d,]+$/);
    const breakdown = page.getByTestId('estimate-breakdown');
    await expect(breakdown).toContainText('Blue Pearl');
    await expect(breakdown).toContainText('cu ft');
    await expect(breakdown).toContainText('Included');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);

    // Reload keeps the choices (and the grant).
    await page.reload();
    await expect(page.getByLabel('Width')).toHaveValue('40 in');
    await expect(page.getByRole('radio', { name: 'Blue Pearl' })).toBeChecked();
    const range = await page.getByTestId('estimate-range').textContent();

    await page.getByRole('button', { name: 'Save this estimate' }).click();
    await expect(page).toHaveURL(/\/calculator\/estimate\/[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(page.getByTestId('saved-range')).toHaveText(range!);
    const reference = page.url().split('/').pop()!;

    // The link works for someone else, in another browser.
    const other = await browser.newContext();
    const shared = await other.newPage();
    await shared.goto(`/calculator/estimate/${reference}`);
    await expect(shared.getByTestId('saved-range')).toHaveText(range!);
    await expect(shared.getByText(/price list version \d+/)).toBeVisible();
    await other.close();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByText('Added to basket')).toBeVisible();
    await page.goto('/basket');
    await expect(page.getByText(`Estimate ${reference}`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Estimate range \$/)).toBeVisible();
    const form = page.getByRole('form', { name: 'Ask for a quote' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Email').fill('ruth@example.com');
    await form.getByText('Ada, Oklahoma').first().click();
    await form.getByRole('button', { name: 'Send my quote request' }).click();
    await expect(page.getByTestId('quote-reference')).toBeVisible();

    await signInAsAdmin(page);
    await page.goto(`/admin/authorizations?q=${encodeURIComponent(name)}`);
    const grant = page.getByTestId('authorization').filter({ hasText: name });
    await expect(grant).toContainText(reference);
    await expect(page.getByTestId('recent-estimates')).toContainText(reference);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });
});
