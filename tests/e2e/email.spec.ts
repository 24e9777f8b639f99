import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInAsAdmin } from './fixtures';
import { E2E_FORGETFUL_ADMIN } from '../support/e2e-accounts';
import { startSmtpReceiver } from '../support/smtp-receiver';

/**
 * Staff set up outgoing email, send a test email and see it sent in the list under the settings;
 * a mistyped address is refused beside the field. The mail server is a real SMTP server started
 * here on this machine; the settings are put back to "not set up" at the end, so no later
 * journey sends email; it runs alone (playwright.config.ts, RUN_ALONE), as it changes a setting
 * every server-side send reads. Every lead kind's emails are proven in
 * server/modules/email/email.integration.test.ts.
 */
test('staff set up outgoing email, send a test email and see it sent @desktop', async ({ page }, testInfo) => {
  // With the forgotten-password journey inside (it needs outgoing email set up).
  test.setTimeout(180_000);
  const smtp = await startSmtpReceiver();
  try {
    // The shared session: the sign-in form has its own journey in foundation.spec.ts.
    await signInAsAdmin(page, '/admin/settings');
    await page.waitForLoadState('networkidle');
    await page.getByRole('tab', { name: 'Outgoing email' }).click();
    const form = page.getByRole('form', { name: 'Outgoing email' });
    const log = page.getByRole('region', { name: 'Emails sent' });
    await expect(log.getByText('Outgoing email is not set up')).toBeVisible();

    await form.getByRole('textbox', { name: 'Mail server' }).fill('127.0.0.1');
    await form.getByRole('textbox', { name: 'Port' }).fill(String(smtp.port));
    await form.getByRole('textbox', { name: 'Send from' }).fill('web@caldwell.example');
    await form.getByRole('button', { name: 'Save outgoing email' }).click();
    await expect(form.getByRole('status')).toContainText('Sender address: (empty) → web@caldwell.example');
    await expect(log.getByText('Outgoing email is not set up')).toHaveCount(0);

    const test = page.getByRole('form', { name: 'Send a test email' });
    const to = test.getByRole('textbox', { name: 'Send a test email to' });
    await to.fill('office at caldwell');
    await test.getByRole('button', { name: 'Send a test email' }).click();
    await expect(test.getByText('Please enter a valid email address')).toBeVisible();
    await expect(to).toHaveValue('office at caldwell');

    const address = `staff-${testInfo.project.name}@caldwell.example`;
    await to.fill(address);
    await test.getByRole('button', { name: 'Send a test email' }).click();
    const sent = log.getByTestId('sent-email').filter({ hasText: address }).first();
    await expect(sent.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
    expect(smtp.received.filter((m) => m.to.includes(address))).toHaveLength(1);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`email-${testInfo.project.name}.png`), fullPage: true });

    await resetForgottenPassword(page, smtp, testInfo.project.name);

    // Back to "not set up", as the other journeys expect.
    await form.getByRole('textbox', { name: 'Mail server' }).fill('');
    await form.getByRole('textbox', { name: 'Send from' }).fill('');
    await form.getByRole('button', { name: 'Save outgoing email' }).click();
    await expect(log.getByText('Outgoing email is not set up')).toBeVisible();
  } finally {
    await smtp.close();
  }
});

/**
 * An admin who forgot their password, in a browser of their own (not signed in): asks for a link
 * by typing their address, opens the link from the email, types a new password twice, and signs
 * in with it. An address that is not an admin's gets the same answer and no email.
 */
async function resetForgottenPassword(
  staffPage: Page,
  smtp: Awaited<ReturnType<typeof startSmtpReceiver>>,
  project: string,
) {
  const context = await staffPage.context().browser()!.newContext({ viewport: staffPage.viewportSize()! });
  const page = await context.newPage();
  try {
    const { email } = E2E_FORGETFUL_ADMIN;
    await page.goto('/admin/login', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    const address = page.getByRole('textbox', { name: 'Email' });
    await address.click();
    await page.keyboard.type(`nobody-${project}@example.com`);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Check your email')).toBeVisible();
    const before = smtp.received.length;

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Email' }).pressSequentially(email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
      `If ${email} belongs to an admin`,
    );
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
    const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1)!;
    expect(smtp.received.slice(before).filter((m) => m.to.some((to) => to.startsWith('nobody-')))).toEqual([]);
    const link = /(http\S+\/admin\/reset-password#[a-z2-7]+)/.exec(mail.mail.text ?? '')![1]!;

    await page.goto(new URL(link).pathname + new URL(link).hash, { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/admin\/reset-password$/);
    await expect(page.getByText(`For ${email}`)).toBeVisible();
    const newPassword = `a new phrase for ${project} at dawn`;
    await page.getByLabel('New password').pressSequentially(newPassword);
    await page.getByLabel('The same password again').pressSequentially(`${newPassword}!`);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('The two passwords are not the same')).toBeVisible();
    await page.getByLabel('The same password again').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Your password is changed')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`reset-done-${project}.png`), fullPage: true });

    // The link works once.
    await page.goto(new URL(link).pathname + new URL(link).hash, { waitUntil: 'networkidle' });
    await expect(page.getByText('This link no longer works')).toBeVisible();

    await page.goto('/admin/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').pressSequentially(email);
    await page.locator('input[name=password]').pressSequentially(newPassword);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  } finally {
    await context.close();
  }
}
