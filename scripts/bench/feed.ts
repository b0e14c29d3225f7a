// npx tsx scripts/bench/feed.ts --database-url postgres://... [--seconds S --connections C]
// For You (/api/opinion/userfeed) over HTTP against an already seeded database (seed it first:
// `DATABASE_URL=... npm run seed -- --scale 20` gives 100,000 opinions and 1,000,000 votes):
// requests/s, p50/p99 latency and SQL statements per request, logged out and logged in, on the
// first page and on a deep page (after the 10,000th opinion, or half of them on smaller data),
// plus the query plan of a deep page.
// Prints figures; never passes or fails on time.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createOpaqueToken, hashToken } from '../../api/auth/tokens.ts';
import { loadConfig } from '../../api/config.ts';
import { openDatabase, type StatementCounter } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrations.ts';
import { buildApp } from '../../api/app.ts';

const { values: options } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
if (!options['database-url']) {
  console.error('Usage: npx tsx scripts/bench/feed.ts --database-url postgres://... [--seconds S] [--connections C]');
  process.exit(2);
}
const seconds = Number(options.seconds);
const connections = Number(options.connections);

const counter: StatementCounter = { count: 0 };
const database = await openDatabase({ kind: 'postgres', url: options['database-url'], statementCounter: counter });
await applyMigrations(database);
const prisma = database.prisma;

await prisma.$executeRawUnsafe('ANALYZE');
const [opinions, votes] = await Promise.all([prisma.opinion.count(), prisma.vote.count()]);
/** Deep pages start after this many opinions (10,000, or half the opinions on smaller data). */
const depth = Math.min(10_000, Math.floor(opinions / 40) * 20);
const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', TRENDING_REFRESH_SECONDS: '0' });
const app = await buildApp({ config, database });
const refreshStarted = performance.now();
await app.services.opinions.refreshTrendingScores();
const refreshMs = performance.now() - refreshStarted;
const { url } = await app.start();

// A logged-in reader: the member with the most votes (the longest NOT EXISTS list), with a session.
const [reader] = await prisma.$queryRaw<Array<{ userId: number; votes: bigint }>>`
  SELECT "userId", COUNT(*) AS votes FROM "Vote" GROUP BY "userId" ORDER BY COUNT(*) DESC LIMIT 1`;
const token = createOpaqueToken();
await prisma.session.create({ data: { tokenHash: hashToken(token), userId: reader.userId, expiresAt: new Date(Date.now() + 3_600_000) } });
const cookie = `${config.sessionCookie}=${encodeURIComponent(token)}`;

/** The id at position `depth` of a feed, reached by paging as a client would. */
async function idAtDepth(headers: Record<string, string>, depth: number): Promise<number> {
  let after = 0;
  for (let seen = 0; seen < depth; seen += 20) {
    const response = await fetch(`${url}/api/opinion/userfeed`, { method: 'POST', headers, body: JSON.stringify({ body: { after } }) });
    const { body } = (await response.json()) as { body: { Feed: number[] } };
    if (body.Feed.length === 0) break;
    after = body.Feed.at(-1)!;
  }
  return after;
}

const jsonHeaders = { 'content-type': 'application/json' };
const readerHeaders = { ...jsonHeaders, cookie };
const deepOut = await idAtDepth(jsonHeaders, depth);
const deepIn = await idAtDepth(readerHeaders, depth);

const cases: Array<{ name: string; headers: Record<string, string>; after: number }> = [
  { name: 'logged out, first page', headers: jsonHeaders, after: 0 },
  { name: `logged out, after ${depth.toLocaleString('en')}`, headers: jsonHeaders, after: deepOut },
  { name: `logged in (${reader.votes} votes), first page`, headers: readerHeaders, after: 0 },
  { name: `logged in, after ${depth.toLocaleString('en')}`, headers: readerHeaders, after: deepIn },
];

console.log(`For You benchmark: ${opinions.toLocaleString('en')} opinions, ${votes.toLocaleString('en')} votes; ${seconds} s, ${connections} connections per case`);
console.log(`Refreshing every stored trending score: ${refreshMs.toFixed(0)} ms`);
for (const benchCase of cases) {
  const body = JSON.stringify({ body: { after: benchCase.after } });
  const probe = await fetch(`${url}/api/opinion/userfeed`, { method: 'POST', headers: benchCase.headers, body });
  const probeJson = (await probe.json()) as { body?: { Feed: number[] } };
  if (probe.status !== 200 || !probeJson.body?.Feed.length) throw new Error(`${benchCase.name}: ${probe.status} ${JSON.stringify(probeJson)}`);
  counter.count = 0;
  await fetch(`${url}/api/opinion/userfeed`, { method: 'POST', headers: benchCase.headers, body });
  const statements = counter.count;
  const result = await autocannon({
    url: `${url}/api/opinion/userfeed`,
    method: 'POST',
    headers: benchCase.headers,
    body,
    connections,
    duration: seconds,
    // The load generator runs in a worker thread, so it does not share the server's event loop.
    workers: 1,
  });
  console.log(
    `${benchCase.name.padEnd(36)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  ` +
      `p99 ${String(result.latency.p99).padStart(4)} ms  ${statements} SQL statements/request (session lookups included)  errors ${result.errors + result.non2xx}`,
  );
}

const plan = await prisma.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(
  `EXPLAIN ANALYZE SELECT o.id FROM "Opinion" o WHERE o.deleted = false AND o."removedAt" IS NULL
   AND NOT EXISTS (SELECT 1 FROM "QuizItem" qi WHERE qi."opinionId" = o.id)
   AND (o."trendingScore", o.id) < (SELECT c."trendingScore", c.id FROM "Opinion" c WHERE c.id = $1)
   ORDER BY o."trendingScore" DESC, o.id DESC LIMIT 21`,
  deepOut,
);
console.log(`\nPlan of a logged-out page after the ${depth.toLocaleString('en')}th opinion:`);
for (const row of plan) console.log(`  ${row['QUERY PLAN']}`);

await prisma.session.deleteMany({ where: { tokenHash: hashToken(token) } });
await app.stop();
await database.close();
