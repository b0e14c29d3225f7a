// npm run bench [-- --scale N --seconds S --connections C --kinds pglite,postgres]
// The opinion page query over HTTP (requests/s, p50/p99 latency, SQL statements per request) on
// PGlite and on PostgreSQL with demo data at --scale, and the same SQL run directly for
// comparison. Prints figures; never passes or fails on time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../api/config.ts';
import { openDatabase, type Database, type StatementCounter } from '../../api/db/database.ts';
import { seedDemoData } from '../../api/db/demo-seed.ts';
import { applyMigrations } from '../../api/db/migrations.ts';
import { buildApp } from '../../api/app.ts';

const { values: options } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    kinds: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const scale = Number(options.scale);
const seconds = Number(options.seconds);
const connections = Number(options.connections);

/** What the opinion page asks for (client/pages/opinion), as one document. */
const opinionPageDocument = `query BenchOpinionPage($slug: String!) {
  viewer { id isLoggedIn username karma newNotification adminHub }
  opinion(slug: $slug) {
    __typename
    ... on Error { message }
    ... on Opinion {
      id databaseId slug title link tidbit deleted numVotes numComments numViews numShares viewerRating
      topics { id slug title }
      voteTally { id numVotes counts percentages }
    }
  }
}`;

/** The SQL those resolvers amount to, for the direct comparison. */
const directStatements: Array<{ sql: string; params: (slug: string, id: number) => unknown[] }> = [
  { sql: `SELECT id, "removedAt" FROM "Opinion" WHERE slug = $1`, params: (slug) => [slug] },
  {
    sql: `SELECT id, slug, title, link, tidbit, deleted, "createdById" FROM "Opinion" WHERE id = $1`,
    params: (_slug, id) => [id],
  },
  {
    sql: `SELECT t.id, t.slug, t.title FROM "OpinionTopic" ot JOIN "Topic" t ON t.id = ot."topicId" WHERE ot."opinionId" = $1 ORDER BY ot."topicId"`,
    params: (_slug, id) => [id],
  },
  {
    sql: `SELECT SUM(r1) AS r1, SUM(r2) AS r2, SUM(r3) AS r3, SUM(r4) AS r4, SUM(r5) AS r5 FROM "VoteRollup" WHERE "opinionId" = $1 AND field = '' AND answer = ''`,
    params: (_slug, id) => [id],
  },
  {
    sql: `SELECT COUNT(*) AS n FROM "Comment" c JOIN "CommentThread" t ON t.id = c."threadId" WHERE t."opinionId" = $1 AND c."deletedAt" IS NULL`,
    params: (_slug, id) => [id],
  },
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function runDirect(query: (sql: string, params: unknown[]) => Promise<unknown>, slug: string, id: number) {
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      for (const statement of directStatements) await query(statement.sql, statement.params(slug, id));
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, rps: latencies.length / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

async function benchKind(kind: 'pglite' | 'postgres') {
  const counter: StatementCounter = { count: 0 };
  let database: Database;
  let cleanup: () => Promise<void>;
  let directQuery: (sql: string, params: unknown[]) => Promise<unknown>;
  if (kind === 'pglite') {
    const directory = mkdtempSync(join(tmpdir(), 'opinio-bench-'));
    database = await openDatabase({ kind: 'pglite', dataDir: directory, statementCounter: counter });
    cleanup = async () => rmSync(directory, { recursive: true, force: true });
    directQuery = (sql, params) => database.prisma.$queryRawUnsafe(sql, ...params);
  } else {
    const name = `opinio_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: options['postgres-url'] });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(options['postgres-url']!);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), statementCounter: counter });
    const direct = new pg.Pool({ connectionString: url.toString(), max: connections });
    directQuery = (sql, params) => direct.query(sql, params);
    cleanup = async () => {
      await direct.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    };
  }
  try {
    await applyMigrations(database);
    const seedStarted = Date.now();
    await seedDemoData(database.prisma, { users: 2000 * scale, votes: 50_000 * scale });
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const [popular] = await database.prisma.$queryRaw<Array<{ id: number; slug: string; votes: bigint }>>`
      SELECT o.id, o.slug, COUNT(v.id) AS votes FROM "Opinion" o JOIN "Vote" v ON v."opinionId" = o.id
      GROUP BY o.id ORDER BY votes DESC LIMIT 1`;

    const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: tmpdir() });
    const app = await buildApp({ config, database });
    const { url } = await app.start();
    const body = JSON.stringify({ query: opinionPageDocument, variables: { slug: popular.slug } });
    const request = () =>
      fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.json());
    const probe = (await request()) as { data?: { opinion?: { numVotes?: number } }; errors?: unknown };
    if (!probe.data?.opinion?.numVotes) throw new Error(`Opinion page query failed: ${JSON.stringify(probe)}`);
    await request(); // warm caches
    counter.count = 0;
    await request();
    const statementsPerRequest = counter.count;

    const result = await autocannon({
      url: `${url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections,
      duration: seconds,
      // The load generator runs in a worker thread, so it does not share the server's event loop.
      workers: 1,
    });
    await app.stop();
    const direct = await runDirect(directQuery, popular.slug, popular.id);
    return {
      kind,
      seedSeconds,
      opinionVotes: Number(popular.votes),
      statementsPerRequest,
      http: { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx },
      direct,
    };
  } finally {
    await database.close();
    await cleanup();
  }
}

const kinds = options.kinds!.split(',').map((kind) => kind.trim()) as Array<'pglite' | 'postgres'>;
console.log(`Opinion page benchmark: scale ${scale} (${2000 * scale} users, ${50_000 * scale} votes), ${seconds} s, ${connections} connections`);
for (const kind of kinds) {
  const figures = await benchKind(kind);
  console.log(`\n== ${kind} (seeded in ${figures.seedSeconds.toFixed(1)} s; opinion with ${figures.opinionVotes} votes)`);
  console.log(`GraphQL over HTTP: ${figures.http.rps.toFixed(0)} req/s, p50 ${figures.http.p50} ms, p99 ${figures.http.p99} ms, errors ${figures.http.errors}`);
  console.log(`SQL statements per request: ${figures.statementsPerRequest}`);
  console.log(
    `Same SQL directly (${directStatements.length} statements, ${kind === 'postgres' ? 'pg' : 'PGlite'}): ` +
      `${figures.direct.rps.toFixed(0)} req/s, p50 ${figures.direct.p50.toFixed(2)} ms, p99 ${figures.direct.p99.toFixed(2)} ms`,
  );
}
