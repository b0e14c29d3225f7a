// npm run seed -- [--scale N] [--users N] [--votes N] [--force]
// Demo data into DATABASE_URL or the embedded PGlite. Scale 1: 2,000 people and 50,000 votes.
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../api/config.ts';
import { openDatabase } from '../api/db/database.ts';
import { isDatabaseEmpty, seedDemoData, wipeDemoData } from '../api/db/demo-seed.ts';
import { applyMigrations } from '../api/db/migrations.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    users: { type: 'string' },
    votes: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
const users = Number(values.users ?? 2000 * scale);
const votes = Number(values.votes ?? 50_000 * scale);
if (![scale, users, votes].every((value) => Number.isFinite(value) && value > 0)) {
  console.error('--scale, --users and --votes take positive numbers');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.pgliteDir },
);
try {
  await applyMigrations(database);
  if (!(await isDatabaseEmpty(database.prisma))) {
    if (!values.force) {
      console.error('The database already has data. Use --force to replace it with demo data.');
      process.exit(1);
    }
    await wipeDemoData(database.prisma);
  }
  // A live bar on a terminal; plain lines per finished phase otherwise (CI logs, pipes).
  const interactive = process.stderr.isTTY === true;
  const bars = new cliProgress.MultiBar(
    { format: ' {phase} [{bar}] {value}/{total}', hideCursor: true, clearOnComplete: false, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  const barByPhase = new Map<string, cliProgress.SingleBar>();
  const started = Date.now();
  const summary = await seedDemoData(database.prisma, {
    users,
    votes,
    onProgress(phase, done, total) {
      if (!interactive) {
        if (done === total) console.error(`  ${phase}: ${total} done after ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return;
      }
      let bar = barByPhase.get(phase);
      if (!bar) {
        bar = bars.create(total, 0, { phase: phase.padEnd(8) });
        barByPhase.set(phase, bar);
      }
      bar.update(done);
    },
  });
  if (interactive) bars.stop();
  console.log(
    `Seeded ${summary.topics} topics, ${summary.opinions} opinions, ${summary.users} users, ${summary.votes} votes, ` +
      `${summary.follows} follows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
