import { test, expect } from './fixtures';

/**
 * A family chooses their cemetery in the calculator and sees its rule about their stone, with the
 * nearest allowed change (issue 35, decision 277). One width: the checks, the fee lines and the
 * server's HTML are integration tests (public-calculator.cemetery.integration.test.ts,
 * calculator-page.integration.test.ts).
 */
test('choose a cemetery in the calculator, see a height rule flagged, take the offered change @phone', async ({
  page,
}, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('phone'), 'the phone journey');
  // A 40-inch upright; the demo's Murphy Fellowship Cemetery allows uprights up to 36 in tall.
  await page.goto('/calculator?template=single_upright&height=40&step=5');
  const field = page.getByRole('combobox', { name: 'Cemetery (if you know it)' });
  await field.pressSequentially('murphy fell');
  await page.getByRole('option', { name: /Murphy Fellowship Cemetery/ }).click();
  await expect(page).toHaveURL(/cemetery=murphy-fellowship-cemetery-murphy/);

  const rule = page.getByText('Murphy Fellowship Cemetery allows upright monuments up to 36 in tall; yours is 40 in.', {
    exact: false,
  });
  await expect(rule.first()).toBeVisible();
  await page.getByRole('button', { name: 'Lower the height to 36 in' }).first().click();
  await expect(page).toHaveURL(/height=36/);
  await expect(rule).toHaveCount(0);
  await expect(page.getByTestId('design-sizes')).toHaveText('Stone: 36 × 6 × 36 in');
});
