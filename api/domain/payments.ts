// Payment rules without I/O: what is sold, how Stripe's subscription states map onto ours, how an
// amount reads in a receipt, and which return paths a checkout may send the browser back to.
import type { SubscriptionStatus } from './viewer.ts';

export const PREMIUM_PLAN_NAME = 'Opinio Premium';
export const EBOOK_TITLE = 'The Opinion DNA Manual';
/** 4.99 a month: what test-payments mode shows and charges (docs/decisions.md#payments). */
export const PREMIUM_DEFAULT_UNIT_AMOUNT = 499;
export const PREMIUM_INTERVAL = 'month';
/** Where an entitled member downloads the e-book (a route of api/app.ts). */
export const EBOOK_DOWNLOAD_PATH = '/api/ebook/download';
/** Test-payments mode's local pages, built by the client. */
export const TEST_CHECKOUT_PATH = '/payments/test-checkout';
export const TEST_PORTAL_PATH = '/payments/test-portal';

export type CheckoutKind = 'PREMIUM' | 'EBOOK';

export type PaymentsMode = 'STRIPE' | 'TEST';

/** The payment configuration (api/config.ts reads it from the environment). */
export type PaymentSettings = {
  /** STRIPE with a secret key; TEST (test-payments mode: local checkout pages) without. */
  mode: PaymentsMode;
  secretKey: string | null;
  publishableKey: string | null;
  webhookSecret: string | null;
  premiumPriceId: string | null;
  ebookPriceId: string | null;
  ebookUnitAmount: number;
  /** Lower-case ISO code. */
  currency: string;
  /** Another address for Stripe's API (tests' stand-in); null for Stripe's own. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
};

/**
 * Our status for a Stripe subscription status; null leaves ours as it is (incomplete, paused:
 * nothing was decided for them, and a first payment still in progress must not lock or unlock).
 */
export function subscriptionStatusFromStripe(status: string): SubscriptionStatus | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'ACTIVE';
    case 'past_due':
    case 'unpaid':
      return 'PAST_DUE';
    case 'canceled':
    case 'incomplete_expired':
      return 'CANCELED';
    default:
      return null;
  }
}

/** Currencies Stripe counts in whole units (no cents). */
const ZERO_DECIMAL_CURRENCIES = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

/** 999, "usd" -> "9.99 USD" (the form docs/product.md uses for prices). */
export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL_CURRENCIES.has(currency.toLowerCase())) return `${amount} ${code}`;
  return `${(amount / 100).toFixed(2)} ${code}`;
}

/** "25 November 2026" in UTC, for receipts. */
export function formatReceiptDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const MAX_RETURN_PATH_LENGTH = 500;

/**
 * A path on this site to send the browser back to, or null when `path` is not one: it must start
 * with a single "/" (not "//host" or "/\host", which browsers read as another site), carry no
 * control characters or backslashes, and stay on `publicUrl`'s origin once resolved.
 */
export function sameSitePath(path: string, publicUrl: string): string | null {
  if (path.length === 0 || path.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  let resolved: URL;
  try {
    resolved = new URL(path, publicUrl);
  } catch {
    return null;
  }
  if (resolved.origin !== new URL(publicUrl).origin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
