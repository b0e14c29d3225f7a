// End-to-end tests: Debian's Chromium (tests/support/chromium.ts) against the built app, which
// tests/e2e/start-test-server.ts serves from a fresh embedded database with demo data, its mail
// going to a capture service the tests read (tests/e2e/fixtures.ts). Build the client first
// (`npx vite build`); `npm test` does.
import { defineConfig } from '@playwright/test';
import { removeStaleServer } from './tests/e2e/server-lifetime.ts';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';

// Every port the run listens on comes from here (the server's social sign-in stand-in takes a
// free one): runs side by side on one machine each set their own.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// The test workers inherit these, so the server's capture service and the fixtures that read it
// agree on the ports.
const smtpCapturePort = (process.env.SMTP_CAPTURE_PORT ??= '3125');
const smtpCaptureHttpPort = (process.env.SMTP_CAPTURE_HTTP_PORT ??= '3126');
// The server's second app, in Stripe mode against the local Stripe stand-in (tests/e2e/start-test-server.ts).
const stripePort = (process.env.E2E_STRIPE_PORT ??= String(port + 10_000));

// The runner reads this file before it starts the webServer (workers read it too, and must not).
// A server left by a killed run would make the start fail with "already used".
if (!process.env.TEST_WORKER_INDEX) {
  const removed = await removeStaleServer(port);
  if (removed) console.log(`playwright.config.ts: ${removed}`);
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Two cores: one browser per core next to the server. More workers only make timings flaky.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // One process: node with tsx's loader, started in place of the shell. Through `npx tsx` the
    // server sat under npm, a shell and tsx's CLI, and that CLI kills its child outright when the
    // child has not acknowledged a signal within 30 ms, which a loaded machine often misses: the
    // server then never closed its database nor removed its data directory (65 MB in /tmp a run).
    command: 'exec node --import tsx tests/e2e/start-test-server.ts',
    cwd: import.meta.dirname,
    url: `${baseURL}/healthz`,
    // Always our own fresh server: a leftover one would carry another run's data.
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      E2E_PORT: String(port),
      SMTP_CAPTURE_PORT: smtpCapturePort,
      SMTP_CAPTURE_HTTP_PORT: smtpCaptureHttpPort,
      E2E_STRIPE_PORT: stripePort,
      // The server stops when this process is gone, however it went (tests/e2e/server-lifetime.ts).
      E2E_RUNNER_PID: String(process.pid),
    },
    stdout: 'pipe',
    // SIGTERM lets the server close its database and remove its temporary data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
