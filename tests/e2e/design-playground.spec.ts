import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, expectNoSidewaysScroll, officeAtThisWidth, signInAsAdmin } from './fixtures';

/** The design this browser keeps (the page writes it a moment after every change). */
async function kept(page: Page) {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('design-playground:autosave');
    return raw
      ? (JSON.parse(raw) as {
          design: {
            stone: { widthIn: number; granite: string };
            lettering: Array<{ id: string; lines: string[]; xIn: number; yIn: number }>;
            art: Array<{ id: string; xIn: number; yIn: number }>;
          };
        })
      : null;
  });
}

/** A block's place in the kept design, once the page has kept its latest change. */
async function placeOf(page: Page, id: string) {
  let place: { xIn: number; yIn: number } | undefined;
  await expect
    .poll(async () => {
      const design = (await kept(page))?.design;
      place = [...(design?.lettering ?? []), ...(design?.art ?? [])].find((block) => block.id === id);
      return place;
    })
    .toBeTruthy();
  return place!;
}

/** A drag with the mouse, or on a phone with one finger (touch events through the browser's own input). */
async function drag(page: Page, finger: boolean, from: { x: number; y: number }, by: { x: number; y: number }) {
  const steps = 8;
  if (!finger) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + by.x, from.y + by.y, { steps });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }],
    });
  await touch('touchStart', from.x, from.y);
  for (let i = 1; i <= steps; i++) await touch('touchMove', from.x + (by.x * i) / steps, from.y + (by.y * i) / steps);
  await touch('touchEnd', from.x + by.x, from.y + by.y);
  await cdp.detach();
}

const SAVED_LINK = /^http:\/\/localhost:\d+\/ai-tools\/design-playground\/[A-Z2-9]{4}-[A-Z2-9]{4}$/;

