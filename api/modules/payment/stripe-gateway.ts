// The calls the payment module makes to Stripe, through the real `stripe` SDK: customers,
// Checkout Sessions, subscriptions, the billing portal, prices, and the signature check of
// webhook events. STRIPE_API_URL points the SDK at another host (the tests' local stand-in);
// nothing here logs, and no error that leaves here carries the secret key.
import Stripe from 'stripe';
import {
  EBOOK_TITLE,
  PREMIUM_DEFAULT_UNIT_AMOUNT,
  PREMIUM_INTERVAL,
  PREMIUM_PLAN_NAME,
  type CheckoutKind,
  type PaymentSettings,
} from '../../domain/payments.ts';

export type StripeGateway = ReturnType<typeof createStripeGateway>;

/** What Stripe said about a price (the premium plan's, for the settings and the offer). */
export type PriceFacts = { unitAmount: number | null; currency: string; interval: string | null };

/** How long a price read from Stripe is trusted before it is read again. */
const PRICE_CACHE_MS = 10 * 60 * 1000;

export function createStripeGateway(settings: PaymentSettings & { secretKey: string }) {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.api ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol } : {}),
    // The SDK sends an idempotency key with each retried POST, so retries create nothing twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Opinio' },
  });
  let premiumPrice: { facts: PriceFacts | null; at: number } | null = null;

  return {
    /** One customer per member: the caller stores the id and never asks twice. */
    async createCustomer(userId: number, email: string | null): Promise<string> {
      // No idempotency key of our own: one named after the user id would hand another server
      // sharing the Stripe account (staging, a developer's) the same customer for 24 hours. The
      // SDK's retries carry a key of their own.
      const customer = await stripe.customers.create({ ...(email ? { email } : {}), metadata: { userId: String(userId) } });
      return customer.id;
    },

    /** A Checkout Session for `kind`; prices and amounts come from configuration only. */
    async createCheckoutSession(input: {
      kind: CheckoutKind;
      userId: number;
      customerId: string;
      successUrl: string;
      cancelUrl: string;
      idempotencyKey: string;
    }): Promise<{ id: string; url: string; amountTotal: number | null; currency: string }> {
      const metadata = { userId: String(input.userId), kind: input.kind };
      const common = {
        customer: input.customerId,
        client_reference_id: String(input.userId),
        metadata,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      };
      const params: Stripe.Checkout.SessionCreateParams =
        input.kind === 'PREMIUM'
          ? {
              ...common,
              mode: 'subscription',
              line_items: [
                settings.premiumPriceId
                  ? { price: settings.premiumPriceId, quantity: 1 }
                  : {
                      quantity: 1,
                      price_data: {
                        currency: settings.currency,
                        unit_amount: PREMIUM_DEFAULT_UNIT_AMOUNT,
                        recurring: { interval: PREMIUM_INTERVAL },
                        product_data: { name: PREMIUM_PLAN_NAME },
                      },
                    },
              ],
              subscription_data: { metadata },
            }
          : {
              ...common,
              mode: 'payment',
              line_items: [
                settings.ebookPriceId
                  ? { price: settings.ebookPriceId, quantity: 1 }
                  : {
                      quantity: 1,
                      price_data: { currency: settings.currency, unit_amount: settings.ebookUnitAmount, product_data: { name: `${EBOOK_TITLE} (e-book)` } },
                    },
              ],
              payment_intent_data: { metadata },
            };
      const session = await stripe.checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey });
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { id: session.id, url: session.url, amountTotal: session.amount_total, currency: session.currency ?? settings.currency };
    },

    /** Whether a session is complete and paid, as Stripe says now. */
    async checkoutSessionState(sessionId: string): Promise<{ status: string | null; paymentStatus: string }> {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return { status: session.status, paymentStatus: session.payment_status };
    },

    /** The Checkout Session a payment intent was paid through, as Stripe has it; null when none was. */
    async checkoutSessionOfPaymentIntent(paymentIntentId: string): Promise<string | null> {
      const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
      return sessions.data[0]?.id ?? null;
    },

    retrieveSubscription(subscriptionId: string): Promise<Stripe.Subscription> {
      return stripe.subscriptions.retrieve(subscriptionId);
    },

    async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },

    /** The premium price as Stripe has it (cached a while); null when it cannot be read. */
    async premiumPrice(): Promise<PriceFacts | null> {
      if (!settings.premiumPriceId) return { unitAmount: PREMIUM_DEFAULT_UNIT_AMOUNT, currency: settings.currency, interval: PREMIUM_INTERVAL };
      if (premiumPrice && Date.now() - premiumPrice.at < PRICE_CACHE_MS) return premiumPrice.facts;
      let facts: PriceFacts | null;
      try {
        const price = await stripe.prices.retrieve(settings.premiumPriceId);
        facts = { unitAmount: price.unit_amount, currency: price.currency, interval: price.recurring?.interval ?? null };
      } catch {
        // Shown as "unknown" until the next try; checkout itself still uses the price id.
        facts = null;
      }
      premiumPrice = { facts, at: Date.now() };
      return facts;
    },

    /** The event, when `signature` signs `rawBody` with the webhook secret; throws otherwise. */
    constructEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    },
  };
}
