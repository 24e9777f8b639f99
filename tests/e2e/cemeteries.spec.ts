import { test, expect, expectAccessible, expectNoSidewaysScroll, signInAsAdmin } from './fixtures';

/**
 * Staff add a cemetery, give its section a height rule, confirm the rules and undo a change
 * (decision 266); at desktop width they open its public page and see the rule there (decision
 * 271). The rule checks themselves are unit tests; the search, CSV and the public page's HTML are
 * integration tests.
 */
test('staff add a cemetery, a section rule, confirm it, see it on its public page and undo a change @desktop', async ({
  page,
}, testInfo) => {
  const name = `Quail Hollow ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signInAsAdmin(page, '/admin/cemeteries');
  await expect(page.getByRole('heading', { name: 'Cemeteries', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Cemeteries' }),
  ).toBeAttached();

  await page.getByRole('button', { name: 'Add a cemetery' }).click();
  const panel = page.getByRole('dialog', { name: 'Add a cemetery' });
  // A name missing is said beside the field.
  await panel.getByRole('button', { name: 'Add the cemetery' }).click();
  await expect(panel.getByText("Enter the cemetery's name")).toBeVisible();
  await panel.getByLabel('Name').pressSequentially(name);
  await panel.getByLabel('Town').pressSequentially('Roff');
  await panel.getByLabel('County').pressSequentially('Pontotoc');
  await panel.getByRole('button', { name: 'Add the cemetery' }).click();

  const editor = page.getByRole('dialog', { name: 'Cemetery' });
  await expect(editor.getByRole('heading', { name })).toBeVisible();
  const section = editor.getByRole('region', { name: 'Section Whole cemetery' });
  await expect(section.getByText('Not confirmed')).toBeVisible();
  await section.getByRole('button', { name: 'Edit the rules' }).click();
  await section.getByLabel('Height', { exact: true }).pressSequentially('36');
  await section.getByLabel('Setting fee ($)').pressSequentially('350');
  await section.getByRole('button', { name: 'Save the section' }).click();
  await expect(section.getByText('Monument up to 36 in tall.')).toBeVisible();
  await expect(section.getByText('Setting fee: $350, paid to the cemetery.')).toBeVisible();

  await section.getByRole('button', { name: 'Confirm the rules' }).click();
  await section.getByLabel('Confirmed by').pressSequentially('Linda at the office');
  await section.getByRole('button', { name: 'Confirm these rules' }).click();
  await expect(section.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(section.getByText(/Confirmed by phone with the cemetery office/)).toBeVisible();

  if (testInfo.project.name === 'desktop') {
    // Confirmed is published: the family's page shows the rule, then the staff screen comes back as left.
    await page.goto((await editor.getByRole('link', { name: 'its public page' }).getAttribute('href'))!);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const rules = page.getByRole('region', { name: 'The whole cemetery' });
    await expect(rules.getByText('Size: up to 36 in tall.')).toBeVisible();
    await expect(rules.getByText('Setting fee: $350, paid to the cemetery.')).toBeVisible();
    await expect(rules.getByText(/Confirmed by phone with the cemetery office/)).toBeVisible();
    await expect(rules.getByRole('link', { name: 'Design a monument for this cemetery' })).toBeVisible();
    await expectAccessible(page);
    await page.goBack();
    await expect(editor.getByRole('heading', { name })).toBeVisible();
  }

  // The latest change (the confirmation) is undone from the list of changes.
  await editor.getByRole('button', { name: 'Undo' }).first().click();
  await expect(page.getByText('The cemetery is back as it was before that change.')).toBeVisible();
  await expect(editor.getByRole('region', { name: 'Section Whole cemetery' }).getByText('Not confirmed')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  // axe measures contrast as painted: wait until the closing panel has faded out.
  await expect(editor).toBeHidden();
  // A table on wide screens, one card per cemetery on phones.
  const entry =
    page.viewportSize()!.width < 992
      ? page.getByRole('list', { name: 'Cemeteries' }).getByRole('listitem').filter({ hasText: name })
      : page.getByRole('row').filter({ hasText: name });
  await expect(entry).toContainText('Not confirmed');
  await expectAccessible(page);
});
