import fs from 'node:fs';
import { test, expect, expectAccessible, signInAsAdmin } from './fixtures';

test.describe('price calculator (staff)', () => {
  test('change a color rate in the draft, see the impact, publish; the test screen prices with it @desktop', async ({
    page,
  }) => {
    // Single upright in Georgia Gray (4.75 cu ft): at $65/cu ft it is $805 (see the golden tests).
    // The impact table shows the "from" figure families see (5% below, rounded down to $5): $760.
    const [rate, total, from] = ['65', '$805.00', '$760.00'];
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

  test('export the settings and import them back: checked, previewed, applied @desktop', async ({ page }) => {
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
    changed.factors.find((f: { key: string }) => f.key === 'delivery_per_mile').value = 4;
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
  test('a lookup table is typed cell by cell, filled from a paste, saved and deleted; a template is reshaped and left as it was @desktop', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await page.goto('/admin/calculator/lookups');
    await expect(page.getByRole('heading', { name: 'Lookup tables' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);

    // A new table: a key with a capital is refused beside its field, what was typed stays.
    const name = `Vase sizes ${testInfo.project.name}`;
    const key = `vase_sizes_${testInfo.project.name.replace(/\W/g, '_')}`;
    await page.getByRole('button', { name: 'New table' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).pressSequentially(name);
    await page.getByRole('textbox', { name: 'Key', exact: true }).pressSequentially('Vase');
    await page.getByRole('textbox', { name: 'What the ranges count' }).press('ControlOrMeta+a');
    await page.getByRole('textbox', { name: 'What the ranges count' }).pressSequentially('Inches');
    const to1 = page.getByRole('textbox', { name: 'Row 1, to' });
    await to1.pressSequentially('9');
    const value1 = page.getByRole('textbox', { name: 'Row 1, value' });
    await value1.press('ControlOrMeta+a');
    await value1.pressSequentially('25');
    // The next row starts where the last one ended.
    await page.getByRole('button', { name: 'Add a row' }).click();
    await expect(page.getByRole('textbox', { name: 'Row 2, from' })).toHaveValue('10');
    await page.getByRole('textbox', { name: 'Row 2, value' }).pressSequentially('40');
    await expect(page.getByRole('columnheader', { name: 'Inches: from' })).toBeVisible();
    await page.getByRole('button', { name: 'Save the table in the draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please check the cells marked in red.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Row 2, value' })).toHaveValue('40');
    await expect(page.getByRole('textbox', { name: 'Key', exact: true })).toHaveAttribute('aria-invalid', 'true');
    const keyField = page.getByRole('textbox', { name: 'Key', exact: true });
    await keyField.press('ControlOrMeta+a');
    await keyField.pressSequentially(key);
    await page.getByRole('button', { name: 'Save the table in the draft' }).click();
    const saved = page.getByRole('alert').filter({ hasText: 'Saved in the draft' });
    await expect(saved).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Please check the cells marked in red.' })).toHaveCount(0);
    await saved.getByRole('button', { name: 'Close notice' }).click();
    await expect(saved).toHaveCount(0);

    // Rows pasted from a spreadsheet (tab-separated, a header line skipped) replace the typed ones.
    const paste = page.getByRole('textbox', { name: 'Paste from a spreadsheet' });
    await paste.click();
    await page.keyboard.insertText('From\tTo\tValue\n1\t12\t30\n13\t\t$1,050');
    await page.getByRole('button', { name: 'Use these rows' }).click();
    await expect(page.getByText('2 rows pasted')).toBeVisible();
    await expect(paste).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Row 1, to' })).toHaveValue('12');
    await expect(page.getByRole('textbox', { name: 'Row 2, to' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Row 2, value' })).toHaveValue('1050');
    await page.getByRole('button', { name: 'Save the table in the draft' }).click();
    await expect(saved).toBeVisible();

    // Saved: after a reload the table holds the pasted rows.
    await page.reload({ waitUntil: 'networkidle' });
    const table = page.getByRole('combobox', { name: 'Table' });
    await table.click();
    await page.getByRole('option', { name }).click();
    await expect(page.getByRole('textbox', { name: 'Row 2, value' })).toHaveValue('1050');

    // Nothing uses it, so it can go: the draft's tables are as they were.
    await page.getByRole('button', { name: 'Delete this table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this table?' });
    await expect(dialog).toContainText(`${name} is not used anywhere.`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await table.click();
    await expect(page.getByRole('option', { name })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A template's monument, edited part by part in its dialog, then left unsaved.
    await page.goto('/admin/calculator/templates');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Edit Single upright', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Edit template' });
    await expect(form.getByRole('combobox', { name: 'Part 1' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Delivery ZIP code' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Add a part' }).click();
    await expect(form.getByRole('button', { name: 'Remove part 3' })).toBeVisible();
    const extraLines = form.getByRole('textbox', { name: 'Extra lines of lettering' });
    await extraLines.press('ControlOrMeta+a');
    await extraLines.pressSequentially('2');
    await form.getByRole('button', { name: 'Add an add-on' }).click();
    await expect(form.getByRole('textbox', { name: 'How many' }).last()).toHaveValue('1');
    await form.getByRole('button', { name: 'Remove part 3' }).click();
    await expect(form.getByRole('button', { name: 'Remove part 3' })).toHaveCount(0);
    await expect(extraLines).toHaveValue('2');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
  });
});
