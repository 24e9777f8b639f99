import { test, expect, expectAccessible } from './fixtures';

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
    await expect(playground.getByText('Coming soon')).toBeVisible();
    await expect(playground.getByRole('link')).toHaveCount(0);
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
    await page.getByLabel('What did they love?').fill('her garden and gospel music');
    await page.getByRole('button', { name: 'Suggest epitaphs' }).click();
    await expect(page.getByText('Please enter their first name')).toBeVisible();
    await expect(page.getByLabel('What did they love?')).toHaveValue('her garden and gospel music');

    await page.getByLabel('First and middle names').fill('Mary Ellen');
    await page.getByLabel('Family name').fill('Whitaker');
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
    await surname.fill('Wojciechowski-Montgomery');
    await expect(editor.getByText(/too wide for this stone at the 2 in minimum/)).toBeVisible();
    await expect(editor.getByText('Needs a change')).toBeVisible();
    await surname.fill('Whitaker');
    await expect(editor.getByText(/too wide for this stone/)).toHaveCount(0);

    // Edit the epitaph: the preview follows.
    const lastEpitaph = editor.getByLabel(/: Epitaph/).last();
    await lastEpitaph.fill('Forever in our hearts');
    await expect(editor.getByRole('img', { name: /Forever in our hearts/ })).toBeVisible();
    await expectAccessible(page);

    await editor.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByText('Added to basket')).toBeVisible();
    const link = editor.getByRole('link', { name: /^\/ai-tools\/epitaph-builder\/[A-Z2-9]{4}-[A-Z2-9]{4}$/ });
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
});
