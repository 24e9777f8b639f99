import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, expectAccessible, expectNoSidewaysScroll, MANTINE_SCRIPT, signInAsAdmin } from './fixtures';
import { basketFixture } from '../support/e2e-basket';

/** Each test speaks from its own (made-up) address, so the per-address booking limit is its own. */
async function useOwnAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${octet()}.${octet()}` });
}

/** Phone and desktop run side by side on one office's list: each takes its own place in it, so they never race for one time. */
const placeOf = (testInfo: TestInfo) => (testInfo.project.name === 'phone' ? 0 : 1);

/** The list of days that have free times (a native select). */
const dayList = (page: Page) => page.getByRole('combobox', { name: 'Day' });

const familyName = (testInfo: TestInfo, what: string) =>
  `Pat ${what} ${testInfo.project.name} ${Date.now().toString(36)}`;

/**
 * Chooses the nth free time of the first day offered with more than n free (notice and earlier
 * bookings can leave the first day with one); returns its instant (the radio's value).
 */
async function chooseTime(page: Page, n: number): Promise<string> {
  const times = page.getByRole('group', { name: /^Free times on/ }).getByRole('radio');
  // The list is fetched after the page loads; a busy machine can take a while.
  await expect(times.first()).toBeVisible({ timeout: 20_000 });
  const days = await dayList(page)
    .locator('option')
    .evaluateAll((options) =>
      options.map((o) => ({
        value: (o as HTMLOptionElement).value,
        free: Number(/(\d+) times? free/.exec(o.textContent ?? '')?.[1]),
      })),
    );
  const day = days.find((d) => d.free > n);
  expect(day, `a day with more than ${n} free times`).toBeDefined();
  if (day!.value !== days[0]!.value) await dayList(page).selectOption(day!.value);
  const time = times.nth(n);
  // Announced with its full date and time, in Central time.
  await expect(time).toHaveAccessibleName(/^\w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M Central Time$/);
  const startsAt = (await time.getAttribute('value'))!;
  await time.focus();
  await page.keyboard.press('Space');
  await expect(time).toBeChecked();
  return startsAt;
}

async function fillDetails(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Your name').pressSequentially(name);
  await form.getByLabel('Phone').pressSequentially('(580) 555-0136');
  await form.getByLabel('Email').pressSequentially('pat@example.com');
  await form.getByLabel('What is the visit about?').selectOption('inscription');
  await form.getByLabel('Cemetery (optional)', { exact: true }).pressSequentially('Rosedale Cemetery');
  await form.getByRole('button', { name: 'Book this consultation' }).click();
}

test.describe('consultation booking', () => {
  test('a family books, saves the calendar file, cancels through the link, and the time is free again', async ({
    page,
  }, testInfo) => {
    // Booking, the calendar file, cancelling and the time coming back, each page checked by axe:
    // two journeys' time.
    test.setTimeout(90_000);
    await useOwnAddress(page);
    await page.goto('/book');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Consultation' })).toBeVisible();
    await expect(page.getByText('What to bring').first()).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The office page is light (decision 238): none of Mantine, React Query or tRPC's client
    // loads for the times, the form or the booking itself (this browser has no basket).
    const scripts: string[] = [];
    // Counted up to the booking's own request, in the order the browser made them: the page it
    // opens next (which loads its own screen) can start before this test reads the list.
    let booked = false;
    const onRequest = (request: { resourceType(): string; url(): string }) => {
      if (request.url().includes('/trpc/bookings.book')) booked = true;
      else if (!booked && request.resourceType() === 'script') scripts.push(request.url());
    };
    page.on('request', onRequest);
    await page.getByRole('link', { name: 'Book in Ada' }).click();
    await expect(page).toHaveURL(/\/book\/oklahoma$/);

    // The free times come live from the browser (the page's HTML carries none).
    const startsAt = await chooseTime(page, placeOf(testInfo));
    await expect(page.getByText('All times are Central Time', { exact: false })).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    // Up to the booking's own request (the booking's page, next, loads its screen on demand).
    const booking = page.waitForRequest((request) => request.url().includes('/trpc/bookings.book'));
    await fillDetails(page, familyName(testInfo, 'online'));
    await booking;
    page.off('request', onRequest);
    expect(scripts.filter((url) => MANTINE_SCRIPT.test(url) || /query-kit|useQuery/.test(url))).toEqual([]);

    await expect(page).toHaveURL(/\/book\/manage#[A-Za-z0-9_-]{43}$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
    await expect(page.getByText('Ada, Oklahoma office')).toBeVisible();
    await expect(page.getByTestId('booking-when')).toContainText('Central Time');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to my calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^consultation-B-\d{4,}-[FHKLMRUWXY]{2}\.ics$/);
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    const unfolded = ics.replace(/\r?\n[ \t]/g, '');
    const field = (name: string) => new RegExp(`^${name}[^:]*:(.*)$`, 'm').exec(unfolded)?.[1]?.trim();
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR/);
    expect(field('VERSION')).toBe('2.0');
    const compact = startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(field('DTSTART')).toBe(compact);
    expect(field('DTEND')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(field('LOCATION')).toContain('Ada');
    expect(field('SUMMARY')).toContain('consultation');

    await page.getByRole('button', { name: 'Cancel this consultation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('heading', { name: 'This consultation is cancelled' })).toBeVisible();

    await page.goto('/book/oklahoma');
    await expect(dayList(page)).toBeVisible({ timeout: 20_000 });
    await dayList(page).selectOption(startsAt.slice(0, 10));
    await expect(page.locator(`input[type=radio][value="${startsAt}"]`)).toHaveCount(1);
  });

  test('staff see a new booking in the agenda and cancel it with a reason @desktop', async ({ page }, testInfo) => {
    // A family's booking, then the staff's agenda: two journeys' time.
    test.setTimeout(90_000);
    await useOwnAddress(page);
    const name = familyName(testInfo, 'staff');
    // A family with a piece in their basket shows it to the office with the booking.
    await page.goto('/');
    const basketId = randomUUID();
    await page.evaluate((value) => window.localStorage.setItem('basket_session_id', value), basketId);
    const added = await page.request.post('/trpc/basket.add', {
      headers: { 'x-basket-session': basketId },
      data: { itemType: 'gallery', itemId: basketFixture().otherItem.id },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await page.goto('/book/texas');
    const startsAt = await chooseTime(page, placeOf(testInfo));
    await expect(page.getByRole('checkbox', { name: 'Show the office the 1 item in my basket' })).toBeChecked();
    await fillDetails(page, name);
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible({ timeout: 15_000 });

    // Signed in with the shared state (the sign-in form has its own journey).
    await signInAsAdmin(page);
    await expect(page.getByText('New consultation bookings')).toBeVisible();

    const date = startsAt.slice(0, 10);
    await page.goto(`/admin/bookings?office=texas&view=day&date=${date}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    await page.getByRole('button', { name }).click();
    const drawer = page.getByRole('dialog', { name: 'Consultation', exact: true });
    await expect(drawer.getByRole('heading', { name })).toBeVisible();
    await expect(drawer).toContainText('Rosedale Cemetery');
    await expect(drawer).toContainText('Their basket (1)');
    await drawer.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this consultation?' });
    await confirm.getByLabel('Reason').pressSequentially('The family called to change plans');
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(drawer).toContainText('The family called to change plans');
    await expect(drawer).toContainText('Cancelled');
  });

  test('without the script, a family books on a phone, sees the booking and cancels it @phone', async ({
    browser,
  }, testInfo) => {
    // The plain forms are the same at every width; the phone is where a slow script bites.
    test.skip(testInfo.project.name !== 'phone', 'one width is enough for the plain forms');
    const octet = () => Math.floor(Math.random() * 254) + 1;
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `198.18.${octet()}.${octet()}` },
    });
    const page = await plain.newPage();
    await page.goto('/book/oklahoma');
    await page.getByRole('link', { name: 'Show the free times' }).click();
    await expect(page).toHaveURL(/\/book\/oklahoma\?day=soonest$/);
    // A later day, through the plain day form, keeps the phone and desktop journeys' times free.
    const days = dayList(page).locator('option');
    await dayList(page).selectOption((await days.nth((await days.count()) - 1).getAttribute('value'))!);
    await page.getByRole('button', { name: 'Show times' }).click();
    await expect(page).toHaveURL(/day=\d{4}-\d\d-\d\d/);
    const time = page
      .getByRole('group', { name: /^Free times on/ })
      .getByRole('radio')
      .last();
    await time.check();
    const form = page.getByRole('form', { name: 'Your details' });
    // Sent once without a name: the form comes back with the message beside it and the rest kept.
    await form.getByLabel('Phone').pressSequentially('(580) 555-0136');
    await form.getByRole('button', { name: 'Book this consultation' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(form.getByLabel('Phone')).toHaveValue('(580) 555-0136');
    await form.getByLabel('Your name').pressSequentially(familyName(testInfo, 'plain'));
    await form.getByRole('button', { name: 'Book this consultation' }).click();

    await expect(page).toHaveURL(/\/book\/manage$/);
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
    await expect(page.getByText('Ada, Oklahoma office')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Cancel this consultation' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('heading', { name: 'This consultation is cancelled' })).toBeVisible();
    await plain.close();
  });
});
