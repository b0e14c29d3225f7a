// npm run bench:report -- --database-url <postgres url> | --pglite-dir <DATA_DIR/pglite> [--slug S] [--requests N]
// The detailed opinion report (POST /api/opinion/allvotes) over real HTTP against a seeded
// database, for the opinion with the most votes (or --slug): seed it first with
// `DATABASE_URL=<url> npm run seed -- --scale 200 --hot-opinion-votes 1000000` (10,000,000 votes,
// one opinion of 1,000,000) or, for PGlite, `DATA_DIR=<dir> npm run seed -- --scale 20
// --hot-opinion-votes 100000`. The app runs in this process (production mode, noise on), a viewer
// with CanSeeDetailedOpinionReport logged in.
//
// Prints, never passes or fails on time:
// - the first request, which takes the snapshot of the opinion's votes (packed in SQL, stored,
//   decoded), and the snapshot's size;
// - per filter case (none; one demographic; three demographics and a date range; a user tag with
//   10% of the voters), p50/p95 of the report over HTTP next to "the straightforward GROUP BY over
//   the raw votes with the same filters" run directly (pg, or the same PGlite), in turns (report,
//   raw, report, raw, ...) so the machine's load falls on both alike, and their ratio;
// - the SQL statements of one request per case (the app's own statement counter; a viewer's
//   session lookup included), and a check that the snapshot's exact counts equal the raw query's.
// The server keeps a published answer per snapshot and filter, so asking the same question again
// costs no counting. To time the counting, every timed request asks a new question: its date
// range starts one day later each time (a start before the first vote for the cases without a
// date range, which changes no count); the raw query of a case with a date range gets the same
// range. "no filter, asked again" shows the kept answer.
//
// The raw query (one statement, printed below): each vote's answer group per demographic (the
// CASE of FILTER_FIELDS' conditions, nationality as stored), then GROUPING SETS of (answer,
// rating) per demographic and (rating) for everyone: the same matrix of five rating counts.
// It computes less than the report, which also counts each sidebar answer's voters under the
// other filters and adds noise.
//
// Figures: docs/benchmarks.md#detailed-opinion-report.
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createOpaqueToken, hashToken } from '../../api/auth/tokens.ts';
import { buildApp } from '../../api/app.ts';
import { loadConfig } from '../../api/config.ts';
import { openDatabase, type StatementCounter } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrations.ts';
import { decodeVoteColumns, dayDate, dayNumber, PACKED_FIELDS, parseOpinionReportFilter, tallyVotes } from '../../api/domain/opinion-vote-report.ts';
import { FILTER_FIELDS, type FilterField, type FilterGroup } from '../../api/domain/population-filters.ts';

const { values: options } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
    'pglite-dir': { type: 'string' },
    slug: { type: 'string' },
    requests: { type: 'string', default: '20' },
  },
});
if (!options['database-url'] === !options['pglite-dir']) {
  console.error('Usage: npm run bench:report -- --database-url postgres://... | --pglite-dir <DATA_DIR/pglite> [--slug S] [--requests N]');
  process.exit(2);
}
const requests = Number(options.requests);
const WARM_UPS = 2;

const counter: StatementCounter = { count: 0 };
const database = options['database-url']
  ? await openDatabase({ kind: 'postgres', url: options['database-url'], statementCounter: counter })
  : await openDatabase({ kind: 'pglite', dataDir: options['pglite-dir'], statementCounter: counter });
const { prisma } = database;
// The raw query runs beside the app as any client would: its own pg connection, or the one PGlite.
const direct = options['database-url'] ? new pg.Client({ connectionString: options['database-url'] }) : null;
await direct?.connect();
const rawQuery = async (text: string, values: unknown[]) =>
  direct ? (await direct.query(text, values)).rows : await prisma.$queryRawUnsafe<Array<Record<string, unknown>>>(text, ...values);

