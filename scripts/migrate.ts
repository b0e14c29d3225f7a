// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded PGlite.
import { loadConfig } from '../api/config.ts';
import { openDatabase } from '../api/db/database.ts';
import { applyMigrations } from '../api/db/migrations.ts';

const config = loadConfig();
const target = config.databaseUrl
  ? { kind: 'postgres' as const, url: config.databaseUrl, label: describePostgresUrl(config.databaseUrl) }
  : { kind: 'pglite' as const, dataDir: config.pgliteDir, label: `PGlite at ${config.pgliteDir}` };

/** host/database only: the URL may carry a password. */
function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.host}${parsed.pathname}`;
}

const database = await openDatabase(target);
try {
  const applied = await applyMigrations(database);
  console.log(
    applied.length
      ? `${target.label}: applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}`
      : `${target.label}: already up to date.`,
  );
} catch (error) {
  console.error(`${target.label}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
