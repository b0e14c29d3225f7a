// npm run bench [-- --scale N --seconds S --rounds R --connections C --calls N --kinds pglite,postgres]
// The opinion page on PGlite and on PostgreSQL with demo data at --scale, for the opinion with
// the most votes, as the browser asks it: the persisted OpinionPageQuery sent by id (the document
// the Relay compiler wrote for client/pages/opinion: vote bar, insights, demographic chart,
// comment thread, moderation controls), one document.
// - Over HTTP (requests/s, p50/p99, SQL statements per request), with the endpoint's shortcuts
//   off (app.shortcuts: limits verdicts kept per document and variables, visitors' answers kept,
//   api/http/anonymous-answers.ts): the page without its `insights` field (baseline), then whole
//   with Opinion.insights answered three ways, swapped in on the same server: BEFORE 29e0b9a (live
//   from the vote rollups on every read), AT 29e0b9a (a stored snapshot, noise worked out on every
//   read) and AFTER (the snapshot's published figures worked out once per snapshot: the current
//   code). Then the current code BEFORE and AFTER the shortcuts, switched in the same process: as
//   a visitor, as a signed-in member (never answered from visitors' answers) and as GET
//   /api/opinion/get (the REST adapter runs its document through the same endpoint). Then the
//   statements of one visitor request without shortcuts run directly, and each HTTP figure as a
//   share of that loop.
// - Opinion.insights alone, in-process, the same ways plus the snapshot's rarer cases (over 15
//   minutes old; retaken), one call at a time, taking turns, so machine load falls on all alike.
// Prints figures; never passes or fails on time. Figures: docs/benchmarks.md#opinion-page.
//
// Last run (2026-11-28, `npm run bench -- --seconds 8 --rounds 3 --calls 200`: scale 1, the
// opinion with 1,600 votes and 85 answer groups, 10 connections; 2-core machine shared with other
// work, load average 7-12, so rounds of one variant differ by up to 2x):
//   HTTP req/s, median p50                     PGlite          PostgreSQL
//   visitor, BEFORE shortcuts (4 stmts)        26, 385 ms      91, 114 ms
//   visitor, AFTER shortcuts (kept, 0 stmts)   925, 6 ms       1,263, 5 ms
//   member, BEFORE shortcuts (6 stmts)         19, 488 ms      62, 131 ms
//   member, AFTER shortcuts (kept verdicts)    23, 354 ms      66, 147 ms
//   REST opinion/get, BEFORE (3 stmts)         42, 209 ms      147, 62 ms
//   REST opinion/get, AFTER (kept, 0 stmts)    809, 6 ms       1,065, 6 ms
//   the visitor's 4 statements run directly   26, 381 ms      268, 34 ms
//   visitor page as a share of the direct loop 98 % -> 3,522 %  34 % -> 471 %
// A visitor's page and REST call, answered from the kept answer, run 7-36x faster and several
// times faster than their own SQL run directly; a member's page gains only the kept verdicts
// (within this machine's noise). The insights variants (29e0b9a, in-process figures) are in
// docs/benchmarks.md#opinion-page.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Kind, parse, print, visit, type DocumentNode } from 'graphql';
import pg from 'pg';
import { loadConfig } from '../../api/config.ts';
import { openDatabase, type Database, type StatementCounter } from '../../api/db/database.ts';
import { seedDemoData } from '../../api/db/demo-seed.ts';
import { applyMigrations } from '../../api/db/migrations.ts';
import { buildApp } from '../../api/app.ts';
import { createOpaqueToken, hashToken } from '../../api/auth/tokens.ts';
import { noisyGroups, shownVoters, type StoredSnapshot } from '../../api/domain/breakdown-snapshots.ts';
import { demographicBreakdown, findInsights, groupRollups, type GroupCounts } from '../../api/domain/insights.ts';
import type { FiveCounts } from '../../api/domain/vote-results.ts';
import { loadPersistedOperations } from '../../api/http/persisted-operations.ts';
import { createInsightService } from '../../api/modules/insight/service.ts';
import { createNoiseSecret } from '../../api/modules/report/noise-key.ts';

const { values: options } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    calls: { type: 'string', default: '400' },
    kinds: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const scale = Number(options.scale);