await applyMigrations(database);
const [opinion] = options.slug
  ? await prisma.$queryRaw<Array<{ id: number; slug: string }>>`SELECT id, slug FROM "Opinion" WHERE slug = ${options.slug}`
  : await prisma.$queryRaw<Array<{ id: number; slug: string }>>`
      SELECT o.id, o.slug FROM "Opinion" o JOIN (SELECT "opinionId", COUNT(*) AS votes FROM "Vote" GROUP BY 1 ORDER BY 2 DESC LIMIT 1) v ON v."opinionId" = o.id`;
if (!opinion) throw new Error('No such opinion, or no votes: seed the database first');
const [{ votes: opinionVotes, voteCount: totalVotes, first, last }] = await prisma.$queryRaw<Array<{ votes: number; voteCount: bigint; first: Date; last: Date }>>`
  SELECT COUNT(*)::int AS votes, (SELECT COUNT(*) FROM "Vote") AS "voteCount", MIN("updatedAt") AS first, MAX("updatedAt") AS last
  FROM "Vote" WHERE "opinionId" = ${opinion.id}`;

// Two tags of about 10% of the opinion's voters each (the second only for the statement count),
// and the viewer; all removed at the end.
const tags: number[] = [];
for (const share of [0, 1]) {
  const tag = await prisma.userTag.create({ data: { name: `Bench report panel ${share}`, nameKey: `bench report panel ${share} ${process.pid}` } });
  await prisma.$executeRaw`
    INSERT INTO "UserTagAssignment" ("userTagId", "userId")
    SELECT ${tag.id}, "userId" FROM "Vote" WHERE "opinionId" = ${opinion.id} AND abs(hashint4("userId")) % 10 = ${share}`;
  tags.push(tag.id);
}
const viewer = await prisma.user.create({
  data: { username: `bench_report_${process.pid}`, usernameKey: `bench_report_${process.pid}`, canSeeDetailedOpinionReport: true },
});
const token = createOpaqueToken();
await prisma.session.create({ data: { tokenHash: hashToken(token), userId: viewer.id, expiresAt: new Date(Date.now() + 24 * 3_600_000) } });
const tagged = await prisma.userTagAssignment.count({ where: { userTagId: tags[0] } });

const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: tmpdir(), TRENDING_REFRESH_SECONDS: '0' });
const app = await buildApp({ config, database });
const { url } = await app.start();
const cookie = `${config.sessionCookie}=${encodeURIComponent(token)}`;

type Case = { name: string; demographics: Record<string, string>; dateRange: boolean; tags: number[] };
const firstDay = dayNumber(first);
const lastDay = dayNumber(last);
const span = lastDay - firstDay;
const cases: Case[] = [
  { name: 'no filter', demographics: {}, dateRange: false, tags: [] },
  { name: 'one demographic (gender female)', demographics: { gender: 'female' }, dateRange: false, tags: [] },
  {
    name: 'three demographics + date range',
    demographics: { gender: 'male,female', birthYear: 'x,y', education: 'college,university' },
    dateRange: true,
    tags: [],
  },
  { name: `a user tag (${tagged} voters)`, demographics: {}, dateRange: false, tags: [tags[0]!] },
];

/** Questions per case: the timed ones, the warm-ups, one to count statements and one with two tags. */
const QUESTIONS = requests + WARM_UPS + 2;
if (span < 4 * QUESTIONS) throw new Error(`The opinion's votes span ${span + 1} days: too few for ${requests} requests`);

/**
 * Question `index` of a case (null: as a client sends it, no date range): a date range that
 * starts one day later for each index; without a date range in the case, it starts `index` days
 * after 2000-01-01, long before any vote.
 */
function rangeOf(entry: Case, index: number): { from: number; to: number | null } {
  return entry.dateRange ? { from: firstDay + Math.floor(span / 4) + index, to: lastDay - Math.floor(span / 4) } : { from: index, to: null };
}

