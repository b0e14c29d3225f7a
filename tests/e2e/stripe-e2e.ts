// The Stripe settings of the e2e server's Stripe-mode app (tests/e2e/start-test-server.ts), shared
// with the tests that sign webhooks for it: made-up keys the local stand-in for Stripe's API
// accepts, never real ones.
export const e2eStripe = {
  secretKey: 'sk_test_e2e_standin',
  publishableKey: 'pk_test_e2e_standin',
  webhookSecret: 'whsec_e2e_standin',
  premiumPriceId: 'price_premium_monthly',
  ebookPriceId: 'price_ebook',
} as const;

/** Where the Stripe-mode app listens; playwright.config.ts sets the port for the server and the workers alike. */
export function stripeModeBaseUrl(): string {
  const port = process.env.E2E_STRIPE_PORT;
  if (!port) throw new Error('E2E_STRIPE_PORT is not set: run the e2e tests through playwright.config.ts');
  return `http://127.0.0.1:${port}`;
}
