// Payments end to end (docs/product.md#payments), in Chromium against both of the e2e server's
// apps (tests/e2e/start-test-server.ts):
// - test-payments mode (no Stripe keys): a member finishes a short quiz, meets the paywall,
//   subscribes through the local test checkout, sees their real scores and texts, finds the plan
//   in billing, and cancels in the local portal, which runs the same code as Stripe's
//   customer.subscription.deleted webhook and locks the reports again; and the e-book, bought on
//   its own, downloads as a PDF;
// - Stripe mode against the local Stripe stand-in: the same purchase through "Stripe's" hosted
//   checkout and its signed webhooks, then a customer.subscription.deleted webhook this test signs
//   with the real SDK's generateTestHeaderString locks the reports again; and the return from a
//   checkout whose webhooks the stand-in holds back: it waits and confirms once they land, or,
//   when they come after the wait, says the payment is received and still being confirmed.
// Axe checks the payment screens in tests/e2e/accessibility.spec.ts.
import type { Page } from '@playwright/test';
import Stripe from 'stripe';
import { api, expect, test, type Accounts } from './fixtures.ts';
import { e2eStripe, stripeModeBaseUrl } from './stripe-e2e.ts';

test.describe.configure({ mode: 'parallel' });

/** The shortest shipped quiz of a locked report: six statements, one element. */
const shortQuiz = { slug: 'ir', report: 'ir', title: 'International Relations', element: 'Liberal vs Realist', statements: 6 };

/** "Neither agree nor disagree" on every statement scores 50 either way a statement is keyed: MEDIUM. */
const neutralRating = 3;

const dayMs = 24 * 60 * 60 * 1000;

/** "25 November 2026", as the billing page writes dates (UTC). */
function billingDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A month from now, give or take the day the test crosses midnight on. */
function aMonthFromNow(): RegExp {
  const dates = [29, 30, 31].map((days) => billingDate(new Date(Date.now() + days * dayMs)));
  return new RegExp(`^(${dates.join('|')})$`);
}

/** The short quiz answered in the browser, statement by statement. */
async function finishShortQuiz(page: Page, base = ''): Promise<void> {
  await page.goto(`${base}/q/${shortQuiz.slug}`);
  const statement = page.getByTestId('quiz-statement');
  await expect(page.getByTestId('quiz-position')).toHaveText(`Statement 1 of ${shortQuiz.statements}`);
  for (let answered = 0; answered < shortQuiz.statements; answered += 1) {
    await expect(page.getByTestId('quiz-progress')).toHaveText(`${answered} answered`);
    const text = (await statement.textContent()) ?? '';
    await page.getByTestId(`quiz-answer-${neutralRating}`).click();
    if (answered < shortQuiz.statements - 1) await expect(statement).not.toHaveText(text);
  }
  await expect(page.getByTestId('quiz-complete')).toBeVisible();
}

/** The short quiz's report behind the paywall: sample values, no text. */
async function expectLocked(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: shortQuiz.title })).toBeVisible();
  await expect(page.getByTestId('profile-card-sample')).toHaveText('Sample values: subscribe to unlock your own.');
  await expect(page.getByTestId('detailed-text-card')).toContainText('Subscribe to read it');
  await expect(page.getByTestId('detailed-text-card').getByRole('heading', { level: 3 })).toHaveCount(0);
}

/** The short quiz's report unlocked: the member's own score (50, MEDIUM) and its text. */
async function expectUnlocked(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: shortQuiz.title })).toBeVisible();
  await expect(page.getByTestId('profile-card-sample')).toHaveCount(0);
  const row = page.getByTestId('profile-card-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(shortQuiz.element);
  await expect(row).toContainText('50');
  await expect(row).toContainText('MEDIUM');
  await expect(page.getByRole('button', { name: 'Unlock your full report' })).toHaveCount(0);
  const text = page.getByTestId('detailed-text-card');
  await expect(text.getByRole('heading', { level: 3, name: `${shortQuiz.element}: MEDIUM` })).toBeVisible();
  await expect(text).not.toContainText('Subscribe to read it');
}

