import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { test, expect, expectAccessible, expectNoSidewaysScroll, signInAsAdmin } from './fixtures';
import { valuePackages } from '#content/packages';

/** "Nov 27, 2026, 1:03 AM": how every staff screen writes a moment. */
const STAFF_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M$/;
const STAFF_TIME_BY = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M by \S+@\S+$/;

/**
 * The contrast ratio of an element's text against its background (a translucent background laid
 * over the white drawer), from the colours the browser computed.
 */
async function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgba = (value: string): [number, number, number, number] => {
      const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/.exec(value);
      if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, Number(srgb[4] ?? 1)];
      const parts = (value.match(/[\d.]+/g) ?? []).map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const style = getComputedStyle(element);
    const [br, bg, bb, ba] = rgba(style.backgroundColor);
    const back = [br, bg, bb].map((c) => c * ba + 255 * (1 - ba));
    const [fr, fg, fb, fa] = rgba(style.color);
    const fore = [fr, fg, fb].map((c, i) => c * fa + back[i]! * (1 - fa));
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(back), luminance(fore)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

/** A page as an anonymous visitor sees it (a fresh browser context: no session cookie). */
async function visitorPage(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test.describe('staff administration', () => {
  // Two browsers and a dozen screens per journey: more than the default on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('staff change an office phone and families see it in the header, footer and search data @desktop', async ({
    page,
    browser,
  }, testInfo) => {
    const digits = '0171';
    const phone = `(580) 555-${digits}`;
    await signInAsAdmin(page);
    await page.goto('/admin/settings', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const offices = page.getByRole('form', { name: 'Offices' });
    const firstPhone = offices.getByRole('textbox', { name: 'Phone' }).first();
    await expect(firstPhone).toHaveValue('(580) 555-0136');
    // The seeded number is a made-up one: the screen says so.
    await expect(offices.getByText('Replace with your real value').first()).toBeVisible();
    await expectAccessible(page);

    // A bad number is refused beside the field and what was typed stays.
    await firstPhone.press('ControlOrMeta+a');
    await firstPhone.pressSequentially('call the shop');
    await offices.getByRole('button', { name: 'Save offices' }).click();
    await expect(offices.getByText('Please enter a phone number with its area code')).toBeVisible();
    await expect(firstPhone).toHaveValue('call the shop');

    await firstPhone.press('ControlOrMeta+a');
    await firstPhone.pressSequentially(phone);
    await offices.getByRole('button', { name: 'Save offices' }).click();
    const saved = offices.getByRole('status');
    // The office is named by its town, here and in the history, and the change is dated as every
    // staff screen dates things.
    await expect(saved).toContainText(`Offices: Ada office, Phone: (580) 555-0136 → ${phone}`);
    const changes = page.getByRole('region', { name: 'History of changes' });
    await expect(changes).toContainText(`Offices: Ada office, Phone: (580) 555-0136 → ${phone}`);
    await expect(changes.getByText(/ by /).first()).toHaveText(STAFF_TIME_BY);
    await shot(page, testInfo, 'settings');

    // Within seconds, on the public site (served from the page cache, dropped by the change).
    const visitor = await visitorPage(browser, '/');
    const tel = `tel:+1580555${digits}`;
    await expect(visitor.page.locator(`header a[href="${tel}"]`).first()).toBeAttached();
    await expect(visitor.page.getByRole('contentinfo')).toContainText(phone);
    const jsonLd = await visitor.page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? '').join('\n'));
    expect(jsonLd).toContain(`"telephone":"+1580555${digits}"`);
    await visitor.close();

    // Undo from the history puts the old number back.
    const history = page.getByRole('region', { name: 'History of changes' });
    await history
      .getByRole('button', { name: /^Undo the change to Offices/ })
      .first()
      .click();
    await expect(firstPhone).toHaveValue('(580) 555-0136');
    const after = await visitorPage(browser, '/contact-us');
    await expect(after.page.getByRole('contentinfo')).toContainText('(580) 555-0136');
    await after.close();
  });

  test('the dashboard counts a new lead and draws the requests chart @desktop', async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    await page.goto('/admin', { waitUntil: 'networkidle' });
    const count = page.getByTestId('waiting-submissions');
    const before = Number(await count.textContent());
    const chart = page.getByRole('region', { name: 'Requests over the last 90 days' });
    const inAll = async () => Number(/(\d+) in all/.exec((await chart.textContent()) ?? '')?.[1]);
    const allBefore = await inAll();
    const octet = () => Math.floor(Math.random() * 254) + 1;
    const response = await page.request.post('/trpc/leads.submitContact', {
      headers: { 'x-forwarded-for': `198.18.${octet()}.${octet()}` },
      data: {
        name: 'Dashboard Family',
        email: 'family@example.com',
        message: 'We would like to talk about a marker for our father.',
        office: 'oklahoma',
      },
    });
    expect(response.ok()).toBe(true);
    // A package reservation is a request too: the chart counts it beside the contact message.
    const reserved = await page.request.post('/trpc/valueEngineering.reserve', {
      headers: { 'x-forwarded-for': `198.18.${octet()}.${octet()}` },
      data: {
        packageId: 'legacy-sierra-white-upright',
        name: 'Dashboard Reserving Family',
        phone: '(580) 555-0198',
        submissionKey: crypto.randomUUID(),
      },
    });
    expect(reserved.ok(), await reserved.text()).toBe(true);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(count).toHaveText(String(before + 1));
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    expect(await inAll()).toBe(allBefore + 2);
    for (const kind of ['Contact messages', 'Quote requests', 'Consultation bookings', 'Package reservations'])
      await expect(chart.locator('.recharts-legend-wrapper, [class*=legend]').getByText(kind)).toBeVisible();
    // Today's figures under the mouse or a finger, every kind named.
    const surface = chart.locator('.recharts-surface').first();
    await surface.scrollIntoViewIfNeeded();
    const box = (await surface.boundingBox())!;
    if (testInfo.project.name.startsWith('phone')) {
      // A finger on today's end of the chart.
      await surface.tap({ position: { x: box.width - 12, y: box.height / 2 } });
    } else {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width - 12, box.y + box.height / 2, { steps: 5 });
    }
    const tooltip = chart.locator('.recharts-tooltip-wrapper');
    await expect(tooltip).toContainText('Package reservations');
    await expect(tooltip).toContainText('Consultation bookings');
    await expectAccessible(page);
    await shot(page, testInfo, 'dashboard');
    await count.click();
    await expect(page).toHaveURL(/\/admin\/submissions\?status=new/);
  });

  test('staff work a booking and an order as people type: asked before notes or a family’s visit are lost @desktop', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name.startsWith('phone'), 'The office works these at a desk.');
    test.setTimeout(240_000);
    await signInAsAdmin(page);
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Admin' });

    // A family calls; staff book them at the first free time, typing.
    await nav.getByRole('link', { name: 'Bookings', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveAccessibleName('Bookings');
    await page.getByRole('tab', { name: 'Book for a family' }).click();
    const form = page.getByRole('form', { name: 'Book for a family' });
    const first = form
      .getByRole('group', { name: /^Free times on/ })
      .getByRole('radio')
      .first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    const name = `Lee Whitfield ${Date.now().toString(36)}`;
    await form.getByLabel("Family's name").pressSequentially(name);
    await form.getByLabel('Phone').pressSequentially('(580) 555-0199');
    await form.getByRole('button', { name: 'Book this time' }).click();

    const drawer = page.getByRole('dialog', { name: 'Consultation', exact: true });
    await expect(drawer.getByRole('heading', { name })).toBeVisible({ timeout: 15_000 });
    // One consultation's time, written as every staff time is.
    await expect(drawer.getByRole('row', { name: /^When/ }).getByRole('cell')).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d( [AP]M)? – \d{1,2}:\d\d [AP]M$/,
    );
    // Its close button says what it closes; its "Did not come" is readable (axe checks contrast).
    await expect(drawer.getByRole('button', { name: 'Close booking' })).toBeVisible();
    // axe cannot judge text on a translucent ground, so the ratio is measured here (WCAG AA: 4.5).
    expect(await textContrast(drawer.getByRole('button', { name: 'Did not come' }))).toBeGreaterThanOrEqual(4.5);
    await expectAccessible(page);
    await shot(page, testInfo, 'booking-drawer');

    // "Did not come" asks first; Esc leaves the booking as it was.
    await drawer.getByRole('button', { name: 'Did not come' }).click();
    const noShow = page.getByRole('dialog', { name: 'Mark as did not come?' });
    await expect(noShow).toContainText(name);
    await page.keyboard.press('Escape');
    await expect(noShow).toBeHidden();
    await expect(drawer).toBeVisible();
    // The status badge beside the family's name.
    const status = drawer.getByRole('heading', { name }).locator('xpath=following-sibling::*[1]');
    await expect(status).toHaveText('Booked');
    await drawer.getByRole('button', { name: 'Did not come' }).click();
    await noShow.getByRole('button', { name: 'Yes, did not come' }).click();
    await expect(status).toHaveText('Did not come');
    await drawer.getByRole('button', { name: 'Back to booked' }).click();
    await expect(status).toHaveText('Booked');

    // A reason half typed is not lost to Esc.
    await drawer.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this consultation?' });
    const reason = cancel.getByLabel('Reason');
    await reason.pressSequentially('The family asked to move it to');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard your unsaved notes?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard).toBeHidden();
    await expect(reason).toHaveValue('The family asked to move it to');
    await cancel.getByRole('button', { name: 'Keep it' }).click();
    await expect(cancel).toBeHidden();

    // Nothing typed: Esc closes the drawer at once.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The week's agenda: the days the office is closed say so, they are not free days.
    await page.getByLabel('Show').getByText('Week', { exact: true }).click();
    const saturday = page.getByRole('region', { name: /^Sat, / });
    await expect(saturday).toContainText('Office closed: Weekend');
    await expect(saturday).not.toContainText('No consultations.');
    await expect(page.getByRole('region', { name: /^Sun, / })).toContainText('Office closed: Weekend');
    await expect(page.getByRole('region', { name: /^Wed, / })).not.toContainText('Office closed');

    // An order's staff notes: Esc, the close button and a click beside the drawer all ask first.
    await nav.getByRole('link', { name: 'Orders & proofs', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Orders & proofs', level: 1 })).toBeVisible();
    await expect(page.getByRole('table').getByRole('cell').filter({ hasText: STAFF_TIME }).first()).toBeVisible();
    await page.getByRole('table').getByRole('button').first().click();
    const order = page.getByRole('dialog', { name: 'Order', exact: true });
    const notes = order.getByLabel('Staff notes');
    await expect(notes).toBeVisible();
    const before = await notes.inputValue();
    await notes.click();
    await page.keyboard.press('End');
    await notes.pressSequentially(' Called the cemetery about the permit.');
    await page.keyboard.press('Escape');
    await expect(discard).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(discard).toBeHidden();
    await expect(notes).toHaveValue(`${before} Called the cemetery about the permit.`);
    await order.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard).toBeHidden();
    await page.mouse.click(40, 450);
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Discard notes' }).click();
    await expect(order).toBeHidden();
    await expect(discard).toBeHidden();

    // Notes on a quote request's own page: leaving for another screen asks the same question.
    const basket = randomUUID();
    const as = { headers: { 'x-basket-session': basket } };
    const [firstPackage] = valuePackages;
    expect(
      (
        await page.request.post('/trpc/basket.add', { ...as, data: { itemType: 'package', itemId: firstPackage!.id } })
      ).ok(),
    ).toBe(true);
    const family = `Ruth Harper ${Date.now().toString(36)}`;
    const sent = await page.request.post('/trpc/basket.submitQuote', {
      ...as,
      data: {
        name: family,
        email: 'ruth@example.com',
        preferredOffice: 'texas',
        timeline: '',
        idempotencyKey: randomUUID(),
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await nav.getByRole('link', { name: 'Quote requests', exact: true }).click();
    await page.getByRole('row').filter({ hasText: family }).getByRole('link').click();
    const work = page.getByRole('form', { name: 'Work on this request' });
    await work.getByLabel('Staff notes').pressSequentially('Wants the Wylie office; call after 5.');
    await nav.getByRole('link', { name: 'Bookings', exact: true }).click();
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard).toBeHidden();
    await expect(work.getByLabel('Staff notes')).toHaveValue('Wants the Wylie office; call after 5.');
    await expect(page).toHaveURL(/\/admin\/quote-requests\/.+/);
    await work.getByRole('button', { name: 'Save changes' }).click();
    await expect(work.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await nav.getByRole('link', { name: 'Bookings', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    await expect(discard).toBeHidden();

    // A missed address in the not-found log carries the same kind of time.
    const missing = await page.request.get(`/no-such-page-${Date.now().toString(36)}`);
    expect(missing.status()).toBe(404);
    await nav.getByRole('link', { name: 'Redirects & 404s', exact: true }).click();
    await expect(page.getByRole('cell').filter({ hasText: STAFF_TIME }).first()).toBeVisible();
    await expect(page.getByRole('cell').filter({ hasText: /\d{1,2}\/\d{1,2}\/\d{4}/ })).toHaveCount(0);
  });
  test('staff find a family in a long list by name or by phone digits, a page at a time, by keyboard @desktop', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const onPhone = testInfo.project.name.startsWith('phone');
    // The families of this run only, and a phone number no other journey uses.
    const marker = `Listed${onPhone ? 'Phone' : 'Desk'}${Date.now().toString(36)}`;
    const ownPhone = onPhone ? '(405) 555-0128' : '(405) 555-0127';
    const [firstPackage] = valuePackages;
    for (let n = 1; n <= 27; n++) {
      const as = { headers: { 'x-basket-session': randomUUID(), 'x-forwarded-for': `198.51.100.${n}` } };
      const added = await page.request.post('/trpc/basket.add', {
        ...as,
        data: { itemType: 'package', itemId: firstPackage!.id },
      });
      expect(added.ok(), await added.text()).toBe(true);
      const sent = await page.request.post('/trpc/basket.submitQuote', {
        ...as,
        data: {
          name: `${marker} ${String(n).padStart(2, '0')}`,
          phone: n === 27 ? ownPhone : '(580) 555-0100',
          preferredOffice: 'texas',
          timeline: '',
          idempotencyKey: randomUUID(),
        },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    }

    await signInAsAdmin(page);
    await page.goto('/admin/quote-requests', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Quote requests', level: 1 })).toBeVisible();
    const search = page.getByLabel('Search', { exact: true });
    await search.click();
    await search.pressSequentially(marker);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${marker}`));
    await expect(page.getByText('Showing 1-25 of 27.')).toBeVisible();

    // Cards on a phone, a table at a desk; newest first.
    const cards = page.getByRole('list', { name: 'Quote requests' });
    const table = page.getByRole('table');
    if (onPhone) {
      await expect(cards.getByRole('listitem')).toHaveCount(25);
      await expect(cards.getByRole('listitem').first()).toContainText(`${marker} 27`);
      await expect(table).toBeHidden();
    } else {
      await expect(table.getByRole('row')).toHaveCount(26);
      await expect(table.getByRole('row').nth(1)).toContainText(`${marker} 27`);
      await expect(cards).toBeHidden();
    }
    await expectNoSidewaysScroll(page, 'a long list');
    await expectAccessible(page);

    // The next page is reached with Tab from the search box, past every record's link.
    const pageTwo = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' });
    await search.focus();
    for (let tabs = 0; tabs < 80; tabs++) {
      if (await pageTwo.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(pageTwo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Showing 26-27 of 27.')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect((onPhone ? cards : table).getByText(`${marker} 01`)).toBeVisible();

    // A number typed as a person reads it finds the family, whatever punctuation it was saved with.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await search.click();
    await search.pressSequentially(ownPhone.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Showing 1-1 of 1.')).toBeVisible();
    const found = onPhone ? cards.getByRole('listitem') : table.getByRole('row').filter({ hasText: marker });
    await expect(found).toContainText(`${marker} 27`);
    await found.getByRole('link').click();
    await expect(page.getByRole('heading', { name: /^Quote request Q-/ })).toBeVisible();
    await expect(page.getByRole('link', { name: ownPhone })).toBeVisible();
  });
});
