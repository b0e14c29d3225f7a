// Quizzes and reports in a real browser: the quiz's login prompt, the demographics gate, taking
// a short quiz to the end, seeing the report, and the paywall a non-subscriber meets. Axe checks
// the quiz, the reports and the offer page in tests/e2e/accessibility.spec.ts.
import { expect, test } from './fixtures.ts';

test('a logged-out visitor is asked to log in, with the way back to the quiz', async ({ page }) => {
  await page.goto('/q/opinion-dna&utm_source=x');
  await expect(page.getByText('Please log in or sign up to answer this quiz')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute('href', /\/login\?next=/);
});

test('an unknown report name is unimplemented', async ({ page, accounts }) => {
  await accounts.signUp(page, 'unknown');
  await page.goto('/reports/details/astrology');
  await expect(page.getByRole('heading', { level: 1, name: /unimplemented/ })).toBeVisible();
});

test('give demographics in quiz mode, take a short quiz, resume it, finish and see the report', async ({ page, accounts }) => {
  // A journey: the details form, a dozen answers each sent and shown before the next, a reload
  // and the report page.
  test.slow();
  await accounts.signUp(page, 'taker');
  await page.goto('/q/ownership');
  await expect(page.getByTestId('quiz-demographics-needed')).toBeVisible();
  const form = page.getByRole('form', { name: 'Personal details' });
  await form.getByRole('button', { name: 'Save and start the quiz' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please answer the highlighted questions to start the quiz.');
  await form.locator('input[inputmode="numeric"]').fill('1990');
  for (const select of await form.locator('select').all()) await select.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Save and start the quiz' }).click();

  const statement = page.getByTestId('quiz-statement');
  await expect(page.getByTestId('quiz-in-progress')).toBeVisible();
  const total = Number(/of (\d+)/.exec((await page.getByTestId('quiz-position').textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(12);
  // About 7 seconds a statement.
  await expect(page.getByTestId('quiz-time-left')).toHaveText(`About ${Math.ceil((total * 7) / 60)} minutes left`);

  // Resumable: after one answer and a reload, the quiz continues at the second statement.
  const first = await statement.textContent();
  const unhighlighted = await page.getByTestId('quiz-answer-1').evaluate((button) => getComputedStyle(button).backgroundColor);
  await page.getByTestId('quiz-answer-1').click();
  await expect(statement).not.toHaveText(first ?? '');
  await expect(page.getByTestId('quiz-progress')).toHaveText('1 answered');
  // The pointer still rests on the button it pressed, which now answers the next statement: it
  // shows no highlight until the pointer moves.
  expect(await page.getByTestId('quiz-answer-1').evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(unhighlighted);
  await page.mouse.move(5, 5);
  await page.getByTestId('quiz-answer-1').hover();
  await expect.poll(() => page.getByTestId('quiz-answer-1').evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(unhighlighted);
  await page.reload();
  await expect(page.getByTestId('quiz-position')).toHaveText(`Statement 2 of ${total}`);
  await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', String(Math.round(100 / total)));

  for (let answered = 1; answered < total; answered += 1) {
    const text = (await statement.textContent()) ?? '';
    await page.getByTestId(answered % 2 === 0 ? 'quiz-answer-1' : 'quiz-answer-4').click();
    if (answered < total - 1) await expect(statement).not.toHaveText(text);
  }
  await expect(page.getByTestId('quiz-complete')).toBeVisible();
  await page.getByRole('link', { name: 'See your report' }).click();

  await expect(page).toHaveURL(/\/reports\/details\/ownership$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ownership' })).toBeVisible();
  const card = page.getByTestId('profile-card');
  await expect(card.getByTestId('profile-card-row')).toHaveCount(6);
  await expect(card.getByTestId('profile-card-sample')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Unlock your full report' })).toHaveCount(0);
  await expect(page.getByTestId('detailed-text-card').getByRole('heading', { level: 3, name: /^Institutional Faith: / })).toBeVisible();
});

test("the upgrade modal's Learn more leads to the offer page, whose Checkout starts a checkout", async ({ page, accounts }) => {
  await accounts.signUp(page, 'offer');
  await page.goto('/reports/details/bigfive');
  await page.getByRole('button', { name: 'Unlock your full report' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Unlock your full profile' });
  await upgrade.getByRole('link', { name: 'Learn more' }).click();

  await expect(page).toHaveURL(/\/article\/opinion-dna-premium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Opinion DNA Premium' })).toBeVisible();
  const offer = page.getByTestId('offer-page');
  for (const feature of ['Your Opinion DNA', '10 element reports', '130 page manual']) {
    await expect(offer.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
  }
  // The e2e server has no Stripe keys: test-payments mode, labelled, at its price.
  await expect(page.getByTestId('offer-price')).toHaveText('4.99 USD a month');
  await expect(offer.getByTestId('test-payments-notice')).toHaveText('Test payments mode: no card is charged');
  await offer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payments\/test-checkout\?session_id=test_cs_/);
  await expect(page.getByTestId('test-checkout-item')).toHaveText('Opinio Premium, monthly');

  await page.goto('/article/no-such-article');
  await expect(page.getByText('Not found. The URL you entered may be invalid.')).toBeVisible();
  await expect(page.getByTestId('offer-page')).toHaveCount(0);
});

test("a logged-out visitor's Checkout answers under the button", async ({ page }) => {
  await page.goto('/article/opinion-dna-premium');
  const offer = page.getByTestId('offer-page');
  await offer.getByRole('button', { name: 'Checkout' }).click();
  await expect(offer.getByRole('alert')).toHaveText('Please log in to continue');
  await expect(page).toHaveURL(/\/article\/opinion-dna-premium$/);
});

test('a non-subscriber meets the paywall on a detailed report, with the upgrade and buy dialogs', async ({ page, accounts }) => {
  await accounts.signUp(page, 'paywall');
  await page.goto('/reports/details/morality-as-cooperation');
  await expect(page.getByRole('heading', { level: 1, name: 'Morality as Cooperation' })).toBeVisible();
  await expect(page.getByTestId('profile-card-sample')).toHaveText('Sample values: subscribe to unlock your own.');
  await expect(page.getByTestId('profile-card-row')).toHaveCount(7);
  await expect(page.getByTestId('detailed-text-card')).toContainText('Subscribe to read it');

  await page.getByRole('button', { name: 'Unlock your full report' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Unlock your full profile' });
  await expect(upgrade).toBeVisible();
  for (const feature of ['Your Opinion DNA', '10 element reports', '130 page manual']) {
    await expect(upgrade.getByText(feature)).toBeVisible();
  }
  await expect(upgrade.getByRole('link', { name: 'Learn more' })).toBeVisible();
  await expect(upgrade.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  await upgrade.getByRole('button', { name: 'Not now' }).click();
  await expect(upgrade).toBeHidden();

  await page.getByRole('button', { name: 'Buy this report' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy this report' });
  await expect(buy.getByText('Premium features are coming soon.')).toBeVisible();
  await buy.getByRole('button', { name: 'Close' }).click();
});

test("a non-subscriber's Opinion DNA: nothing complete, help on each element, and back from checkout on to the report", async ({ page, accounts }) => {
  await accounts.signUp(page, 'dna');
  await page.goto('/reports/my-opinion-dna');
  await expect(page.getByTestId('dna-element-completion')).toHaveCount(48);
  await expect(page.getByTestId('dna-overall-completion')).toHaveText('0% complete');
  for (const section of ['Personality', 'Values', 'Meta-Thinking']) {
    await expect(page.getByRole('heading', { level: 3, name: section })).toBeVisible();
  }
  await expect(page.getByTestId('dna-element')).toHaveCount(48);
  const help = page.getByRole('button', { name: 'About Openness' });
  await help.focus();
  await expect(page.getByRole('tooltip').filter({ hasText: /curiosity/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock your Opinion DNA' })).toBeVisible();

  // Back from a checkout that is not this member's: the server's answer, then on to the detailed
  // report. (A paid one: tests/e2e/payments.spec.ts.)
  await page.goto('/reports/my-opinion-dna?session_id=cs_test_e2e');
  await expect(page).toHaveURL(/\/reports\/details\/opiniondna$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Opinion DNA' })).toBeVisible();
  await expect(page.getByTestId('checkout-notice')).toHaveText('Checkout session not found');
});