/** From the locked report: Unlock, then the upgrade dialog's Learn more, to the offer page. */
async function upgradeToOfferPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Unlock your full report' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Unlock your full profile' });
  await upgrade.getByRole('link', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(/\/article\/opinion-dna-premium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Opinion DNA Premium' })).toBeVisible();
}

/** The Opinion DNA detailed report of a member who has not finished its quiz: unlocked, or behind the paywall. */
async function expectOpinionDna(page: Page, state: 'unlocked' | 'locked'): Promise<void> {
  await expect(page.getByTestId('profile-card-sample')).toHaveText(
    state === 'unlocked' ? 'Sample values: finish the quiz to see your own.' : 'Sample values: subscribe to unlock your own.',
  );
}

/**
 * Stripe mode: a member who answered the short quiz starts a premium checkout on the offer page and
 * pays on "Stripe's" page, whose webhooks for this checkout the stand-in holds back until the test
 * releases them (tests/support/stripe-standin.ts, its /_control/ calls).
 */
async function payWithWebhooksHeld(page: Page, accounts: Accounts, label: string) {
  const stripeBase = stripeModeBaseUrl();
  await accounts.signUp(page, label);
  await api.setDemographics(page);
  for (const id of await api.quizOpinionIds(page, shortQuiz.slug)) await api.vote(page, id, neutralRating);
  await page.goto(`${stripeBase}/article/opinion-dna-premium`);
  await page.getByTestId('offer-page').getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Stripe stand-in checkout' })).toBeVisible();
  const checkoutUrl = new URL(page.url());
  const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(checkoutUrl.pathname)?.[1] ?? '';
  expect(sessionId, `a Checkout Session id in ${checkoutUrl.href}`).toBeTruthy();
  const control = async (method: 'GET' | 'POST', path = '') => {
    const response = await page.request.fetch(`${checkoutUrl.origin}/_control/checkout/${sessionId}${path}`, {
      method,
      headers: { authorization: `Bearer ${e2eStripe.secretKey}` },
    });
    expect(response.status()).toBe(200);
    return response.json();
  };
  await control('POST', '/hold-webhooks');
  await page.getByRole('button', { name: 'Pay' }).click();
  return {
    stripeBase,
    sessionId,
    /** How many webhooks wait, and how often the app has read the paid session from "Stripe". */
    checkout: () => control('GET') as Promise<{ status: string; heldWebhooks: number; readsSincePaid: number }>,
    release: () => control('POST', '/release-webhooks') as Promise<{ delivered: Array<{ type: string; status: number }> }>,
  };
}

const premiumWebhooks = [
  { type: 'checkout.session.completed', status: 200 },
  { type: 'customer.subscription.created', status: 200 },
  { type: 'invoice.paid', status: 200 },
];

test('test-payments mode: quiz, paywall, Upgrade, test checkout, real scores, billing, then cancelling locks them again', async ({ page, accounts }) => {
  // A journey across eight screens and three payment actions.
  test.slow();
  await accounts.signUp(page, 'subscriber');
  await api.setDemographics(page);
  await finishShortQuiz(page);
  await page.getByRole('link', { name: 'See your report' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/details/${shortQuiz.report}$`));
  await expectLocked(page);

  await upgradeToOfferPage(page);
  await expect(page.getByTestId('test-payments-notice')).toContainText('Test payments mode: no card is charged');
  await expect(page.getByTestId('offer-price')).toHaveText('4.99 USD a month');
  await expect(page.getByTestId('offer-ebook-price')).toHaveText('The Opinion DNA Manual, e-book, 9.99 USD');
  await page.getByTestId('offer-page').getByRole('button', { name: 'Checkout' }).click();

  // The local checkout: labelled as a test, naming what is bought and its price.
  await expect(page).toHaveURL(/\/payments\/test-checkout\?session_id=test_cs_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
  await expect(page.getByTestId('test-payments-notice')).toContainText('Test payments mode: no card is charged');
  await expect(page.getByTestId('test-checkout-item')).toHaveText('Opinio Premium, monthly');
  await expect(page.getByTestId('test-checkout-amount')).toHaveText('4.99 USD a month');
  await page.getByRole('button', { name: 'Pay (test)' }).click();

  // Back as Stripe would send the browser: the Opinion DNA page confirms, then the detailed report.
  await expect(page).toHaveURL(/\/reports\/details\/opiniondna$/);
  await expect(page.getByTestId('checkout-notice')).toHaveText('Payment received: welcome to Opinio Premium.');
  await page.goto(`/reports/details/${shortQuiz.report}`);
  await expectUnlocked(page);

  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Opinio Premium');
  await expect(page.getByTestId('billing-status')).toHaveText('Active');
  await expect(page.getByTestId('billing-renewal')).toHaveText(aMonthFromNow());
  const receipt = page.getByTestId('billing-receipt');
  await expect(receipt).toHaveCount(1);
  await expect(receipt).toContainText('Opinio Premium, monthly');
  await expect(receipt).toContainText('4.99 USD');
  await expect(receipt).toContainText(billingDate(new Date()));
  // The manual comes with the plan.
  await expect(page.getByTestId('billing-manual').getByRole('link', { name: 'Download the manual (PDF)' })).toHaveAttribute('href', '/api/ebook/download');
  await expect(page.getByRole('button', { name: 'Upgrade to Opinio Premium' })).toHaveCount(0);

  // Manage billing: the local portal; cancelling goes through the webhook's code.
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(/\/payments\/test-portal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test customer portal' })).toBeVisible();
  await expect(page.getByTestId('test-portal-renewal')).toHaveText(aMonthFromNow());
  await page.getByRole('button', { name: 'Cancel subscription (test)' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByTestId('billing-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Free');
  await expect(page.getByTestId('billing-renewal')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade to Opinio Premium' })).toBeVisible();
  await expect(page.getByTestId('billing-manual').getByRole('button', { name: 'Buy the e-book' })).toBeVisible();

  await page.goto(`/reports/details/${shortQuiz.report}`);
  await expectLocked(page);
});

test('test-payments mode: the e-book, cancelled once, then bought; billing confirms it and the download is a PDF', async ({ page, accounts }) => {
  test.slow();
  await accounts.signUp(page, 'reader');
  await page.goto('/app/settings');
  await expect(page.getByTestId('billing-status')).toHaveText('None');
  await expect(page.getByTestId('billing-receipts')).toContainText('No payments yet.');

  await page.goto('/article/opinion-dna-premium');
  const ebook = page.getByTestId('offer-ebook');
  await ebook.getByRole('button', { name: 'Buy the e-book, 9.99 USD' }).click();
  await expect(page).toHaveURL(/\/payments\/test-checkout\?session_id=test_cs_/);
  await expect(page.getByTestId('test-checkout-item')).toHaveText('The Opinion DNA Manual, e-book');
  await expect(page.getByTestId('test-checkout-amount')).toHaveText('9.99 USD');
  // Cancel: back where the checkout started, nothing bought.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/article\/opinion-dna-premium$/);

  await ebook.getByRole('button', { name: 'Buy the e-book, 9.99 USD' }).click();
  await expect(page.getByTestId('test-checkout-item')).toHaveText('The Opinion DNA Manual, e-book');
  await page.getByRole('button', { name: 'Pay (test)' }).click();

  // Back on billing with the session: confirmed, and the address loses the session id.
  await expect(page.getByTestId('checkout-notice')).toHaveText('Payment received: The Opinion DNA Manual is ready to download.');
  await expect(page).toHaveURL(/\/app\/settings$/);
  // Confirmed once: a reload is the billing page as it is, the download still there.
  await page.reload();
  await expect(page.getByTestId('billing-manual').getByRole('link', { name: 'Download the manual (PDF)' })).toBeVisible();
  await expect(page.getByTestId('checkout-notice')).toHaveCount(0);
  const receipt = page.getByTestId('billing-receipt');
  await expect(receipt).toHaveCount(1);
  await expect(receipt).toContainText('The Opinion DNA Manual, e-book');
  await expect(receipt).toContainText('9.99 USD');
  // The e-book is not the plan, and there is no subscription for Stripe's portal to manage.
  await expect(page.getByTestId('billing-status')).toHaveText('None');
  await expect(page.getByTestId('billing-plan').getByRole('button')).toHaveText(['Upgrade']);
  await expect(page.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);
  const download = page.getByTestId('billing-manual').getByRole('link', { name: 'Download the manual (PDF)' });
  await expect(download).toBeVisible();

  const response = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The offer page knows it is bought.
  await page.goto('/article/opinion-dna-premium');
  await expect(page.getByTestId('offer-ebook')).toContainText('You bought the e-book.');
  await expect(page.getByTestId('offer-ebook').getByRole('button', { name: /^Buy/ })).toHaveCount(0);
});

test('Stripe mode: checkout on the Stripe stand-in, its signed webhooks unlock, a signed customer.subscription.deleted locks again', async ({ page, accounts }) => {
  test.slow();
  const stripeBase = stripeModeBaseUrl();
  await accounts.signUp(page, 'stripe');
  await api.setDemographics(page);
  // A quiz answer is a vote on its opinion (api/modules/quiz/service.ts); the quiz screen is the other test's.
  for (const id of await api.quizOpinionIds(page, shortQuiz.slug)) await api.vote(page, id, neutralRating);

  await page.goto(`${stripeBase}/reports/details/${shortQuiz.report}`);
  await expectLocked(page);
  await upgradeToOfferPage(page);
  await expect(page.getByTestId('test-payments-notice')).toHaveCount(0);
  // Stripe's price for STRIPE_PRICE_PREMIUM, read through the SDK.
  await expect(page.getByTestId('offer-price')).toHaveText('4.99 USD a month');
  await page.getByTestId('offer-page').getByRole('button', { name: 'Checkout' }).click();

  // "Stripe's" hosted checkout, on another origin.
  await expect(page.getByRole('heading', { name: 'Stripe stand-in checkout' })).toBeVisible();
  const checkoutUrl = new URL(page.url());
  const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(checkoutUrl.pathname)?.[1];
  expect(sessionId, `a Checkout Session id in ${checkoutUrl.href}`).toBeTruthy();
  await expect(page.getByTestId('standin-amount')).toHaveText('4.99 USD per month');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(`${stripeBase}/reports/details/opiniondna`);
  await expect(page.getByTestId('checkout-notice')).toHaveText('Payment received: welcome to Opinio Premium.');
  await page.goto(`${stripeBase}/reports/details/${shortQuiz.report}`);
  await expectUnlocked(page);
  await page.goto(`${stripeBase}/app/settings`);
  await expect(page.getByTestId('billing-status')).toHaveText('Active');
  await expect(page.getByTestId('billing-renewal')).toHaveText(aMonthFromNow());
  await expect(page.getByTestId('test-payments-notice')).toHaveCount(0);
  // Manage billing is Stripe's customer portal (the stand-in's).
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByRole('heading', { name: 'Stripe stand-in customer portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(`${stripeBase}/app/settings`);

  // Stripe ends the subscription: its state from Stripe's API, the event signed as Stripe signs it.
  const stripe = new Stripe(e2eStripe.secretKey, {
    host: checkoutUrl.hostname,
    port: Number(checkoutUrl.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const session = await stripe.checkout.sessions.retrieve(sessionId!);
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  expect(subscriptionId, 'the session names its subscription').toBeTruthy();
  const subscription = await stripe.subscriptions.retrieve(subscriptionId!);
  const event = {
    id: `evt_e2e_deleted_${subscription.id}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: 'customer.subscription.deleted',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { ...subscription, status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) } },
  };
  const payload = JSON.stringify(event);
  const deliver = (secret: string) =>
    page.request.post(`${stripeBase}/api/stripe/webhook`, {
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      data: payload,
    });

  // Signed with another secret: refused, nothing changes.
  expect((await deliver('whsec_not_the_endpoint_secret')).status()).toBe(400);
  await page.goto(`${stripeBase}/reports/details/${shortQuiz.report}`);
  await expectUnlocked(page);

  const delivered = await deliver(e2eStripe.webhookSecret);
  expect(delivered.status()).toBe(200);
  expect(await delivered.json()).toEqual({ received: true, outcome: 'processed' });
  await page.reload();
  await expectLocked(page);
  await page.goto(`${stripeBase}/app/settings`);
  await expect(page.getByTestId('billing-status')).toHaveText('Cancelled');
});