function payloadOf(entry: Case, index: number | null) {
  if (index === null) return { slug: opinion.slug, filters: entry.demographics, usertags: entry.tags };
  const { from, to } = rangeOf(entry, index);
  const dateRange = `${dayDate(from)},${to === null ? '' : dayDate(to)}`;
  return { slug: opinion.slug, filters: { ...entry.demographics, dateRange }, usertags: entry.tags };
}

type Report = { body: { Users: number | null; Everyone: number[] | null } };
async function report(entry: Case, index: number | null): Promise<Report> {
  const response = await fetch(`${url}/api/opinion/allvotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ body: payloadOf(entry, index) }),
  });
  if (response.status !== 200) throw new Error(`allvotes answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json() as Promise<Report>;
}

// ── The raw query ──

const literal = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);
function condition(field: FilterField, group: FilterGroup): string {
  const column = `v."${field.field}"`;
  if ('values' in group) return group.values.length === 1 ? `${column} = ${literal(group.values[0]!)}` : `${column} IN (${group.values.map(literal).join(', ')})`;
  return group.min === group.max ? `${column} = ${group.min}` : `${column} BETWEEN ${group.min} AND ${group.max}`;
}
function answerGroup(field: FilterField): string {
  if (field.listsPresentOnly) return `coalesce(v."${field.field}", 'unanswered')`;
  return `CASE ${field.groups.map((group) => `WHEN ${condition(field, group)} THEN ${literal(group.key)}`).join(' ')} ELSE 'unanswered' END`;
}

function rawStatement(entry: Case, index: number): { text: string; values: unknown[] } {
  const values: unknown[] = [opinion.id];
  const where = [`v."opinionId" = $1`];
  for (const [name, keys] of Object.entries(entry.demographics)) {
    const field = FILTER_FIELDS.find((candidate) => candidate.field === name)!;
    const groups = keys.split(',').map((key) => field.groups.find((group) => group.key === key)!);
    where.push(`(${groups.map((group) => condition(field, group)).join(' OR ')})`);
  }
  if (entry.dateRange) {
    const { from, to } = rangeOf(entry, index);
    values.push(`${dayDate(from)}`, `${dayDate(to! + 1)}`);
    where.push(`v."updatedAt" >= $${values.length - 1}::timestamp AND v."updatedAt" < $${values.length}::timestamp`);
  }
  if (entry.tags.length > 0) {
    values.push(entry.tags);
    where.push(`v."userId" IN (SELECT "userId" FROM "UserTagAssignment" WHERE "userTagId" = ANY($${values.length}::int[]))`);
  }
  const fields = PACKED_FIELDS.map((packed) => packed.field);
  const text = `SELECT ${fields.map((field) => `"${field.field}"`).join(', ')}, "rating", COUNT(*)::int AS "votes"
FROM (
  SELECT v."rating",
    ${fields.map((field) => `${answerGroup(field)} AS "${field.field}"`).join(',\n    ')}
  FROM "Vote" v
  WHERE ${where.join('\n    AND ')}
) v
GROUP BY GROUPING SETS (${fields.map((field) => `("${field.field}", "rating")`).join(', ')}, ("rating"))`;
  return { text, values };
}

/** The raw query's answer as counts by "field|answer group" ("|everyone" for everyone). */
function rawMatrix(rows: Array<Record<string, unknown>>): Map<string, number[]> {
  const matrix = new Map<string, number[]>();
  for (const row of rows) {
    const field = PACKED_FIELDS.find((packed) => row[packed.field.field] !== null && row[packed.field.field] !== undefined)?.field.field;
    const key = field ? `${field}|${row[field]}` : '|everyone';
    const counts = matrix.get(key) ?? [0, 0, 0, 0, 0];
    counts[Number(row.rating) - 1] = Number(row.votes);
    matrix.set(key, counts);
  }
  return matrix;
}

