// Started by Playwright's webServer: the built app on E2E_PORT (default 3100) with a fresh
// embedded database holding a small demo data set, and mail going to a local SMTP capture
// service whose HTTP side the tests read (tests/e2e/fixtures.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/database.ts';
import { seedDemoData } from '../../api/db/demo-seed.ts';
import { applyMigrations } from '../../api/db/migrations.ts';
import { buildApp } from '../../api/server.ts';
import { startSmtpCaptureService } from '../support/smtp-capture.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const capture = await startSmtpCaptureService();
const dataDirectory = mkdtempSync(join(tmpdir(), 'opinio-e2e-'));
const config = loadConfig({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDirectory,
  SMTP_URL: capture.smtpUrl,
  LOG_LEVEL: 'error',
  ...(process.env.E2E_REDIS_URL ? { REDIS_URL: process.env.E2E_REDIS_URL } : {}),
});
const database = await openDatabase({ kind: 'pglite', dataDir: config.pgliteDir });
await applyMigrations(database);
await seedDemoData(database.prisma, { users: 300, votes: 6000 });
const app = await buildApp({ config, database });
await app.start();
console.log(`e2e server on http://127.0.0.1:${port}, mail capture ${capture.smtpUrl}`);

const shutdown = async () => {
  await app.stop();
  await database.close();
  await capture.close();
  rmSync(dataDirectory, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
