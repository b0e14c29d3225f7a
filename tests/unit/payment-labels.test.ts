// The payment screens' words for the server's numbers (client/lib/payments.ts), and how long a
// return from checkout waits for its webhook.
import { describe, expect, it } from 'vitest';
import { formatAmount as serverFormatAmount } from '../../api/domain/payments.ts';
import {
  billingStatusLabel,
  checkoutPolling,
  checkoutReturnMessage,
  formatAmount,
  formatBillingDate,
  formatRecurringPrice,
  hasPremium,
  shouldAskAgain,
  sitePathOf,
  stillConfirmingMessage,
} from '../../client/lib/payments.ts';

describe('amounts and dates', () => {
  it('write amounts as the receipts do', () => {
    for (const [amount, currency] of [[999, 'usd'], [499, 'eur'], [5, 'gbp'], [1200, 'jpy'], [100000, 'krw']] as const) {
      expect(formatAmount(amount, currency)).toBe(serverFormatAmount(amount, currency));
    }
    expect(formatAmount(999, 'usd')).toBe('9.99 USD');
    expect(formatRecurringPrice(499, 'usd', 'month')).toBe('4.99 USD a month');
  });

  it('date a payment in UTC, as the receipt e-mail does', () => {
    expect(formatBillingDate('2026-12-25T23:30:00Z')).toBe('25 December 2026');
    expect(formatBillingDate('2026-12-26T00:30:00+02:00')).toBe('25 December 2026');
    expect(formatBillingDate('not a date')).toBe('');
  });
});

describe('billing status in words', () => {
  const end = '2026-12-25T12:00:00Z';
  it('names each status, and a cancellation with its last day', () => {
    expect(billingStatusLabel({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: end })).toBe('Active');
    expect(billingStatusLabel({ status: 'past_due', cancelAtPeriodEnd: false, currentPeriodEnd: end })).toBe("Payment failed — we'll retry");
    expect(billingStatusLabel({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: end })).toBe('Cancelled, ends 25 December 2026');
    expect(billingStatusLabel({ status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: null })).toBe('Cancelled');
    expect(billingStatusLabel({ status: 'none', cancelAtPeriodEnd: false, currentPeriodEnd: null })).toBe('None');
  });

  it('counts past_due as Premium (the grace period of Stripe retries), canceled and none not', () => {
    expect(['active', 'past_due', 'canceled', 'none'].map(hasPremium)).toEqual([true, true, false, false]);
  });
});

describe('the server-given return address', () => {
  it('is followed as a path on this site, whatever host the server named', () => {
    expect(sitePathOf('http://localhost:3000/reports/my-opinion-dna?session_id=test_cs_1')).toBe('/reports/my-opinion-dna?session_id=test_cs_1');
    expect(sitePathOf('https://evil.example/app/settings')).toBe('/app/settings');
    expect(sitePathOf('/app/settings?session_id=x')).toBe('/app/settings?session_id=x');
  });

  it('is refused when its path would read as another host, or it is no web address', () => {
    expect(sitePathOf('http://localhost//evil.example/x')).toBeNull();
    expect(sitePathOf('javascript:alert(1)')).toBeNull();
  });
});

describe('waiting for the webhook', () => {
  it('asks again while a paid checkout is not yet unlocked, up to the wait', () => {
    expect(shouldAskAgain({ paid: true, fulfilled: false, attempt: 5, elapsedMs: 5_000 })).toBe(true);
    expect(shouldAskAgain({ paid: true, fulfilled: false, attempt: 10, elapsedMs: checkoutPolling.waitMs - checkoutPolling.intervalMs + 1 })).toBe(false);
  });

  it('stops at once when unlocked, and soon when not paid', () => {
    expect(shouldAskAgain({ paid: true, fulfilled: true, attempt: 1, elapsedMs: 0 })).toBe(false);
    expect(shouldAskAgain({ paid: false, fulfilled: false, attempt: 1, elapsedMs: 0 })).toBe(true);
    expect(shouldAskAgain({ paid: false, fulfilled: false, attempt: checkoutPolling.unpaidAttempts, elapsedMs: 2_000 })).toBe(false);
  });

  it('ends a wait that ran out on a paid, still locked checkout with "received, still being confirmed", not "a few seconds"', () => {
    const late = checkoutReturnMessage({ paid: true, fulfilled: false, message: 'Payment received: unlocking your purchase, this takes a few seconds.' });
    expect(late).toBe(stillConfirmingMessage);
    expect(late).toMatch(/^Payment received, still being confirmed/);
    expect(late).toMatch(/Reload this page in a little while/);
    expect(late).not.toMatch(/failed|few seconds|welcome/i);
    for (const answer of [
      { paid: true, fulfilled: true, message: 'Payment received: welcome to Opinio Premium.' },
      { paid: false, fulfilled: false, message: 'Payment is not confirmed: nothing was charged yet.' },
      { paid: false, fulfilled: false, message: 'This payment was refunded: it unlocks nothing.' },
    ]) {
      expect(checkoutReturnMessage(answer)).toBe(answer.message);
    }
  });
});
