// Started by Playwright's webServer: the built app on E2E_PORT (default 3100) with a fresh
// embedded database holding a small demo data set, and mail going to a local SMTP capture
// service whose HTTP side the tests read (tests/e2e/fixtures.ts). It stops on SIGTERM or SIGINT,
// and when the Playwright runner named by E2E_RUNNER_PID is gone (tests/e2e/server-lifetime.ts).
//
// Payments: the app on E2E_PORT has no Stripe keys, so it runs in test-payments mode (local
// checkout and portal pages), as `npm start` does without keys. A second app on E2E_STRIPE_PORT
// serves the same database with Stripe configured: the real `stripe` SDK against the local
// stand-in for Stripe's API (tests/support/stripe-standin.ts), whose hosted checkout and portal
// send signed webhooks back to it. Cookies do not tell ports apart, so one login works on both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/database.ts';
import { DEMO_ENCYCLOPEDIA, seedDemoData } from '../../api/db/demo-seed.ts';
import { applyMigrations } from '../../api/db/migrations.ts';
import { seedQuizContent, shippedQuizzes, shippedReportTexts } from '../../api/db/quiz-content-seed.ts';
import { buildApp } from '../../api/app.ts';
import { shortOwnershipQuiz, shortOwnershipTexts } from '../support/short-ownership-quiz.ts';
import { standInCredentials, standInEnvironment, startSocialStandIn } from '../../scripts/social-stand-in.ts';
import { defaultSmtpCaptureHttpPort, defaultSmtpCapturePort, startSmtpCaptureService } from '../support/smtp-capture.ts';
import { startStripeStandIn } from '../support/stripe-standin.ts';
import { e2eStripe } from './stripe-e2e.ts';
import { testOperationList } from './test-operations.ts';
import { dataDirectoryPrefix, exitWithRunner, removePidfile, writePidfile } from './server-lifetime.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 10_000);
const runnerPid = Number(process.env.E2E_RUNNER_PID ?? 0);

// What is open so far: startup takes a minute or more on a busy machine, and an interrupt then
// must still close what was opened and remove the data directory.
const resources: { close(): Promise<void> }[] = [];
const dataDirectory = mkdtempSync(join(tmpdir(), dataDirectoryPrefix));
let shuttingDown = false;

async function shutdown(reason: string, exitCode = 0): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  if (reason !== 'SIGTERM') console.log(`e2e server stopping: ${reason}`);
  const finish = (code: number) => {
    rmSync(dataDirectory, { recursive: true, force: true });
    removePidfile(port);
    process.exit(code);
  };
  // A connection that never ends must not keep the ports taken.
  setTimeout(() => {
    console.error('e2e server: closing took over 5 s; exiting anyway');
    finish(1);
  }, 5_000).unref();
  for (const resource of resources.reverse()) await resource.close().catch(() => {});
  finish(exitCode);
}
// Playwright signals the server's whole process group, and tsx passes signals on as well: the
// second one finds the shutdown already under way.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
if (runnerPid) exitWithRunner(runnerPid, () => void shutdown(`the Playwright runner (pid ${runnerPid}) is gone`));
process.on('uncaughtException', (error) => {
  // Closing the database under a startup still seeding it fails that startup, on purpose; and
  // once the runner is gone, so is the pipe our output went to.
  if (shuttingDown) return;
  console.error(error);
  void shutdown('an error', 1);
});
writePidfile(port, { pid: process.pid, runnerPid, ports: [port, stripePort, defaultSmtpCapturePort, defaultSmtpCaptureHttpPort], dataDirectory });

const capture = await startSmtpCaptureService();
resources.push(capture);
// Google and Facebook sign-in against the local stand-in (its port is whatever is free).
const socialStandIn = await startSocialStandIn(standInCredentials);
resources.push(socialStandIn);
const environment = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDirectory,
  SMTP_URL: capture.smtpUrl,
  LOG_LEVEL: 'error',
  // The development stand-in for the sister site, so the single-sign-on round trip can be tested.
  SISTER_SITE_STANDIN: 'true',
  // Every browser of the run comes from 127.0.0.1: per-address limits (20 sign-up codes an hour)
  // would stop a long run. Per-account limits stay as in production.
  RATE_LIMIT_ADDRESS_FACTOR: '100',
  ...standInEnvironment(socialStandIn),
  ...(process.env.E2E_REDIS_URL ? { REDIS_URL: process.env.E2E_REDIS_URL } : {}),
};
const config = loadConfig(environment);
const stripeStandIn = await startStripeStandIn({ secretKey: e2eStripe.secretKey, webhookSecret: e2eStripe.webhookSecret });
resources.push(stripeStandIn);
stripeStandIn.setWebhookUrl(`http://127.0.0.1:${stripePort}/api/stripe/webhook`);
const stripeConfig = loadConfig({
  ...environment,
  PORT: String(stripePort),
  // Stripe's return and cancel URLs, and the session cookie's host: the address the browser uses.
  PUBLIC_URL: `http://127.0.0.1:${stripePort}`,
  STRIPE_SECRET_KEY: e2eStripe.secretKey,
  STRIPE_PUBLISHABLE_KEY: e2eStripe.publishableKey,
  STRIPE_WEBHOOK_SECRET: e2eStripe.webhookSecret,
  STRIPE_API_URL: stripeStandIn.url,
  STRIPE_PRICE_PREMIUM: e2eStripe.premiumPriceId,
  STRIPE_PRICE_EBOOK: e2eStripe.ebookPriceId,
  // The first app keeps the trending scores fresh; one is enough for a shared database.
  TRENDING_REFRESH_SECONDS: '0',
});
const database = await openDatabase({ kind: 'pglite', dataDir: config.pgliteDir });
resources.push(database);
await applyMigrations(database);
// The demo encyclopedia too: its screens are read (and checked by axe) with real-sized content.
await seedDemoData(database.prisma, { users: 300, votes: 6000, encyclopedia: DEMO_ENCYCLOPEDIA });
// The shipped quizzes, plus a short ownership quiz when none ships (the quiz e2e finishes one).
await seedQuizContent(
  database.prisma,
  [...shippedQuizzes, shortOwnershipQuiz],
  [...shippedReportTexts, { report: 'ownership', texts: shortOwnershipTexts }],
);
// Plus one known item of each kind, with no history, that the route, search and accessibility
// tests name by slug (the demo content may change under them).
const question = await database.prisma.convo.create({ data: { slug: 'should-cities-ban-cars', title: 'Should cities ban cars?' } });
const position = await database.prisma.position.create({ data: { convoId: question.id, title: 'Cities should ban private cars downtown' } });
await database.prisma.argument.create({ data: { convoId: question.id, positionId: position.id, title: 'Pedestrianised streets cut childhood asthma' } });
await database.prisma.person.create({ data: { slug: 'ada-lovelace', name: 'Ada Lovelace', description: 'Wrote the first published computer program' } });
await database.prisma.tag.create({ data: { slug: 'cryptography', title: 'Cryptography' } });
const app = await buildApp({ config, database, extraPersistedOperations: testOperationList() });
resources.push({ close: () => app.stop() });
const stripeApp = await buildApp({ config: stripeConfig, database, extraPersistedOperations: testOperationList() });
resources.push({ close: () => stripeApp.stop() });
// Stripe mode first: the runner waits for the first app's /healthz, and by then both answer.
await stripeApp.start();
await app.start();
console.log(`e2e server on http://127.0.0.1:${port} (Stripe mode on ${stripePort}, Stripe stand-in ${stripeStandIn.url}), mail capture ${capture.smtpUrl}`);
