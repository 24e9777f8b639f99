import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, expectNoSidewaysScroll, officeAtThisWidth, signInAsAdmin } from './fixtures';
import { basketFixture } from '../support/e2e-basket';
import { valuePackages } from '#content/packages';

const [heritage, legacy, premium] = valuePackages as [
  (typeof valuePackages)[0],
  (typeof valuePackages)[0],
  (typeof valuePackages)[0],
];

/** Starts a basket in this browser and adds items through the API, as the add buttons do. */
async function basketWith(page: Page, items: Array<{ itemType: 'package' | 'gallery'; itemId: string }>) {
  const id = randomUUID();
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('basket_session_id', value), id);
  for (const item of items) {
    const response = await page.request.post('/trpc/basket.add', {
      headers: { 'x-basket-session': id },
      data: item,
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return id;
}

const basketLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Basket/ });
const badge = (page: Page) => page.getByTestId('basket-count');

test.describe('basket', () => {
  // One journey per width for what a family does with the basket (five journeys, each a fresh
  // page, until the suite was measured; decision 227): add from the basket's suggestions, a
  // gallery piece's page and the packages page, the duplicate notices, the header's badge on
  // every page, a reload, removing and clearing.
  test('a family fills the basket from its suggestions, a piece and the packages, sees the badge everywhere, removes and clears', async ({
    page,
    isMobile,
    watched,
  }) => {
    watched.allowErrorResponse('/a-page-that-is-not-here');
    const basketRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/basket.')) basketRequests.push(request.url());
    });
    // An empty basket shows ways back and costs no request.
    await page.goto('/basket');
    await expect(page.getByRole('heading', { name: 'Your basket', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your basket is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the gallery' })).toHaveAttribute('href', '/gallery');
    await expect(page.getByRole('link', { name: 'See our monument packages' })).toHaveAttribute(
      'href',
      '/value-engineering/packages',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(basketLink(page)).toHaveAccessibleName('Basket');
    await expect(badge(page)).toHaveCount(0);
    const before = await basketLink(page).boundingBox();
    expect(basketRequests).toEqual([]);
    await expectAccessible(page);

    // Adding an item already in the basket shows the duplicate notice: the same package is added
    // from another tab a moment before this click reaches the server; the database's unique
    // constraint answers, and the visitor is told.
    const addPremium = page.locator(`button[aria-describedby="suggested-${premium.id}"]`);
    await expect(addPremium).toHaveAccessibleName('Add to basket');
    await expect(addPremium).toHaveAccessibleDescription(premium.name);
    await page.route(
      '**/trpc/basket.add*',
      async (route) => {
        const basket = route.request().headers()['x-basket-session']!;
        const other = await page.request.post('/trpc/basket.add', {
          headers: { 'x-basket-session': basket },
          data: { itemType: 'package', itemId: premium.id },
        });
        expect(other.ok()).toBe(true);
        await route.continue();
      },
      { times: 1 },
    );
    await addPremium.click();
    await expect(page.getByText('This item is already in your basket')).toBeVisible();
    await expect(badge(page)).toHaveText(/^\s*1/);
    const list = page.getByRole('list', { name: 'Items in your basket' });
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // From a gallery piece's page, twice.
    const { stockItem } = basketFixture();
    await page.goto(stockItem.path);
    await expect(badge(page)).toHaveText(/^\s*1/);
    await page
      .getByRole('button', { name: /add to basket/i })
      .first()
      .click();
    await expect(page.getByText('Added to basket')).toBeVisible();
    await expect(badge(page)).toHaveText(/^\s*2/);
    if (isMobile) {
      // On a phone the notice leaves the header (menu, basket) uncovered.
      const notice = (await page.locator('.mantine-Notification-root').first().boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      expect(notice.y >= header.y + header.height || notice.y + notice.height <= header.y).toBe(true);
    }
    await page
      .getByRole('button', { name: /add to basket/i })
      .first()
      .click();
    await expect(page.getByText('This item is already in your basket')).toBeVisible();
    await expect(badge(page)).toHaveText(/^\s*2/);

    // From the packages page (its first package, the Heritage).
    await page.goto('/value-engineering/packages');
    await expect(badge(page)).toHaveText(/^\s*2/);
    await page
      .getByRole('button', { name: /add to basket/i })
      .first()
      .click();
    await expect(page.getByText('Added to basket')).toBeVisible();
    await expect(badge(page)).toHaveText(/^\s*3/);

    // The header badge shows the count on every page, the 404 page too.
    for (const path of ['/', '/a-page-that-is-not-here']) {
      await page.goto(path);
      await expect(badge(page)).toHaveText(/^\s*3/);
      await expect(basketLink(page)).toHaveAccessibleName('Basket 3 items');
    }
    await page.goto('/');
    await expect(badge(page)).toBeVisible();
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: /Basket\s*3 items/ })).toBeVisible();
      await menu.getByRole('link', { name: /Basket/ }).click();
      await expect(page).toHaveURL(/\/basket$/);
    } else {
      await basketLink(page).click();
      await expect(page).toHaveURL(/\/basket$/);
    }
    await expect(page.getByRole('heading', { name: '3 items in your basket' })).toBeVisible();
    // The badge took no room from the header: the basket link has not moved.
    expect(await basketLink(page).boundingBox()).toEqual(before);

    // The basket lists what was added, with its total, and survives a reload.
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('link', { name: stockItem.title })).toHaveAttribute('href', stockItem.path);
    await expect(list.getByRole('link', { name: heritage.name })).toHaveAttribute(
      'href',
      `/value-engineering/packages#${heritage.id}`,
    );
    await expect(list.getByRole('link', { name: premium.name })).toBeVisible();
    const total = (stockItem.priceCents ?? 0) + premium.priceCents + heritage.priceCents;
    await expect(page.getByTestId('basket-total')).toHaveText(
      `$${(total / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
    );
    await expectAccessible(page);
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(badge(page)).toHaveText(/^\s*3/);

    // Items can be removed and the basket cleared.
    await page.getByRole('button', { name: `Remove ${heritage.name} from basket` }).click();
    await expect(page.getByText('Removed from basket')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(badge(page)).toHaveText(/^\s*2/);

    await page.getByRole('button', { name: 'Clear basket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear your basket?' });
    await dialog.getByRole('button', { name: 'Keep my items' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'Clear basket' }).click();
    await dialog.getByRole('button', { name: 'Clear basket' }).click();
    await expect(page.getByText('Basket cleared')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your basket is empty' })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your basket is empty' })).toBeVisible();

    // A package can be added from the empty basket's suggestions.
    const suggestion = page.getByRole('region', { name: 'Not sure where to start?' });
    await suggestion
      .getByRole('button', { name: /add to basket/i })
      .nth(1)
      .click();
    await expect(page.getByText('Added to basket')).toBeVisible();
    await expect(badge(page)).toHaveText(/^\s*1/);
    await expect(list.getByRole('link', { name: legacy.name })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('basket_session_id'))).toMatch(/^[0-9a-f-]{36}$/);
    await expectAccessible(page);
  });

  test('a quote request is checked, keeps what was typed when refused, is sent once, and staff move it to contacted', async ({
    page,
    watched,
  }, testInfo) => {
    // Typed key by key, as a family and then staff type: longer than the default on a busy machine.
    test.setTimeout(90_000);
    const { stockItem } = basketFixture();
    await basketWith(page, [
      { itemType: 'gallery', itemId: stockItem.id },
      { itemType: 'package', itemId: legacy.id },
    ]);
    await page.goto('/basket');
    const form = page.getByRole('form', { name: 'Ask for a quote' });
    await form.getByRole('button', { name: 'Send my quote request' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(form.getByText('Please give us a phone number or an email address so we can reach you')).toBeVisible();
    await expect(form.getByText('Please choose the office nearest you')).toBeVisible();
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expectAccessible(page);

    const name = `Margaret Ellis ${testInfo.project.name} ${Date.now()}`;
    await form.getByLabel('Your name').pressSequentially(name);
    await form.getByLabel('Email').pressSequentially('margaret@example.com');
    await form.getByLabel('Phone').pressSequentially('(580) 555-0199');
    await form.getByRole('radio', { name: /Wylie, Texas/ }).check();
    await form.getByLabel('Cemetery', { exact: true }).pressSequentially('Rosedale Cemetery');
    await form.getByLabel('Cemetery town').pressSequentially('Ada, OK');
    await form.getByLabel('When would you like the memorial in place?').selectOption('within-3-months');
    await form.getByLabel('Anything else we should know?').pressSequentially('For my mother, beside my father.');

    // The first attempt is refused (as when too many requests came from one address): everything
    // typed stays, the server's words are shown, and the retry sends the same request.
    watched.allowErrorResponse('/trpc/basket.submitQuote');
    const refusal = "That's a lot of requests at once. Please wait a minute and try again, or call us.";
    await page.route(
      '**/trpc/basket.submitQuote*',
      (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify([
            { error: { message: refusal, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } } },
          ]),
        }),
      { times: 1 },
    );
    await form.getByRole('button', { name: 'Send my quote request' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Your request was not sent' })).toContainText(refusal);
    await expect(form.getByLabel('Your name')).toHaveValue(name);
    await expect(form.getByLabel('Anything else we should know?')).toHaveValue('For my mother, beside my father.');
    await expect(form.getByRole('radio', { name: /Wylie, Texas/ })).toBeChecked();

    // A double click sends one request.
    await form.getByRole('button', { name: 'Send my quote request' }).dblclick();
    const reference = page.getByTestId('quote-reference');
    await expect(reference).toHaveText(/^Q-\d{4,}-[FHKLMRUWXY]{2}$/);
    const referenceNumber = (await reference.textContent())!;
    await expect(page.getByRole('heading', { name: /Your quote request is on its way/ })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    await expectAccessible(page);

    // Staff see it, open it, and mark it contacted (signed in with the shared session: the form
    // has its own journey in foundation.spec.ts).
    if (!officeAtThisWidth(testInfo)) return;
    await signInAsAdmin(page, '/admin/quote-requests');
    await expect(page.getByRole('heading', { name: 'Quote requests' })).toBeVisible();
    await expect(page.getByText(name).filter({ visible: true })).toHaveCount(1);
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^quote-requests-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await file.path(), 'utf8');
    expect(csv).toContain(referenceNumber);

    await page.getByRole('link', { name: referenceNumber }).click();
    await expect(page.getByRole('heading', { name: `Quote request ${referenceNumber}` })).toBeVisible();
    await expect(page.getByText('Rosedale Cemetery, Ada, OK')).toBeVisible();
    await expect(page.getByRole('link', { name: 'margaret@example.com' })).toHaveAttribute(
      'href',
      'mailto:margaret@example.com',
    );
    const items = page.getByRole('region', { name: /Items/ });
    await expect(items.getByRole('link', { name: stockItem.title })).toHaveAttribute('href', stockItem.path);
    await expect(items.getByRole('link', { name: legacy.name })).toHaveAttribute(
      'href',
      `/value-engineering/packages#${legacy.id}`,
    );
    await expect(page.getByTestId('quote-request-status')).toHaveText('New');
    await expectAccessible(page);

    await page.getByLabel('Status').selectOption('contacted');
    await page.getByLabel('Staff notes').pressSequentially('Called Tuesday; visiting the Wylie office Friday.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Status: Contacted')).toBeVisible();
    await expect(page.getByTestId('quote-request-status')).toHaveText('Contacted');

    await page.getByRole('link', { name: '← All quote requests' }).click();
    await page
      .getByRole('navigation', { name: 'Filter by status' })
      .getByRole('link', { name: /^Contacted/ })
      .click();
    await expect(page).toHaveURL(/status=contacted/);
    await expect(page.getByRole('link', { name: referenceNumber })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: referenceNumber })).toBeVisible();
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    /** The page is never wider than the phone. */
    const fitsThePhone = (page: Page, step: string) => expectNoSidewaysScroll(page, step);
    /** Fully in view: below the sticky header (or a dialog's title bar) and above the screen's bottom. */
    const inViewBelow = async (
      page: Page,
      locator: ReturnType<Page['locator']>,
      above: ReturnType<Page['locator']>,
    ) => {
      const box = (await locator.boundingBox())!;
      const cover = (await above.boundingBox())!;
      expect(box.y, 'below the bar above it').toBeGreaterThanOrEqual(cover.y + cover.height - 1);
      expect(box.y + Math.min(box.height, 200), 'on the screen').toBeLessThanOrEqual(844);
    };
    /** One line: a phone number or a reference is never broken. */
    const onOneLine = async (locator: ReturnType<Page['locator']>) => {
      const [height, lineHeight, whiteSpace] = await locator.evaluate((el) => {
        const style = getComputedStyle(el);
        return [
          el.getBoundingClientRect().height,
          parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.6,
          style.whiteSpace,
        ];
      });
      expect(whiteSpace).toBe('nowrap');
      expect(height).toBeLessThan(lineHeight! * 1.6);
    };

    test('a family on a phone: both offices a tap away, the work on a service page, a reserved piece, a quote sent and confirmed @phone', async ({
      page,
    }, testInfo) => {
      test.skip(!testInfo.project.name.startsWith('phone'), 'the phone journey');
      test.setTimeout(150_000);
      const octet = () => Math.floor(Math.random() * 254) + 1;
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${octet()}.${octet()}` });

      // The header: both offices' numbers, one tap each, on the phone's width.
      await page.goto('/', { waitUntil: 'networkidle' });
      const header = page.getByRole('banner');
      for (const [office, number] of [
        ['Ada', '+15805550136'],
        ['Wylie', '+19725550147'],
      ]) {
        const call = header.getByRole('link', { name: new RegExp(`^Call ${office}: `) });
        await expect(call).toBeVisible();
        await expect(call).toHaveAttribute('href', `tel:${number}`);
        const box = (await call.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      await fitsThePhone(page, 'the home page');
      await page.screenshot({ path: testInfo.outputPath('home-390.png') });

      // The estimate dialog, opened and closed with the keyboard: focus comes back to its button.
      const estimate = page.getByRole('button', { name: 'Get a Free Estimate' }).first();
      await estimate.focus();
      await page.keyboard.press('Enter');
      const estimateDialog = page.getByRole('dialog', { name: 'Get a Free Price Estimate' });
      await expect(estimateDialog).toBeVisible();
      await expect(estimateDialog.getByRole('radio', { name: 'Either office' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(estimateDialog).toBeHidden();
      await expect(estimate).toBeFocused();

      // A service page shows pictures of that work and leads to the gallery's category.
      await page.goto('/services/flat-markers');
      const work = page.getByRole('region', { name: 'Some of our work' });
      await expect(work.getByRole('article')).toHaveCount(4);
      await expect(work.locator('img').first()).toBeVisible();
      await fitsThePhone(page, 'a service page');
      await work.getByRole('link', { name: /^See all \d+ photos in Set Monuments in our gallery$/ }).tap();
      await expect(page).toHaveURL(/\/gallery\/set-monuments$/);

      // A reserved stock piece says so on the category's grid, as on its page, which does not
      // promise a piece already made in "4 to 6 weeks".
      await page.goto('/gallery/stock-items');
      const reservedCard = page.getByRole('article').filter({ hasText: 'Blue Pearl Companion Upright, 60 in' });
      await expect(reservedCard.getByText('Reserved', { exact: true })).toBeVisible();
      await fitsThePhone(page, 'the stock grid');
      await reservedCard.getByRole('link', { name: 'Blue Pearl Companion Upright, 60 in' }).tap();
      await expect(page.getByRole('heading', { level: 1, name: 'Blue Pearl Companion Upright, 60 in' })).toBeVisible();
      await expect(page.getByText('Reserved', { exact: true })).toBeVisible();
      await expect(page.getByText(/reserved for another family/)).toBeVisible();
      await expect(page.getByText(/4 to 6 weeks/)).toHaveCount(0);
      await fitsThePhone(page, 'a reserved stock piece');

      // The booking page says which time it speaks in, in its server HTML, before the times load.
      const html = await (await page.request.get('/book/oklahoma')).text();
      expect(html).toContain('All times are <strong>Central Time</strong>, the time at both our offices.');

      // A stock piece into the basket, with taps.
      const { stockItem } = basketFixture();
      await page.goto(stockItem.path, { waitUntil: 'networkidle' });
      await page
        .getByRole('button', { name: /add to basket/i })
        .first()
        .tap();
      await expect(page.getByText('Added to basket')).toBeVisible();
      await page.goto('/basket', { waitUntil: 'networkidle' });
      const form = page.getByRole('form', { name: 'Ask for a quote' });
      await fitsThePhone(page, 'the basket');
      await page.screenshot({ path: testInfo.outputPath('basket-390.png'), fullPage: true });

      // Sent empty: the first field in error is focused and in view below the header.
      await form.getByRole('button', { name: 'Send my quote request' }).tap();
      const nameField = form.getByLabel('Your name');
      await expect(nameField).toBeFocused();
      await inViewBelow(page, nameField, header);

      const name = `Ruth Ann Pickens ${Date.now()}`;
      await page.keyboard.type(name);
      await form.getByLabel('Phone').tap();
      await page.keyboard.type('(580) 555-0199');
      await form.getByLabel('Email').pressSequentially('ruth.pickens@example.com');
      await form.getByRole('radio', { name: 'Ada, Oklahoma' }).tap();
      await form.getByLabel('Cemetery', { exact: true }).pressSequentially('Rosedale Cemetery');
      await form.getByLabel('Anything else we should know?').pressSequentially('For my husband, Walter.');
      await fitsThePhone(page, 'the quote form filled');
      await form.getByRole('button', { name: 'Send my quote request' }).tap();

      // The confirmation: in view, the reference read aloud in one piece, what was sent, and
      // whether a copy comes by email (outgoing email is not set up here).
      const thanks = page.getByRole('heading', { name: /Your quote request is on its way/ });
      await expect(thanks).toBeFocused();
      await inViewBelow(page, thanks, header);
      const reference = page.getByTestId('quote-reference');
      await expect(reference).toHaveText(/^Q-\d{4,}-[FHKLMRUWXY]{2}$/);
      await onOneLine(reference);
      const sent = page.getByRole('region', { name: 'What you sent us' });
      await expect(sent.getByRole('listitem').filter({ hasText: stockItem.title })).toBeVisible();
      await expect(sent).toContainText(name);
      await expect(sent).toContainText('ruth.pickens@example.com');
      await expect(sent).toContainText('Ada, Oklahoma');
      await expect(sent).toContainText('Rosedale Cemetery');
      await onOneLine(sent.getByText('(580) 555-0199'));
      await expect(page.getByText('We will not send an email copy of this request')).toBeVisible();
      await fitsThePhone(page, 'the quote confirmation');
      await page.screenshot({ path: testInfo.outputPath('quote-sent-390.png') });
      await sent.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('quote-sent-details-390.png') });
    });

    test('a message and a package reservation on a phone: in view below the header and the dialog title, focus given back @phone', async ({
      page,
    }, testInfo) => {
      test.skip(!testInfo.project.name.startsWith('phone'), 'the phone journey');
      test.setTimeout(120_000);
      const octet = () => Math.floor(Math.random() * 254) + 1;
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${octet()}.${octet()}` });
      const header = page.getByRole('banner');

      // The contact form: the office picked the same way as everywhere, the thanks in view.
      await page.goto('/contact-us', { waitUntil: 'networkidle' });
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel(/Your name/).pressSequentially('Walter Pickens');
      await form.getByLabel('Phone').pressSequentially('(972) 555-0101');
      await form.getByRole('radio', { name: 'Wylie, Texas' }).tap();
      await form.getByLabel(/How can we help/).pressSequentially('Could you clean my parents’ stone before Easter?');
      await fitsThePhone(page, 'the contact form');
      await form.getByRole('button', { name: 'Send Message' }).tap();
      const confirmation = page.getByTestId('lead-confirmation');
      await expect(confirmation).toContainText('Message sent');
      await expect(confirmation).toBeFocused();
      await inViewBelow(page, confirmation, header);
      const reference = confirmation.locator('strong').filter({ hasText: /^M-\d{4,}-[FHKLMRUWXY]{2}$/ });
      await expect(reference).toBeVisible();
      await onOneLine(reference);
      await fitsThePhone(page, 'the message sent');
      await page.screenshot({ path: testInfo.outputPath('contact-sent-390.png') });

      // The reservation dialog: a refused field comes into view below the dialog's title bar;
      // Escape closes it and focus returns to the button that opened it.
      await page.goto('/value-engineering/packages', { waitUntil: 'networkidle' });
      const open = page.getByRole('link', { name: 'Reserve this package: Heritage Blue Pearl Companion' });
      await open.tap();
      const dialog = page.getByRole('dialog', { name: 'Reserve this package' });
      await expect(dialog.getByRole('radio', { name: 'Either office' })).toBeChecked();
      await dialog.getByRole('radio', { name: 'Wylie, Texas' }).tap();
      await dialog.getByRole('button', { name: 'Reserve this package' }).tap();
      const nameField = dialog.getByLabel('Your name');
      await expect(nameField).toBeFocused();
      await inViewBelow(page, nameField, dialog.locator('.mantine-Modal-header'));
      await fitsThePhone(page, 'the reservation dialog');
      await page.screenshot({ path: testInfo.outputPath('reserve-390.png') });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
    });
  });
});