const seconds = Number(options.seconds);
const connections = Number(options.connections);
const rounds = Number(options.rounds);
const calls = Number(options.calls);

/**
 * The opinion page's document as the browser sends it: in production a server runs only the web
 * client's persisted operations, so the bench sends the id of the one the Relay compiler wrote.
 */
const persistedOperations = loadPersistedOperations();
const pageOperation = [...persistedOperations].find(([, text]) => text.startsWith('query OpinionPageQuery('));
if (!pageOperation) throw new Error('No OpinionPageQuery in client/relay/persisted-operations.json: run npm run relay');
const [pageId, pageText] = pageOperation;

/** The same document without `insights`; fragments left with nothing to select go, with their spreads. */
function withoutInsights(text: string): string {
  let document: DocumentNode = visit(parse(text), { Field: (node) => (node.name.value === 'insights' ? null : undefined) });
  const emptied = new Set(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION && definition.selectionSet.selections.length === 0 ? [definition.name.value] : [],
    ),
  );
  document = visit(document, {
    FragmentDefinition: (node) => (emptied.has(node.name.value) ? null : undefined),
    FragmentSpread: (node) => (emptied.has(node.name.value) ? null : undefined),
  });
  return print(document);
}
const baselineText = withoutInsights(pageText);
const baselineId = createHash('sha256').update(baselineText).digest('hex');

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

type Latencies = { p50: number; p99: number; mean: number };
function summarize(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), mean: sorted.reduce((total, value) => total + value, 0) / sorted.length };
}

type Statement = { text: string; values: unknown[] };

async function runDirect(query: (sql: string, params: unknown[]) => Promise<unknown>, statements: Statement[]) {
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      for (const statement of statements) await query(statement.text, statement.values);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { requests: latencies.length, rps: latencies.length / seconds, ...summarize(latencies) };
}

/**
 * Runs each case `calls` times, one call at a time, the cases taking turns (in a rotating order)
 * so that a busy moment of the machine falls on all of them alike.
 */
