// A local stand-in for Stripe's API, so the tests run the real `stripe` SDK (pointed here with
// STRIPE_API_URL) on a machine that cannot reach Stripe. It speaks the paths the app calls, with
// form-encoded bodies as Stripe takes them and JSON answers in Stripe's object shapes (the fields
// the app reads), keeps its state in memory, and plays Stripe's side of a purchase: a hosted
// checkout page whose Pay button completes the session and sends the signed webhooks
// (`stripe.webhooks.generateTestHeaderString` with the endpoint's secret), and a customer portal
// whose "Cancel plan" sends customer.subscription.deleted. Tests drive the same through
// completeCheckout / cancelSubscription / sendEvent, hold a checkout's webhooks back until they
// release them (holdWebhooks / releaseWebhooks, or over HTTP under /_control/), and read
// `requests` to see what the app sent.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type StandInRequest = { method: string; path: string; params: Record<string, unknown>; authorization: string | undefined; at: number };
export type WebhookDelivery = { id: string; type: string; status: number; body: string; event: Record<string, any> };

type Json = Record<string, any>;

/** Prices the stand-in knows (what STRIPE_PRICE_* may name in tests). */
export const STANDIN_PRICES: Record<string, { unit_amount: number; currency: string; recurring: { interval: string } | null }> = {
  price_premium_monthly: { unit_amount: 499, currency: 'usd', recurring: { interval: 'month' } },
  price_ebook: { unit_amount: 999, currency: 'usd', recurring: null },
};

