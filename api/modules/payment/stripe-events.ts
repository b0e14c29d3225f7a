// The table of webhook handlers: what each Stripe event type changes. Every handler runs inside
// the transaction that records the event id (StripeEvent), so an event's effects and the record
// that it was handled commit together: a replay finds the id and changes nothing, and a failure
// leaves neither, so Stripe's retry does it all. Anything a handler needs from Stripe's API is
// fetched before that transaction (`prepare`): no network call holds a database transaction open.
//
// Out-of-order delivery: Subscription.statusEventAt keeps the Stripe `created` time of the event
// last applied, and an older event changes nothing (updates are conditional on it, so two
// deliveries racing cannot regress it either). Where a handler re-reads the subscription from
// Stripe, what it applies is Stripe's current state, newer than the event itself.
import type Stripe from 'stripe';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { subscriptionStatusFromStripe } from '../../domain/payments.ts';
import { isEntitledStatus, type SubscriptionStatus } from '../../domain/viewer.ts';
import type { DomainEvents } from '../../events/domain-events.ts';

/** The subscription as it matters here, from a Stripe Subscription object. */
export type SubscriptionState = {
  subscriptionId: string;
  customerId: string | null;
  /** Null: a Stripe status that changes nothing of ours (incomplete, paused). */
  status: SubscriptionStatus | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** Domain events to publish once the transaction has committed. */
export type Effects = { publish: Array<{ [Name in keyof DomainEvents]: { name: Name; payload: DomainEvents[Name] } }[keyof DomainEvents]> };

export type EventHandler<Prepared = unknown> = {
  /** Reads from Stripe what `apply` needs, before the transaction. */
  prepare?: (event: Stripe.Event) => Promise<Prepared>;
  apply: (db: Db, event: Stripe.Event, prepared: Prepared) => Promise<Effects>;
};

const noEffects = (): Effects => ({ publish: [] });

/** A handler with its own prepared value, as the table of all of them holds it. */
function handler<Prepared>(definition: EventHandler<Prepared>): EventHandler {
  return definition as EventHandler;
}

/** An expandable Stripe field's id. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function stateOf(subscription: Stripe.Subscription): SubscriptionState {
  // Since API 2025-03-31 the billing period lives on the subscription's items.
  const periodEnds = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  const cancelling = subscription.cancel_at_period_end === true || (subscription.cancel_at != null && subscription.status !== 'canceled');
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscriptionStatusFromStripe(subscription.status),
    currentPeriodEnd: periodEnds.length ? new Date(Math.min(...periodEnds) * 1000) : null,
    cancelAtPeriodEnd: cancelling,
  };
}

/** The subscription an invoice bills, where the API puts it now (parent.subscription_details). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

/**
 * Which rows an event at `eventAt` may still change: none has been applied yet, or only older
 * ones. On a tie (Stripe's times are whole seconds) a cancellation is never undone by a state of
 * the same second.
 */
function newerThanApplied(eventAt: Date, status: SubscriptionStatus): Prisma.SubscriptionWhereInput[] {
  return [
    { statusEventAt: null },
    { statusEventAt: { lt: eventAt } },
    status === 'CANCELED' ? { statusEventAt: eventAt } : { statusEventAt: eventAt, status: { not: 'CANCELED' } },
  ];
}

/**
 * Applies a subscription's state to its member's row (found by user, or by the subscription or
 * customer id) unless a newer event was applied already. A canceled or lapsed state of a
 * subscription other than the member's current one is about an old subscription: ignored.
 */
export async function applySubscriptionState(
  db: Db,
  state: SubscriptionState,
  eventAt: Date,
  options: { userId?: number } = {},
): Promise<Effects> {
  const row = await db.subscription.findFirst({
    where:
      options.userId !== undefined
        ? { userId: options.userId }
        : { OR: [{ stripeSubscriptionId: state.subscriptionId }, ...(state.customerId ? [{ stripeCustomerId: state.customerId }] : [])] },
  });
  if (!row) return noEffects();
  if (row.stripeSubscriptionId && row.stripeSubscriptionId !== state.subscriptionId && !isEntitledStatus(state.status)) return noEffects();
  const status = state.status ?? row.status;
  const updated = await db.subscription.updateMany({
    where: { id: row.id, OR: newerThanApplied(eventAt, status) },
    data: {
      stripeSubscriptionId: state.subscriptionId,
      status,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      statusEventAt: eventAt,
    },
  });
  if (updated.count === 0 || status === row.status) return noEffects();
  return { publish: [{ name: 'payment.subscriptionChanged', payload: { userId: row.userId, status, previousStatus: row.status } }] };
}

const eventTime = (event: Stripe.Event) => new Date(event.created * 1000);

export function createStripeEventHandlers(dependencies: {
  /** The subscription as Stripe has it now (test-payments mode: as the local checkout made it). */
  retrieveSubscription: (subscriptionId: string) => Promise<Stripe.Subscription>;
  /** The Checkout Session a payment intent belongs to, as Stripe has it (test-payments mode: none, it refunds nothing). */
  checkoutSessionOfPaymentIntent: (paymentIntentId: string) => Promise<string | null>;
}): Record<string, EventHandler> {
  const { retrieveSubscription, checkoutSessionOfPaymentIntent } = dependencies;

  /**
   * A paid Checkout Session: the purchase is paid; a subscription is linked and applied. Only a
   * pending purchase is claimed: one refunded before this arrived stays refunded, with no receipt.
   */
  const checkoutCompleted = handler<SubscriptionState | null>({
    async prepare(event) {
      const session = event.data.object as Stripe.Checkout.Session;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId || !isPaid(session)) return null;
      return stateOf(await retrieveSubscription(subscriptionId));
    },
    async apply(db, event, subscription) {
      const session = event.data.object as Stripe.Checkout.Session;
      if (!isPaid(session)) return noEffects();
      const purchase = await db.purchase.findUnique({ where: { checkoutSession: session.id } });
      // Not one of ours (made elsewhere on the account), or not for the member it names.
      if (!purchase) return noEffects();
      if (session.client_reference_id && session.client_reference_id !== String(purchase.userId)) return noEffects();
      const at = eventTime(event);
      const effects = noEffects();
      const claimed = await db.purchase.updateMany({
        where: { id: purchase.id, status: 'PENDING' },
        data: {
          status: 'PAID',
          completedAt: at,
          amount: session.amount_total ?? purchase.amount,
          currency: session.currency ?? purchase.currency,
          stripePaymentIntentId: idOf(session.payment_intent),
        },
      });
      const customerId = idOf(session.customer);
      if (customerId) await db.subscription.updateMany({ where: { userId: purchase.userId, stripeCustomerId: null }, data: { stripeCustomerId: customerId } });
      if (claimed.count > 0 && purchase.kind === 'EBOOK') {
        effects.publish.push({
          name: 'payment.received',
          payload: {
            userId: purchase.userId,
            kind: 'EBOOK',
            amount: session.amount_total ?? purchase.amount,
            currency: session.currency ?? purchase.currency,
            paidAt: at,
            reference: session.id,
          },
        });
      }
      // The subscription's own receipt is its first invoice's (invoice.paid).
      if (subscription) effects.publish.push(...(await applySubscriptionState(db, subscription, at, { userId: purchase.userId })).publish);
      return effects;
    },
  });

  /** created / updated / deleted: the state is the event's object, applied unless older. */
  const subscriptionChanged = handler({
    async apply(db, event) {
      const subscription = event.data.object as Stripe.Subscription;
      return applySubscriptionState(db, stateOf(subscription), eventTime(event));
    },
  });

  /** A paid invoice: the renewed period (Stripe's current state) and the receipt. */
  const invoicePaid = handler<SubscriptionState | null>({
    async prepare(event) {
      const subscriptionId = invoiceSubscriptionId(event.data.object as Stripe.Invoice);
      return subscriptionId ? stateOf(await retrieveSubscription(subscriptionId)) : null;
    },
    async apply(db, event, subscription) {
      const invoice = event.data.object as Stripe.Invoice;
      const customerId = idOf(invoice.customer);
      const row = customerId ? await db.subscription.findUnique({ where: { stripeCustomerId: customerId }, select: { userId: true } }) : null;
      if (!row) return noEffects();
      const at = eventTime(event);
      const effects = subscription ? await applySubscriptionState(db, subscription, at, { userId: row.userId }) : noEffects();
      if (invoice.amount_paid <= 0) return effects;
      const paidAt = invoice.status_transitions?.paid_at ? new Date(invoice.status_transitions.paid_at * 1000) : at;
      // The first invoice is the checkout's purchase; each renewal is a receipt of its own.
      if (invoice.billing_reason !== 'subscription_create') {
        await db.purchase.createMany({
          data: [{ userId: row.userId, kind: 'SUBSCRIPTION', status: 'PAID', stripeInvoiceId: invoice.id, amount: invoice.amount_paid, currency: invoice.currency, completedAt: paidAt }],
          skipDuplicates: true,
        });
      }
      effects.publish.push({
        name: 'payment.received',
        payload: { userId: row.userId, kind: 'SUBSCRIPTION', amount: invoice.amount_paid, currency: invoice.currency, paidAt, reference: invoice.id },
      });
      return effects;
    },
  });

  /** A failed renewal: past_due (access kept while Stripe retries), never reviving a lapsed one. */
  const invoicePaymentFailed = handler({
    async apply(db, event) {
      const invoice = event.data.object as Stripe.Invoice;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return noEffects();
      const row = await db.subscription.findUnique({ where: { stripeSubscriptionId: subscriptionId } });
      if (!row || row.status !== 'ACTIVE') return noEffects();
      const at = eventTime(event);
      const updated = await db.subscription.updateMany({
        where: { id: row.id, status: 'ACTIVE', OR: newerThanApplied(at, 'PAST_DUE') },
        data: { status: 'PAST_DUE', statusEventAt: at },
      });
      if (updated.count === 0) return noEffects();
      return { publish: [{ name: 'payment.subscriptionChanged', payload: { userId: row.userId, status: 'PAST_DUE', previousStatus: 'ACTIVE' } }] };
    },
  });

  /**
   * A refunded one-off payment: the purchase no longer entitles (the e-book download goes). The
   * purchase learns its payment intent from the completion, which Stripe may deliver after the
   * refund, so the refund finds its purchase by the checkout that Stripe says the payment went
   * through, and one still pending is refunded before it was ever granted.
   */
  const chargeRefunded = handler<string | null>({
    async prepare(event) {
      const paymentIntentId = fullyRefundedPaymentIntent(event);
      return paymentIntentId ? checkoutSessionOfPaymentIntent(paymentIntentId) : null;
    },
    async apply(db, event, checkoutSessionId) {
      const charge = event.data.object as Stripe.Charge;
      const paymentIntentId = fullyRefundedPaymentIntent(event);
      // A partial refund leaves the purchase paid.
      if (!paymentIntentId) return noEffects();
      const at = eventTime(event);
      // Pending, then paid, in two statements: a completion committing at this moment holds the
      // row, so the first waits for it and finds it paid, and the second sees the commit and
      // refunds it. A completion after this finds the purchase no longer pending: nothing granted.
      if (checkoutSessionId) {
        await db.purchase.updateMany({
          where: { checkoutSession: checkoutSessionId, status: 'PENDING' },
          data: {
            status: 'REFUNDED',
            stripePaymentIntentId: paymentIntentId,
            completedAt: typeof charge.created === 'number' ? new Date(charge.created * 1000) : at,
            refundedAt: at,
          },
        });
      }
      await db.purchase.updateMany({
        where: { status: 'PAID', OR: [{ stripePaymentIntentId: paymentIntentId }, ...(checkoutSessionId ? [{ checkoutSession: checkoutSessionId }] : [])] },
        data: { status: 'REFUNDED', refundedAt: at },
      });
      return noEffects();
    },
  });

  return {
    'checkout.session.completed': checkoutCompleted,
    // Delayed payment methods complete the session unpaid and pay later.
    'checkout.session.async_payment_succeeded': checkoutCompleted,
    'customer.subscription.created': subscriptionChanged,
    'customer.subscription.updated': subscriptionChanged,
    'customer.subscription.deleted': subscriptionChanged,
    'invoice.paid': invoicePaid,
    'invoice.payment_failed': invoicePaymentFailed,
    'charge.refunded': chargeRefunded,
  };
}

/** The payment intent of a charge.refunded event that refunds the whole charge; null otherwise. */
function fullyRefundedPaymentIntent(event: Stripe.Event): string | null {
  const charge = event.data.object as Stripe.Charge;
  return charge.refunded ? idOf(charge.payment_intent) : null;
}

function isPaid(session: Stripe.Checkout.Session): boolean {
  return session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
}
