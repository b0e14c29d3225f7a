// Payments (docs/product.md#payments): the prices and mode, starting a checkout, the return from
// it (a read: state changes only through webhooks or test-payments mode's local pages), the
// viewer's billing, the customer portal, and test-payments mode's two local actions.
import { AuthError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { builder, FIELD_COST, mutationErrorTypes } from '../../schema/builder.ts';
import { ViewerRef } from '../user/schema.ts';
import type { BillingView, CheckoutSessionView } from './service.ts';

const PaymentsModeEnum = builder.enumType('PaymentsMode', {
  description: 'STRIPE: Stripe Checkout. TEST: test-payments mode (no Stripe keys): local checkout and portal pages, nothing is charged.',
  values: ['STRIPE', 'TEST'] as const,
});

const CheckoutKindEnum = builder.enumType('CheckoutKind', {
  description: 'What a checkout buys: the Opinio Premium subscription or the e-book (one-off).',
  values: ['PREMIUM', 'EBOOK'] as const,
});

type PaymentsConfigShape = {
  mode: 'STRIPE' | 'TEST';
  currency: string;
  ebookUnitAmount: number;
  premiumUnitAmount: number | null;
  premiumInterval: string;
  publicKey: string | null;
};

const PaymentsConfigRef = builder.objectRef<PaymentsConfigShape>('PaymentsConfig').implement({
  description: 'Prices and how checkout works on this server. Amounts are in the smallest unit of the currency (cents).',
  fields: (t) => ({
    mode: t.field({ type: PaymentsModeEnum, description: 'STRIPE or TEST (test-payments mode, to be labelled as such).', resolve: (config) => config.mode }),
    currency: t.exposeString('currency', { description: 'Lower-case ISO code, e.g. usd.' }),
    ebookUnitAmount: t.exposeInt('ebookUnitAmount', { description: 'The e-book price, e.g. 999.' }),
    premiumUnitAmount: t.exposeInt('premiumUnitAmount', {
      nullable: true,
      description: "Opinio Premium's price per interval (499 in test-payments mode); null when Stripe's price could not be read.",
    }),
    premiumInterval: t.exposeString('premiumInterval', { description: 'Billing interval of Opinio Premium: month.' }),
    publicKey: t.exposeString('publicKey', { nullable: true, description: "Stripe's publishable key; null when none is configured." }),
  }),
});

const NewCheckoutSessionRef = builder.objectRef<{ sessionId: string; url: string }>('NewCheckoutSession').implement({
  description: 'A checkout to send the browser to.',
  fields: (t) => ({
    sessionId: t.exposeString('sessionId', { description: "Stripe's Checkout Session id (cs_...), or test_cs_... in test-payments mode." }),
    url: t.exposeString('url', { description: "Where to go: Stripe's hosted checkout, or the local /payments/test-checkout page." }),
  }),
});

const CheckoutSessionRef = builder.objectRef<CheckoutSessionView>('CheckoutSession').implement({
  description: "One of the viewer's checkouts, on return from it.",
  fields: (t) => ({
    sessionId: t.exposeString('sessionId', { description: 'The session id.' }),
    kind: t.field({ type: CheckoutKindEnum, description: 'What it buys.', resolve: (session) => session.kind }),
    paid: t.exposeBoolean('paid', {
      description: 'The payment went through (Stripe says so, or the purchase is already unlocked); false once it was refunded.',
    }),
    fulfilled: t.exposeBoolean('fulfilled', {
      description: 'The webhook has unlocked the purchase: the subscription or the e-book is the viewer\'s now. Paid but not fulfilled: ask again shortly.',
    }),
    message: t.exposeString('message', { description: 'Text to show.' }),
    successUrl: t.exposeString('successUrl', { description: 'Where a paid checkout returns to (test-payments mode\'s local page goes there after paying).' }),
  }),
});

const PurchaseReceiptRef = builder.objectRef<BillingView['purchases'][number]>('PurchaseReceipt').implement({
  description: 'A completed payment: a subscription checkout or renewal, or the e-book.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'subscription or ebook.' }),
    amount: t.exposeInt('amount', { description: 'In the smallest unit of the currency (cents).' }),
    currency: t.exposeString('currency', { description: 'Lower-case ISO code.' }),
    status: t.exposeString('status', { description: 'paid or refunded.' }),
    completedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was paid.', resolve: (purchase) => purchase.completedAt }),
  }),
});

