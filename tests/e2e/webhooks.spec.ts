import { test, expect, expectAccessible, expectNoSidewaysScroll, signInAsAdmin } from './fixtures';

/**
 * Staff add a webhook, copy its secret (shown once), send a test, see it in the delivery log and
 * send it again. The browser tests' server is a production build with no way to reach this
 * machine, and the address is an example host that does not resolve here: every try is logged
 * as "No answer", which is what this journey checks. Successful, signed delivery is proven in
 * server/modules/webhooks/webhooks.delivery.integration.test.ts.
 */
test('staff add a webhook, send a test, see it in the log and send it again @desktop', async ({
  page,
  watched,
}, testInfo) => {
  test.setTimeout(90_000);
  watched.allowErrorResponse('/trpc/admin.webhooks.create'); // the refused private address below
  await signInAsAdmin(page);
  await page.goto('/admin/webhooks', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

  // Its own address each run, so a retry does not find the first try's webhook.
  const url = `https://crm-${testInfo.project.name}-${Date.now().toString(36)}.example.com/hooks/leads`;
  const add = page.getByRole('button', { name: 'Add a webhook' });
  const form = page.getByRole('dialog', { name: 'Add a webhook' });
  // Closing the dialog unused returns focus to the button that opened it.
  await add.click();
  await expect(form).toBeVisible();
  // Focus moves into the dialog that appeared, and Tab keeps it there.
  await expect(form.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(form.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(add).toBeFocused();

  await add.click();
  // A private address is refused beside the field, and what was typed, key by key, stays.
  const address = form.getByLabel('Address to send to');
  await address.pressSequentially('https://10.0.0.8/hooks');
  await form.getByRole('button', { name: 'Add the webhook' }).click();
  await expect(form.getByText(/private or local network/)).toBeVisible();
  await expect(address).toHaveValue('https://10.0.0.8/hooks');
  await expectNoSidewaysScroll(page, 'the refused address');

  await address.press('ControlOrMeta+a');
  await address.pressSequentially(url);
  await form.getByLabel('Description').pressSequentially('Our CRM');
  await expect(address).toHaveValue(url);
  await form.getByRole('button', { name: 'Add the webhook' }).click();

  const secretDialog = page.getByRole('dialog', { name: /copy its secret/ });
  await expect(secretDialog.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
  await expectNoSidewaysScroll(page, 'the secret');
  await secretDialog.getByRole('button', { name: 'I have copied it' }).click();

  const card = page.getByTestId('webhook-endpoint').filter({ hasText: url });
  await expect(card).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await expect(page.getByText(/whsec_/)).toHaveCount(0);
  // axe runs with no dialog open: behind a dialog's overlay it measures the dimmed page's contrast.
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Send a test' }).click();
  const log = page.getByRole('dialog', { name: 'Delivery log' });
  // Other journeys running beside this one can send it real events ("New event"): only the test
  // and its resend are counted.
  const ours = log.getByTestId('webhook-delivery').filter({ has: page.getByText(/^(Test|Sent again) · /) });
  // The log lists the newest first.
  const newest = ours.first();
  await expect(newest.getByText(/^Test · /)).toBeVisible();
  // The job queue tries it within moments; this address does not answer here.
  await expect(newest.getByRole('cell', { name: 'No answer' })).toBeVisible({ timeout: 20_000 });

  await newest.getByRole('button', { name: 'Send again' }).click();
  await expect(ours).toHaveCount(2);
  await expect(newest.getByText(/^Sent again · /)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the delivery log');
  await expect(newest.getByRole('cell', { name: 'No answer' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: testInfo.outputPath(`webhooks-log-${testInfo.project.name}.png`), fullPage: true });
  await page.keyboard.press('Escape');
  await expect(log).toHaveCount(0);
  // Closing the log returns focus to the button that opened it.
  await expect(card.getByRole('button', { name: 'Send a test' })).toBeFocused();
  await expectNoSidewaysScroll(page, 'the delivery log closed');
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  // A notice stays open while the pointer rests on it; on a phone it can sit over the card.
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Nothing is sent to this address' });
  await notice.locator('.mantine-Notification-closeButton').click();
  await expect(notice).toHaveCount(0);
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this webhook?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});