/** The snapshot's exact counts under the same filter, in the raw query's keys. */
async function snapshotMatrix(entry: Case, index: number): Promise<Map<string, number[]>> {
  const row = await prisma.opinionVoteSnapshot.findUniqueOrThrow({ where: { opinionId: opinion.id } });
  const payload = payloadOf(entry, index);
  const filter = parseOpinionReportFilter({
    demographics: Object.entries(entry.demographics).map(([field, groups]) => ({ field, groups: groups.split(',') })),
    userTagIds: entry.tags,
    dateRange: 'dateRange' in payload.filters ? String(payload.filters.dateRange) : null,
  });
  const members = entry.tags.length > 0 ? new Set((await prisma.userTagAssignment.findMany({ where: { userTagId: { in: entry.tags } } })).map((m) => m.userId)) : null;
  const tallies = tallyVotes(decodeVoteColumns(row.columns), filter, members);
  const matrix = new Map<string, number[]>();
  if (tallies.voters > 0) matrix.set('|everyone', Array.from(tallies.everyone.counts));
  PACKED_FIELDS.forEach((packed, fieldIndex) => {
    const keys = ['unanswered', ...packed.field.groups.map((group) => group.key)];
    keys.forEach((key, code) => {
      const slot = tallies.slotOffsets[fieldIndex]! + code;
      const counts = Array.from(tallies.cells.counts.subarray(slot * 5, slot * 5 + 5));
      if (counts.some((count) => count > 0)) matrix.set(`${packed.field.field}|${key}`, counts);
    });
  });
  return matrix;
}

const sameMatrix = (left: Map<string, number[]>, right: Map<string, number[]>) =>
  left.size === right.size && [...left].every(([key, counts]) => right.get(key)?.every((count, rating) => count === counts[rating]) === true);

// ── Measuring ──

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')} ms`;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const before = counter.count;
  await run();
  return counter.count - before;
}

