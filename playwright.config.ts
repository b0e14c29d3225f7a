// End-to-end tests: Debian's Chromium (tests/support/chromium.ts) against the built app, which
// tests/e2e/start-test-server.ts serves from a fresh embedded database with demo data, its mail
// going to a capture service the tests read (tests/e2e/fixtures.ts). Build the client first
// (`npx vite build`); `npm test` does.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// The test workers inherit these, so the server's capture service and the fixtures that read it
// agree on the ports.
const smtpCapturePort = (process.env.SMTP_CAPTURE_PORT ??= '3125');
const smtpCaptureHttpPort = (process.env.SMTP_CAPTURE_HTTP_PORT ??= '3126');

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
    command: 'npx tsx tests/e2e/start-test-server.ts',
    cwd: import.meta.dirname,
    url: `${baseURL}/healthz`,
    // Always our own fresh server: a leftover one would carry another run's data.
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      E2E_PORT: String(port),
      SMTP_CAPTURE_PORT: smtpCapturePort,
      SMTP_CAPTURE_HTTP_PORT: smtpCaptureHttpPort,
    },
    stdout: 'pipe',
    // SIGTERM lets the server close its database and remove its temporary data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
