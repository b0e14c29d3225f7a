// Attacks on payments (docs/product.md#payments), over real HTTP with the real stripe SDK against
// the local stand-in: unsigned, tampered, wrongly signed, stale and replayed webhooks, and
// out-of-order delivery (a refund before its checkout's completion too), each with its side
// effects counted (rows changed, events recorded, e-mails sent); checkouts for someone else's account or session; amounts and prices sent by a
// client; and the two secrets, looked for in every answer and every line the server logged.
import { inspect } from 'node:util';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-standin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { oneDatabaseKind } from '../support/test-database.ts';

const SECRET_KEY = 'sk_test_attack_9f8e7d6c5b4a3f2e1d0c';
const WEBHOOK_SECRET = 'whsec_attack_0a1b2c3d4e5f6a7b8c9d';
const WRONG_KEY = 'sk_test_wrong_11aa22bb33cc44dd55ee';

const CREATE = `mutation Create($kind: CheckoutKind!) {
  createCheckoutSession(kind: $kind) { __typename ... on Error { message } ... on MutationCreateCheckoutSessionSuccess { data { sessionId url } } }
}`;
const SESSION = `query Session($id: String!) { checkoutSession(sessionId: $id) { __typename ... on Error { message } ... on CheckoutSession { paid } } }`;
const COMPLETE_TEST = `mutation CompleteTest($id: String!) { completeTestCheckout(sessionId: $id) { __typename ... on Error { message } } }`;
const STATUS = `{ viewer { subscriptionStatus billing { status } } }`;

/** Everything the server printed, as text (errors with their stacks and causes). */
const logged: string[] = [];
/** Every answer the tests read, as text. */
const answers: string[] = [];

const record = <T>(value: T): T => {
  answers.push(typeof value === 'string' ? value : JSON.stringify(value));
  return value;
};

