import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures';

// One journey per width: three questions (priced, from the FAQ, unanswerable), a source followed, a call-back.
test('a family asks the expert three questions, follows a source and asks to be called back', async ({ page }) => {
  await page.goto('/ai-tools/monument-expert', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ask Our Monument Expert' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'AI Tools', exact: true }).first()).toHaveAttribute('href', '/ai-tools');
  await expectAccessible(page);

  // A priced question, from the suggestions (links that ask in the page): the figure comes from
  // the calculator, with a link to it.
  await page.getByRole('link', { name: 'How much is a 36-inch upright in India Red?' }).click();
  await expect(page).toHaveURL(/\/ai-tools\/monument-expert$/);
  const prices = page.getByRole('list', { name: 'Prices' });
  await expect(prices).toContainText(/from \$[\d,]+/);
  await expect(prices.getByRole('link', { name: 'Open it in the calculator' })).toHaveAttribute(
    'href',
    '/calculator?template=single_upright&color=india_red&length=36',
  );

  // A question typed with the keyboard, sent with Enter: answered from the FAQ, with its source.
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.pressSequentially('Can you add my husband’s date of death to our headstone?');
  await input.press('Enter');
  const second = page.getByRole('listitem').filter({ hasText: 'You asked: Can you add my husband' });
  await expect(second.getByRole('link', { name: /Final Date Engraving/ }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Answer ready.' })).toBeAttached();

  // A question the site does not answer: it says so and offers the offices and a consultation.
  await input.pressSequentially('Do you sell caskets?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const third = page.getByRole('listitem').filter({ hasText: 'You asked: Do you sell caskets?' });
  await expect(third).toContainText('I could not find that on our website');
  await expect(third.getByRole('link', { name: /^Call Ada/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(third.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/book');
  await expectAccessible(page);

  // The family leaves a number; the questions go with it because they agreed.
  await third.getByRole('link', { name: 'Ask us to call you' }).click();
  const callback = page.getByRole('form', { name: 'Ask us to call you back' });
  await callback.getByLabel('Your name').pressSequentially('Ruth Alvarez');
  await callback.getByLabel('Phone').pressSequentially('12');
  await callback.getByRole('button', { name: 'Call Me Back' }).click();
  await expect(callback.getByText(/phone number with its area code/)).toBeVisible();
  await expect(callback.getByLabel('Your name')).toHaveValue('Ruth Alvarez');
  await callback.getByLabel('Phone').press('ControlOrMeta+a');
  await callback.getByLabel('Phone').pressSequentially('(580) 555-0136');
  await callback.getByRole('button', { name: 'Call Me Back' }).click();
  await expect(page.getByTestId('lead-confirmation')).toContainText(/M-\d{4,}-[FHKLMRUWXY]{2}/);

  // Following a source keeps the conversation for the way back.
  await second
    .getByRole('link', { name: /Final Date Engraving/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/services\/final-date-engraving/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Final Date Engraving');
  await page.goBack();
  await expect(page.getByRole('listitem').filter({ hasText: 'You asked: Do you sell caskets?' })).toBeVisible();
});

// At 390 px a family types three questions: the offices, whether installation is included, and
// a named cemetery. Each answer leads with the facts, and nothing runs off the side of the screen.
test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a family types three questions and reads the facts first, with nothing cut at the side @phone', async ({
    page,
    browser,
  }, testInfo) => {
    // Without script (or before it arrives), the box is a plain form the server answers.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      baseURL: testInfo.project.use.baseURL,
    });
    const noScript = await plain.newPage();
    await noScript.goto('/ai-tools/monument-expert');
    await noScript.getByRole('textbox', { name: 'Your question' }).pressSequentially('Is installation included?');
    await noScript.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(
      noScript.getByRole('listitem').filter({ hasText: 'You asked: Is installation included?' }),
    ).toContainText('Yes, installation is included');
    expect(await noScript.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await plain.close();

    await page.goto('/ai-tools/monument-expert', { waitUntil: 'networkidle' });
    const input = page.getByRole('textbox', { name: 'Your question' });
    const noOverflow = () => expectNoSidewaysScroll(page);
    // The suggested questions, some longer than the phone is wide, wrap inside their buttons.
    await noOverflow();

    await input.pressSequentially('Where are your offices?');
    await input.press('Enter');
    const offices = page.getByRole('listitem').filter({ hasText: 'You asked: Where are your offices?' });
    // The answer's first paragraph (the question is the turn's first).
    const officesAnswer = offices.locator('p').nth(1);
    await expect(officesAnswer).toContainText('Ada, Oklahoma');
    await expect(officesAnswer).toContainText('Wylie, Texas');
    await expect(officesAnswer).toContainText(/\(580\) \d{3}-\d{4}/);
    await expect(offices.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    await noOverflow();

    await input.pressSequentially('Is installation included?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const installation = page.getByRole('listitem').filter({ hasText: 'You asked: Is installation included?' });
    await expect(installation.locator('p').nth(1)).toHaveText(
      /^Yes, installation is included on all cemetery headstones/,
    );
    await expect(installation.getByRole('list', { name: 'Prices' })).toHaveCount(0);
    await noOverflow();

    await input.pressSequentially('Do you install at Rose Hill Cemetery in Ada?');
    await input.press('Enter');
    const cemetery = page.getByRole('listitem').filter({ hasText: 'You asked: Do you install at Rose Hill Cemetery' });
    await expect(cemetery.locator('p').nth(1)).toContainText('call us to check Rose Hill Cemetery’s rules');
    await expect(cemetery.getByRole('link', { name: /^Call Ada/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(cemetery.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/book');
    await expect(page.getByRole('status').filter({ hasText: 'Answer ready.' })).toBeAttached();
    await noOverflow();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('expert-390.png'), fullPage: true });
  });
});
