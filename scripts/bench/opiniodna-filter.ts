// npx tsx scripts/bench/opiniodna-filter.ts [-- --users N --requests N --postgres-url URL]
// /api/opiniodna/filter over HTTP with 48 active element ranges and four demographic filters,
// over N users (200,000 by default) who all have a complete Opinion DNA report and demographics,
// on PostgreSQL: p50/p99 of the HTTP call, of its one SQL statement run directly, and of a plain
// count(*) over the same table in the same run; then the statement's query plan. The population
// is generated in SQL (generate_series, setseed) because the full demo seed at this size would
// spend most of its time on votes this benchmark never reads. Prints figures; never passes or
// fails on time.
//
// Before (2026-11-23, 200,000 users, 20 calls): HTTP p50 3.7 s / p99 4.6 s, count(*) p50 0.2 s;
// one scan of UserReport with 96 array subscripts per row for the ranges, a subquery that kept
// the 104 aggregates in the single leader process.
// Now the Opinion DNA scores are also kept as 48 smallint columns (OpinionDnaScore, written by a
// trigger on UserReport) and the statement groups by the demographic filter instead of using a
// subquery, so the two parallel workers aggregate too. Seen on the same machine (2026-11-23,
// 200,000 users, 20 calls, load average ~3-6 from other jobs):
//   HTTP /api/opiniodna/filter p50 341 ms / p99 430 ms; the statement alone p50 338 ms / p99
//   425 ms; the same new statement over the UserReport arrays p50 607 ms; count(*) of
//   OpinionDnaScore p50 50 ms, of UserReport p50 40 ms; /api/opiniodna/get (population
//   averages, also read off the columns) p50 92 ms. Under heavier load (load average 8-10):
//   filter p50 826 ms, arrays 1739 ms, count(*) 55-89 ms. The old statement, run by hand side by
//   side with the new one on the same data: ~780 ms against ~330-430 ms.
// With the nationality group (2026-11-23, 20,000 users, 100 calls): the statement also groups by
// nationality (16 groups instead of 2, sums instead of averages): HTTP p50 91 ms / p99 151 ms
// against 97 ms / 173 ms just before it on the same machine; EXPLAIN ANALYZE 77 ms against 82 ms.
// At 200,000 users with the nationality group, quiet machine (2026-11-23, 100 calls): HTTP p50
// 340 ms / p99 485 ms; the statement alone p50 375 ms; count(*) of OpinionDnaScore p50 44 ms.
// With the noise's inputs as one people_set aggregate per figure (2026-11-27, in turns with the
// statement before the noise): 50,000 users p50 190.2 ms after, 186.7 ms before, 188.5 ms after
// again; 200,000 users 329.5 / 323.2 / 338.1 ms (docs/benchmarks.md#report-overview-filter).
// Plan: Parallel Seq Scan on OpinionDnaScore (the 96 range comparisons) -> Parallel Hash Left
// Join with Demographics -> Partial HashAggregate per worker (2 groups per nationality) -> Gather Merge ->
// Finalize GroupAggregate. What remains is per row and per aggregate (48 averages, 56 answer
// counts over the ~135,000 users in the ranges); 48 independent ranges cannot use an index.
import { parseArgs } from 'node:util';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { hashPassword } from '../../api/auth/passwords.ts';
import { loadConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrations.ts';
import { parsePopulationFilter } from '../../api/domain/population-filters.ts';
import { arrayScoreSource, summarySql } from '../../api/modules/report/population.ts';
import { buildApp } from '../../api/app.ts';

const { values: options } = parseArgs({
  options: {
    users: { type: 'string', default: '200000' },
    requests: { type: 'string', default: '100' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const users = Number(options.users);
const requests = Number(options.requests);
const ELEMENTS = 48;
const ADMIN = { email: 'bench-admin@example.test', password: 'bench admin passphrase' };

/** The overview as an admin would set it: every slider moved in, several boxes checked. */
const payload = {
  filters: { gender: 'male,female', education: 'college,university', birthYear: 'x,y,z', politicalSpectrum: '1,25,50' },
  values: Array.from({ length: ELEMENTS }, (_, element) => ({ element, min: 5, max: 95 })),
};

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p99: number; mean: number }> {
  for (let warm = 0; warm < 3; warm += 1) await run();
  const latencies: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    const started = performance.now();
    await run();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), mean: latencies.reduce((a, b) => a + b, 0) / latencies.length };
}

/**
 * Several statements timed in turns (A B C, A B C, ...), so a busy moment of the machine falls on
 * all of them alike; the first of them twice, as "A again", so the spread between two runs of the
 * same statement shows how much of a difference is noise.
 */
async function timedInTurns(runs: Array<[string, () => Promise<unknown>]>): Promise<Array<[string, { p50: number; p99: number; mean: number }]>> {
  const all: Array<[string, () => Promise<unknown>]> = [...runs, [`${runs[0]![0]} (again)`, runs[0]![1]]];
  for (let warm = 0; warm < 3; warm += 1) for (const [, run] of all) await run();
  const latencies = all.map((): number[] => []);
  for (let index = 0; index < requests; index += 1) {
    for (const [position, [, run]] of all.entries()) {
      const started = performance.now();
      await run();
      latencies[position]!.push(performance.now() - started);
    }
  }
  return all.map(([label], position) => {
    const sorted = latencies[position]!.sort((a, b) => a - b);
    return [label, { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length }];
  });
}

const show = (label: string, figures: { p50: number; p99: number; mean: number }) =>
  console.log(`${label.padEnd(50)} p50 ${figures.p50.toFixed(1).padStart(7)} ms   p99 ${figures.p99.toFixed(1).padStart(7)} ms   mean ${figures.mean.toFixed(1)} ms`);

const name = `opinio_bench_filter_${process.pid}`;
const admin = new pg.Client({ connectionString: options['postgres-url'] });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name}`);
await admin.query(`CREATE DATABASE ${name}`);
const databaseUrl = new URL(options['postgres-url']!);
databaseUrl.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: databaseUrl.toString() });
const direct = new pg.Client({ connectionString: databaseUrl.toString() });
await direct.connect();

try {
  await applyMigrations(database);
  const generationStarted = Date.now();
  await direct.query('SELECT setseed(0.42)');
  await direct.query(
    `INSERT INTO "User" (id, username, "usernameKey", "updatedAt")
     SELECT g, 'bench_' || g, 'bench_' || g, now() FROM generate_series(1, $1::int) g`,
    [users],
  );
  await direct.query(
    `INSERT INTO "Demographics" ("userId", "gender", "birthYear", "nationality", "education", "maritalStatus",
       "householdIncome", "sexualOrientation", "religion", "politicalSpectrum", "numChildren", "updatedAt")
     SELECT g,
       (ARRAY['male','female','non-binary'])[1 + floor(random() * 3)::int],
       1935 + floor(random() * 73)::int,
       (ARRAY['us','gb','ca','de','in','au','fr','br'])[1 + floor(random() * 8)::int],
       (ARRAY[10,20,30,40,50,60,70])[1 + floor(random() * 7)::int],
       (ARRAY['single','relationship','married','divorced','widowed'])[1 + floor(random() * 5)::int],
       (ARRAY[10,20,35,50,75,100,200])[1 + floor(random() * 7)::int],
       (ARRAY['heterosexual','bisexual','homosexual','asexual','pansexual'])[1 + floor(random() * 5)::int],
       (ARRAY['none','christian','catholic','atheist','agnostic','sunni','hindu','jewish'])[1 + floor(random() * 8)::int],
       (ARRAY[1,25,50,75,100])[1 + floor(random() * 5)::int],
       (ARRAY[-1,-1,1,2,3,4,6])[1 + floor(random() * 7)::int],
       now()
     FROM generate_series(1, $1::int) g`,
    [users],
  );
  // Each score is the mean of two uniform draws (a triangle around 50); "WHERE g > 0" makes the
  // inner query run once per user instead of once in all.
  await direct.query(
    `INSERT INTO "UserReport" ("userId", "reportName", "scores", "updatedAt")
     SELECT g, 'opiniondna', ARRAY(SELECT round((random() + random()) * 50)::int FROM generate_series(1, ${ELEMENTS}) WHERE g > 0), now()
     FROM generate_series(1, $1::int) g`,
    [users],
  );
  await direct.query(`SELECT setval(pg_get_serial_sequence('"User"', 'id'), $1::int)`, [users]);
  await direct.query('VACUUM ANALYZE');
  const generationSeconds = (Date.now() - generationStarted) / 1000;

  await database.prisma.user.create({
    data: {
      username: 'bench_admin',
      usernameKey: 'bench_admin',
      email: ADMIN.email,
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(ADMIN.password),
      adminHub: true,
      role: 'ADMIN',
    },
  });
  const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: tmpdir() });
  const app = await buildApp({ config, database });
  const { url } = await app.start();
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ body: ADMIN }),
  });
  // The session cookie (a login also sets the known-device cookie, which is not a session).
  const cookie = (login.headers.getSetCookie().find((header) => header.startsWith('opinio_session=')) ?? '').split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`Admin login failed: ${login.status}`);

  const callFilter = async () => {
    const response = await fetch(`${url}/api/opiniodna/filter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ body: payload }),
    });
    if (response.status !== 200) throw new Error(`filter answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<{ body: { Users: number | null; SpectrumUsers: number | null } }>;
  };
  const probe = await callFilter();

  const filter = parsePopulationFilter(
    {
      demographics: Object.entries(payload.filters).map(([field, groups]) => ({ field, groups: groups.split(',') })),
      ranges: payload.values,
    },
    ELEMENTS,
  );
  const statement = summarySql('opiniondna', filter);
  // The statement as it was before the admin figures had noise: a plain count per figure where it
  // now keeps the people counted (people_set). With this replacement the text is exactly the one
  // the service sent then (checked against commit 0dea4fc's summarySql for this payload).
  const beforeNoise = {
    text: statement.text.replaceAll('people_set(hashint4(r."userId"))', 'count(*)'),
    values: statement.values,
  };
  const arrayStatement = summarySql('opiniondna', filter, arrayScoreSource('opiniondna'));

  console.log(`/api/opiniodna/filter benchmark on PostgreSQL: ${users.toLocaleString('en')} users with a complete Opinion DNA report`);
  console.log(`(generated in ${generationSeconds.toFixed(1)} s); ${ELEMENTS} ranges [5, 95] and 4 demographic filters; ${requests} sequential calls each.`);
  console.log(`The filter matched ${probe.body.SpectrumUsers} users in the element ranges, ${probe.body.Users} after the demographic filters.\n`);
  show('HTTP /api/opiniodna/get (population averages)', await timed(async () => {
    const response = await fetch(`${url}/api/opiniodna/get?type=opiniondna`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`get answered ${response.status}`);
    return response.json();
  }));
  for (const [label, figures] of await timedInTurns([
    ['its SQL statement, run directly (after)', () => direct.query(statement.text, statement.values)],
    ['the statement before the noise (before)', () => direct.query(beforeNoise.text, beforeNoise.values)],
    ['HTTP /api/opiniodna/filter (after)', callFilter],
  ])) {
    show(label, figures);
  }
  show('same statement on UserReport arrays', await timed(() => direct.query(arrayStatement.text, arrayStatement.values)));
  show(`count(*) of opiniondna reports`, await timed(() => direct.query(`SELECT count(*) FROM "UserReport" WHERE "reportName" = 'opiniondna'`)));
  show('count(*) of UserReport', await timed(() => direct.query('SELECT count(*) FROM "UserReport"')));
  show('count(*) of OpinionDnaScore (the table it scans)', await timed(() => direct.query('SELECT count(*) FROM "OpinionDnaScore"')));
  await app.stop();

  const plan = await direct.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`, statement.values);
  console.log('\nQuery plan of the filter statement (EXPLAIN ANALYZE, BUFFERS):');
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
} finally {
  await direct.end();
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.end();
}
