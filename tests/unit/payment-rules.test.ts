// The payment rules without I/O: Stripe's subscription states onto ours, which states unlock,
// amounts as receipts print them, the return paths a checkout accepts, the configuration, and the
// manual's text from the report HTML.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.ts';
import { formatAmount, formatReceiptDate, sameSitePath, subscriptionStatusFromStripe } from '../../api/domain/payments.ts';
import { isEntitledStatus } from '../../api/domain/viewer.ts';
import { htmlToParagraphs } from '../../api/modules/payment/ebook.ts';

describe('subscription status', () => {
  it("maps Stripe's statuses onto ours, leaving the undecided ones alone", () => {
    const mapped = Object.fromEntries(
      ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete_expired', 'incomplete', 'paused', 'something_new'].map((status) => [
        status,
        subscriptionStatusFromStripe(status),
      ]),
    );
    expect(mapped).toEqual({
      active: 'ACTIVE', trialing: 'ACTIVE', past_due: 'PAST_DUE', unpaid: 'PAST_DUE', canceled: 'CANCELED', incomplete_expired: 'CANCELED',
      incomplete: null, paused: null, something_new: null,
    });
  });

  it('unlocks for active and past_due only', () => {
    expect((['NONE', 'ACTIVE', 'PAST_DUE', 'CANCELED'] as const).filter((status) => isEntitledStatus(status))).toEqual(['ACTIVE', 'PAST_DUE']);
    expect(isEntitledStatus(undefined)).toBe(false);
  });
});

describe('receipts', () => {
  it('prints amounts in the currency, cents or whole units', () => {
    expect(formatAmount(999, 'usd')).toBe('9.99 USD');
    expect(formatAmount(499, 'eur')).toBe('4.99 EUR');
    expect(formatAmount(1000, 'jpy')).toBe('1000 JPY');
  });

  it('dates in UTC', () => {
    expect(formatReceiptDate(new Date('2026-11-25T23:30:00Z'))).toBe('25 November 2026');
  });
});

describe('return paths', () => {
  const site = 'https://opinio.example';
  it('keeps paths on the site', () => {
    expect(sameSitePath('/app/settings', site)).toBe('/app/settings');
    expect(sameSitePath('/reports/my-opinion-dna?x=1#top', site)).toBe('/reports/my-opinion-dna?x=1#top');
  });

  it('refuses everything that leaves it or is not a path', () => {
    for (const path of ['', 'app/settings', '//evil.example/x', '/\\evil.example', 'https://evil.example/', '/\tx', `/${'a'.repeat(600)}`, 'javascript:alert(1)']) {
      expect(sameSitePath(path, site), JSON.stringify(path)).toBeNull();
    }
  });
});

describe('payment configuration', () => {
  it('is test-payments mode without a secret key, Stripe with one, and parses STRIPE_API_URL', () => {
    expect(loadConfig({}).payments).toMatchObject({ mode: 'TEST', currency: 'usd', ebookUnitAmount: 999, api: null, secretKey: null });
    const stripe = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: 'http://127.0.0.1:12111', PAYMENTS_CURRENCY: 'EUR', EBOOK_UNIT_AMOUNT: '1299' }).payments;
    expect(stripe).toMatchObject({ mode: 'STRIPE', currency: 'eur', ebookUnitAmount: 1299, api: { host: '127.0.0.1', port: 12111, protocol: 'http' } });
    expect(() => loadConfig({ PAYMENTS_CURRENCY: 'dollars' })).toThrow(/PAYMENTS_CURRENCY/);
    expect(() => loadConfig({ EBOOK_UNIT_AMOUNT: '-5' })).toThrow(/EBOOK_UNIT_AMOUNT/);
  });
});

describe('the manual', () => {
  it('reads the report HTML as paragraphs of plain text', () => {
    expect(htmlToParagraphs('<p>First &amp; <em>foremost</em>.</p><p>Second<br>line</p><ul><li>one</li><li>two</li></ul>')).toEqual([
      'First & foremost.',
      'Second\nline',
      '• one',
      '• two',
    ]);
  });
});
