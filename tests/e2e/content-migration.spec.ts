import fs from 'node:fs';
import { test, expect, expectAccessible, signInAsAdmin } from './fixtures';

/**
 * Staff download the site's content archive (with its progress shown) and check it in the
 * import: the archive of this very site changes nothing, which the preview says. Desktop only:
 * the screen is a staff tool, and the round trip itself is proven in
 * server/modules/content-migration/content-migration.integration.test.ts. It runs alone, after
 * every other journey (the project desktop-last-archive): another journey's edit in between would
 * be a change the preview rightly lists.
 */
test('staff export the content archive and preview importing it @desktop', async ({ page }, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('desktop'), 'a desktop staff journey');
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Content Migration' }).click();
  await expect(page.getByRole('heading', { name: 'Content migration', level: 1 })).toBeVisible();
  const exportCard = page.getByRole('region', { name: /Export the site/ });
  await expect(exportCard.getByRole('cell', { name: 'Gallery pictures' })).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportCard.getByRole('button', { name: 'Download the archive' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^monument-site-content-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(exportCard.getByRole('status')).toContainText('is in your downloads');
  const archive = testInfo.outputPath('content.zip');
  await download.saveAs(archive);

  const importCard = page.getByRole('region', { name: 'Import an archive' });
  await importCard.getByRole('button', { name: 'Check the archive' }).click();
  await expect(importCard.getByText('Please choose an archive exported from this screen')).toBeVisible();
  await importCard.locator('input[type="file"]').setInputFiles(archive);
  await importCard.getByRole('button', { name: 'Check the archive' }).click();
  await expect(importCard.getByRole('heading', { name: 'What importing would do' })).toBeVisible({ timeout: 60_000 });
  await expect(importCard.getByRole('cell', { name: 'Blog posts' })).toBeVisible();
  await expect(importCard.getByText('This site already holds everything in this archive.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('content-migration.png'), fullPage: true });
});

/** A small WordPress export: a classic post with a captioned picture the site cannot fetch, a private post, and a post once at /pricing. */
function wordpressFile(run: string): string {
  const item = (n: number, name: string, link: string, status: string, body: string) => `
  <item>
    <title><![CDATA[Setting day ${n} (${run})]]></title>
    <link>${link}</link>
    <content:encoded><![CDATA[${body}]]></content:encoded>
    <wp:post_id>${n}</wp:post_id>
    <wp:post_date_gmt>2020-03-0${n} 10:00:00</wp:post_date_gmt>
    <wp:post_name>${name}</wp:post_name>
    <wp:status>${status}</wp:status>
    <wp:post_type>post</wp:post_type>
    <category domain="category" nicename="news"><![CDATA[News]]></category>
  </item>`;
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Old showroom blog</title>
  <link>https://old-showroom.example</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  ${item(1, `setting-day-${run}`, `https://old-showroom.example/2020/03/setting-day-${run}/`, 'publish', `We set the stone early.\nThe family came at noon.\n\n[caption id="attachment_9" width="300"]<img src="http://127.0.0.1:9/uploads/stone.jpg" alt="The gray granite upright" /> The stone on the day[/caption]\n\nThank you for trusting us.`)}
  ${item(2, `family-only-${run}`, `https://old-showroom.example/2020/03/family-only-${run}/`, 'private', 'For the family only.')}
  ${item(3, `prices-${run}`, 'https://old-showroom.example/pricing/', 'publish', 'Our prices, as they were.')}
</channel>
</rss>
`;
}

/**
 * Staff bring a WordPress export over: the check lists what would happen (the private post stays
 * behind, the old /pricing address is refused because it is this site's own page), the import
 * shows its report (a picture that could not be fetched is listed by post and address) and the
 * report downloads. The counts of a real 60-post export are proven in
 * server/modules/content-migration/wordpress-import.integration.test.ts.
 */
test('staff import a WordPress export and read its report @desktop', async ({ page }, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('desktop'), 'a desktop staff journey');
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  // Through the menu, as staff go (and so the screen is live before the file is chosen).
  await page.getByRole('link', { name: 'Content Migration' }).click();
  await expect(page.getByRole('heading', { name: 'Content migration', level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Bring posts over from WordPress' });
  const file = testInfo.outputPath('wordpress-export.xml');
  fs.writeFileSync(file, wordpressFile(String(Date.now())));
  await card.locator('input[type="file"]').setInputFiles(file);
  await card.getByRole('button', { name: 'Check the export' }).click();
  await expect(card.getByRole('heading', { name: /What importing “Old showroom blog” would do/ })).toBeVisible({
    timeout: 60_000,
  });
  const summary = card.getByRole('table', { name: 'Import report' });
  await expect(summary.getByRole('row', { name: /Posts in the file\s*3/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /To import as drafts\s*2/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /private 1/ })).toBeVisible();
  await expect(
    card.getByText("/pricing: not redirected, /pricing is one of this site's own pages").first(),
  ).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Import 2 posts as drafts' }).click();
  await expect(card.getByRole('heading', { name: 'Import report' })).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole('status')).toContainText('The posts are drafts on the blog screen');
  await expect(summary.getByRole('row', { name: /Imported as drafts\s*2/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /0 fetched, 0 already here, 1 failed/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /1 converted/ })).toBeVisible();
  await expect(
    card.getByText('Picture not brought over: http://127.0.0.1:9/uploads/stone.jpg', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download the report' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^wordpress-import-report-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text).toContain('Posts in the file: 3');
  expect(text).toContain('Pictures fetched: 0; already here: 0; failed: 1');
  expect(text).toMatch(/Setting day 1 .*: http:\/\/127\.0\.0\.1:9\/uploads\/stone\.jpg/);
  await page.screenshot({ path: testInfo.outputPath('wordpress-report.png'), fullPage: true });
});
