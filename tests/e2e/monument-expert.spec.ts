import { expect, expectAccessible, test } from './fixtures';

// One journey per width: three questions (priced, from the FAQ, unanswerable), a source followed, a call-back.
test('a family asks the expert three questions, follows a source and asks to be called back', async ({ page }) => {
  await page.goto('/ai-tools/monument-expert', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ask Our Monument Expert' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'AI Tools', exact: true }).first()).toHaveAttribute('href', '/ai-tools');
  await expectAccessible(page);

  // A priced question, from the suggestions: the figure comes from the calculator, with a link to it.
  await page.getByRole('button', { name: 'How much is a 36-inch upright in India Red?' }).click();
  const prices = page.getByRole('list', { name: 'Prices' });
  await expect(prices).toContainText(/from \$[\d,]+/);
  await expect(prices.getByRole('link', { name: 'Open it in the calculator' })).toHaveAttribute(
    'href',
    '/calculator?template=single_upright&color=india_red&length=36',
  );

  // A question typed with the keyboard, sent with Enter: answered from the FAQ, with its source.
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill('Can you add my husband’s date of death to our headstone?');
  await input.press('Enter');
  const second = page.getByRole('listitem').filter({ hasText: 'You asked: Can you add my husband' });
  await expect(second.getByRole('link', { name: /Final Date Engraving/ }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Answer ready.' })).toBeAttached();

  // A question the site does not answer: it says so and offers the offices and a consultation.
  await input.fill('Do you sell caskets?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const third = page.getByRole('listitem').filter({ hasText: 'You asked: Do you sell caskets?' });
  await expect(third).toContainText('I could not find that on our website');
  await expect(third.getByRole('link', { name: /^Call Ada/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(third.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/book');
  await expectAccessible(page);

  // The family leaves a number; the questions go with it because they agreed.
  await third.getByRole('button', { name: 'Ask us to call you' }).click();
  const callback = page.getByRole('form', { name: 'Ask us to call you back' });
  await callback.getByLabel('Your name').fill('Ruth Alvarez');
  await callback.getByLabel('Phone').fill('12');
  await callback.getByRole('button', { name: 'Call Me Back' }).click();
  await expect(callback.getByText(/phone number with its area code/)).toBeVisible();
  await expect(callback.getByLabel('Your name')).toHaveValue('Ruth Alvarez');
  await callback.getByLabel('Phone').fill('(580) 555-0136');
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