test('Stripe mode: the webhook lands after the browser is back: the return waits, confirms, and a reload does not confirm again', async ({ page, accounts }) => {
  test.slow();
  const { stripeBase, sessionId, checkout, release } = await payWithWebhooksHeld(page, accounts, 'late');
  // Back from "Stripe" with the payment taken and nothing unlocked yet: the return waits, asking again.
  await expect(page).toHaveURL(`${stripeBase}/reports/my-opinion-dna?session_id=${sessionId}`);
  await expect(page.getByText('Confirming your payment ...')).toBeVisible();
  await expect.poll(async () => (await checkout()).readsSincePaid, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
  expect(await checkout()).toMatchObject({ status: 'complete', heldWebhooks: 3 });
  await expect(page).toHaveURL(/\/reports\/my-opinion-dna\?session_id=/);

  expect((await release()).delivered).toEqual(premiumWebhooks);
  await expect(page).toHaveURL(`${stripeBase}/reports/details/opiniondna`);
  const notice = page.getByTestId('checkout-notice');
  await expect(notice).toHaveText('Payment received: welcome to Opinio Premium.');
  await expectOpinionDna(page, 'unlocked');

  // The confirmation was that return's: a reload shows the report as it is, still unlocked.
  await page.reload();
  await expectOpinionDna(page, 'unlocked');
  await expect(notice).toHaveCount(0);
  await page.goto(`${stripeBase}/reports/details/${shortQuiz.report}`);
  await expectUnlocked(page);
  // Nor does coming back to that history entry.
  await page.goBack();
  await expectOpinionDna(page, 'unlocked');
  await expect(notice).toHaveCount(0);
});

test('Stripe mode: a webhook later than the wait: the return says the payment is received and still being confirmed, and it unlocks once it lands', async ({ page, accounts }) => {
  test.slow();
  const { stripeBase, checkout, release } = await payWithWebhooksHeld(page, accounts, 'later');
  await expect(page.getByText('Confirming your payment ...')).toBeVisible();
  // The whole wait (10 s) passes with the webhooks held.
  const notice = page.getByTestId('checkout-notice');
  await expect(notice).toHaveText(
    'Payment received, still being confirmed: your purchase unlocks as soon as it is, usually within minutes. Reload this page in a little while; your receipt comes by e-mail once it is confirmed.',
    { timeout: 25_000 },
  );
  await expect(page).toHaveURL(`${stripeBase}/reports/details/opiniondna`);
  expect((await checkout()).heldWebhooks).toBe(3);
  // Neither a failure nor an unlock it does not have.
  await expectOpinionDna(page, 'locked');

  expect((await release()).delivered).toEqual(premiumWebhooks);
  // "Reload this page in a little while": unlocked, and the message is not shown again.
  await page.reload();
  await expectOpinionDna(page, 'unlocked');
  await expect(notice).toHaveCount(0);
});
