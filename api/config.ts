// Every environment variable the server reads, parsed and validated in one place. Defaults run
// with nothing installed: embedded PGlite under ./data/, in-process pub/sub, mail to a local
// outbox folder. Nothing else in the code reads process.env.
import { resolve } from 'node:path';
import { z } from 'zod';
import type { PaymentSettings } from './domain/payments.ts';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public base URL, used in e-mails and redirects. */
  PUBLIC_URL: z.string().url().optional(),
  /** postgres:// URL. Unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL').optional(),
  DATA_DIR: z.string().default('data'),
  /** The built client to serve. Unset: dist/client. Benchmarks point it at a copy with extra files. */
  CLIENT_DIRECTORY: z.string().min(1).optional(),
  /** redis:// URL. Unset means in-process pub/sub (one server process). */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL').optional(),
  /**
   * Put before every Redis channel and key, so two deployments (production and staging) can share
   * one Redis without hearing each other's live updates or counting each other's rate limits.
   */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'REDIS_PREFIX: up to 64 letters, digits and _ . : -').default('opinio:'),
  /** smtp:// URL. Unset means mail is written to DATA_DIR/outbox for the developer to read. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// URL').optional(),
  MAIL_FROM: z.string().default('Opinio <no-reply@opinio.local>'),
  SESSION_COOKIE: z.string().regex(/^[A-Za-z0-9_-]+$/).default('opinio_session'),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  /** Sister site for the single-sign-on handoff (docs/decisions.md#single-sign-on). */
  SISTER_SITE_URL: z.string().url().optional(),
  /** Serve the development stand-in for the sister site under /dev/sister-site (default: outside production, when SISTER_SITE_URL is unset). */
  SISTER_SITE_STANDIN: booleanFlag.optional(),
  /** Comma-separated origins, besides PUBLIC_URL's, allowed to send state-changing requests from a browser. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.string().url())),
  /** Trust X-Forwarded-For only when a known proxy sets it. */
  TRUST_PROXY: booleanFlag.default(false),
  /**
   * Multiplies the rate limits kept per client address (sign-up codes, logins, resets...). Keep 1
   * in production; test servers whose browsers all come from 127.0.0.1 raise it.
   */
  RATE_LIMIT_ADDRESS_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * Browsers may run only the web client's persisted operations (default: in production). Admins
   * and partners' API keys may send any document either way.
   */
  PERSISTED_OPERATIONS_ONLY: booleanFlag.optional(),
  /** Load demo data into an empty database at start. */
  SEED_ON_START: booleanFlag.default(true),
  /** How often every opinion's stored trending score is recomputed as days pass; 0 turns it off. */
  TRENDING_REFRESH_SECONDS: z.coerce.number().int().min(0).default(300),
  /** Stripe's secret key (sk_...). Unset: test-payments mode, where checkout is a local page (docs/product.md#payments). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The publishable key (pk_...) the browser may see. */
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** The signing secret of the webhook endpoint (whsec_...): events without its signature are refused. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The monthly price of Opinio Premium (price_...). Unset: a monthly price_data of PREMIUM_DEFAULT_UNIT_AMOUNT. */
  STRIPE_PRICE_PREMIUM: z.string().min(1).optional(),
  /** The e-book's one-off price (price_...). Unset: price_data with EBOOK_UNIT_AMOUNT. */
  STRIPE_PRICE_EBOOK: z.string().min(1).optional(),
  /** The e-book's price in the currency's smallest unit (cents), shown and charged without STRIPE_PRICE_EBOOK. */
  EBOOK_UNIT_AMOUNT: z.coerce.number().int().min(50).max(1_000_000).default(999),
  /** ISO currency code of the prices the app makes itself (price_data). */
  PAYMENTS_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'PAYMENTS_CURRENCY must be a three-letter currency code')
    .transform((value) => value.toLowerCase())
    .default('usd'),
  /** Another address for Stripe's API (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  /** Google sign-in: the OAuth client id ID tokens must be issued for (unset: Google sign-in off). */
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Where Google publishes the keys that sign ID tokens (a local stand-in in tests). */
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Facebook login: app id and secret for the Graph API token check (unset: Facebook login off). */
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  /** Graph API base URL (a local stand-in in tests). */
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  /** Development and tests: the browser gets social tokens from this stand-in instead of the real SDKs. */
  SOCIAL_STAND_IN_URL: z.string().url().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * With a secret key, Stripe Checkout through the SDK; without one, test-payments mode. The
 * secrets stay in here and in the payment module's Stripe client: nothing logs or returns them.
 */
function paymentSettings(env: z.infer<typeof environmentSchema>): PaymentSettings {
  let api: PaymentSettings['api'] = null;
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return {
    mode: env.STRIPE_SECRET_KEY ? 'STRIPE' : 'TEST',
    secretKey: env.STRIPE_SECRET_KEY ?? null,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    premiumPriceId: env.STRIPE_PRICE_PREMIUM ?? null,
    ebookPriceId: env.STRIPE_PRICE_EBOOK ?? null,
    ebookUnitAmount: env.EBOOK_UNIT_AMOUNT,
    currency: env.PAYMENTS_CURRENCY,
    api,
  };
}

/** Where the development stand-in for the sister site is served. */
export const sisterSiteStandInPath = '/dev/sister-site';

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
}

export function loadConfig(environment: Record<string, string | undefined> = process.env) {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const sisterSiteStandIn = !env.SISTER_SITE_URL && (env.SISTER_SITE_STANDIN ?? env.NODE_ENV !== 'production');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    persistedOperationsOnly: env.PERSISTED_OPERATIONS_ONLY ?? env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    pgliteDir: resolve(dataDir, 'pglite'),
    outboxDir: resolve(dataDir, 'outbox'),
    clientDirectory: env.CLIENT_DIRECTORY ? resolve(env.CLIENT_DIRECTORY) : null,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sessionCookie: env.SESSION_COOKIE,
    sessionDays: env.SESSION_DAYS,
    /** The sister site's base URL; the stand-in's when that is served; null when single sign-on is off. */
    sisterSiteUrl: env.SISTER_SITE_URL?.replace(/\/+$/, '') ?? (sisterSiteStandIn ? `${publicUrl}${sisterSiteStandInPath}` : null),
    sisterSiteStandIn,
    allowedOrigins: env.ALLOWED_ORIGINS,
    /**
     * Secure in production (sessions never travel in clear text), except on a loopback http
     * address where `npm start` is tried locally; and always on an https site.
     */
    secureCookies:
      publicUrl.startsWith('https:') || (env.NODE_ENV === 'production' && !isLoopbackUrl(publicUrl)),
    trustProxy: env.TRUST_PROXY,
    rateLimitAddressFactor: env.RATE_LIMIT_ADDRESS_FACTOR,
    seedOnStart: env.SEED_ON_START,
    trendingRefreshSeconds: env.TRENDING_REFRESH_SECONDS,
    payments: paymentSettings(env),
    logLevel: env.LOG_LEVEL,
    social: {
      googleClientId: env.GOOGLE_CLIENT_ID,
      googleJwksUrl: env.GOOGLE_JWKS_URL,
      facebookAppId: env.FACEBOOK_APP_ID,
      facebookAppSecret: env.FACEBOOK_APP_SECRET,
      facebookGraphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
      standInUrl: env.SOCIAL_STAND_IN_URL,
    },
  };
}