const BillingRef = builder.objectRef<BillingView>('Billing').implement({
  description: "The viewer's plan, renewal, receipts and e-book.",
  fields: (t) => ({
    status: t.exposeString('status', { description: 'none, active, past_due or canceled. active and past_due unlock Opinio Premium.' }),
    plan: t.exposeString('plan', { nullable: true, description: '"Opinio Premium" while it unlocks; null otherwise.' }),
    currentPeriodEnd: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the current period ends: the renewal date, or the end of access when cancelling.',
      resolve: (billing) => billing.currentPeriodEnd,
    }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd', { description: 'Cancelled: access ends at currentPeriodEnd, no renewal.' }),
    canManage: t.exposeBoolean('canManage', {
      description: 'There is a subscription to manage (any status but none; an e-book alone is not one): show "Manage billing" (openBillingPortal).',
    }),
    ebookPurchased: t.exposeBoolean('ebookPurchased', { description: 'The e-book was bought (and not refunded).' }),
    manualDownloadUrl: t.exposeString('manualDownloadUrl', {
      nullable: true,
      description: 'The manual\'s download (GET, a PDF) for a subscriber or e-book buyer; null otherwise.',
    }),
    purchases: t.field({ type: [PurchaseReceiptRef], description: 'Completed payments, newest first (at most 50).', resolve: (billing) => billing.purchases }),
  }),
});

builder.queryField('paymentsConfig', (t) =>
  t.field({
    type: PaymentsConfigRef,
    description: 'Prices and the payment mode (also GET /api/stripe-config). For anybody.',
    resolve: (_root, _args, context) => context.services.payments.paymentsConfig(),
  }),
);

builder.queryField('checkoutSession', (t) =>
  t.field({
    type: CheckoutSessionRef,
    description:
      "One of the viewer's checkouts on return (session_id): whether it is paid. Reads only: what a payment unlocks comes " +
      "from the webhook. Another member's session or an unknown one: NotFoundError.",
    authScopes: { loggedIn: true },
    args: { sessionId: t.arg.string({ required: true, description: 'The session_id of the return URL.' }) },
    errors: { types: [AuthError, NotFoundError, ValidationError], directResult: true, union: { name: 'CheckoutSessionLookup' } },
    complexity: FIELD_COST.statement,
    resolve: (_root, args, context) => {
      const sessionId = args.sessionId.trim();
      if (sessionId === '' || sessionId.length > 255) throw new ValidationError('Invalid checkout session');
      return context.services.payments.checkoutSession(context.viewer!.userId, sessionId);
    },
  }),
);

builder.objectField(ViewerRef, 'billing', (t) =>
  t.field({
    type: BillingRef,
    nullable: true,
    description: "The viewer's plan, renewal date, receipts and e-book; null when logged out.",
    complexity: FIELD_COST.statement,
    resolve: (viewer, _args, context) => (viewer.identity ? context.services.payments.billingOf(viewer.identity.userId) : null),
  }),
);

builder.mutationField('createCheckoutSession', (t) =>
  t.field({
    type: NewCheckoutSessionRef,
    description:
      'Starts a checkout for the viewer: Opinio Premium (monthly) or the e-book. The price is the server\'s. Then send the browser to `url`. ' +
      'A member with Opinio Premium asking for it again: ValidationError. 30 per hour.',
    authScopes: { loggedIn: true },
    errors: { types: [...mutationErrorTypes] },
    args: {
      kind: t.arg({ type: CheckoutKindEnum, required: true, description: 'PREMIUM or EBOOK.' }),
      returnPath: t.arg.string({
        required: false,
        description: 'Where "back" on the checkout page leads: a path on this site (default: the Opinion DNA page, or settings for the e-book).',
      }),
    },
    resolve: (_root, args, context) =>
      context.services.payments.createCheckoutSession(context.viewer!.userId, args.kind, args.returnPath),
  }),
);

builder.mutationField('openBillingPortal', (t) =>
  t.field({
    type: 'String',
    description:
      "Stripe's customer portal for the viewer (change card, cancel, invoices): answers its URL (test-payments mode: /payments/test-portal). " +
      'Without a customer yet: ValidationError.',
    authScopes: { loggedIn: true },
    errors: { types: [...mutationErrorTypes] },
    args: { returnPath: t.arg.string({ required: false, description: 'Where the portal returns to: a path on this site (default /app/settings).' }) },
    resolve: (_root, args, context) => context.services.payments.openBillingPortal(context.viewer!.userId, args.returnPath),
  }),
);

builder.mutationField('completeTestCheckout', (t) =>
  t.field({
    type: CheckoutSessionRef,
    description:
      "Test-payments mode only: pays one of the viewer's local checkouts, through the same fulfilment as Stripe's " +
      'checkout.session.completed webhook. In Stripe mode: ValidationError.',
    authScopes: { loggedIn: true },
    errors: { types: [...mutationErrorTypes, NotFoundError] },
    args: { sessionId: t.arg.string({ required: true, description: 'The test_cs_... session id.' }) },
    resolve: (_root, args, context) => context.services.payments.completeTestCheckout(context.viewer!.userId, args.sessionId.trim()),
  }),
);

builder.mutationField('cancelTestSubscription', (t) =>
  t.field({
    type: BillingRef,
    description:
      "Test-payments mode only: cancels the viewer's subscription, through the same code as Stripe's " +
      'customer.subscription.deleted webhook. In Stripe mode, or with nothing to cancel: ValidationError.',
    authScopes: { loggedIn: true },
    errors: { types: [...mutationErrorTypes] },
    resolve: (_root, _args, context) => context.services.payments.cancelTestSubscription(context.viewer!.userId),
  }),
);
