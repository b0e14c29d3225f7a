// Payments (docs/product.md#payments): the Opinio Premium subscription and the e-book. The only
// writer of Subscription, Purchase and StripeEvent.
//
// Two modes. With STRIPE_SECRET_KEY, checkout is Stripe Checkout through the SDK
// (stripe-gateway.ts) and state changes only through signed webhook events. Without it, the app
// runs in test-payments mode: sessions are local (test_cs_...), a local page completes them, and
// that completion is turned into the same Stripe-shaped events the webhook receives and run
// through the same handlers (stripe-events.ts), StripeEvent record included. Either way a browser
// can never grant itself anything: amounts and prices come from configuration, and a checkout
// names its member from the session, never from the request.
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { Mailer } from '../../auth/mailer.ts';
import type { RateLimiter, RateLimitRule } from '../../auth/rate-limit.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import {
  EBOOK_DOWNLOAD_PATH,
  EBOOK_TITLE,
  formatAmount,
  formatReceiptDate,
  PREMIUM_DEFAULT_UNIT_AMOUNT,
  PREMIUM_INTERVAL,
  PREMIUM_PLAN_NAME,
  sameSitePath,
  TEST_CHECKOUT_PATH,
  TEST_PORTAL_PATH,
  type CheckoutKind,
  type PaymentSettings,
  type PaymentsMode,
} from '../../domain/payments.ts';
import { isEntitledStatus, type SubscriptionStatus } from '../../domain/viewer.ts';
import type { DomainEventPublisher, DomainEvents } from '../../events/domain-events.ts';
import type { ReportService } from '../report/service.ts';
import type { UserService } from '../user/service.ts';
import { renderManualPdf } from './ebook.ts';
import { createStripeEventHandlers, type Effects } from './stripe-events.ts';
import type { StripeGateway } from './stripe-gateway.ts';

export type PaymentService = ReturnType<typeof createPaymentService>;

/** Starting checkouts creates rows (and Stripe objects): plenty for a person, little for a script. */
export const checkoutRateLimit: RateLimitRule = { name: 'checkout-session', limit: 30, windowSeconds: 60 * 60 };
export const billingPortalRateLimit: RateLimitRule = { name: 'billing-portal', limit: 30, windowSeconds: 60 * 60 };

/** Stripe events are a few kilobytes; a body past this is not one. */
export const MAX_WEBHOOK_BODY_BYTES = 512 * 1024;

/** A test-payments subscription runs a month from its checkout, like the real plan. */
const TEST_PERIOD_SECONDS = 30 * 24 * 60 * 60;

/** The generated manual is the same for everyone: kept for a while instead of rebuilt per download. */
const MANUAL_CACHE_MS = 10 * 60 * 1000;

export type CheckoutSessionView = {
  sessionId: string;
  kind: CheckoutKind;
  paid: boolean;
  fulfilled: boolean;
  message: string;
  successUrl: string;
};

export type BillingView = {
  status: 'none' | 'active' | 'past_due' | 'canceled';
  plan: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canManage: boolean;
  ebookPurchased: boolean;
  manualDownloadUrl: string | null;
  purchases: Array<{ kind: 'subscription' | 'ebook' | 'report'; amount: number; currency: string; status: 'paid' | 'refunded' | 'pending' | 'failed'; completedAt: Date | null }>;
};

export type WebhookAnswer = { status: number; body: Record<string, unknown> };

const kindOfPurchase = { PREMIUM: 'SUBSCRIPTION', EBOOK: 'EBOOK' } as const;

/**
 * The customer portal manages subscriptions: a member who has (or had) one. A customer alone is
 * made by any checkout, an e-book's too, and its portal would show nothing to manage.
 */