test.describe('design playground', () => {
  test('a family designs a stone from a template: granite, size, a name, dates and an emblem, moved, checked, saved, reopened, in the basket and sent for a quote; the office starts an order from it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const phone = testInfo.project.name.startsWith('phone');
    const fitsThePhone = (step: string) => (phone ? expectNoSidewaysScroll(page, step) : Promise.resolve());

    await page.goto('/ai-tools/design-playground', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Design Playground' })).toBeVisible();
    await expect(page.getByTestId('design-stage').locator('svg').first()).toBeVisible();
    await fitsThePhone('the first visit');
    await expectAccessible(page);

    // Start from one of the calculator's designs.
    const designs = page.getByRole('navigation', { name: 'One of our designs' });
    await designs.getByRole('link').first().click();
    await expect(page).toHaveURL(/\?template=/);
    await expect(page.getByText(/^Started from: /)).toBeVisible();
    const range = page.getByTestId('design-estimate-range');
    await expect(range).toHaveText(/^\$[\d,]+ to \$[\d,]+$/);

    // Another granite and a wider stone: the price follows.
    const before = await range.textContent();
    await page
      .getByRole('group', { name: 'Granite' })
      .getByRole('radio', { name: /Blue Pearl/ })
      .check();
    await expect.poll(async () => (await kept(page))?.design.stone.granite).toBe('blue_pearl');
    const width = page.getByLabel('Width across');
    await width.fill('');
    await width.pressSequentially('42');
    await width.blur();
    await expect.poll(async () => (await kept(page))?.design.stone.widthIn).toBe(42);
    await expect(range).not.toHaveText(before!);
    await fitsThePhone('another granite and size');

    // A name, a date line and an emblem.
    await page.getByRole('button', { name: 'Add a name' }).click();
    const nameBlock = page.getByRole('group', { name: /^Name \d+$/ }).last();
    const nameLines = nameBlock.getByLabel('Lines (one a row)');
    await nameLines.fill('');
    await nameLines.pressSequentially('WHITAKER');
    await page.getByRole('button', { name: 'Add dates' }).click();
    const datesBlock = page.getByRole('group', { name: /^Dates \d+$/ }).last();
    const dateLines = datesBlock.getByLabel('Dates (one line a row)');
    await dateLines.fill('');
    await dateLines.pressSequentially('March 3, 1941 – June 9, 2024');
    await page.locator('summary', { hasText: 'Flowers' }).click();
    await page.getByRole('button', { name: 'Add the rose emblem' }).click();
    await expect(page.getByRole('group', { name: 'Rose', exact: true })).toBeVisible();
    await expect(page.locator('#design-description')).toContainText('WHITAKER');
    await expect(page.locator('#design-description')).toContainText('Rose emblem');
    await fitsThePhone('a name, dates and an emblem');

    // A check appears beside the stone and beside the field, and clears.
    const checks = page.getByRole('region', { name: 'Checks' });
    const height = datesBlock.getByLabel('Letter height (inches)');
    await height.fill('');
    await height.pressSequentially('0.5');
    await expect(checks.getByText(/need to be at least 1 in tall/)).toBeVisible();
    await expect(datesBlock.getByText(/need to be at least 1 in tall/)).toBeVisible();
    await height.fill('');
    await height.pressSequentially('1.25');
    await expect(checks.getByText(/need to be at least/)).toHaveCount(0);

    // The emblem, chosen on the stone, moved by the keyboard: 1/8 in a press, an inch with Shift.
    const emblem = page.getByTestId('design-stage').locator('[data-block="rose"]');
    const start = await placeOf(page, 'rose');
    await emblem.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(async () => (await placeOf(page, 'rose')).xIn).toBeCloseTo(start.xIn + 0.125, 3);
    await expect.poll(async () => (await placeOf(page, 'rose')).yIn).toBeCloseTo(start.yIn + 1, 3);

    // ...and dragged, with the mouse or a finger; one Undo puts the drag back.
    const moved = await placeOf(page, 'rose');
    const box = (await emblem.boundingBox())!;
    await drag(page, phone, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, { x: -30, y: -20 });
    await expect.poll(async () => (await placeOf(page, 'rose')).xIn).toBeLessThan(moved.xIn);
    const dragged = await placeOf(page, 'rose');
    await page.getByRole('toolbar', { name: 'Arrange' }).getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await placeOf(page, 'rose')).xIn).toBeCloseTo(moved.xIn, 3);
    // The keyboard's redo and undo do the same.
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await expect.poll(async () => (await placeOf(page, 'rose')).xIn).toBeCloseTo(dragged.xIn, 3);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(async () => (await placeOf(page, 'rose')).xIn).toBeCloseTo(moved.xIn, 3);
    await fitsThePhone('moved and put back');

    // The words of an epitaph saved in the epitaph builder, dropped in by its reference.
    const saved = await page.request.post('/trpc/epitaph.save', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        answers: {
          givenNames: 'Ruth',
          surname: 'Whitaker',
          born: '1941-03-03',
          died: '2024-06-09',
          relationship: 'mother',
          faith: 'christian',
          loves: 'her garden',
          tone: 'personal',
        },
        stone: { template: null, partType: 'flat_marker', acrossIn: 24, faceHeightIn: 12 },
        lines: [
          { role: 'surname', text: 'Whitaker' },
          { role: 'epitaph', text: 'She loved her garden' },
        ],
        attribution: null,
      },
    });
    expect(saved.ok()).toBe(true);
    const { reference: epitaph } = ((await saved.json()) as { result: { data: { reference: string } } }).result.data;
    await page.getByLabel('Words from a saved epitaph').pressSequentially(epitaph);
    await page.getByRole('button', { name: 'Place its words' }).click();
    await expect(page.locator('#design-description')).toContainText('She loved her garden');

    // Everything typed survives a reload.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(
      page
        .getByRole('group', { name: /^Name \d+$/ })
        .last()
        .getByLabel('Lines (one a row)'),
    ).toHaveValue('WHITAKER');
    await expect(page.getByLabel('Width across')).toHaveValue('42 in');
    await expectAccessible(page);

    // Saved with a link: the design-tool form first (the office has it on), once.
    const keepIt = page.getByRole('region', { name: 'Keep it' });
    await keepIt.getByRole('button', { name: 'Save with a link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Before we keep your design' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your name').pressSequentially('Ruth Whitaker');
    await dialog.getByLabel('Email').pressSequentially('ruth.whitaker@example.com');
    await dialog.getByLabel('Phone').pressSequentially('(580) 555-0136');
    await dialog.getByLabel('ZIP code').pressSequentially('74820');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const link = keepIt.getByRole('link', { name: SAVED_LINK });
    await expect(link).toBeVisible();
    const address = (await link.textContent())!;
    await fitsThePhone('saved with a link');

    // The picture and the design sheet of the saved design, made on the server.
    for (const [button, file] of [
      ['Download a picture (PNG)', /^memorial-design-[A-Z2-9]{4}-[A-Z2-9]{4}\.png$/],
      ['Download the design sheet (PDF)', /^memorial-design-sheet-[A-Z2-9]{4}-[A-Z2-9]{4}\.pdf$/],
    ] as const) {
      const download = page.waitForEvent('download');
      await keepIt.getByRole('button', { name: button }).click();
      expect((await download).suggestedFilename()).toMatch(file);
    }

    // The link reopens it exactly, for someone else in another browser.
    const other = await browser.newContext();
    const shared = await other.newPage();
    await shared.goto(new URL(address).pathname, { waitUntil: 'networkidle' });
    await expect(
      shared.getByRole('heading', { level: 1, name: /^Saved design [A-Z2-9]{4}-[A-Z2-9]{4}$/ }),
    ).toBeVisible();
    await expect(shared.locator('#design-description')).toContainText('WHITAKER');
    await expect(
      shared
        .getByRole('group', { name: /^Dates \d+$/ })
        .last()
        .getByLabel('Dates (one line a row)'),
    ).toHaveValue('March 3, 1941 – June 9, 2024');
    await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await other.close();

    // Into the basket, and the quote request sent from there.
    await keepIt.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByText('Added to basket')).toBeVisible();
    await page.goto('/basket');
    await expect(page.getByText(/Your design: /).first()).toBeVisible({ timeout: 20_000 });
    const form = page.getByRole('form', { name: 'Ask for a quote' });
    await form.getByLabel('Your name').pressSequentially('Ruth Whitaker');
    await form.getByLabel('Email').pressSequentially('ruth.whitaker@example.com');
    await form.getByText('Ada, Oklahoma').first().click();
    await form.getByRole('button', { name: 'Send my quote request' }).click();
    const reference = (await page.getByTestId('quote-reference').textContent())!.trim();

    // The office (at a desk) sees the drawing and starts an order with it as the first proof draft.
    if (officeAtThisWidth(testInfo)) {
      await signInAsAdmin(page, '/admin/quote-requests');
      await page.getByRole('link', { name: reference }).click();
      const design = page.getByTestId('family-design');
      await expect(design.getByRole('img')).toBeVisible();
      await expect(design).toContainText('WHITAKER');
      await page.getByRole('button', { name: 'Start an order from this design' }).click();
      await expect(page.getByText(/with the family's drawing as its first proof draft/)).toBeVisible();
      await expect(page.getByTestId('proof-draft')).toContainText(/Family design/);
    }
  });

  test('a family opens the playground for a cemetery from its page: a stone too tall is flagged beside it, the offered change clears it @desktop', async ({
    page,
  }, testInfo) => {
    // One width is enough: the checks and the change are the same on a phone (component tests hold both).
    test.skip(!testInfo.project.name.startsWith('desktop'), 'desktop only');
    await page.goto('/ai-tools/design-playground?start=upright&cemetery=rose-hill-cemetery-ada&section=Section%20B', {
      waitUntil: 'networkidle',
    });
    const where = page.getByRole('region', { name: 'Where it goes' });
    await expect(where.getByRole('combobox', { name: /Cemetery/ })).toHaveValue('Rose Hill Cemetery, Ada, OK');
    await expect(page.getByTestId('cemetery-fees')).toContainText('paid to the cemetery');
    const height = page.getByLabel('Height', { exact: true });
    await height.fill('');
    await height.pressSequentially('42');
    await height.blur();
    const checks = page.getByRole('region', { name: 'Checks' });
    await expect(
      checks.getByText(/section B allows upright monuments up to 36 in tall; yours is 42 in\. Confirmed/),
    ).toBeVisible();
    await checks.getByRole('button', { name: 'Lower the height to 36 in' }).click();
    await expect(checks.getByText(/allows upright monuments up to 36 in tall/)).toHaveCount(0);
    await expect(height).toHaveValue('36 in');
  });
});
