// Every environment variable the server reads, parsed and validated in one place. Defaults run
// with nothing installed: embedded PGlite under ./data/, in-process pub/sub, mail to a local
// outbox folder. Nothing else in the code reads process.env.
import { resolve } from 'node:path';
import { z } from 'zod';

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
  /** redis:// URL. Unset means in-process pub/sub (one server process). */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL').optional(),
  /** smtp:// URL. Unset means mail is written to DATA_DIR/outbox for the developer to read. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// URL').optional(),
  MAIL_FROM: z.string().default('Opinio <no-reply@opinio.local>'),
  SESSION_COOKIE: z.string().regex(/^[A-Za-z0-9_-]+$/).default('opinio_session'),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  /** Sister site for the single-sign-on handoff (decisions.md). */
  SISTER_SITE_URL: z.string().url().optional(),
  /** Trust X-Forwarded-For only when a known proxy sets it. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Load demo data into an empty database at start. */
  SEED_ON_START: booleanFlag.default(true),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(environment: Record<string, string | undefined> = process.env) {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    pgliteDir: resolve(dataDir, 'pglite'),
    outboxDir: resolve(dataDir, 'outbox'),
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sessionCookie: env.SESSION_COOKIE,
    sessionDays: env.SESSION_DAYS,
    sisterSiteUrl: env.SISTER_SITE_URL,
    trustProxy: env.TRUST_PROXY,
    seedOnStart: env.SEED_ON_START,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    logLevel: env.LOG_LEVEL,
  };
}