describe.each(oneDatabaseKind())('payment webhooks and checkouts under attack on %s', (kind) => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let alice: { userId: number; cookie: string };
  let bob: { userId: number; cookie: string };
  let aliceSession = '';
  let aliceSubscription = '';
  let aliceCustomer = '';

  async function state() {
    const [subscriptions, purchases, events] = await Promise.all([
      t.prisma.subscription.findMany({ orderBy: { userId: 'asc' }, omit: { updatedAt: true } }),
      t.prisma.purchase.findMany({ orderBy: { id: 'asc' } }),
      t.prisma.stripeEvent.count(),
    ]);
    return { subscriptions, purchases, events, mails: t.mail.length };
  }

  /** What one delivery changed: rows that differ, events recorded, mails sent. */
  function sideEffects(before: Awaited<ReturnType<typeof state>>, after: Awaited<ReturnType<typeof state>>) {
    const changed = (a: unknown[], b: unknown[]) =>
      Math.max(a.length, b.length) - a.filter((row, index) => JSON.stringify(row) === JSON.stringify(b[index])).length;
    return {
      subscriptionRows: changed(before.subscriptions, after.subscriptions),
      purchaseRows: changed(before.purchases, after.purchases),
      eventsRecorded: after.events - before.events,
      mails: after.mails - before.mails,
    };
  }

  async function webhook(body: string, headers: Record<string, string>) {
    const response = await fetch(`${t.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    return { status: response.status, text: record(await response.text()) };
  }

  beforeAll(async () => {
    for (const method of ['log', 'error', 'warn', 'info', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 8 }))).join(' '));
      });
    }
    standIn = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    t = await createTestApp({
      kind,
      env: {
        LOG_LEVEL: 'debug',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_attack',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: standIn.url,
      },
    });
    standIn.setWebhookUrl(`${t.url}/api/stripe/webhook`);
    alice = await t.createUserWithSession('alice_pays');
    bob = await t.createUserWithSession('bob_attacks');
    const created = record(await t.graphql(CREATE, { kind: 'PREMIUM' }, { cookie: alice.cookie }));
    aliceSession = created.data.createCheckoutSession.data.sessionId;
    const deliveries = await standIn.completeCheckout(aliceSession);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    aliceSubscription = standIn.sessions.get(aliceSession)!.subscription;
    aliceCustomer = standIn.sessions.get(aliceSession)!.customer;
    expect((await t.graphql(STATUS, {}, { cookie: alice.cookie })).data.viewer.subscriptionStatus).toBe('ACTIVE');
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
    await standIn?.close();
    vi.restoreAllMocks();
  });

  const cancelledSubscription = () => ({ ...standIn.subscriptions.get(aliceSubscription)!, status: 'canceled' });

  it('refuses unsigned, tampered, wrongly signed and stale events with 400, changing nothing', async () => {
    const before = await state();
    const payload = JSON.stringify(standIn.event('customer.subscription.deleted', cancelledSubscription()));
    const now = Math.floor(Date.now() / 1000);
    const attempts = {
      'no signature': await webhook(payload, {}),
      'a made-up signature': await webhook(payload, { 'stripe-signature': `t=${now},v1=${'ab'.repeat(32)}` }),
      'signed with another secret': await standIn.sendEvent('customer.subscription.deleted', cancelledSubscription(), { secret: 'whsec_not_the_endpoint_secret' }),
      // Signed as "active", delivered as "canceled".
      'a tampered body': await standIn.sendEvent('customer.subscription.updated', standIn.subscriptions.get(aliceSubscription)!, {
        body: (signed) => signed.replace('"status": "active"', '"status": "canceled"'),
      }),
      'a signature an hour old': await standIn.sendEvent('customer.subscription.deleted', cancelledSubscription(), { timestamp: now - 3600 }),
      'a signature over another body': await webhook(payload, {
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: payload.replace('canceled', 'active'), secret: WEBHOOK_SECRET }),
      }),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      expect(attempt.status, name).toBe(400);
      if ('body' in attempt) record(attempt.body);
    }
    expect((await fetch(`${t.url}/api/stripe/webhook`)).status).toBe(405);
    const huge = await webhook(`{"pad":"${'x'.repeat(600 * 1024)}"}`, { 'stripe-signature': `t=${now},v1=00` });
    expect(huge.status).toBe(413);
    const after = await state();
    expect(sideEffects(before, after)).toEqual({ subscriptionRows: 0, purchaseRows: 0, eventsRecorded: 0, mails: 0 });
    expect((await t.graphql(STATUS, {}, { cookie: alice.cookie })).data.viewer.subscriptionStatus).toBe('ACTIVE');
  });

  it('handles a replayed event once: the same id again answers 200 and changes nothing', async () => {
    const renewal = standIn.event('invoice.paid', {
      id: 'in_replayed', object: 'invoice', customer: aliceCustomer, amount_paid: 499, currency: 'usd', billing_reason: 'subscription_cycle',
      status: 'paid', status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
      parent: { type: 'subscription_details', subscription_details: { subscription: aliceSubscription } },
    });
    const before = await state();
    expect((await standIn.redeliver(renewal)).status).toBe(200);
    const once = await state();
    expect(sideEffects(before, once)).toMatchObject({ purchaseRows: 1, eventsRecorded: 1, mails: 1 });
    for (let replay = 0; replay < 3; replay += 1) {
      const answer = await standIn.redeliver(renewal);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ received: true, outcome: 'replayed' });
    }
    // The checkout's own completion, delivered again days later.
    const completion = standIn.deliveries.find((delivery) => delivery.type === 'checkout.session.completed')!;
    expect((await standIn.redeliver(completion.event)).status).toBe(200);
    expect(sideEffects(once, await state())).toEqual({ subscriptionRows: 0, purchaseRows: 0, eventsRecorded: 0, mails: 0 });
  });

  it('never lets an older event undo a newer one (deleted, then an older "active" update)', async () => {
    const base = Math.floor(Date.now() / 1000) + 100;
    const bobBefore = await t.prisma.subscription.findUnique({ where: { userId: bob.userId } });

    const beforeDeleted = await state();
    expect((await standIn.sendEvent('customer.subscription.deleted', cancelledSubscription(), { created: base + 100 })).status).toBe(200);
    const afterDeleted = await state();
    expect(sideEffects(beforeDeleted, afterDeleted)).toEqual({ subscriptionRows: 1, purchaseRows: 0, eventsRecorded: 1, mails: 0 });
    expect((await t.graphql(STATUS, {}, { cookie: alice.cookie })).data.viewer.subscriptionStatus).toBe('CANCELED');

    const stale = { ...standIn.subscriptions.get(aliceSubscription)!, status: 'active' };
    for (const [type, created] of [['customer.subscription.updated', base + 50], ['customer.subscription.created', base], ['customer.subscription.updated', base + 100]] as const) {
      const delivered = await standIn.sendEvent(type, stale, { created });
      expect(delivered.status).toBe(200);
    }
    // A failed renewal older than the cancellation does not revive it as past_due either.
    await standIn.sendEvent('invoice.payment_failed', {
      id: 'in_stale_failure', object: 'invoice', customer: aliceCustomer, amount_paid: 0, currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: aliceSubscription } },
    }, { created: base + 10 });
    const afterStale = await state();
    expect(sideEffects(afterDeleted, afterStale)).toEqual({ subscriptionRows: 0, purchaseRows: 0, eventsRecorded: 4, mails: 0 });
    expect((await t.graphql(STATUS, {}, { cookie: alice.cookie })).data.viewer).toEqual({ subscriptionStatus: 'CANCELED', billing: { status: 'canceled' } });
    // Nothing about Alice's subscription touched Bob.
    expect(await t.prisma.subscription.findUnique({ where: { userId: bob.userId } })).toEqual(bobBefore);

    // A newer "active" (a reactivation Stripe reports later) does apply.
    expect((await standIn.sendEvent('customer.subscription.updated', stale, { created: base + 200 })).status).toBe(200);
    expect((await t.graphql(STATUS, {}, { cookie: alice.cookie })).data.viewer.subscriptionStatus).toBe('ACTIVE');
  });

  it('a refund delivered before its checkout completes: the late completion grants nothing (no download, no receipt)', async () => {
    const carol = await t.createUserWithSession('carol_refunded');
    const created = record(await t.graphql(CREATE, { kind: 'EBOOK' }, { cookie: carol.cookie }));
    const sessionId = created.data.createCheckoutSession.data.sessionId;
    // Stripe takes the payment; its checkout.session.completed is late...
    standIn.holdWebhooks(sessionId);
    expect(await standIn.completeCheckout(sessionId)).toEqual([]);
    const paymentIntent = standIn.sessions.get(sessionId)!.payment_intent;
    // ...and the refund of that payment arrives first.
    const beforeRefund = await state();
    const refund = await standIn.sendEvent('charge.refunded', {
      id: 'ch_refunded_first', object: 'charge', payment_intent: paymentIntent, refunded: true, amount: 999, amount_refunded: 999, currency: 'usd',
      created: Math.floor(Date.now() / 1000) - 60,
    });
    expect(refund.status).toBe(200);
    const afterRefund = await state();
    expect(sideEffects(beforeRefund, afterRefund)).toEqual({ subscriptionRows: 0, purchaseRows: 1, eventsRecorded: 1, mails: 0 });

    const released = await standIn.releaseWebhooks(sessionId);
    expect(released.map((delivery) => [delivery.type, delivery.status, JSON.parse(delivery.body).outcome])).toEqual([['checkout.session.completed', 200, 'processed']]);
    const afterCompletion = await state();
    expect(sideEffects(afterRefund, afterCompletion)).toEqual({ subscriptionRows: 0, purchaseRows: 0, eventsRecorded: 1, mails: 0 });
    expect(await t.prisma.purchase.findUniqueOrThrow({ where: { checkoutSession: sessionId } })).toMatchObject({
      status: 'REFUNDED', stripePaymentIntentId: paymentIntent,
    });
    expect((await fetch(`${t.url}/api/ebook/download`, { headers: { cookie: carol.cookie } })).status).toBe(403);
    const billing = `{ viewer { billing { ebookPurchased manualDownloadUrl purchases { kind status } } } }`;
    expect((await t.graphql(billing, {}, { cookie: carol.cookie })).data.viewer.billing).toEqual({
      ebookPurchased: false, manualDownloadUrl: null, purchases: [{ kind: 'ebook', status: 'refunded' }],
    });
    // Her browser, back from Stripe, is told so rather than asked to wait for an unlock.
    const back = `query Back($id: String!) { checkoutSession(sessionId: $id) { ... on CheckoutSession { paid fulfilled message } } }`;
    expect((await t.graphql(back, { id: sessionId }, { cookie: carol.cookie })).data.checkoutSession).toEqual({
      paid: false, fulfilled: false, message: 'This payment was refunded: it unlocks nothing.',
    });
    // A later retry of the refund changes nothing more.
    expect((await standIn.redeliver(refund.event)).status).toBe(200);
    expect(sideEffects(afterCompletion, await state())).toEqual({ subscriptionRows: 0, purchaseRows: 0, eventsRecorded: 0, mails: 0 });
  });

  it('a subscription refunded and cancelled before its checkout completes: the late webhooks leave it cancelled', async () => {
    const dave = await t.createUserWithSession('dave_refunded');
    const created = record(await t.graphql(CREATE, { kind: 'PREMIUM' }, { cookie: dave.cookie }));
    const sessionId = created.data.createCheckoutSession.data.sessionId;
    standIn.holdWebhooks(sessionId);
    await standIn.completeCheckout(sessionId);
    const subscriptionId = standIn.sessions.get(sessionId)!.subscription;
    // The first invoice's charge is refunded and the subscription cancelled on Stripe's side.
    standIn.setSubscriptionStatus(subscriptionId, 'canceled');
    const refund = await standIn.sendEvent('charge.refunded', {
      id: 'ch_subscription_refunded_first', object: 'charge', payment_intent: 'pi_first_invoice', refunded: true, amount: 499, amount_refunded: 499, currency: 'usd',
    });
    expect(refund.status).toBe(200);
    const released = await standIn.releaseWebhooks(sessionId);
    expect(released.map((delivery) => [delivery.type, delivery.status])).toEqual([
      ['checkout.session.completed', 200],
      ['customer.subscription.created', 200],
      ['invoice.paid', 200],
    ]);
    // What completion applies is the subscription as Stripe has it now, not as the event carried it.
    expect((await t.graphql(STATUS, {}, { cookie: dave.cookie })).data.viewer).toEqual({ subscriptionStatus: 'CANCELED', billing: { status: 'canceled' } });
    expect((await fetch(`${t.url}/api/ebook/download`, { headers: { cookie: dave.cookie } })).status).toBe(403);
  });

  it("never reads or completes someone else's checkout, and a checkout is always the caller's own", async () => {
    const unknown = record(await t.graphql(SESSION, { id: 'cs_test_does_not_exist' }, { cookie: bob.cookie }));
    const others = record(await t.graphql(SESSION, { id: aliceSession }, { cookie: bob.cookie }));
    expect(others.data.checkoutSession).toEqual({ __typename: 'NotFoundError', message: 'Checkout session not found' });
    expect(others.data).toEqual(unknown.data);
    const overRest = await t.rest('GET', `/api/checkout-session?session_id=${aliceSession}`, undefined, { cookie: bob.cookie });
    expect([overRest.status, record(overRest.json)]).toEqual([404, { error: 'Checkout session not found' }]);
    // Asking Stripe about sessions that are not the caller's is not how the answer is made.
    expect(standIn.requests.filter((request) => request.path.includes('cs_test_does_not_exist'))).toEqual([]);

    // Bob names Alice in every way a body could: the checkout is still Bob's, on Bob's own customer.
    const forged = await t.rest(
      'POST',
      '/api/create-checkout-session',
      { kind: 'premium', userId: alice.userId, customer: aliceCustomer, client_reference_id: String(alice.userId), email: 'alice_pays@example.test' },
      { cookie: bob.cookie },
    );
    expect(forged.status).toBe(200);
    record(forged.json);
    const sent = standIn.requests.findLast((request) => request.path === '/v1/checkout/sessions')!;
    expect(sent.params.client_reference_id).toBe(String(bob.userId));
    expect(sent.params.customer).not.toBe(aliceCustomer);
    expect(sent.params.customer).toBe((await t.prisma.subscription.findUniqueOrThrow({ where: { userId: bob.userId } })).stripeCustomerId);
    const purchase = await t.prisma.purchase.findUniqueOrThrow({ where: { checkoutSession: forged.json.body.sessionId } });
    expect(purchase.userId).toBe(bob.userId);
  });

  it('takes amounts and prices from the server: what a client sends is ignored or refused', async () => {
    const cheap = await t.rest(
      'POST',
      '/api/create-checkout-session',
      { kind: 'ebook', amount: 1, unit_amount: 1, unitAmount: 1, price: 'price_cheap', currency: 'jpy', line_items: [{ price_data: { unit_amount: 1 } }] },
      { cookie: bob.cookie },
    );
    expect(cheap.status).toBe(200);
    record(cheap.json);
    const sent = standIn.requests.findLast((request) => request.path === '/v1/checkout/sessions')!;
    expect(sent.params.line_items).toEqual([{ quantity: '1', price_data: { currency: 'usd', unit_amount: '999', product_data: { name: 'The Opinion DNA Manual (e-book)' } } }]);
    expect(await t.prisma.purchase.findUniqueOrThrow({ where: { checkoutSession: cheap.json.body.sessionId } })).toMatchObject({ amount: 999, currency: 'usd' });
    // GraphQL has no argument to carry one.
    const withAmount = record(await t.graphql(`mutation { createCheckoutSession(kind: EBOOK, amount: 1) { __typename } }`, {}, { cookie: bob.cookie }));
    expect(withAmount.errors?.[0]?.message).toMatch(/Unknown argument "amount"/);
  });

  it('keeps both secrets out of every answer and every log line, even when Stripe refuses the key', async () => {
    // A server whose key Stripe refuses: the error path that is most likely to print one.
    const misconfigured = await createTestApp({
      kind,
      database: t.database,
      env: { LOG_LEVEL: 'debug', STRIPE_SECRET_KEY: WRONG_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url },
    });
    try {
      const refused = record(await misconfigured.graphql(CREATE, { kind: 'EBOOK' }, { cookie: bob.cookie }));
      expect(refused.errors?.[0]?.message).toBe('Unexpected error.');
      const overRest = await misconfigured.rest('POST', '/api/create-checkout-session', { kind: 'ebook' }, { cookie: bob.cookie });
      expect(overRest.status).toBe(500);
      record(overRest.json);
    } finally {
      await misconfigured.dispose();
    }
    for (const path of ['/api/stripe-config']) record((await t.rest('GET', path)).json);
    record((await t.graphql(`{ paymentsConfig { mode currency publicKey } viewer { billing { status canManage } } }`, {}, { cookie: alice.cookie })).data);

    // The capture works: the refused key was logged, masked as Stripe masks it.
    const logText = logged.join('\n');
    expect(logText).toContain('Invalid API Key provided');
    expect(answers.length).toBeGreaterThan(10);
    for (const secret of [SECRET_KEY, WEBHOOK_SECRET, WRONG_KEY]) {
      expect(logText.includes(secret), `a log line holds ${secret.slice(0, 8)}...`).toBe(false);
      expect(answers.filter((answer) => answer.includes(secret))).toEqual([]);
    }
    expect(console.error).toHaveBeenCalled();
  });
});

describe.each(oneDatabaseKind())('test-payments mode under attack on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  }, 120_000);
  afterAll(() => t?.dispose());

  it("cannot complete someone else's local checkout", async () => {
    const alice = await t.createUserWithSession('test_alice');
    const mallory = await t.createUserWithSession('test_mallory');
    const created = await t.graphql(CREATE, { kind: 'PREMIUM' }, { cookie: alice.cookie });
    const sessionId = created.data.createCheckoutSession.data.sessionId;
    const stolen = await t.graphql(COMPLETE_TEST, { id: sessionId }, { cookie: mallory.cookie });
    expect(stolen.data.completeTestCheckout).toEqual({ __typename: 'NotFoundError', message: 'Checkout session not found' });
    expect(await t.prisma.purchase.findUniqueOrThrow({ where: { checkoutSession: sessionId } })).toMatchObject({ status: 'PENDING', userId: alice.userId });
    expect(await t.prisma.stripeEvent.count()).toBe(0);
    for (const member of [alice, mallory]) {
      expect((await t.graphql(STATUS, {}, { cookie: member.cookie })).data.viewer.subscriptionStatus).toBe('NONE');
    }
  });
});
