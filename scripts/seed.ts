// npm run seed -- [--scale N] [--users N] [--votes N] [--opinions N] [--hot-opinion-votes N] [--force]
// Loads demo data into DATABASE_URL, or into the embedded PGlite (DATA_DIR/pglite) when it is
// unset, after applying pending migrations. Scale 1 is 2,000 members and 50,000 votes; --scale
// multiplies both, --users and --votes set them exactly. Above scale 1 there are 5,000 opinions
// per scale (scale 20: 100,000 opinions, 1,000,000 votes); --opinions sets that exactly. A database that already holds data is
// left alone unless --force, which empties the demo tables first.
//
// --hot-opinion-votes N gives the most popular written opinion exactly N of the votes, cast over
// the year since it was posted (the detailed opinion report at scale). No opinion gets votes
// from more than 80% of the members, so members are raised to N / 0.8 when there are fewer.
// The report's data set: `--scale 200 --hot-opinion-votes 1000000` (10,000,000 votes, one
// opinion of 1,000,000; 1,250,000 members, 1,000,000 opinions). Each phase shows a progress bar
// on a terminal (a line per phase otherwise) and the end prints how long each took; measured
// times and sizes: docs/benchmarks.md#demo-data-at-scale.
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../api/config.ts';
import { openDatabase } from '../api/db/database.ts';
import { DEMO_ENCYCLOPEDIA, isDatabaseEmpty, membersForHotOpinion, seedDemoData, type SeedPhase, wipeDemoData } from '../api/db/demo-seed.ts';
import { applyMigrations } from '../api/db/migrations.ts';

const USERS_PER_SCALE = 2000;
const VOTES_PER_SCALE = 50_000;
/** Generated opinions join the written ones only above scale 1. */
const OPINIONS_PER_SCALE = 5000;

function usage(problem: string): never {
  console.error(`${problem}\nUsage: npm run seed -- [--scale N] [--users N] [--votes N] [--opinions N] [--hot-opinion-votes N] [--force]`);
  process.exit(2);
}

function parseCount(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) usage(`--${name} takes a whole number >= 0, not "${text}"`);
  return value;
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      users: { type: 'string' },
      votes: { type: 'string' },
      opinions: { type: 'string' },
      'hot-opinion-votes': { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  usage((error as Error).message);
}
const scale = Number(parsed.scale);
if (!Number.isFinite(scale) || scale <= 0) usage(`--scale takes a positive number, not "${parsed.scale}"`);
const votes = parseCount(parsed.votes, 'votes') ?? Math.round(VOTES_PER_SCALE * scale);
const hotOpinionVotes = parseCount(parsed['hot-opinion-votes'], 'hot-opinion-votes') ?? 0;
if (hotOpinionVotes > votes) usage(`--hot-opinion-votes (${hotOpinionVotes}) cannot exceed the votes (${votes})`);
const users = Math.max(parseCount(parsed.users, 'users') ?? Math.round(USERS_PER_SCALE * scale), hotOpinionVotes > 0 ? membersForHotOpinion(hotOpinionVotes) : 0);
const opinions = parseCount(parsed.opinions, 'opinions') ?? (scale > 1 ? Math.round(OPINIONS_PER_SCALE * scale) : 0);

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.pgliteDir },
);
const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.pgliteDir}`;
try {
  const started = Date.now();
  const hot = hotOpinionVotes > 0 ? `, one opinion with ${hotOpinionVotes}` : '';
  console.error(`Seeding ${target}: ${users} members, ${votes} votes${hot}${opinions ? `, ${opinions} opinions` : ''}`);
  const applied = await applyMigrations(database);
  if (applied.length) console.error(`Applied migrations: ${applied.join(', ')}`);
  const migrationsMs = Date.now() - started;

  let wipeMs = 0;
  if (!(await isDatabaseEmpty(database.prisma))) {
    if (!parsed.force) {
      console.error('The database already holds data; nothing was changed. Run with --force to replace it with demo data.');
      process.exitCode = 1;
    } else {
      const wipeStarted = Date.now();
      await wipeDemoData(database.prisma);
      wipeMs = Date.now() - wipeStarted;
      console.error('Emptied the demo tables (--force).');
    }
  }

  if (process.exitCode !== 1) {
    // A live bar per phase on a terminal; one line per finished phase otherwise (CI logs, pipes).
    const interactive = process.stderr.isTTY === true;
    const bars = new cliProgress.MultiBar(
      {
        format: ' {phase} [{bar}] {percentage}% {value}/{total} {duration_formatted}',
        stream: process.stderr,
        hideCursor: true,
        clearOnComplete: false,
        autopadding: true,
      },
      cliProgress.Presets.shades_classic,
    );
    const barByPhase = new Map<SeedPhase, cliProgress.SingleBar>();
    const reported = new Set<SeedPhase>();
    const seedStarted = Date.now();
    const summary = await seedDemoData(database.prisma, {
      users,
      votes,
      opinions,
      hotOpinionVotes,
      encyclopedia: DEMO_ENCYCLOPEDIA,
      onProgress(phase, done, total) {
        if (!interactive) {
          if (done >= total && !reported.has(phase)) {
            reported.add(phase);
            console.error(`  ${phase.padEnd(8)} ${String(total).padStart(8)} done at ${seconds(Date.now() - seedStarted)}`);
          }
          return;
        }
        let bar = barByPhase.get(phase);
        if (!bar) {
          bar = bars.create(Math.max(total, 1), 0, { phase: phase.padEnd(8) });
          barByPhase.set(phase, bar);
        }
        bar.setTotal(Math.max(total, 1));
        bar.update(total === 0 ? 1 : done);
        // Stopping freezes the bar's clock, so each bar shows its own phase's duration.
        if (done >= total) bar.stop();
      },
    });
    if (interactive) bars.stop();
    // Fresh planner statistics: without them PostgreSQL plans the feed's keyset scans for an
    // empty table (a sequential scan and a sort instead of walking the trending index).
    await database.prisma.$executeRawUnsafe('ANALYZE');

    const rows: Array<[string, string]> = [
      ['topics', String(summary.topics)],
      ['opinions', String(summary.opinions)],
      ['users', `${summary.users} (${summary.demographics} with demographics)`],
      ['follows', String(summary.follows)],
      ['votes', `${summary.votes} (+ ${summary.voteHistory} history rows)`],
      ['rollup rows', String(summary.rollupRows)],
      ['comments', String(summary.comments)],
      ['reports', String(summary.reports)],
    ];
    const timings: Array<[string, number]> = [
      ['migrations', migrationsMs],
      ...(parsed.force ? [['wipe', wipeMs] as [string, number]] : []),
      ...Object.entries(summary.phaseMs),
      ['total', Date.now() - started],
    ];
    console.log(`Seeded ${target}`);
    for (const [label, value] of rows) console.log(`  ${label.padEnd(12)} ${value}`);
    console.log('Timings');
    for (const [label, milliseconds] of timings) console.log(`  ${label.padEnd(12)} ${seconds(milliseconds).padStart(8)}`);
  }
} finally {
  await database.close();
}
