import { test, expect, expectAccessible, signInAsAdmin } from './fixtures';

/**
 * Staff download the site's content archive (with its progress shown) and check it in the
 * import: the archive of this very site changes nothing, which the preview says. Desktop only:
 * the screen is a staff tool, and the round trip itself is proven in
 * server/modules/content-migration/content-migration.integration.test.ts.
 */
test('staff export the content archive and preview importing it', async ({ page }, testInfo) => {
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