function hasBillingToManage(row: { stripeCustomerId: string | null; status: SubscriptionStatus } | null): boolean {
  return Boolean(row?.stripeCustomerId) && row?.status !== 'NONE';
}

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(18).toString('base64url')}`;
}

export function createPaymentService(dependencies: {
  prisma: PrismaClient;
  events: DomainEventPublisher;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  users: UserService;
  reports: ReportService;
  publicUrl: string;
  settings: PaymentSettings;
  /** Stripe's API; null in test-payments mode. */
  stripe: StripeGateway | null;
  /** Where a handler's failure is reported (the webhook answers 500 and Stripe retries). */
  onError?: (error: unknown) => void;
}) {
  const { prisma, events, mailer, rateLimiter, users, reports, publicUrl, settings, stripe } = dependencies;
  const mode: PaymentsMode = stripe ? 'STRIPE' : 'TEST';

  /** Test-payments mode's stand-in for Stripe's subscription object: active for a month from now. */
  async function localSubscription(subscriptionId: string): Promise<Stripe.Subscription> {
    const row = await prisma.subscription.findUnique({ where: { stripeSubscriptionId: subscriptionId }, select: { stripeCustomerId: true } });
    const now = Math.floor(Date.now() / 1000);
    return {
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      customer: row?.stripeCustomerId ?? '',
      cancel_at_period_end: false,
      cancel_at: null,
      created: now,
      items: { object: 'list', data: [{ current_period_start: now, current_period_end: now + TEST_PERIOD_SECONDS }] },
    } as unknown as Stripe.Subscription;
  }

  const handlers = createStripeEventHandlers({
    retrieveSubscription: (subscriptionId) => (stripe ? stripe.retrieveSubscription(subscriptionId) : localSubscription(subscriptionId)),
    checkoutSessionOfPaymentIntent: async (paymentIntentId) => (stripe ? stripe.checkoutSessionOfPaymentIntent(paymentIntentId) : null),
  });

  /**
   * Runs one event: its id is recorded in the same transaction as its effects, so a replay (or a
   * second delivery racing the first) changes nothing. Unknown types are recorded and ignored.
   * Domain events (receipts, status changes) go out after the commit.
   */
  async function processEvent(event: Stripe.Event): Promise<'processed' | 'replayed' | 'ignored'> {
    const handler = handlers[event.type];
    const prepared = handler?.prepare ? await handler.prepare(event) : null;
    const effects = await prisma.$transaction(async (db): Promise<Effects | null> => {
      const recorded = await db.stripeEvent.createMany({ data: [{ id: event.id, type: event.type.slice(0, 100) }], skipDuplicates: true });
      if (recorded.count === 0) return null;
      const result = handler ? await handler.apply(db, event, prepared ?? null) : { publish: [] };
      await db.stripeEvent.update({ where: { id: event.id }, data: { processedAt: new Date() } });
      return result;
    });
    if (effects === null) return 'replayed';
    for (const effect of effects.publish) await events.publish(effect.name, effect.payload as never);
    return handler ? 'processed' : 'ignored';
  }

  /** The member's row (one per member who started a checkout), with a customer to bill. */
  async function ensureCustomer(userId: number): Promise<string> {
    const existing = await prisma.subscription.findUnique({ where: { userId }, select: { stripeCustomerId: true } });
    if (existing?.stripeCustomerId) return existing.stripeCustomerId;
    const contact = await users.contactOf(userId);
    if (!contact) throw new NotFoundError('Account not found');
    const customerId = stripe ? await stripe.createCustomer(userId, contact.email) : randomId('test_cus_');
    await prisma.subscription.upsert({ where: { userId }, create: { userId, stripeCustomerId: customerId }, update: {} });
    // Two checkouts started at once: the first stored customer wins, the other stays unused.
    await prisma.subscription.updateMany({ where: { userId, stripeCustomerId: null }, data: { stripeCustomerId: customerId } });
    const stored = await prisma.subscription.findUniqueOrThrow({ where: { userId }, select: { stripeCustomerId: true } });
    return stored.stripeCustomerId!;
  }

  function successUrlFor(kind: CheckoutKind, sessionId: string): string {
    const path = kind === 'PREMIUM' ? '/reports/my-opinion-dna' : '/app/settings';
    return `${publicUrl}${path}?session_id=${sessionId}`;
  }

  function returnPathOrDefault(returnPath: string | null | undefined, fallback: string): string {
    if (returnPath === null || returnPath === undefined || returnPath === '') return fallback;
    const path = sameSitePath(returnPath, publicUrl);
    if (!path) throw new ValidationError('The return path must be a path on this site', [{ path: ['returnPath'], message: 'Must be a path on this site' }]);
    return path;
  }

  async function ownPurchase(userId: number, sessionId: string) {
    const purchase = sessionId.length <= 255 ? await prisma.purchase.findUnique({ where: { checkoutSession: sessionId } }) : null;
    // Someone else's session answers exactly as an unknown one.
    if (!purchase || purchase.userId !== userId) throw new NotFoundError('Checkout session not found');
    return purchase;
  }

  function checkoutKindOf(kind: string): CheckoutKind {
    return kind === 'EBOOK' ? 'EBOOK' : 'PREMIUM';
  }

  const refundedMessage = 'This payment was refunded: it unlocks nothing.';

  function confirmationMessage(kind: CheckoutKind, paid: boolean, fulfilled: boolean, expired: boolean): string {
    if (paid && fulfilled) return kind === 'PREMIUM' ? `Payment received: welcome to ${PREMIUM_PLAN_NAME}.` : `Payment received: ${EBOOK_TITLE} is ready to download.`;
    if (paid) return 'Payment received: unlocking your purchase, this takes a few seconds.';
    if (expired) return 'This checkout has expired: nothing was charged.';
    return 'Payment is not confirmed: nothing was charged yet.';
  }

  function requireTestMode(): void {
    if (mode !== 'TEST') throw new ValidationError('Only available in test-payments mode');
  }

  let manualCache: { pdf: Buffer; at: number } | null = null;

  return {
    mode,

    /** What the client shows about prices and which checkout it gets. */
    async paymentsConfig() {
      const premium = stripe ? await stripe.premiumPrice() : { unitAmount: PREMIUM_DEFAULT_UNIT_AMOUNT, currency: settings.currency, interval: PREMIUM_INTERVAL };
      return {
        mode,
        currency: settings.currency,
        ebookUnitAmount: settings.ebookUnitAmount,
        premiumUnitAmount: premium?.unitAmount ?? null,
        premiumInterval: premium?.interval ?? PREMIUM_INTERVAL,
        publicKey: settings.publishableKey,
      };
    },

    /**
     * A checkout for the member (from their session): Stripe Checkout, or a local session in
     * test-payments mode. The price is the configured one; nothing of the request sets it.
     */
    async createCheckoutSession(userId: number, kind: CheckoutKind, returnPath?: string | null): Promise<{ sessionId: string; url: string }> {
      const cancelPath = returnPathOrDefault(returnPath, kind === 'PREMIUM' ? '/reports/my-opinion-dna' : '/app/settings');
      await rateLimiter.hit(checkoutRateLimit, String(userId));
      const current = await prisma.subscription.findUnique({ where: { userId }, select: { status: true } });
      if (kind === 'PREMIUM' && isEntitledStatus(current?.status)) throw new ValidationError(`You already have ${PREMIUM_PLAN_NAME}`);
      if (kind === 'EBOOK' && (await prisma.purchase.count({ where: { userId, kind: 'EBOOK', status: 'PAID' } })) > 0) {
        throw new ValidationError(`You already have ${EBOOK_TITLE}`);
      }
      const customerId = await ensureCustomer(userId);
      const unitAmount = kind === 'PREMIUM' ? PREMIUM_DEFAULT_UNIT_AMOUNT : settings.ebookUnitAmount;
      if (!stripe) {
        const sessionId = randomId('test_cs_');
        await prisma.purchase.create({
          data: { userId, kind: kindOfPurchase[kind], checkoutSession: sessionId, amount: unitAmount, currency: settings.currency },
        });
        return { sessionId, url: `${TEST_CHECKOUT_PATH}?session_id=${encodeURIComponent(sessionId)}` };
      }
      const session = await stripe.createCheckoutSession({
        kind,
        userId,
        customerId,
        successUrl: `${publicUrl}${kind === 'PREMIUM' ? '/reports/my-opinion-dna' : '/app/settings'}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}${cancelPath}`,
        idempotencyKey: randomId('opinio-checkout-'),
      });
      await prisma.purchase.create({
        data: {
          userId,
          kind: kindOfPurchase[kind],
          checkoutSession: session.id,
          // Known once Stripe prices it (a configured price id); the configured amount until then.
          amount: session.amountTotal ?? unitAmount,
          currency: session.currency,
        },
      });
      return { sessionId: session.id, url: session.url };
    },

    /**
     * The member's own checkout on return: whether it is paid (Stripe's word, or the local one's)
     * and whether the webhook has unlocked it yet. Reads only.
     */
    async checkoutSession(userId: number, sessionId: string): Promise<CheckoutSessionView> {
      const purchase = await ownPurchase(userId, sessionId);
      const kind = checkoutKindOf(purchase.kind);
      // Not "paid": a return from it has nothing left to wait for.
      if (purchase.status === 'REFUNDED') return { sessionId, kind, paid: false, fulfilled: false, message: refundedMessage, successUrl: successUrlFor(kind, sessionId) };
      const fulfilled = purchase.status === 'PAID';
      let paid = fulfilled;
      let expired = false;
      if (stripe && !fulfilled) {
        const state = await stripe.checkoutSessionState(sessionId);
        paid = state.status === 'complete' && (state.paymentStatus === 'paid' || state.paymentStatus === 'no_payment_required');
        expired = state.status === 'expired';
      }
      return { sessionId, kind, paid, fulfilled, message: confirmationMessage(kind, paid, fulfilled, expired), successUrl: successUrlFor(kind, sessionId) };
    },

    /** What the settings page shows: plan, renewal, receipts, and the e-book when entitled. */
    async billingOf(userId: number): Promise<BillingView> {
      const [subscription, purchases] = await Promise.all([
        prisma.subscription.findUnique({ where: { userId } }),
        prisma.purchase.findMany({
          where: { userId, completedAt: { not: null } },
          orderBy: [{ completedAt: 'desc' }, { id: 'desc' }],
          take: 50,
          select: { kind: true, amount: true, currency: true, status: true, completedAt: true },
        }),
      ]);
      const status: SubscriptionStatus = subscription?.status ?? 'NONE';
      const entitled = isEntitledStatus(status);
      const ebookPurchased = purchases.some((purchase) => purchase.kind === 'EBOOK' && purchase.status === 'PAID');
      return {
        status: status.toLowerCase() as BillingView['status'],
        plan: entitled ? PREMIUM_PLAN_NAME : null,
        currentPeriodEnd: entitled ? (subscription?.currentPeriodEnd ?? null) : null,
        cancelAtPeriodEnd: entitled && (subscription?.cancelAtPeriodEnd ?? false),
        canManage: hasBillingToManage(subscription),
        ebookPurchased,
        manualDownloadUrl: entitled || ebookPurchased ? EBOOK_DOWNLOAD_PATH : null,
        purchases: purchases.map((purchase) => ({
          kind: purchase.kind.toLowerCase() as BillingView['purchases'][number]['kind'],
          amount: purchase.amount,
          currency: purchase.currency,
          status: purchase.status.toLowerCase() as BillingView['purchases'][number]['status'],
          completedAt: purchase.completedAt,
        })),
      };
    },

    /** Stripe's customer portal for the member (cancel, card, invoices); the local page in test mode. */
    async openBillingPortal(userId: number, returnPath?: string | null): Promise<string> {
      const back = returnPathOrDefault(returnPath, '/app/settings');
      await rateLimiter.hit(billingPortalRateLimit, String(userId));
      const row = await prisma.subscription.findUnique({ where: { userId }, select: { stripeCustomerId: true, status: true } });
      if (!row?.stripeCustomerId || !hasBillingToManage(row)) throw new ValidationError('There is no billing to manage yet');
      if (!stripe) return TEST_PORTAL_PATH;
      return stripe.createPortalSession(row.stripeCustomerId, `${publicUrl}${back}`);
    },

    // ── test-payments mode: the local checkout and portal pages ──

    /** The local checkout page's "Pay": checkout.session.completed (and the first invoice), as Stripe would send. */
    async completeTestCheckout(userId: number, sessionId: string): Promise<CheckoutSessionView> {
      requireTestMode();
      const purchase = await ownPurchase(userId, sessionId);
      const kind = checkoutKindOf(purchase.kind);
      if (purchase.status === 'PENDING') {
        const row = await prisma.subscription.findUnique({ where: { userId }, select: { stripeCustomerId: true } });
        const customer = row?.stripeCustomerId ?? null;
        const created = Math.floor(Date.now() / 1000);
        const subscriptionId = kind === 'PREMIUM' ? randomId('test_sub_') : null;
        const session = {
          id: sessionId,
          object: 'checkout.session',
          mode: kind === 'PREMIUM' ? 'subscription' : 'payment',
          status: 'complete',
          payment_status: 'paid',
          client_reference_id: String(userId),
          customer,
          subscription: subscriptionId,
          payment_intent: kind === 'EBOOK' ? randomId('test_pi_') : null,
          amount_total: purchase.amount,
          currency: purchase.currency,
          metadata: { userId: String(userId), kind },
        };
        // The session id names the events: paying twice (a double click) is a replay.
        await processEvent(testEvent(`test_evt_checkout_${sessionId}`, 'checkout.session.completed', created, session));
        if (subscriptionId) {
          const invoice = {
            id: `test_in_${sessionId}`,
            object: 'invoice',
            customer,
            amount_paid: purchase.amount,
            currency: purchase.currency,
            billing_reason: 'subscription_create',
            status: 'paid',
            status_transitions: { paid_at: created },
            parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
          };
          await processEvent(testEvent(`test_evt_invoice_${sessionId}`, 'invoice.paid', created, invoice));
        }
      }
      return this.checkoutSession(userId, sessionId);
    },

    /** The local portal's "Cancel plan": customer.subscription.deleted, as Stripe would send. */
    async cancelTestSubscription(userId: number): Promise<BillingView> {
      requireTestMode();
      const row = await prisma.subscription.findUnique({ where: { userId } });
      if (!row?.stripeSubscriptionId || !isEntitledStatus(row.status)) throw new ValidationError('There is no subscription to cancel');
      const subscription = {
        id: row.stripeSubscriptionId,
        object: 'subscription',
        status: 'canceled',
        customer: row.stripeCustomerId,
        cancel_at_period_end: false,
        cancel_at: null,
        items: { object: 'list', data: [] },
      };
      await processEvent(testEvent(`test_evt_cancel_${row.stripeSubscriptionId}`, 'customer.subscription.deleted', Math.floor(Date.now() / 1000), subscription));
      return this.billingOf(userId);
    },

    // ── Stripe's webhook ──

    /**
     * POST /api/stripe/webhook: the signature is checked on the raw bytes before anything is read
     * from them; a bad or missing one answers 400 and changes nothing.
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
      if (!stripe || !settings.webhookSecret) return { status: 400, body: { error: 'Stripe webhooks are not configured' } };
      if (!signature) return { status: 400, body: { error: 'Missing Stripe-Signature header' } };
      let event: Stripe.Event;
      try {
        event = stripe.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        return { status: 400, body: { error: 'Invalid signature' } };
      }
      const outcome = await processEvent(event);
      return { status: 200, body: { received: true, outcome } };
    },

    // ── receipts and the e-book ──

    /** The receipt e-mail of a payment (a reaction to payment.received). */
    async sendReceipt(payment: DomainEvents['payment.received']): Promise<void> {
      const contact = await users.contactOf(payment.userId);
      if (!contact?.email) return;
      const what = payment.kind === 'EBOOK' ? `${EBOOK_TITLE} (e-book)` : `${PREMIUM_PLAN_NAME}, monthly`;
      const amount = formatAmount(payment.amount, payment.currency);
      const date = formatReceiptDate(payment.paidAt);
      const lines = [
        `Hello ${contact.username},`,
        '',
        `Thank you: we received your payment of ${amount} on ${date} for ${what}.`,
        '',
        `Amount: ${amount}`,
        `Date: ${date}`,
        `Item: ${what}`,
        `Reference: ${payment.reference}`,
        '',
        payment.kind === 'EBOOK'
          ? `Download the manual: ${publicUrl}${EBOOK_DOWNLOAD_PATH}`
          : `Your full Opinion DNA: ${publicUrl}/reports/my-opinion-dna`,
        `Manage billing and see your receipts: ${publicUrl}/app/settings`,
        ...(mode === 'TEST' ? ['', 'Test-payments mode: no money was charged.'] : []),
      ];
      await mailer.send({ to: contact.email, subject: `Your Opinio receipt: ${amount} for ${what}`, text: lines.join('\n') });
    },

    /** Whether the member may download the manual: a subscriber (active, past_due) or an e-book buyer. */
    async mayDownloadManual(userId: number, status: SubscriptionStatus): Promise<boolean> {
      if (isEntitledStatus(status)) return true;
      return (await prisma.purchase.count({ where: { userId, kind: 'EBOOK', status: 'PAID' } })) > 0;
    },

    /** The Opinion DNA Manual as a PDF, compiled from the report texts. */
    async manualPdf(): Promise<Buffer> {
      if (manualCache && Date.now() - manualCache.at < MANUAL_CACHE_MS) return manualCache.pdf;
      const pdf = await renderManualPdf(await reports.allTexts());
      manualCache = { pdf, at: Date.now() };
      return pdf;
    },

    // ── The owner's data (docs/product.md#your-data) ──

    async personalDataOf(userId: number) {
      const [subscription, purchases] = await Promise.all([
        prisma.subscription.findUnique({
          where: { userId },
          select: { status: true, currentPeriodEnd: true, cancelAtPeriodEnd: true, stripeCustomerId: true, stripeSubscriptionId: true, createdAt: true },
        }),
        prisma.purchase.findMany({
          where: { userId },
          orderBy: { id: 'asc' },
          select: { kind: true, status: true, amount: true, currency: true, checkoutSession: true, stripeInvoiceId: true, createdAt: true, completedAt: true, refundedAt: true },
        }),
      ]);
      return { subscription, purchases };
    },

    /**
     * Their subscription row and purchases go with the account. Stripe keeps its own records of
     * the customer (tax and accounting law), which we no longer link to anyone.
     */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.purchase.deleteMany({ where: { userId } });
      await db.subscription.deleteMany({ where: { userId } });
    },
  };
}

/** An event as Stripe would send it, for test-payments mode. */
function testEvent(id: string, type: string, created: number, object: Record<string, unknown>): Stripe.Event {
  return { id, object: 'event', type, created, livemode: false, data: { object }, api_version: null, pending_webhooks: 0, request: null } as unknown as Stripe.Event;
}
