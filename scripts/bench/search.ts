// npm run bench:search [-- --scale N --opinions N --seconds S --connections C --kinds pglite,postgres]
// /api/v2/search over HTTP (requests/s, p50/p99 latency, SQL statements per request) on PGlite
// and PostgreSQL, and the EXPLAIN plan of the opinion part of a search, which must read the GIN
// indexes (full text and trigram) rather than scan the table. The demo seed has ~300 written
// opinions; --opinions adds that many generated ones (titles from a small vocabulary, so many
// share words, as real titles do) so the plan and timings reflect a large table. Prints
// figures; never passes or fails on time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../api/config.ts';
import { openDatabase, type Database, type StatementCounter } from '../../api/db/database.ts';
import { Prisma } from '../../api/db/generated/prisma/client.ts';
import { seedDemoData } from '../../api/db/demo-seed.ts';
import { applyMigrations } from '../../api/db/migrations.ts';
import { searchStatement } from '../../api/modules/search/service.ts';
import { buildApp } from '../../api/app.ts';

const { values: options } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    opinions: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    kinds: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const scale = Number(options.scale);
const extraOpinions = Number(options.opinions);
const seconds = Number(options.seconds);
const connections = Number(options.connections);

/** What people type: common words, a rare word, typos, and a phrase that matches nothing. */
const queries = ['nuclear power', 'social media', 'pizza', 'nucelar', 'cryptocurency', 'homework in schools', 'abortion', 'zzqx unknown words'];

/** Generated opinions: 10 x 10 x 15 x 10 title shapes, each made unique by its number. */
async function addGeneratedOpinions(database: Database, count: number) {
  if (count <= 0) return;
  await database.prisma.$executeRaw`
    INSERT INTO "Opinion" (slug, title, tidbit, "createdAt", "updatedAt")
    SELECT 'bench-' || g,
      (ARRAY['Governments','Schools','Parents','Cities','Companies','Scientists','Voters','Churches','Artists','Doctors'])[1 + g % 10]
      || ' should ' ||
      (ARRAY['ban','fund','regulate','encourage','tax','protect','ignore','celebrate','question','reform'])[1 + (g / 10) % 10]
      || ' ' ||
      (ARRAY['nuclear power','social media','private cars','organic farming','remote work','space travel','video games',
             'public transport','gene editing','cryptocurrency','fast food','zoos','homework','tipping','daylight saving'])[1 + (g / 100) % 15]
      || ' ' ||
      (ARRAY['by 2030','immediately','in cities','for children','everywhere','at home','in schools','online','for everyone','gradually'])[1 + (g / 1500) % 10]
      || ' (' || g || ')',
      '', now() - (g % 365) * interval '1 day', now()
    FROM generate_series(1, ${count}::int) AS g`;
  await database.prisma.$executeRawUnsafe('ANALYZE');
}

async function openBenchDatabase(kind: 'pglite' | 'postgres', counter: StatementCounter) {
  if (kind === 'pglite') {
    const directory = mkdtempSync(join(tmpdir(), 'opinio-bench-search-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: directory, statementCounter: counter });
    return { database, cleanup: async () => rmSync(directory, { recursive: true, force: true }) };
  }
  const name = `opinio_bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: options['postgres-url'] });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(options['postgres-url']!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), statementCounter: counter });
  return {
    database,
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

async function benchKind(kind: 'pglite' | 'postgres') {
  const counter: StatementCounter = { count: 0 };
  const { database, cleanup } = await openBenchDatabase(kind, counter);
  try {
    await applyMigrations(database);
    const seedStarted = Date.now();
    // As `npm run seed -- --scale N`: above scale 1, 5,000 opinions per scale (20: 100,000 opinions
    // with 1,000,000 votes), the issue's data set; --opinions adds generated titles on top.
    await seedDemoData(database.prisma, { users: 2000 * scale, votes: 50_000 * scale, opinions: scale > 1 ? 5000 * scale : undefined });
    await addGeneratedOpinions(database, extraOpinions);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const opinionCount = await database.prisma.opinion.count();

    // The plan of the opinion part (the largest table), as the server runs it.
    const statement = searchStatement('nucelar power', ['opinion'], 20)!;
    const planRows = await database.prisma.$queryRaw<Array<{ 'QUERY PLAN': string }>>(Prisma.sql`EXPLAIN (ANALYZE) ${statement}`);
    const plan = planRows.map((row) => row['QUERY PLAN']).join('\n');

    const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: tmpdir() });
    const app = await buildApp({ config, database });
    const { url } = await app.start();
    const paths = queries.map((query) => `/api/v2/search?q=${encodeURIComponent(query)}`);
    const hits: Record<string, number> = {};
    for (const path of paths) {
      const response = await fetch(`${url}${path}`);
      const json = (await response.json()) as { body?: { Results: unknown[] }; error?: string };
      if (!json.body) throw new Error(`${path} failed: ${JSON.stringify(json)}`);
      hits[decodeURIComponent(path.split('q=')[1])] = json.body.Results.length;
    }
    counter.count = 0;
    await fetch(`${url}${paths[0]}`).then((response) => response.text());
    const statementsPerRequest = counter.count;

    const result = await autocannon({
      url,
      requests: paths.map((path) => ({ method: 'GET', path })),
      connections,
      duration: seconds,
      // The load generator runs in a worker thread, so it does not share the server's event loop.
      workers: 1,
    });
    await app.stop();
    return {
      seedSeconds,
      opinionCount,
      hits,
      plan,
      statementsPerRequest,
      http: { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx },
    };
  } finally {
    await database.close();
    await cleanup();
  }
}

const kinds = options.kinds!.split(',').map((kind) => kind.trim()) as Array<'pglite' | 'postgres'>;
console.log(
  `Search benchmark: seed scale ${scale} (${2000 * scale} users, ${50_000 * scale} votes) + ${extraOpinions} generated opinions, ` +
    `${seconds} s, ${connections} connections, queries cycling over: ${queries.join(' | ')}`,
);
for (const kind of kinds) {
  const figures = await benchKind(kind);
  console.log(`\n== ${kind} (${figures.opinionCount} opinions; data loaded in ${figures.seedSeconds.toFixed(1)} s)`);
  console.log(`Results per query: ${Object.entries(figures.hits).map(([query, count]) => `${query}: ${count}`).join(', ')}`);
  console.log(`GET /api/v2/search: ${figures.http.rps.toFixed(0)} req/s, p50 ${figures.http.p50} ms, p99 ${figures.http.p99} ms, errors ${figures.http.errors}`);
  console.log(`SQL statements per request: ${figures.statementsPerRequest}`);
  console.log(`EXPLAIN of the opinion part of a search for "nucelar power":\n${figures.plan}`);
}
