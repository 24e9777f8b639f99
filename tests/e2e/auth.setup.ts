import fs from 'node:fs';
import path from 'node:path';
import { test, expect, ADMIN_STATE } from './fixtures';
import { demoAdmin } from '../support/e2e-accounts';

// Signs the demo admin in once, through the form, and keeps the browser state for the journeys.
test('the demo admin signs in', async ({ page }) => {
  const { email, password } = demoAdmin();
  // The sign-in form's inputs are controlled: typing before it has hydrated would be reset.
  await page.goto('/admin/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name=password]').fill(password);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  fs.mkdirSync(path.dirname(ADMIN_STATE), { recursive: true });
  await page.context().storageState({ path: ADMIN_STATE });
});
