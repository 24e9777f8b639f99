import fs from 'node:fs';
import { test, expect, expectAccessible, signInAsAdmin } from './fixtures';

test.describe('price calculator (staff)', () => {
  test('change a color rate in the draft, see the impact, publish; the test screen prices with it', async ({
    page,
  }, testInfo) => {
    // Single upright in Georgia Gray (4.75 cu ft): at $65/cu ft it is $805, at $75 it is $855 (see the golden tests).
    // The impact table shows the "from" figure families see (5% below, rounded down to $5): $760 or $810.
    const [rate, total, from] = testInfo.project.name.startsWith('phone')
      ? ['75', '$855.00', '$810.00']
      : ['65', '$805.00', '$760.00'];
    await signInAsAdmin(page);
    await page.goto('/admin/calculator/colors');
    await expect(page.getByRole('heading', { name: 'Granite colors' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit Georgia Gray' }).click();
    const form = page.getByRole('dialog', { name: 'Edit granite color' });
    await form.getByLabel('Rate per cubic foot').fill('');
    await form.getByRole('button', { name: 'Save in the draft' }).click();
    await expect(form.getByText('Please enter the amount')).toBeVisible();
    await form.getByLabel('Rate per cubic foot').pressSequentially(rate);
    await form.getByRole('button', { name: 'Save in the draft' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('row', { name: /Georgia Gray/ })).toContainText(`$${rate}.00`);

    await page.goto('/admin/calculator');
    // A design is named with its sizes, read from its configuration (its name carries none).
    const impactRow = page.getByRole('row', { name: /Single upright, 36 × 6 × 24 in on a 42 × 12 × 6 in base/ });
    await expect(impactRow.getByRole('cell').nth(2)).toHaveText(from);
    // The bevel marker is Georgia Gray too but stays at the least a part can cost: the table says so.
    const bevel = page
      .getByRole('row', { name: /Bevel marker/ })
      .getByRole('cell')
      .nth(3);
    await expect(bevel).toContainText('same');
    await expect(bevel).toContainText(
      'The change reaches it, but “Least a part can cost” ($150.00) applies to Bevel marker.',
    );
    await expectAccessible(page);
    const note = page.getByLabel('What changed (kept in the history)');
    await note.click();
    await page.keyboard.type(`Georgia Gray to $${rate} a cubic foot`);
    await page.keyboard.press('Enter');
    // Publishing asks first, with what it does to families' prices.
    const confirm = page.getByRole('dialog', { name: 'Publish the draft?' });
    await expect(confirm).toContainText(/1 design changes, by \+\d+(\.\d)?% \(Single upright, 36 × 6 × 24 in/);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Not yet' }).click();
    await expect(confirm).toBeHidden();
    await expect(note).toHaveValue(`Georgia Gray to $${rate} a cubic foot`);
    await page.getByRole('button', { name: 'Publish the draft' }).click();
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(/Families are now priced with version \d+/)).toBeVisible();
    await expect(impactRow.getByRole('cell').nth(3)).toHaveText('same');
    const version = page.getByRole('row', { name: new RegExp(`Georgia Gray to \\$${rate}`) });
    await expect(version).toContainText('live');
    await expect(version).toContainText(/Published by Demo Admin on \w{3} \d{1,2}, \d{4}/);

    // A formula with a stray bracket: the problem and its position, said once.
    await page.goto('/admin/calculator/formula-builder');
    await page.waitForLoadState('networkidle');
    const field = page.getByRole('textbox', { name: 'Formula' });
    await field.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await field.pressSequentially('max(1, 2) + 3)');
    await expect(page.getByText('Unexpected ")" at character 14.', { exact: true })).toBeVisible();
    await expect(page.getByText(/at character 14.*at character 14/)).toHaveCount(0);

    await page.goto('/admin/calculator/test');
    await expect(page.getByRole('heading', { name: `Draft: ${total}` })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: new RegExp(`Published \\(version \\d+\\): \\${total}`) }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('export the settings and import them back: checked, previewed, applied', async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    await page.goto('/admin/calculator/import-settings');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export the draft' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^calculator-settings-\d{4}-\d{2}-\d{2}\.json$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');

    // Mantine's file field is a button over a hidden file input.
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'same.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.getByRole('heading', { name: 'The file matches the draft' })).toBeVisible();

    const changed = JSON.parse(text);
    changed.factors.find((f: { key: string }) => f.key === 'delivery_per_mile').value =
      testInfo.project.name.startsWith('phone') ? 3.5 : 4;
    await input.setInputFiles({
      name: 'changed.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(changed)),
    });
    await expect(page.getByRole('heading', { name: '1 change to the draft' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Delivery per mile beyond/ })).toContainText('value');
    await page.getByRole('button', { name: 'Replace the draft with this file' }).click();
    await page
      .getByRole('dialog', { name: 'Replace the draft?' })
      .getByRole('button', { name: 'Replace the draft' })
      .click();
    await expect(page.getByText('Imported into the draft')).toBeVisible();

    const broken = JSON.parse(text);
    broken.colors[0].ratePerCubicFootCents = -1;
    await input.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'colors[0].ratePerCubicFootCents' })).toContainText(
      'The amount cannot be negative',
    );
  });
});
