// How prices, dates and billing states read on the payment screens (docs/product.md#payments).
// The server owns every amount; these only put its numbers into words.

/** Currencies Stripe counts in whole units (no cents); the server's list (api/domain/payments.ts). */
const zeroDecimalCurrencies = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

/** 999, "usd" -> "9.99 USD": the form the receipts and docs/product.md use. */
export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  if (zeroDecimalCurrencies.has(currency.toLowerCase())) return `${amount} ${code}`;
  return `${(amount / 100).toFixed(2)} ${code}`;
}

/** 499, "usd", "month" -> "4.99 USD a month". */
export function formatRecurringPrice(amount: number, currency: string, interval: string): string {
  return `${formatAmount(amount, currency)} a ${interval}`;
}

/**
 * "25 November 2026". In UTC, like the receipt e-mails, so the page and the mail never name two
 * different days for one payment.
 */
export function formatBillingDate(when: string | Date): string {
  const date = typeof when === 'string' ? new Date(when) : when;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export type BillingState = {
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null | undefined;
};

/** The subscription status in words: Active, Payment failed (retrying), Cancelled (and until when), None. */
export function billingStatusLabel({ status, cancelAtPeriodEnd, currentPeriodEnd }: BillingState): string {
  const end = currentPeriodEnd ? formatBillingDate(currentPeriodEnd) : '';
  if ((status === 'active' || status === 'past_due') && cancelAtPeriodEnd) return end ? `Cancelled, ends ${end}` : 'Cancelled';
  switch (status) {
    case 'active':
      return 'Active';
    case 'past_due':
      return "Payment failed — we'll retry";
    case 'canceled':
      return 'Cancelled';
    default:
      return 'None';
  }
}

/** Opinio Premium unlocks while active or past due (Stripe's retries are a grace period). */
export function hasPremium(status: string): boolean {
  return status === 'active' || status === 'past_due';
}

/** What a receipt was for. */
export function purchaseLabel(kind: string): string {
  if (kind === 'subscription') return 'Opinio Premium, monthly';
  if (kind === 'ebook') return 'The Opinion DNA Manual, e-book';
  return 'Report';
}

/**
 * The path (with query) of a URL the server gave for this site, so the app goes there itself and
 * never to another origin; null when it is not an http(s) URL or its path would read as another
 * host ("//host"). The server builds its URLs from its public address, which need not be the
 * address this page was loaded from (a proxy, a test server on another port).
 */
export function sitePathOf(url: string): string | null {
  try {
    const base = 'http://site-path.invalid';
    const parsed = new URL(url, base);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (!parsed.pathname.startsWith('/') || parsed.pathname.startsWith('//')) return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

/**
 * How a return from checkout waits for the webhook: Stripe sends the browser back as soon as the
 * payment is taken, and the webhook that unlocks the purchase usually lands a second or two later.
 */
export const checkoutPolling = {
  /** The longest a paid checkout is waited for. */
  waitMs: 10_000,
  intervalMs: 1_000,
  /** A checkout that is not paid (or could not be read) is asked about this many times, not the full wait. */
  unpaidAttempts: 3,
} as const;

/** Whether to ask about a checkout again after `attempt` answers, `elapsedMs` after the first question. */
export function shouldAskAgain({ paid, fulfilled, attempt, elapsedMs }: { paid: boolean; fulfilled: boolean; attempt: number; elapsedMs: number }): boolean {
  if (fulfilled) return false;
  if (elapsedMs + checkoutPolling.intervalMs > checkoutPolling.waitMs) return false;
  return paid || attempt < checkoutPolling.unpaidAttempts;
}

/**
 * What a return says when the wait is over and the payment is taken but not yet unlocked. The
 * webhook is late, not lost (Stripe retries it for days), so this claims neither failure nor
 * success: the money is received, the unlock follows by itself.
 */
export const stillConfirmingMessage =
  'Payment received, still being confirmed: your purchase unlocks as soon as it is, usually within minutes. Reload this page in a little while; your receipt comes by e-mail once it is confirmed.';

/** The message a return ends with: the server's last answer, or the above when it is paid but still locked. */
export function checkoutReturnMessage({ paid, fulfilled, message }: { paid: boolean; fulfilled: boolean; message: string }): string {
  return paid && !fulfilled ? stillConfirmingMessage : message;
}
