import { test, expect, expectAccessible, expectNoSidewaysScroll } from './fixtures';

test.describe('epitaph builder', () => {
  test('from the footer to the builder: ideas on a flat marker, a line flagged and fixed, saved and in the basket', async ({
    page,
  }) => {
    test.setTimeout(120_000);

    await page.goto('/', { waitUntil: 'networkidle' });
    // The footer links there at every width; the header's badge shows only where its row has room (decision 132).
    await page.getByRole('contentinfo').getByRole('link', { name: 'AI Tools' }).click();
    await expect(page).toHaveURL(/\/ai-tools$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tools to Help You Plan a Memorial' })).toBeVisible();
    const playground = page.getByRole('article', { name: 'Design Playground' });
    await expect(playground.getByText('Coming soon')).toHaveCount(0);
    await expect(playground.getByRole('link', { name: 'Open the Design Playground' })).toHaveAttribute(
      'href',
      '/ai-tools/design-playground',
    );
    await expect(page.getByRole('link', { name: 'Open the Monument Expert' })).toHaveAttribute(
      'href',
      '/ai-tools/monument-expert',
    );
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Open the Epitaph Builder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Epitaph Builder' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // A missing name is said beside the field; nothing typed is lost.
    await page.getByLabel('What did they love?').pressSequentially('her garden and gospel music');
    await page.getByRole('button', { name: 'Suggest epitaphs' }).click();
    await expect(page.getByText('Please enter their first name')).toBeVisible();
    await expect(page.getByLabel('What did they love?')).toHaveValue('her garden and gospel music');

    await page.getByLabel('First and middle names').pressSequentially('Mary Ellen');
    await page.getByLabel('Family name').pressSequentially('Whitaker');
    await page.getByLabel('Date of birth').fill('1941-03-03');
    await page.getByLabel('Date of passing').fill('2024-06-09');
    await page.getByLabel('Who were they to you?').selectOption('mother');
    await page.getByRole('radio', { name: /^Personal/ }).check();
    await page.getByLabel('Kind of stone', { exact: true }).selectOption({ label: 'Flat marker' });
    await expect(page.getByLabel('Width across (inches)')).toHaveValue('24');
    await page.getByRole('button', { name: 'Suggest epitaphs' }).click();

    const ideas = page.getByRole('list', { name: 'Epitaph ideas' }).getByRole('listitem');
    await expect(ideas).toHaveCount(6);
    await expect(ideas.first().getByRole('img', { name: /Preview of the flat marker/ })).toBeVisible();
    await expectAccessible(page);

    await ideas.first().getByRole('button', { name: 'Use this one' }).click();
    const editor = page.getByRole('region', { name: '3. Your epitaph on the stone' });
    await expect(editor.getByRole('img', { name: /WHITAKER/ })).toBeVisible();

    // A family name too long for a flat marker is flagged, with the width of stone that takes it.
    const surname = editor.getByLabel(/^Line 1: Family name/);
    await surname.clear();
    await surname.pressSequentially('Wojciechowski-Montgomery');
    await expect(editor.getByText(/too wide for this stone at the 2 in minimum/)).toBeVisible();
    await expect(editor.getByText('Needs a change')).toBeVisible();
    await surname.clear();
    await surname.pressSequentially('Whitaker');
    await expect(editor.getByText(/too wide for this stone/)).toHaveCount(0);

    // Edit the epitaph: the preview follows.
    const lastEpitaph = editor.getByLabel(/: Epitaph/).last();
    await lastEpitaph.clear();
    await lastEpitaph.pressSequentially('Forever in our hearts');
    await expect(editor.getByRole('img', { name: /Forever in our hearts/ })).toBeVisible();
    await expectAccessible(page);

    await editor.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByText('Added to basket')).toBeVisible();
    const link = editor.getByRole('link', {
      name: /^http:\/\/localhost:\d+\/ai-tools\/epitaph-builder\/[A-Z2-9]{4}-[A-Z2-9]{4}$/,
    });
    await expect(link).toBeVisible();
    await expect(editor.getByRole('link', { name: 'Price this stone' })).toHaveAttribute(
      'href',
      /\/calculator\?.*type=flat_marker.*lines=\d/,
    );

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: /Saved epitaph [A-Z2-9]{4}-[A-Z2-9]{4}/ })).toBeVisible();
    await expect(page.getByText('Forever in our hearts').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);

    await page.goto('/basket');
    await expect(page.getByRole('link', { name: 'Epitaph for Mary Ellen Whitaker' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/WHITAKER \([23](\.5)? in letters\)/)).toBeVisible();
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a grandmother’s epitaph typed on a phone: her words in the ideas, a long line split with every word, a full link to share @phone', async ({
      page,
      context,
    }, testInfo) => {
      test.skip(!testInfo.project.name.startsWith('phone'), 'the phone journey');
      test.setTimeout(120_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // A phone's share sheet, recorded (headless Chromium has none).
      await page.addInitScript(() => {
        const shared: unknown[] = [];
        (window as unknown as { shared: unknown[] }).shared = shared;
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async (data: unknown) => void shared.push(data),
        });
      });
      const fitsThePhone = (step: string) => expectNoSidewaysScroll(page, step);

      await page.goto('/ai-tools/epitaph-builder', { waitUntil: 'networkidle' });
      await fitsThePhone('the empty form');
      await page.getByLabel('First and middle names').tap();
      await page.keyboard.type('Mary Ellen');
      await page.getByLabel('Family name').pressSequentially('Whitaker');
      await page.getByLabel('Who were they to you?').selectOption('grandmother');
      await page.getByRole('radio', { name: 'Christian' }).tap();
      await page.getByLabel('What did they love?').pressSequentially('Her garden and gospel music');
      await page.getByRole('radio', { name: /^Personal/ }).tap();
      await page.getByLabel('Kind of stone', { exact: true }).selectOption({ label: 'Flat marker' });
      await fitsThePhone('the answers typed');
      await page.getByRole('button', { name: 'Suggest epitaphs' }).tap();

      const ideas = page.getByRole('list', { name: 'Epitaph ideas' }).getByRole('listitem');
      await expect(ideas).toHaveCount(6);
      await fitsThePhone('six ideas');
      // What the family said is in the ideas, in a good sentence, and only once in the list.
      await expect(ideas.filter({ hasText: /grandmother/i }).first()).toBeVisible();
      const herWords = ideas.filter({ hasText: /\bher garden\b/ });
      await expect(herWords).toHaveCount(1);
      await expect(ideas.filter({ hasText: /Her garden/ })).toHaveCount(0);
      // One garden idea in the list: the family's own words stand for it.
      await expect(ideas.filter({ hasText: /garden|digging in the dirt/i })).toHaveCount(1);
      await herWords.getByRole('button', { name: 'Use this one' }).tap();

      const editor = page.getByRole('region', { name: '3. Your epitaph on the stone' });
      await expect(editor.getByRole('img', { name: /WHITAKER/ })).toBeVisible();
      await fitsThePhone('the chosen idea on the stone');

      // A line too long for the marker: flagged, the stone drawn smaller, the page no wider.
      const lastLine = editor.getByLabel(/: Epitaph/).last();
      await lastLine.clear();
      const long = 'Forever loved and forever missed by all who knew her';
      await lastLine.pressSequentially(long);
      await expect(editor.getByText('Needs a change')).toBeVisible();
      const useInstead = editor.getByRole('button', { name: /^Use instead: / });
      await expect(useInstead).toBeVisible();
      await fitsThePhone('a line too long for the stone');
      const stone = editor.getByRole('img', { name: /Preview of the flat marker/ });
      const box = (await stone.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      const buttonBox = (await useInstead.boundingBox())!;
      expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(390);
      await stone.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${testInfo.outputDir}/epitaph-390-too-long.png` });

      // "Use instead" splits the line: every word the family typed is still there, in order.
      await useInstead.tap();
      await expect(editor.getByText('Needs a change')).toHaveCount(0);
      await expect(editor.getByText('✓ Fits the stone')).toBeVisible();
      const epitaphLines = await editor
        .getByLabel(/: Epitaph/)
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(epitaphLines.join(' ')).toContain(long);
      await fitsThePhone('the line split');

      // Saved with a full address, to copy or share; the buttons fit the phone.
      await editor.getByRole('button', { name: 'Save with a link' }).tap();
      const link = editor.getByRole('link', {
        name: /^http:\/\/localhost:\d+\/ai-tools\/epitaph-builder\/[A-Z2-9]{4}-[A-Z2-9]{4}$/,
      });
      await expect(link).toBeVisible();
      const address = (await link.textContent())!;
      await editor.getByRole('button', { name: 'Copy the link' }).tap();
      await expect(page.getByText('The link is copied.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await editor.getByRole('button', { name: 'Share the link' }).tap();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: Array<{ url: string }> }).shared))
        .toEqual([expect.objectContaining({ url: address })]);
      const keepIt = editor.getByRole('region', { name: 'Keep it' });
      for (const button of await keepIt.getByRole('button').all()) {
        const b = (await button.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width, await button.innerText()).toBeLessThanOrEqual(390);
      }
      await fitsThePhone('saved with a link');
      await keepIt.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${testInfo.outputDir}/epitaph-390-saved.png` });

      await link.tap();
      await expect(page.getByRole('heading', { level: 1, name: /Saved epitaph/ })).toBeVisible();
      await expect(page.getByText(long.split(' ').slice(0, 3).join(' ')).first()).toBeVisible();
      await fitsThePhone('the saved page');
    });
  });
});
