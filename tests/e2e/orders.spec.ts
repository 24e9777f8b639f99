import { expect, expectAccessible, signInAsAdmin, test } from './fixtures';

/**
 * The proof journey on a phone (issue 19): the family opens their private link, mistypes a
 * date and sees the letters highlighted, corrects it and approves; staff see the approval; the
 * order page shows the next stage. Uses the demo seed's order, whose proof waits for approval.
 */
test('a family checks and approves their proof on a phone; staff see it at once', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'One journey, on a phone.');

  // Staff: sign in and find the demo family's private link on the order.
  await signInAsAdmin(page);
  await expect(page.getByText('Proofs waiting for the family’s approval')).toBeVisible();
  await page.goto('/admin/orders?stage=proof_sent', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Ruth Ann Whitaker (demo family)' }).first().click();
  const link = (await page.getByTestId('family-link').textContent())!.trim();
  expect(link).toMatch(/\/verify-manudraw#t=[a-z2-7]+$/);

  // The family, in their own browser on a phone.
  const family = await browser.newContext({ ...testInfo.project.use });
  const phone = await family.newPage();
  const problems: string[] = [];
  phone.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  phone.on('pageerror', (e) => problems.push(e.message));
  await phone.goto(new URL(link).pathname + new URL(link).hash);
  await expect(phone.getByRole('heading', { name: 'Your proof, version 1' })).toBeVisible({ timeout: 15_000 });
  // The key left the address bar once exchanged for the cookie.
  await expect.poll(() => new URL(phone.url()).hash).toBe('');
  await expect(phone.getByTestId('proof-image')).toBeVisible();
  await expect(phone.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  await expectAccessible(phone);

  const approve = phone.getByRole('button', { name: 'Approve version 1' });
  await phone.getByLabel('The first name, as it should read').fill('Whitaker');
  await phone.getByLabel('The second name, as it should read').fill('Harold James');
  await phone.getByLabel('The first date, as it should read').fill('March 4, 1914');
  await phone.getByLabel('The second date, as it should read').fill('June 18, 2026');
  const differs = phone.getByTestId('line-differs');
  await expect(differs).toHaveCount(1);
  await expect(differs.locator('mark').first()).toBeVisible();
  await expect(differs).toContainText('the proof has');
  await expect(approve).toBeDisabled();
  await expectAccessible(phone);

  await phone.getByLabel('The first date, as it should read').fill('March 4, 1941');
  await expect(phone.getByTestId('line-differs')).toHaveCount(0);
  await expect(phone.getByTestId('check-progress')).toHaveText('Every name and date matches the proof.');
  await phone.getByLabel('Your full name').fill('Ruth Ann Whitaker');
  await approve.click();
  await expect(phone.getByText('Thank you: you approved this proof')).toBeVisible();
  await expect(phone.getByTestId('next-stage')).toContainText('In production');
  await expectAccessible(phone);

  // A reload is rendered on the server from the family's cookie.
  await phone.reload();
  await expect(phone.getByText('Thank you: you approved this proof')).toBeVisible();
  expect(problems).toEqual([]);
  await family.close();

  // Staff see the decision on the order.
  // (The drawer stays open across the reload: the order is in the address bar.)
  await page.reload({ waitUntil: 'networkidle' });
  const version = page.getByTestId('proof-version-1');
  await expect(version).toContainText('Approved');
  await expect(version).toContainText('Approved by Ruth Ann Whitaker');
});