try {
  console.log(`Detailed opinion report on ${database.kind === 'pglite' ? `PGlite (${options['pglite-dir']})` : 'PostgreSQL'}: ${totalVotes.toLocaleString('en')} votes in all;`);
  console.log(`"${opinion.slug}" has ${opinionVotes.toLocaleString('en')} votes over ${span + 1} days (${dayDate(firstDay)} to ${dayDate(lastDay)}).`);
  console.log(`${requests} timed requests per case, after ${WARM_UPS} warm-ups, report and raw query taking turns.\n`);

  // The cold request: no snapshot stored, none decoded in this new process. Past the operation
  // limit (10 s) the request is answered with an error while the snapshot is still being taken;
  // it is stored when done, and the next request uses it.
  await prisma.opinionVoteSnapshot.deleteMany({ where: { opinionId: opinion.id } });
  const coldStarted = performance.now();
  const coldBefore = counter.count;
  const cold = await fetch(`${url}/api/opinion/allvotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ body: payloadOf(cases[0]!, null) }),
  });
  const coldAnswer = cold.status === 200 ? 'answered' : `answered ${cold.status} (${(await cold.text()).slice(0, 120)})`;
  const coldMs = performance.now() - coldStarted;
  // Up to the answer: past the limit, the snapshot's own statements may still be running.
  const coldStatements = counter.count - coldBefore;
  while ((await prisma.opinionVoteSnapshot.count({ where: { opinionId: opinion.id } })) === 0) {
    if (performance.now() - coldStarted > 300_000) throw new Error('No snapshot after 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const storedMs = performance.now() - coldStarted;
  const [snapshot] = await prisma.$queryRaw<Array<{ bytes: number; stored: number; voters: number }>>`
    SELECT octet_length("columns") AS bytes, pg_column_size("columns") AS stored, "voters" FROM "OpinionVoteSnapshot" WHERE "opinionId" = ${opinion.id}`;
  console.log(`First request (takes the snapshot: packs ${snapshot!.voters.toLocaleString('en')} votes in SQL, stores, decodes): ${coldAnswer} after ${ms(coldMs)}, ${coldStatements} statements`);
  if (cold.status !== 200) console.log(`  the snapshot was stored ${ms(storedMs)} after the request began`);
  console.log(`Snapshot: ${snapshot!.bytes.toLocaleString('en')} bytes (${(snapshot!.bytes / snapshot!.voters).toFixed(1)} per vote; ${snapshot!.stored.toLocaleString('en')} bytes stored); decoded, 12 bytes per vote in memory\n`);

  // Statements of one request per case (a new question each), then the same question again.
  const statements = new Map<string, number>();
  for (const entry of cases) statements.set(entry.name, await statementsOf(() => report(entry, QUESTIONS - 2)));
  const twoTags = await statementsOf(() => report({ ...cases[3]!, tags }, QUESTIONS - 1));
  const againStatements = await statementsOf(() => report(cases[0]!, null));
  console.log('SQL statements per request (session lookup included):');
  for (const [name, count] of statements) console.log(`  ${name.padEnd(40)} ${count}`);
  console.log(`  ${'two user tags'.padEnd(40)} ${twoTags}`);
  console.log(`  ${'no filter, asked again (answer kept)'.padEnd(40)} ${againStatements}\n`);

  console.log('The raw query, "three demographics + date range" case:');
  console.log(rawStatement(cases[2]!, 0).text.replace(/^/gm, '  '));
  console.log();

  const rows: string[][] = [];
  for (const entry of cases) {
    const check = sameMatrix(rawMatrix(await rawQuery(rawStatement(entry, 0).text, rawStatement(entry, 0).values)), await snapshotMatrix(entry, 0));
    for (let warm = 0; warm < WARM_UPS; warm += 1) {
      await report(entry, requests + warm);
      const statement = rawStatement(entry, requests + warm);
      await rawQuery(statement.text, statement.values);
    }
    const reportMs: number[] = [];
    const rawMs: number[] = [];
    let users: number | null = null;
    for (let index = 0; index < requests; index += 1) {
      reportMs.push(
        await timed(async () => {
          users = (await report(entry, index)).body.Users;
        }),
      );
      const statement = rawStatement(entry, index);
      rawMs.push(await timed(() => rawQuery(statement.text, statement.values)));
    }
    reportMs.sort((a, b) => a - b);
    rawMs.sort((a, b) => a - b);
    const [reportP50, reportP95, rawP50, rawP95] = [percentile(reportMs, 0.5), percentile(reportMs, 0.95), percentile(rawMs, 0.5), percentile(rawMs, 0.95)];
    rows.push([
      entry.name,
      String(users ?? 'under K'),
      `${ms(reportP50)} / ${ms(reportP95)}`,
      `${ms(rawP50)} / ${ms(rawP95)}`,
      `${((reportP50 / rawP50) * 100).toFixed(1)}% (${((reportP95 / rawP95) * 100).toFixed(1)}%)`,
      String(statements.get(entry.name)),
      check ? 'equal' : 'DIFFERENT',
    ]);
  }
  const againMs: number[] = [];
  for (let index = 0; index < requests; index += 1) againMs.push(await timed(() => report(cases[0]!, null)));
  againMs.sort((a, b) => a - b);

  const header = ['case', 'voters', 'report p50 / p95', 'raw GROUP BY p50 / p95', 'report/raw p50 (p95)', 'stmts', 'exact counts vs raw'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  console.log(`${'no filter, asked again (answer kept)'.padEnd(widths[0]! + widths[1]! + 2)}  ${ms(percentile(againMs, 0.5))} / ${ms(percentile(againMs, 0.95))}`);
  console.log('\n(voters: as published, with noise; exact counts vs raw: the snapshot counted under the filter without noise, against the raw query)');

  if (direct) {
    const statement = rawStatement(cases[0]!, 0);
    const plan = await direct.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`, statement.values);
    console.log('\nQuery plan of the raw query, no filter (EXPLAIN ANALYZE, BUFFERS):');
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  }
} finally {
  await app.stop();
  await prisma.userTag.deleteMany({ where: { id: { in: tags } } });
  await prisma.user.delete({ where: { id: viewer.id } });
  await direct?.end();
  await database.close();
}
