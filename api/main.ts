// `npm start`: migrate the database (embedded PGlite unless DATABASE_URL is set), load demo data
// into an empty database, and serve everything on one port. SIGTERM/SIGINT stop accepting,
// finish what is in flight, then close the database and Redis.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DEMO_ENCYCLOPEDIA, isDatabaseEmpty, seedDemoData } from './db/demo-seed.ts';
import { applyMigrations } from './db/migrations.ts';
import { seedQuizContent } from './db/quiz-content-seed.ts';
import { buildApp } from './app.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.pgliteDir },
  );
  console.log(config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${config.pgliteDir}`);
  const applied = await applyMigrations(database);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (config.seedOnStart && (await isDatabaseEmpty(database.prisma))) {
    console.log('Empty database: loading demo data (first start only)...');
    const started = Date.now();
    await seedDemoData(database.prisma, { users: 2000, votes: 50_000, encyclopedia: DEMO_ENCYCLOPEDIA });
    console.log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Quizzes and report texts are content, not demo data: added on every start when missing.
  const content = await seedQuizContent(database.prisma);
  if (content.quizzesAdded || content.textsAdded) {
    console.log(`Quiz content: ${content.quizzesAdded} quizzes (${content.itemsAdded} items), ${content.textsAdded} report texts added`);
  }
  const app = await buildApp({ config, database });
  const { port } = await app.start();
  console.log(`Opinio is running at http://localhost:${port}`);
  if (!config.smtpUrl) console.log(`Mail (e.g. sign-up codes) is written to ${config.outboxDir}`);

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal}: shutting down`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