const MONTH_SECONDS = 30 * 24 * 60 * 60;

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` form fields into nested objects and arrays, as Stripe reads them. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Json = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[index + 1]) ? [] : {};
      node = node[part];
    });
  }
  return root;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export async function startStripeStandIn(options: { secretKey: string; webhookSecret: string }) {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const requests: StandInRequest[] = [];
  const deliveries: WebhookDelivery[] = [];
  /** Checkouts whose webhooks wait for releaseWebhooks (a slow endpoint, a delayed delivery), in order. */
  const held = new Map<string, Json[]>();
  /** When each checkout was paid (ms), for the controls' count of the app's reads since. */
  const paidAt = new Map<string, number>();
  let webhookUrl: string | null = null;
  let base = '';

  async function deliver(event: Json, signWith: { secret?: string; signature?: string; body?: string; timestamp?: number } = {}): Promise<WebhookDelivery> {
    if (!webhookUrl) throw new Error('The stand-in has no webhook URL: call setWebhookUrl first');
    const payload = JSON.stringify(event, null, 2);
    const header =
      signWith.signature ??
      Stripe.webhooks.generateTestHeaderString({ payload, secret: signWith.secret ?? options.webhookSecret, ...(signWith.timestamp ? { timestamp: signWith.timestamp } : {}) });
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body: signWith.body ?? payload,
    });
    const delivery = { id: event.id as string, type: event.type as string, status: response.status, body: await response.text(), event };
    deliveries.push(delivery);
    return delivery;
  }

  function event(type: string, object: Json, overrides: { id?: string; created?: number } = {}): Json {
    return {
      id: overrides.id ?? id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: overrides.created ?? now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
  }

  /** Delivers a checkout's event now, or keeps it for releaseWebhooks while the checkout's webhooks are held. */
  async function deliverFor(sessionId: string, built: Json): Promise<WebhookDelivery[]> {
    const waiting = held.get(sessionId);
    if (waiting) {
      waiting.push(built);
      return [];
    }
    return [await deliver(built)];
  }

  /**
   * What the Pay button does: the session completes, a subscription (and its paid invoice) or a
   * paid payment intent appear, webhooks go out (or wait, when the checkout's webhooks are held).
   */
  async function completeCheckout(sessionId: string): Promise<WebhookDelivery[]> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No checkout session ${sessionId}`);
    if (session.status === 'complete') return [];
    session.status = 'complete';
    session.payment_status = 'paid';
    paidAt.set(sessionId, Date.now());
    const created = now();
    const sent: WebhookDelivery[] = [];
    if (session.mode === 'subscription') {
      const subscription = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        created,
        metadata: session.metadata ?? {},
        items: {
          object: 'list',
          data: [{ id: id('si'), object: 'subscription_item', current_period_start: created, current_period_end: created + MONTH_SECONDS, quantity: 1 }],
        },
      };
      subscriptions.set(subscription.id, subscription);
      const invoice = {
        id: id('in'),
        object: 'invoice',
        customer: session.customer,
        amount_paid: session.amount_total,
        amount_due: session.amount_total,
        currency: session.currency,
        billing_reason: 'subscription_create',
        status: 'paid',
        created,
        status_transitions: { paid_at: created },
        parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} }, quote_details: null },
      };
      invoices.set(invoice.id, invoice);
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      sent.push(...(await deliverFor(session.id, event('checkout.session.completed', session, { created }))));
      sent.push(...(await deliverFor(session.id, event('customer.subscription.created', subscription, { created }))));
      sent.push(...(await deliverFor(session.id, event('invoice.paid', invoice, { created }))));
    } else {
      session.payment_intent = id('pi');
      sent.push(...(await deliverFor(session.id, event('checkout.session.completed', session, { created }))));
    }
    return sent;
  }

  /** From now on the checkout's webhooks wait until releaseWebhooks, as when Stripe's delivery is late. */
  function holdWebhooks(sessionId: string): void {
    if (!sessions.has(sessionId)) throw new Error(`No checkout session ${sessionId}`);
    held.set(sessionId, held.get(sessionId) ?? []);
  }

  /** Delivers the checkout's held webhooks in the order they were made, and stops holding them. */
  async function releaseWebhooks(sessionId: string): Promise<WebhookDelivery[]> {
    const waiting = held.get(sessionId) ?? [];
    held.delete(sessionId);
    const sent: WebhookDelivery[] = [];
    for (const built of waiting) sent.push(await deliver(built));
    return sent;
  }

  /** What the portal's "Cancel plan" does: canceled now, customer.subscription.deleted. */
  async function cancelSubscription(subscriptionId: string): Promise<WebhookDelivery> {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    subscription.status = 'canceled';
    subscription.canceled_at = now();
    return deliver(event('customer.subscription.deleted', subscription));
  }

  const sendJson = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') }).end(JSON.stringify(body));
  };
  const stripeError = (response: ServerResponse, status: number, message: string, type = 'invalid_request_error') =>
    sendJson(response, status, { error: { type, message } });

  function amountOf(lineItem: Json | undefined): { amount: number; currency: string } | null {
    if (!lineItem) return null;
    if (lineItem.price) {
      const price = STANDIN_PRICES[lineItem.price as string];
      return price ? { amount: price.unit_amount * Number(lineItem.quantity ?? 1), currency: price.currency } : null;
    }
    if (lineItem.price_data) {
      return { amount: Number(lineItem.price_data.unit_amount) * Number(lineItem.quantity ?? 1), currency: String(lineItem.price_data.currency) };
    }
    return null;
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, path: string, params: Json): Promise<void> {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      // As Stripe answers: the key shown masked.
      const given = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      return stripeError(response, 401, `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(given.length - 12, 0))}${given.slice(-4)}`);
    }
    const method = request.method ?? 'GET';
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: params.email ?? null, metadata: params.metadata ?? {}, created: now() };
      customers.set(customer.id, customer);
      return sendJson(response, 200, customer);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!params.customer || !customers.has(params.customer)) return stripeError(response, 400, `No such customer: '${params.customer}'`);
      const priced = amountOf(params.line_items?.[0]);
      if (!priced) return stripeError(response, 400, 'A line item needs a known price or price_data');
      const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        amount_total: priced.amount,
        currency: priced.currency,
        subscription: null,
        payment_intent: null,
        invoice: null,
        url: `${base}/c/pay/${sessionId}`,
        created: now(),
      };
      sessions.set(sessionId, session);
      return sendJson(response, 200, session);
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      // The filters the app uses; Stripe's list shape.
      const found = [...sessions.values()].filter((session) => !params.payment_intent || session.payment_intent === params.payment_intent);
      return sendJson(response, 200, { object: 'list', url: '/v1/checkout/sessions', has_more: false, data: found.slice(0, Number(params.limit ?? 10)) });
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const session = sessions.get(decodeURIComponent(match[1]));
      return session ? sendJson(response, 200, session) : stripeError(response, 404, `No such checkout.session: '${match[1]}'`);
    }
    if (method === 'GET' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptions.get(decodeURIComponent(match[1]));
      return subscription ? sendJson(response, 200, subscription) : stripeError(response, 404, `No such subscription: '${match[1]}'`);
    }
    if (method === 'GET' && (match = /^\/v1\/prices\/([^/]+)$/.exec(path))) {
      const price = STANDIN_PRICES[decodeURIComponent(match[1])];
      return price ? sendJson(response, 200, { id: match[1], object: 'price', ...price }) : stripeError(response, 404, `No such price: '${match[1]}'`);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!params.customer || !customers.has(params.customer)) return stripeError(response, 400, `No such customer: '${params.customer}'`);
      const portal = { id: id('bps'), object: 'billing_portal.session', customer: params.customer, return_url: params.return_url ?? null, url: '' };
      portal.url = `${base}/p/session/${portal.id}`;
      portalSessions.set(portal.id, portal);
      return sendJson(response, 200, portal);
    }
    return stripeError(response, 404, `Unrecognized request URL (${method}: ${path})`);
  }

  /**
   * The tests' controls over HTTP, for those that run in another process than the stand-in (the
   * e2e workers), with the secret key, as the API takes it: POST /_control/checkout/{id}/hold-webhooks
   * and .../release-webhooks, and GET /_control/checkout/{id}: how many webhooks wait and how many
   * times the app has read the session since it was paid.
   */
  async function handleControl(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    const match = /^\/_control\/checkout\/([^/]+?)(?:\/(hold|release)-webhooks)?$/.exec(path);
    if (!match) return false;
    const method = match[2] ? 'POST' : 'GET';
    if (request.method !== method || request.headers.authorization !== `Bearer ${options.secretKey}`) return (stripeError(response, 401, 'Not allowed'), true);
    const sessionId = decodeURIComponent(match[1]);
    const session = sessions.get(sessionId);
    if (!session) return (stripeError(response, 404, `No such checkout.session: '${sessionId}'`), true);
    if (!match[2]) {
      const readsSincePaid = requests.filter(
        (sent) => sent.method === 'GET' && sent.path === `/v1/checkout/sessions/${sessionId}` && sent.at >= (paidAt.get(sessionId) ?? Infinity),
      ).length;
      sendJson(response, 200, { status: session.status, heldWebhooks: held.get(sessionId)?.length ?? 0, readsSincePaid });
    } else if (match[2] === 'hold') {
      holdWebhooks(sessionId);
      sendJson(response, 200, { held: true });
    } else {
      const sent = await releaseWebhooks(sessionId);
      sendJson(response, 200, { delivered: sent.map((delivery) => ({ type: delivery.type, status: delivery.status })) });
    }
    return true;
  }

  async function handlePages(request: IncomingMessage, response: ServerResponse, path: string, form: URLSearchParams): Promise<boolean> {
    let match: RegExpExecArray | null;
    const html = (body: string) =>
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><title>Stripe stand-in</title></head><body>${body}</body></html>`);
    if ((match = /^\/c\/pay\/([^/]+)$/.exec(path))) {
      const session = sessions.get(decodeURIComponent(match[1]));
      if (!session) return (stripeError(response, 404, 'No such checkout session'), true);
      if (request.method === 'POST') {
        await completeCheckout(session.id);
        response.writeHead(303, { Location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
        return true;
      }
      const amount = `${(session.amount_total / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`;
      html(
        `<h1>Stripe stand-in checkout</h1><p data-testid="standin-amount">${escapeHtml(amount)}${session.mode === 'subscription' ? ' per month' : ''}</p>` +
          `<form method="post"><button type="submit">Pay</button></form><a href="${escapeHtml(session.cancel_url)}">Back</a>`,
      );
      return true;
    }
    if ((match = /^\/p\/session\/([^/]+)$/.exec(path))) {
      const portal = portalSessions.get(decodeURIComponent(match[1]));
      if (!portal) return (stripeError(response, 404, 'No such portal session'), true);
      const active = [...subscriptions.values()].find((subscription) => subscription.customer === portal.customer && subscription.status !== 'canceled');
      if (request.method === 'POST' && form.get('action') === 'cancel' && active) {
        await cancelSubscription(active.id);
        response.writeHead(303, { Location: portal.return_url }).end();
        return true;
      }
      html(
        `<h1>Stripe stand-in customer portal</h1>` +
          (active ? `<form method="post"><input type="hidden" name="action" value="cancel"><button type="submit">Cancel plan</button></form>` : '<p>No active plan</p>') +
          `<a href="${escapeHtml(portal.return_url ?? '/')}">Return</a>`,
      );
      return true;
    }
    return false;
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://standin');
      const body = await readBody(request);
      const params = url.pathname.startsWith('/v1/') ? (request.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body)) : {};
      requests.push({ method: request.method ?? 'GET', path: url.pathname, params, authorization: request.headers.authorization, at: Date.now() });
      if (url.pathname.startsWith('/v1/')) return handleApi(request, response, url.pathname, params as Json);
      if (await handleControl(request, response, url.pathname)) return;
      if (await handlePages(request, response, url.pathname, new URLSearchParams(body))) return;
      response.writeHead(404).end('not found');
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    deliveries,
    customers,
    sessions,
    subscriptions,
    invoices,
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    completeCheckout,
    holdWebhooks,
    releaseWebhooks,
    cancelSubscription,
    /** A subscription's state as later GETs answer it (a failed renewal, a reactivation). */
    setSubscriptionStatus(subscriptionId: string, status: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      subscription.status = status;
    },
    /** Builds an event around `object` (a copy) and delivers it signed, unless told to sign otherwise or to send other bytes. */
    sendEvent(
      type: string,
      object: Json,
      overrides: { id?: string; created?: number; secret?: string; signature?: string; timestamp?: number; body?: (payload: string) => string } = {},
    ) {
      const built = event(type, object, overrides);
      const payload = JSON.stringify(built, null, 2);
      return deliver(built, { secret: overrides.secret, signature: overrides.signature, timestamp: overrides.timestamp, body: overrides.body?.(payload) });
    },
    /** Delivers an event exactly as given (a replay of an earlier one). */
    redeliver(raw: Json) {
      return deliver(raw);
    },
    event,
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