async function interleaved(cases: Record<string, () => Promise<unknown> | unknown>): Promise<Record<string, Latencies>> {
  const names = Object.keys(cases);
  const samples = new Map(names.map((name) => [name, [] as number[]]));
  for (const name of names) await cases[name](); // warm up
  for (let round = 0; round < calls; round += 1) {
    for (let turn = 0; turn < names.length; turn += 1) {
      const name = names[(round + turn) % names.length];
      const started = performance.now();
      await cases[name]();
      samples.get(name)!.push(performance.now() - started);
    }
  }
  return Object.fromEntries(names.map((name) => [name, summarize(samples.get(name)!)]));
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
    const rollupRows = await database.prisma.voteRollup.count({ where: { opinionId: popular.id } });

    const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: tmpdir() });
    const app = await buildApp({ config, database, extraPersistedOperations: { [baselineId]: baselineText } });
    const { url } = await app.start();
    const bodyOf = (id: string) =>
      JSON.stringify({ operationName: 'OpinionPageQuery', variables: { slug: popular.slug }, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
    const page = { name: 'page', body: bodyOf(pageId) };
    const baseline = { name: 'page without insights', body: bodyOf(baselineId) };
    // A member who has not voted on it: the same statements as a visitor's plus the session's.
    const member = await database.prisma.user.create({ data: { username: 'bench_reader', usernameKey: 'bench_reader', email: 'bench_reader@example.test' } });
    const sessionToken = createOpaqueToken();
    await database.prisma.session.create({ data: { tokenHash: hashToken(sessionToken), userId: member.id, expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) } });
    const memberCookie = `${config.sessionCookie}=${encodeURIComponent(sessionToken)}`;
    const restPath = `/api/opinion/get?slug=${encodeURIComponent(popular.slug)}`;
    type PageAnswer = { data?: { opinion?: { numVotes?: number; commentThread?: unknown; insights?: { asOf: string | null; breakdown: unknown[] } } }; errors?: unknown };
    const request = (body: string, cookie?: string) =>
      fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body }).then(
        (r) => r.json() as Promise<PageAnswer>,
      );
    // The probes check that each document asks what it should, so neither figure measures an error.
    const pageProbe = await request(page.body);
    const pageOpinion = pageProbe.data?.opinion;
    if (!pageOpinion?.numVotes || !pageOpinion.commentThread || !pageOpinion.insights?.asOf || pageOpinion.insights.breakdown.length === 0) {
      throw new Error(`Opinion page query failed or has no insights: ${JSON.stringify(pageProbe).slice(0, 500)}`);
    }
    const baselineProbe = await request(baseline.body);
    if (!baselineProbe.data?.opinion?.numVotes || 'insights' in baselineProbe.data.opinion) {
      throw new Error(`Opinion page query without insights failed: ${JSON.stringify(baselineProbe).slice(0, 500)}`);
    }
    const memberProbe = (await request(page.body, memberCookie)) as { data?: { viewer?: { isLoggedIn?: boolean } } };
    if (!memberProbe.data?.viewer?.isLoggedIn) throw new Error(`The member's page is not signed in: ${JSON.stringify(memberProbe).slice(0, 500)}`);
    const restProbe = (await fetch(`${url}${restPath}`).then((r) => r.json())) as { body?: { NumVotes?: number } };
    if (!restProbe.body?.NumVotes) throw new Error(`GET ${restPath} failed: ${JSON.stringify(restProbe).slice(0, 500)}`);
    /** One document (a /graphql POST body) or one REST GET, as a visitor or with a cookie. */
    type Target = { body: string; cookie?: string } | { restGet: string };
    const load = async (target: Target, duration: number) => {
      const result = await autocannon({
        ...('restGet' in target
          ? { url: `${url}${target.restGet}`, method: 'GET' as const }
          : {
              url: `${url}/graphql`,
              method: 'POST' as const,
              headers: { 'content-type': 'application/json', ...(target.cookie ? { cookie: target.cookie } : {}) },
              body: target.body,
            }),
        connections,
        duration,
        // The load generator runs in a worker thread, so it does not share the server's event loop.
        workers: 1,
      });
      return { requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
    };

    // The ways of answering Opinion.insights compared, on the same data in the same process.
    const { services } = app;
    const { prisma } = database;
    const noiseSecret = createNoiseSecret(prisma);
    const current = services.insights.forOpinion;
    const ways: Record<'before' | 'unmemoized' | 'after', typeof current> = {
      // The pre-29e0b9a InsightService.forOpinion (git show 29e0b9a^:api/modules/insight/service.ts),
      // live from the rollups on every read; the tally comes from the request's tally loader, then as now.
      before: async (opinionId, everyone) => {
        const groups = groupRollups(await services.votes.demographicTotals(opinionId));
        return { insights: findInsights(everyone, groups), breakdown: demographicBreakdown(groups), asOf: null };
      },
      // 29e0b9a as committed: the snapshot's noise worked out on every read (a service that has
      // never published anything, so nothing is kept from one read to the next).
      unmemoized: (opinionId, everyone) => createInsightService({ prisma, votes: services.votes, noiseSecret }).forOpinion(opinionId, everyone),
      after: current,
    };

    const statementsPer = async (target: Target) => {
      const send = () => ('restGet' in target ? fetch(`${url}${target.restGet}`).then((r) => r.text()) : request(target.body, target.cookie));
      await send(); // warm caches
      counter.count = 0;
      counter.statements = [];
      await send();
      const statements = counter.statements;
      counter.statements = undefined;
      return { count: counter.count, statements };
    };
    // The insights variants (29e0b9a) run without the endpoint's shortcuts, which would answer
    // them all alike from the kept answer. Then the current code without and with its shortcuts
    // (limits verdicts kept per document and variables, visitors' answers kept): as a visitor,
    // as a signed-in member (never answered from the kept answers) and through REST.
    const variants = [
      'baseline',
      'before',
      'unmemoized',
      'after',
      'visitorShortcuts',
      'member',
      'memberShortcuts',
      'rest',
      'restShortcuts',
    ] as const;
    type Variant = (typeof variants)[number];
    const use = (variant: Variant): Target => {
      services.insights.forOpinion = variant === 'before' || variant === 'unmemoized' ? ways[variant] : current;
      app.shortcuts.enabled = variant.endsWith('Shortcuts');
      if (variant === 'baseline') return { body: baseline.body };
      if (variant.startsWith('member')) return { body: page.body, cookie: memberCookie };
      if (variant.startsWith('rest')) return { restGet: restPath };
      return { body: page.body };
    };
    // JIT and caches, so the first figure is not the cold one.
    for (const variant of ['after', 'visitorShortcuts', 'memberShortcuts', 'restShortcuts'] as const) await load(use(variant), Math.min(2, seconds));
    const statements = {} as Record<Variant, number>;
    let pageStatements: Statement[] = [];
    for (const variant of variants) {
      const counted = await statementsPer(use(variant));
      statements[variant] = counted.count;
      if (variant === 'after') pageStatements = counted.statements;
    }
    // Rounds taking turns, in a rotating order, so that a busy spell of the machine (shared with
    // other work) does not fall on one variant alone.
    const roundsOf = Object.fromEntries(variants.map((variant) => [variant, [] as Array<Awaited<ReturnType<typeof load>>>]));
    for (let round = 0; round < rounds; round += 1) {
      for (let turn = 0; turn < variants.length; turn += 1) {
        const variant = variants[(round + turn) % variants.length];
        roundsOf[variant].push(await load(use(variant), seconds));
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const http = Object.fromEntries(
      variants.map((variant) => {
        const results = roundsOf[variant];
        const rps = results.map((result) => result.requests / seconds);
        return [
          variant,
          {
            rps: results.reduce((total, result) => total + result.requests, 0) / (seconds * rounds),
            rpsRange: [Math.min(...rps), Math.max(...rps)],
            p50: median(results.map((result) => result.p50)),
            p99: median(results.map((result) => result.p99)),
            errors: results.reduce((total, result) => total + result.errors, 0),
            statements: statements[variant],
          },
        ];
      }),
    ) as Record<Variant, { rps: number; rpsRange: number[]; p50: number; p99: number; errors: number; statements: number }>;
    services.insights.forOpinion = current;
    app.shortcuts.enabled = true;

    // Opinion.insights in-process, each call one after the other.
    const tally = (await services.votes.tallies([popular.id])).get(popular.id)!;
    const secret = await noiseSecret();
    const rows = await services.votes.demographicTotals(popular.id);
    const snapshotRow = await prisma.insightSnapshot.findUniqueOrThrow({ where: { opinionId: popular.id } });
    const snapshot: StoredSnapshot = {
      sequence: snapshotRow.sequence,
      takenAt: snapshotRow.takenAt,
      everyone: snapshotRow.everyone as FiveCounts,
      groups: snapshotRow.groups as GroupCounts[],
    };
    const sixteenMinutesOn = () => new Date(Date.now() + 16 * 60 * 1000);
    const staleSnapshots = createInsightService({ prisma, votes: services.votes, noiseSecret, now: sixteenMinutesOn });
    const alwaysRetake = createInsightService({ prisma, votes: services.votes, noiseSecret, policy: { minIntervalMs: 0, minNewVoters: 0 } });
    const insights = await interleaved({
      before: () => ways.before(popular.id, tally),
      unmemoized: () => ways.unmemoized(popular.id, tally),
      after: () => ways.after(popular.id, tally),
      afterStale: () => staleSnapshots.forOpinion(popular.id, tally),
      beforeNode: () => {
        const groups = groupRollups(rows);
        return { insights: findInsights(tally, groups), breakdown: demographicBreakdown(groups) };
      },
      noiseNode: () => {
        const groups = noisyGroups(secret, popular.id, snapshot);
        return { insights: findInsights(snapshot.everyone, groups), breakdown: demographicBreakdown(groups, (voters) => shownVoters(voters, secret)) };
      },
    });
    // Alone and last: every retake makes a new snapshot, which the others would then publish afresh.
    Object.assign(insights, await interleaved({ afterRetake: () => alwaysRetake.forOpinion(popular.id, tally) }));
    await app.stop();
    const direct = await runDirect(directQuery, pageStatements);
    return {
      kind,
      seedSeconds,
      opinionVotes: Number(popular.votes),
      rollupRows,
      answerGroups: snapshot.groups.length,
      http,
      direct,
      insights,
    };
  } finally {
    await database.close();
    await cleanup();
  }
}

const kinds = options.kinds!.split(',').map((kind) => kind.trim()) as Array<'pglite' | 'postgres'>;
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
console.log(
  `Opinion page benchmark: scale ${scale} (${2000 * scale} users, ${50_000 * scale} votes), HTTP ${rounds} rounds of ${seconds} s per document with ${connections} connections, ` +
    `${calls} in-process calls per case`,
);
for (const kind of kinds) {
  const figures = await benchKind(kind);
  console.log(
    `\n== ${kind} (seeded in ${figures.seedSeconds.toFixed(1)} s; opinion with ${figures.opinionVotes} votes, ` +
      `${figures.rollupRows} rollup rows, ${figures.answerGroups} answer groups)`,
  );
  console.log(
    `The opinion page over HTTP, ${rounds} rounds of ${seconds} s each, taking turns (req/s over all rounds [slowest–fastest round], median p50 and p99 of the rounds):`,
  );
  const httpCases: Array<[keyof typeof figures.http, string]> = [
    ['baseline', 'page WITHOUT the insights field'],
    ['before', 'page, BEFORE 29e0b9a: insights live from the rollups'],
    ['unmemoized', 'page, AT 29e0b9a: snapshot, noise worked out on every read'],
    ['after', 'page, AFTER 29e0b9a, visitor, BEFORE shortcuts'],
    ['visitorShortcuts', 'page, visitor, AFTER shortcuts (kept answer)'],
    ['member', 'page, signed-in member, BEFORE shortcuts'],
    ['memberShortcuts', 'page, signed-in member, AFTER shortcuts (kept verdicts)'],
    ['rest', 'GET /api/opinion/get, visitor, BEFORE shortcuts'],
    ['restShortcuts', 'GET /api/opinion/get, visitor, AFTER shortcuts'],
  ];
  for (const [key, label] of httpCases) {
    const result = figures.http[key];
    console.log(
      `  ${label.padEnd(60)} ${result.rps.toFixed(0).padStart(5)} req/s [${result.rpsRange.map((value) => value.toFixed(0)).join('–')}], p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
        `errors ${result.errors}, ${result.statements} SQL statements per request`,
    );
  }
  console.log(
    `  the visitor page's ${figures.http.after.statements} statements run directly (${kind === 'postgres' ? 'pg' : 'PGlite'}, ${connections} at once):`.padEnd(63) +
      `${figures.direct.rps.toFixed(0).padStart(5)} req/s, p50 ${ms(figures.direct.p50)}, p99 ${ms(figures.direct.p99)}`,
  );
  const share = (key: keyof typeof figures.http) => `${((figures.http[key].rps / figures.direct.rps) * 100).toFixed(0)} %`;
  console.log(
    `  HTTP against the direct statements: visitor ${share('after')} BEFORE, ${share('visitorShortcuts')} AFTER; ` +
      `member ${share('member')} BEFORE, ${share('memberShortcuts')} AFTER; REST ${share('rest')} BEFORE, ${share('restShortcuts')} AFTER`,
  );
  console.log(`Opinion.insights alone, in-process, one call at a time, ${calls} calls each, taking turns (p50 / p99 / mean):`);
  const insightCases: Array<[keyof typeof figures.insights, string]> = [
    ['before', 'BEFORE 29e0b9a: rollups query, insights, breakdown'],
    ['unmemoized', 'AT 29e0b9a: snapshot by primary key, noise, insights, breakdown'],
    ['after', 'AFTER: snapshot by primary key, published figures kept'],
    ['afterStale', 'after, snapshot over 15 min old, < 5 voters since: + VoteHistory count'],
    ['afterRetake', 'after, snapshot retaken (at most once per 15 min and opinion; run last)'],
    ['beforeNode', 'of BEFORE, the Node part alone (group rows, insights, breakdown)'],
    ['noiseNode', `AT 29e0b9a's Node part alone (${figures.answerGroups * 10} HMACs, insights, breakdown)`],
  ];
  for (const [key, label] of insightCases) {
    const result = figures.insights[key];
    console.log(`  ${label.padEnd(74)} ${ms(result.p50)} / ${ms(result.p99)} / ${ms(result.mean)}`);
  }
}
