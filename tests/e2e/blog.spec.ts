import sharp from 'sharp';
import { test, expect, expectAccessible, signInAsAdmin } from './fixtures';

function photo() {
  const c = () => Math.floor(Math.random() * 200);
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: c(), g: c(), b: c() } } })
    .jpeg()
    .toBuffer();
}

test('staff write a post with a picture, keep it through a reload, schedule and publish it; visitors read it @desktop', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // A retry runs against the same database: its post has a title and address of its own.
  const again = testInfo.retry ? ' again' : '';
  const title = `Visiting a grave in winter (${testInfo.project.name}${again})`;
  const slug = `visiting-a-grave-in-winter-${testInfo.project.name}${again.replace(' ', '-')}`;
  page.on('dialog', (dialog) => void dialog.accept());

  await signInAsAdmin(page);
  await page.goto('/admin/blogs');
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');

  await page.getByRole('textbox', { name: 'Title', exact: true }).pressSequentially(title);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(slug);
  await expect(page.getByText(`The address will be /blog/${slug}`)).toBeVisible();
  await page
    .getByLabel('Summary', { exact: true })
    .pressSequentially('Short days and frozen ground: what to bring and what the cemetery allows.');
  const body = page.getByTestId('post-body');
  await body.click();
  await page.keyboard.type('Bring gloves and a soft brush. Leave wreaths only where the cemetery allows them.');

  // A picture through the image pipeline, with its description.
  await page.getByRole('button', { name: 'Add a picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a picture' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'wreath.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await dialog.getByLabel('Describe the picture').pressSequentially('A pine wreath leaning on a gray headstone');
  await dialog.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(body.locator('img[alt="A pine wreath leaning on a gray headstone"]')).toBeVisible();

  // The draft saves by itself and the address bar moves to the post's own page.
  await expect(page).toHaveURL(/\/admin\/blogs\/edit\/\d+$/, { timeout: 15_000 });
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 15_000 });

  // A reload finds it intact; a change made just before a reload is kept in the browser.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByTestId('post-body')).toContainText('Bring gloves and a soft brush');
  await expect(page.getByTestId('post-body').locator('img')).toHaveAttribute('src', /^\/media\//);
  await page.waitForLoadState('networkidle');
  // Filled, not typed: typed keys make the browser ask before the reload, and in the test browser the
  // page reloaded through that question did not autosave the restored change.
  await page
    .getByLabel('Summary', { exact: true })
    .fill('Short days and frozen ground: what to bring, and what cemeteries allow in winter.');
  await page.reload();
  await expect(page.getByText('We brought back your unsaved changes')).toBeVisible();
  await expect(page.getByLabel('Summary', { exact: true })).toHaveValue(
    'Short days and frozen ground: what to bring, and what cemeteries allow in winter.',
  );
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 15_000 });

  // Schedule it for tomorrow: not on the blog yet.
  await page.getByRole('button', { name: 'Schedule' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule this post' });
  const tomorrow = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await schedule
    .getByLabel('Goes live on')
    .fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:00`);
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  const hidden = await page.request.get(`/blog/${slug}`, { headers: { cookie: '' } });
  expect(hidden.status()).toBe(404);

  // Publish now.
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible({ timeout: 20_000 });

  // A visitor finds it on /blog, opens it, and the feed lists it.
  await page.context().clearCookies();
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Monument & Headstone Guides' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A pine wreath leaning on a gray headstone' })).toBeVisible();
  await expectAccessible(page);

  // A seeded post with its cover as the page's main image.
  await page.goto('/blog/planning-a-headstone-step-by-step');
  const cover = page.getByRole('main').locator('img').first();
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expectAccessible(page);

  const feed = await page.request.get('/blog/rss.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain(`<title>${title}</title>`);
});

test('staff type around a picture, take it back with Ctrl+Z, and link to the site’s own pages without nofollow @desktop', async ({
  page,
}, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('desktop'), 'The blog editor is a desktop staff screen.');
  test.setTimeout(90_000);
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAsAdmin(page);
  await page.goto('/admin/blogs');
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');

  // A post never saved has nothing to delete.
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

  await page
    .getByRole('textbox', { name: 'Title', exact: true })
    .pressSequentially(`Typing around pictures ${Date.now().toString(36)}`);
  const body = page.getByTestId('post-body');
  await body.click();
  await page.keyboard.type('See our prices');

  // A link to one of the site's own pages, typed into the link box: no nofollow, no new tab.
  for (let i = 0; i < 'prices'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByRole('textbox', { name: 'Enter URL' }).pressSequentially('/pricing');
  await page.keyboard.press('Enter');
  const ownLink = body.locator('a[href="/pricing"]');
  await expect(ownLink).toHaveText('prices');
  await expect(ownLink).not.toHaveAttribute('rel', /.*/);
  await expect(ownLink).not.toHaveAttribute('target', /.*/);
  await page.keyboard.press('End');

  // A picture, then straight on typing: the words go after the picture, not over it.
  await page.getByRole('button', { name: 'Add a picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a picture' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'bench.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await dialog.getByLabel('Describe the picture').pressSequentially('A granite bench beside a memorial');
  await dialog.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const picture = body.locator('img[alt="A granite bench beside a memorial"]');
  await expect(picture).toBeVisible();
  await page.keyboard.type('Benches need a foundation of their own.');
  await expect(picture).toHaveCount(1);
  await expect(body.locator('img + p, p:has(img) + p').first()).toContainText('Benches need a foundation');

  // Typing over a selected picture removes it, says so, and Ctrl+Z brings it back.
  await picture.click();
  await page.keyboard.type('x');
  await expect(picture).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Picture removed' })).toHaveText(
    'Picture removed. Press Ctrl+Z to undo.',
  );
  await page.keyboard.press('Control+z');
  await expect(picture).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Picture removed' })).toHaveCount(0);

  // Saved by itself: now it can be deleted, and the stored body has no nofollow on its own link.
  await expect(page).toHaveURL(/\/admin\/blogs\/edit\/\d+$/, { timeout: 15_000 });
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  const id = Number(page.url().split('/').pop());
  const stored = await page.request.get(`/trpc/admin.blog.get?input=${encodeURIComponent(JSON.stringify({ id }))}`);
  const html = (await stored.json()).result.data.bodyHtml as string;
  expect(html).toContain('<a href="/pricing">prices</a>');
  expect(html).not.toContain('nofollow');
  expect(html).toContain('alt="A granite bench beside a memorial"');
  await expectAccessible(page);
});
