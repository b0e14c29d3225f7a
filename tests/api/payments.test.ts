// Payments end to end over real HTTP on a real database (docs/product.md#payments): the real
// `stripe` SDK talks to a local stand-in for Stripe's API (tests/support/stripe-standin.ts), whose
// checkout page is paid over HTTP and which sends signed webhooks to the app, as Stripe would.
// Then the same without keys: test-payments mode's local checkout and portal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedQuizContent } from '../../api/db/quiz-content-seed.ts';
import { REPORT_DEFINITIONS } from '../../api/domain/report-definitions.ts';
import { readPdf } from '../support/pdf-reading.ts';
import { shortOwnershipQuiz, shortOwnershipTexts } from '../support/short-ownership-quiz.ts';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-standin.ts';
import { createTestApp, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const SECRET_KEY = 'sk_test_standin_0123456789abcdef';
const PUBLISHABLE_KEY = 'pk_test_standin_0123456789abcdef';
const WEBHOOK_SECRET = 'whsec_standin_0123456789abcdef';
const PUBLIC_URL = 'http://opinio.test';

const CREATE = `mutation Create($kind: CheckoutKind!, $returnPath: String) {
  createCheckoutSession(kind: $kind, returnPath: $returnPath) {
    __typename ... on Error { message } ... on MutationCreateCheckoutSessionSuccess { data { sessionId url } }
  }
}`;
const SESSION = `query Session($id: String!) {
  checkoutSession(sessionId: $id) {
    __typename ... on Error { message } ... on CheckoutSession { sessionId kind paid fulfilled message successUrl }
  }
}`;
const BILLING = `{ viewer { subscriptionStatus billing {
  status plan currentPeriodEnd cancelAtPeriodEnd canManage ebookPurchased manualDownloadUrl
  purchases { kind amount currency status completedAt }
} } }`;
const REPORT = `{ viewerReport(name: "mac") { __typename ... on UserReport { locked scores detailedText } } }`;
const PORTAL = `mutation Portal($returnPath: String) {
  openBillingPortal(returnPath: $returnPath) { __typename ... on Error { message } ... on MutationOpenBillingPortalSuccess { data } }
}`;
const COMPLETE_TEST = `mutation CompleteTest($id: String!) {
  completeTestCheckout(sessionId: $id) { __typename ... on Error { message } ... on MutationCompleteTestCheckoutSuccess { data { paid fulfilled message successUrl } } }
}`;
const CANCEL_TEST = `mutation { cancelTestSubscription { __typename ... on Error { message } ... on MutationCancelTestSubscriptionSuccess { data { status plan } } } }`;
const CONFIG = `{ paymentsConfig { mode currency ebookUnitAmount premiumUnitAmount premiumInterval publicKey } }`;

const MAC_SCORES = REPORT_DEFINITIONS.mac.elements.map((_element, index) => 20 + index * 10);

/** Status and JSON with the random ids replaced, as stored in tests/api/__snapshots__/rest-shapes/<name>.json. */
async function expectShape(name: string, response: RestResponse, ids: Record<string, string> = {}) {
  let text = JSON.stringify({ status: response.status, json: response.json }, null, 2);
  for (const [value, placeholder] of Object.entries(ids)) text = text.split(value).join(placeholder);
  await expect(`${text}\n`).toMatchFileSnapshot(`./__snapshots__/rest-shapes/${name}.json`);
}

/** The member's report behind the paywall: scores to see once unlocked. */
async function giveMacReport(t: TestApp, userId: number) {
  await t.prisma.userReport.create({ data: { userId, reportName: 'mac', scores: MAC_SCORES } });
}

describe.each(testDatabaseKinds())('payments through the Stripe SDK (stand-in) on %s', (kind) => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let buyer: { userId: number; cookie: string };
  let reader: { userId: number; cookie: string };
  let nobody: { userId: number; cookie: string };
  let premiumSession = '';
  let subscriptionId = '';

  async function pay(url: string): Promise<string> {
    const page = await fetch(url);
    expect(await page.text()).toContain('<button type="submit">Pay</button>');
    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    return paid.headers.get('location')!;
  }

  beforeAll(async () => {
    standIn = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    t = await createTestApp({
      kind,
      env: {
        PUBLIC_URL,
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_PREMIUM: 'price_premium_monthly',
        STRIPE_API_URL: standIn.url,
      },
    });
    standIn.setWebhookUrl(`${t.url}/api/stripe/webhook`);
    await seedQuizContent(t.prisma, [shortOwnershipQuiz], [{ report: 'ownership', texts: shortOwnershipTexts }]);
    buyer = await t.createUserWithSession('premium_buyer');
    reader = await t.createUserWithSession('ebook_reader');
    nobody = await t.createUserWithSession('no_purchase');
    await giveMacReport(t, buyer.userId);
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
    await standIn?.close();
  });

  it('answers the documented REST shapes; logged out is 401', async () => {
    const config = await t.rest('GET', '/api/stripe-config');
    expect(config.json.body).toEqual({ currency: 'usd', unitAmount: 999, publicKey: PUBLISHABLE_KEY });
    await expectShape('stripe-config', config);
    const graphConfig = await t.graphql(CONFIG);
    expect(graphConfig.data.paymentsConfig).toEqual({
      mode: 'STRIPE', currency: 'usd', ebookUnitAmount: 999, premiumUnitAmount: 499, premiumInterval: 'month', publicKey: PUBLISHABLE_KEY,
    });

    expect((await t.rest('POST', '/api/create-checkout-session', {})).status).toBe(401);
    expect((await t.rest('GET', '/api/checkout-session?session_id=cs_test_x')).status).toBe(401);
    expect((await t.rest('POST', '/api/checkout-session', { session_id: 'cs_test_x' })).status).toBe(401);
    expect((await t.graphql(CREATE, { kind: 'PREMIUM' })).data.createCheckoutSession.__typename).toBe('AuthError');

    const created = await t.rest('POST', '/api/create-checkout-session', { kind: 'premium' }, { cookie: buyer.cookie });
    expect(created.status).toBe(200);
    premiumSession = created.json.body.sessionId;
    expect(premiumSession).toMatch(/^cs_test_/);
    expect(created.json.body.url).toBe(`${standIn.url}/c/pay/${premiumSession}`);
    await expectShape('create-checkout-session', created, { [premiumSession]: '<session id>', [standIn.url]: '<stripe>' });

    const back = await t.rest('GET', `/api/checkout-session?session_id=${premiumSession}`, undefined, { cookie: buyer.cookie });
    expect(back.json.body).toEqual({ Paid: false, Message: 'Payment is not confirmed: nothing was charged yet.' });
    await expectShape('checkout-session', back);
    const overPost = await t.rest('POST', '/api/checkout-session', { session_id: premiumSession }, { cookie: buyer.cookie });
    expect(overPost.json).toEqual(back.json);
    expect((await t.rest('GET', '/api/checkout-session', undefined, { cookie: buyer.cookie })).status).toBe(400);
    expect((await t.rest('POST', '/api/create-checkout-session', { kind: 'lifetime' }, { cookie: buyer.cookie })).status).toBe(400);
    expect((await t.rest('POST', '/api/create-checkout-session', { returnPath: '//evil.example/x' }, { cookie: buyer.cookie })).status).toBe(400);

    // The payload without its {"body": ...} envelope: read as empty, it was a premium checkout.
    const checkouts = () => standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions').length;
    const checkoutsBefore = checkouts();
    const purchasesBefore = await t.prisma.purchase.count();
    const bare = await t.rest('POST', '/api/create-checkout-session', undefined, { cookie: reader.cookie, rawBody: '{"kind": "ebook"}' });
    await expectShape('create-checkout-session-without-envelope', bare);
    expect(bare.json).toEqual({ error: 'The request body must be of the form {"body": {...}}; found "kind" at the top level' });
    expect(checkouts()).toBe(checkoutsBefore);
    expect(await t.prisma.purchase.count()).toBe(purchasesBefore);
  });

  it('premium: pay on the checkout page, the webhooks make the member a subscriber, reports unlock, a receipt is mailed', async () => {
    const locked = await t.graphql(REPORT, {}, { cookie: buyer.cookie });
    expect(locked.data.viewerReport).toMatchObject({ locked: true, scores: [] });

    const sent = standIn.requests.find((request) => request.path === '/v1/checkout/sessions' && request.method === 'POST')!;
    expect(sent.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(buyer.userId),
      line_items: [{ price: 'price_premium_monthly', quantity: '1' }],
      success_url: `${PUBLIC_URL}/reports/my-opinion-dna?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/reports/my-opinion-dna`,
      metadata: { userId: String(buyer.userId), kind: 'PREMIUM' },
    });

    const mailBefore = t.mail.length;
    const location = await pay(`${standIn.url}/c/pay/${premiumSession}`);
    expect(location).toBe(`${PUBLIC_URL}/reports/my-opinion-dna?session_id=${premiumSession}`);
    expect(standIn.deliveries.slice(-3).map((delivery) => [delivery.type, delivery.status])).toEqual([
      ['checkout.session.completed', 200],
      ['customer.subscription.created', 200],
      ['invoice.paid', 200],
    ]);
    subscriptionId = standIn.sessions.get(premiumSession)!.subscription;

    const session = await t.graphql(SESSION, { id: premiumSession }, { cookie: buyer.cookie });
    expect(session.data.checkoutSession).toEqual({
      __typename: 'CheckoutSession',
      sessionId: premiumSession,
      kind: 'PREMIUM',
      paid: true,
      fulfilled: true,
      message: 'Payment received: welcome to Opinio Premium.',
      successUrl: `${PUBLIC_URL}/reports/my-opinion-dna?session_id=${premiumSession}`,
    });
    const billing = (await t.graphql(BILLING, {}, { cookie: buyer.cookie })).data.viewer;
    expect(billing.subscriptionStatus).toBe('ACTIVE');
    expect(billing.billing).toMatchObject({
      status: 'active', plan: 'Opinio Premium', cancelAtPeriodEnd: false, canManage: true, ebookPurchased: false, manualDownloadUrl: '/api/ebook/download',
      purchases: [{ kind: 'subscription', amount: 499, currency: 'usd', status: 'paid' }],
    });
    const renewal = new Date(billing.billing.currentPeriodEnd).getTime() - Date.now();
    expect(renewal).toBeGreaterThan(29 * 24 * 3600_000);
    expect(renewal).toBeLessThan(31 * 24 * 3600_000);

    const unlocked = await t.graphql(REPORT, {}, { cookie: buyer.cookie });
    expect(unlocked.data.viewerReport).toMatchObject({ locked: false, scores: MAC_SCORES });

    const receipts = t.mail.slice(mailBefore);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ to: 'premium_buyer@example.test', subject: 'Your Opinio receipt: 4.99 USD for Opinio Premium, monthly' });
    expect(receipts[0].text).toMatch(/we received your payment of 4\.99 USD on \d{1,2} [A-Z][a-z]+ 20\d\d for Opinio Premium/);

    const again = await t.graphql(CREATE, { kind: 'PREMIUM' }, { cookie: buyer.cookie });
    expect(again.data.createCheckoutSession).toEqual({ __typename: 'ValidationError', message: 'You already have Opinio Premium' });
    const downloaded = await fetch(`${t.url}/api/ebook/download`, { headers: { cookie: buyer.cookie } });
    expect(downloaded.status).toBe(200);
  });

  it('e-book: one-off checkout at the configured price, receipt, a real PDF to download; a refund takes it away', async () => {
    const customersBefore = standIn.requests.filter((request) => request.path === '/v1/customers').length;
    const created = await t.graphql(CREATE, { kind: 'EBOOK', returnPath: '/article/opinion-dna-premium' }, { cookie: reader.cookie });
    const { sessionId, url } = created.data.createCheckoutSession.data;
    const sent = standIn.requests.findLast((request) => request.path === '/v1/checkout/sessions')!;
    expect(sent.params).toMatchObject({
      mode: 'payment',
      client_reference_id: String(reader.userId),
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '999', product_data: { name: 'The Opinion DNA Manual (e-book)' } } }],
      success_url: `${PUBLIC_URL}/app/settings?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/article/opinion-dna-premium`,
    });

    const forbidden = await fetch(`${t.url}/api/ebook/download`, { headers: { cookie: reader.cookie } });
    expect(forbidden.status).toBe(403);
    expect((await fetch(`${t.url}/api/ebook/download`)).status).toBe(401);

    const mailBefore = t.mail.length;
    expect(await pay(url)).toBe(`${PUBLIC_URL}/app/settings?session_id=${sessionId}`);
    expect(standIn.deliveries.at(-1)).toMatchObject({ type: 'checkout.session.completed', status: 200 });
    const receipts = t.mail.slice(mailBefore);
    expect(receipts.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ebook_reader@example.test', 'Your Opinio receipt: 9.99 USD for The Opinion DNA Manual (e-book)'],
    ]);
    expect(receipts[0].text).toContain(`${PUBLIC_URL}/api/ebook/download`);

    const billing = (await t.graphql(BILLING, {}, { cookie: reader.cookie })).data.viewer;
    expect(billing.subscriptionStatus).toBe('NONE');
    expect(billing.billing).toMatchObject({
      status: 'none', plan: null, ebookPurchased: true, manualDownloadUrl: '/api/ebook/download',
      purchases: [{ kind: 'ebook', amount: 999, currency: 'usd', status: 'paid' }],
    });
    // The checkout made the reader a Stripe customer, but Stripe's portal manages subscriptions:
    // with none there is nothing to manage there (the download and the receipts are on billing).
    expect(billing.billing.canManage).toBe(false);
    expect((await t.graphql(PORTAL, {}, { cookie: reader.cookie })).data.openBillingPortal).toEqual({
      __typename: 'ValidationError', message: 'There is no billing to manage yet',
    });
    // The e-book does not unlock the reports.
    expect((await t.graphql(REPORT, {}, { cookie: reader.cookie })).data.viewerReport.locked).toBe(true);

    const download = await fetch(`${t.url}/api/ebook/download`, { headers: { cookie: reader.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="The-Opinion-DNA-Manual.pdf"');
    const pdf = Buffer.from(await download.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.length).toBeGreaterThan(2_000);
    // The texts in the database make the book: this one seeds Ownership's, a report of six elements.
    const manual = readPdf(pdf);
    expect(manual.outline.find((item) => item.title === 'Ownership')?.children.map((item) => item.title)).toEqual(REPORT_DEFINITIONS.ownership.elements);
    expect(manual.pages.some((page) => page.lines.some((line) => line.text === 'Web3 Optimism is very high.'))).toBe(true);
    // The same customer would be reused; this member had none, so exactly one was created.
    expect(standIn.requests.filter((request) => request.path === '/v1/customers').length).toBe(customersBefore + 1);
    expect((await fetch(`${t.url}/api/ebook/download`, { headers: { cookie: nobody.cookie } })).status).toBe(403);

    const refund = await standIn.sendEvent('charge.refunded', {
      id: 'ch_refund_1', object: 'charge', payment_intent: standIn.sessions.get(sessionId)!.payment_intent, refunded: true, amount: 999, amount_refunded: 999,
    });
    expect(refund.status).toBe(200);
    expect((await fetch(`${t.url}/api/ebook/download`, { headers: { cookie: reader.cookie } })).status).toBe(403);
    const refunded = (await t.graphql(BILLING, {}, { cookie: reader.cookie })).data.viewer.billing;
    expect(refunded).toMatchObject({ ebookPurchased: false, manualDownloadUrl: null, purchases: [{ kind: 'ebook', status: 'refunded' }] });
  });

  it('past_due keeps access while Stripe retries; a paid renewal is active again with its own receipt', async () => {
    const subscription = standIn.subscriptions.get(subscriptionId)!;
    const failed = await standIn.sendEvent('invoice.payment_failed', {
      id: 'in_failed_1', object: 'invoice', customer: subscription.customer, amount_paid: 0, currency: 'usd', billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    });
    expect(failed.status).toBe(200);
    expect((await t.graphql(BILLING, {}, { cookie: buyer.cookie })).data.viewer.billing).toMatchObject({ status: 'past_due', plan: 'Opinio Premium' });
    expect((await t.graphql(REPORT, {}, { cookie: buyer.cookie })).data.viewerReport).toMatchObject({ locked: false, scores: MAC_SCORES });
    expect((await fetch(`${t.url}/api/ebook/download`, { headers: { cookie: buyer.cookie } })).status).toBe(200);

    const mailBefore = t.mail.length;
    const renewed = await standIn.sendEvent('invoice.paid', {
      id: 'in_renewal_1', object: 'invoice', customer: subscription.customer, amount_paid: 499, currency: 'usd', billing_reason: 'subscription_cycle',
      status: 'paid', status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    });
    expect(renewed.status).toBe(200);
    const billing = (await t.graphql(BILLING, {}, { cookie: buyer.cookie })).data.viewer.billing;
    expect(billing.status).toBe('active');
    expect(billing.purchases.map((purchase: { kind: string; amount: number }) => [purchase.kind, purchase.amount])).toEqual([
      ['subscription', 499],
      ['subscription', 499],
    ]);
    expect(t.mail.slice(mailBefore).map((mail) => mail.subject)).toEqual(['Your Opinio receipt: 4.99 USD for Opinio Premium, monthly']);
  });

  it('the billing portal cancels the plan: customer.subscription.deleted locks the reports again', async () => {
    const portal = await t.graphql(PORTAL, { returnPath: '/app/settings' }, { cookie: buyer.cookie });
    const url = portal.data.openBillingPortal.data as string;
    expect(url).toMatch(new RegExp(`^${standIn.url}/p/session/bps_`));
    expect((await t.graphql(PORTAL, {}, { cookie: nobody.cookie })).data.openBillingPortal).toEqual({
      __typename: 'ValidationError', message: 'There is no billing to manage yet',
    });
    expect((await t.graphql(PORTAL, { returnPath: 'https://evil.example/' }, { cookie: buyer.cookie })).data.openBillingPortal.__typename).toBe('ValidationError');

    expect(await (await fetch(url)).text()).toContain('Cancel plan');
    const cancelled = await fetch(url, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }), redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${PUBLIC_URL}/app/settings`);
    expect(standIn.deliveries.at(-1)).toMatchObject({ type: 'customer.subscription.deleted', status: 200 });

    const viewer = (await t.graphql(BILLING, {}, { cookie: buyer.cookie })).data.viewer;
    expect(viewer.subscriptionStatus).toBe('CANCELED');
    expect(viewer.billing).toMatchObject({ status: 'canceled', plan: null, manualDownloadUrl: null, canManage: true });
    expect((await t.graphql(REPORT, {}, { cookie: buyer.cookie })).data.viewerReport).toMatchObject({ locked: true, scores: [], detailedText: '' });
    const rest = await t.rest('GET', '/api/reports/getdetailed?name=mac', undefined, { cookie: buyer.cookie });
    expect(rest.json.body).toMatchObject({ Locked: true, Scores: [] });
    expect((await fetch(`${t.url}/api/ebook/download`, { headers: { cookie: buyer.cookie } })).status).toBe(403);
  });

  it('test-payments mutations are refused in Stripe mode', async () => {
    expect((await t.graphql(COMPLETE_TEST, { id: premiumSession }, { cookie: buyer.cookie })).data.completeTestCheckout).toEqual({
      __typename: 'ValidationError', message: 'Only available in test-payments mode',
    });
    expect((await t.graphql(CANCEL_TEST, {}, { cookie: buyer.cookie })).data.cancelTestSubscription.__typename).toBe('ValidationError');
  });
});

describe.each(testDatabaseKinds())('test-payments mode (no Stripe keys) on %s', (kind) => {
  let t: TestApp;
  let member: { userId: number; cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { PUBLIC_URL } });
    member = await t.createUserWithSession('test_mode_member');
    await giveMacReport(t, member.userId);
  }, 120_000);
  afterAll(() => t?.dispose());

  it('checks out locally, through the same fulfilment as the webhook, and cancels through the local portal', async () => {
    expect((await t.graphql(CONFIG)).data.paymentsConfig).toEqual({
      mode: 'TEST', currency: 'usd', ebookUnitAmount: 999, premiumUnitAmount: 499, premiumInterval: 'month', publicKey: null,
    });
    expect((await t.rest('GET', '/api/stripe-config')).json.body).toEqual({ currency: 'usd', unitAmount: 999, publicKey: null });
    // No Stripe: the webhook is not an open door.
    const webhook = await fetch(`${t.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body: '{}' });
    expect(webhook.status).toBe(400);

    const created = await t.graphql(CREATE, { kind: 'PREMIUM' }, { cookie: member.cookie });
    const { sessionId, url } = created.data.createCheckoutSession.data;
    expect(sessionId).toMatch(/^test_cs_[A-Za-z0-9_-]{20,}$/);
    expect(url).toBe(`/payments/test-checkout?session_id=${sessionId}`);
    expect((await t.graphql(SESSION, { id: sessionId }, { cookie: member.cookie })).data.checkoutSession).toMatchObject({ paid: false, fulfilled: false });
    expect((await t.graphql(REPORT, {}, { cookie: member.cookie })).data.viewerReport.locked).toBe(true);

    const mailBefore = t.mail.length;
    const completed = await t.graphql(COMPLETE_TEST, { id: sessionId }, { cookie: member.cookie });
    expect(completed.data.completeTestCheckout.data).toEqual({
      paid: true, fulfilled: true, message: 'Payment received: welcome to Opinio Premium.', successUrl: `${PUBLIC_URL}/reports/my-opinion-dna?session_id=${sessionId}`,
    });
    // A second click is a replay of the same events: nothing more happens.
    await t.graphql(COMPLETE_TEST, { id: sessionId }, { cookie: member.cookie });
    expect(t.mail.slice(mailBefore).map((mail) => mail.subject)).toEqual(['Your Opinio receipt: 4.99 USD for Opinio Premium, monthly']);
    expect(t.mail.at(-1)!.text).toContain('Test-payments mode: no money was charged.');
    expect(await t.prisma.stripeEvent.count()).toBe(2);
    const viewer = (await t.graphql(BILLING, {}, { cookie: member.cookie })).data.viewer;
    expect(viewer.subscriptionStatus).toBe('ACTIVE');
    expect(viewer.billing).toMatchObject({ status: 'active', plan: 'Opinio Premium', canManage: true, purchases: [{ kind: 'subscription', amount: 499, status: 'paid' }] });
    expect((await t.graphql(REPORT, {}, { cookie: member.cookie })).data.viewerReport).toMatchObject({ locked: false, scores: MAC_SCORES });

    expect((await t.graphql(PORTAL, {}, { cookie: member.cookie })).data.openBillingPortal.data).toBe('/payments/test-portal');
    const cancelled = await t.graphql(CANCEL_TEST, {}, { cookie: member.cookie });
    expect(cancelled.data.cancelTestSubscription.data).toEqual({ status: 'canceled', plan: null });
    expect((await t.graphql(REPORT, {}, { cookie: member.cookie })).data.viewerReport).toMatchObject({ locked: true, scores: [] });
    expect((await t.graphql(CANCEL_TEST, {}, { cookie: member.cookie })).data.cancelTestSubscription).toEqual({
      __typename: 'ValidationError', message: 'There is no subscription to cancel',
    });

    // The e-book, locally: paid, downloadable.
    const ebook = await t.graphql(CREATE, { kind: 'EBOOK' }, { cookie: member.cookie });
    const ebookSession = ebook.data.createCheckoutSession.data.sessionId;
    expect((await fetch(`${t.url}/api/ebook/download`, { headers: { cookie: member.cookie } })).status).toBe(403);
    expect((await t.graphql(COMPLETE_TEST, { id: ebookSession }, { cookie: member.cookie })).data.completeTestCheckout.data).toMatchObject({
      paid: true, successUrl: `${PUBLIC_URL}/app/settings?session_id=${ebookSession}`,
    });
    const download = await fetch(`${t.url}/api/ebook/download`, { headers: { cookie: member.cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(t.mail.at(-1)!.subject).toBe('Your Opinio receipt: 9.99 USD for The Opinion DNA Manual (e-book)');
  });
});
