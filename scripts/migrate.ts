// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded PGlite.
import { loadConfig } from '../api/config.ts';
import { openDatabase } from '../api/db/database.ts';
import { applyMigrations } from '../api/db/migrations.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.pgliteDir },
);
try {
  const applied = await applyMigrations(database);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await database.close();
}
