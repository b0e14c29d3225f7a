// npx tsx scripts/bench/comments.ts [-- --kinds pglite,postgres --requests 30 --subscribers 1000]
// Discussion figures (issue 5): a thread of 2,000 comments (600 top-level, 1,400 replies) with
// 20,000 good points, loaded through /api/v2/comment/get and the GraphQL equivalent (time per
// request, SQL statements per request, answer size); then one notification fanned out to
// --subscribers graphql-ws connections of its recipient (time until the last one has it).
// Prints figures; never passes or fails on time. The WebSocket clients share the process (and
// its event loop) with the server, so fan-out times include the clients' own work.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { WebSocket } from 'ws';
import { createOpaqueToken, hashToken } from '../../api/auth/tokens.ts';
import { loadConfig } from '../../api/config.ts';
import { openDatabase, type Database, type StatementCounter } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrations.ts';
import { buildApp } from '../../api/app.ts';

const { values: options } = parseArgs({
  options: {
    kinds: { type: 'string', default: 'pglite,postgres' },
    requests: { type: 'string', default: '30' },
    subscribers: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const requests = Number(options.requests);
const subscriberCount = Number(options.subscribers);
const rounds = Number(options.rounds);
const USERS = 1000;
const TOP_LEVEL = 600;
const REPLIES = 1400;
const LIKES_PER_COMMENT = 10; // 2,000 comments x 10 = 20,000 good points

const threadDocument = `query BenchThread($key: String!) {
  commentThread(key: $key) {
    __typename
    ... on Error { message }
    ... on CommentThread {
      id numComments
      comments(sort: SCORE) {
        id databaseId authorUsername bodyHtml createdAt editedAt deleted deletedText responseType replyToUsername
        parentDatabaseId likeNum likedByMe viewerIsAuthor viewerCanDelete
        children { id databaseId authorUsername bodyHtml createdAt editedAt deleted deletedText responseType replyToUsername parentDatabaseId likeNum likedByMe viewerIsAuthor viewerCanDelete }
      }
    }
  }
}`;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function seedThread(database: Database) {
  const prisma = database.prisma;
  await prisma.$executeRawUnsafe(
    `INSERT INTO "User" (username, "usernameKey", "updatedAt") SELECT 'bench' || g, 'bench' || g, now() FROM generate_series(1, ${USERS}) g`,
  );
  const [{ first: firstUser }] = await prisma.$queryRawUnsafe<Array<{ first: number }>>(`SELECT MIN(id) AS first FROM "User"`);
  const opinion = await prisma.opinion.create({ data: { slug: 'bench-thread', title: 'A busy thread' } });
  const thread = await prisma.commentThread.create({ data: { key: `opinion:${opinion.id}`, opinionId: opinion.id } });
  const body = `'<p>Comment ' || g || '. ' || repeat('Some words about the opinion, with a reason or two. ', 4) || '</p>'`;
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Comment" ("threadId", "authorId", "responseType", source, "bodyHtml", "createdAt")
    SELECT ${thread.id}, ${firstUser} + (g % ${USERS}), (ARRAY['PRO','CON','NEUTRAL','COMMENTARY'])[1 + g % 4]::"ResponseType",
           'c' || g, ${body}, now() - make_interval(secs => ${TOP_LEVEL + REPLIES} - g)
    FROM generate_series(1, ${TOP_LEVEL}) g`);
  const [{ first: firstComment }] = await prisma.$queryRawUnsafe<Array<{ first: number }>>(`SELECT MIN(id) AS first FROM "Comment"`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Comment" ("threadId", "parentId", "authorId", source, "bodyHtml", "createdAt")
    SELECT ${thread.id}, ${firstComment} + (g * 7 % ${TOP_LEVEL}), ${firstUser} + ((g * 13) % ${USERS}), 'r' || g, ${body},
           now() - make_interval(secs => ${REPLIES} - g)
    FROM generate_series(1, ${REPLIES}) g`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "CommentLike" ("commentId", "userId")
    SELECT c.id, ${firstUser} + ((c.id * 31 + k * 97) % ${USERS})
    FROM "Comment" c CROSS JOIN generate_series(0, ${LIKES_PER_COMMENT - 1}) k
    ON CONFLICT DO NOTHING`);
  const [counts] = await prisma.$queryRawUnsafe<Array<{ comments: bigint; likes: bigint }>>(
    `SELECT (SELECT COUNT(*) FROM "Comment") AS comments, (SELECT COUNT(*) FROM "CommentLike") AS likes`,
  );
  return { opinionId: opinion.id, firstUser, comments: Number(counts.comments), likes: Number(counts.likes) };
}

async function sessionCookie(database: Database, userId: number): Promise<string> {
  const token = createOpaqueToken();
  await database.prisma.session.create({ data: { tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + 3_600_000) } });
  return `opinio_session=${encodeURIComponent(token)}`;
}

async function timeRequests(run: () => Promise<Response>, counter: StatementCounter) {
  const first = await run(); // warm-up
  const size = (await first.text()).length;
  counter.count = 0;
  await (await run()).text();
  const statements = counter.count;
  const times: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    const started = performance.now();
    const response = await run();
    await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), statements, size };
}

async function fanOut(database: Database, url: string, app: Awaited<ReturnType<typeof buildApp>>, recipientId: number) {
  const { services } = app;
  // One person with many open tabs/devices: every connection is a session of the recipient.
  const cookies: string[] = [];
  for (let index = 0; index < subscriberCount; index += 1) cookies.push(await sessionCookie(database, recipientId));
  const received = new Array<number>(subscriberCount).fill(0);
  const lastSeen = new Array<number>(subscriberCount).fill(0);
  const clients: Client[] = [];
  let errors = 0;
  const connectStarted = performance.now();
  // Connect in batches: a thousand simultaneous upgrades overflow the listen backlog.
  for (let start = 0; start < cookies.length; start += 50) {
    await Promise.all(
      cookies.slice(start, start + 50).map(
        (cookie, offset) =>
          new Promise<void>((resolveConnected) => {
            const index = start + offset;
            class CookieWebSocket extends WebSocket {
              constructor(address: string, protocols?: string | string[]) {
                super(address, protocols, { headers: { cookie } });
              }
            }
            const client = createClient({
              url: `${url.replace('http://', 'ws://')}/graphql`,
              webSocketImpl: CookieWebSocket,
              retryAttempts: 0,
              lazy: false,
              on: { connected: () => resolveConnected(), error: () => resolveConnected() },
            });
            clients.push(client);
            client.subscribe(
              { query: 'subscription { notificationAdded { databaseId } }' },
              {
                next: () => {
                  received[index] += 1;
                  lastSeen[index] = performance.now();
                },
                error: () => {
                  errors += 1;
                },
                complete: () => {},
              },
            );
          }),
      ),
    );
  }
  if (errors > 0) throw new Error(`${errors} subscribers failed to connect`);
  const probe = { id: 0, recipientId, kind: 'MILESTONE' as const, actionName: 'Probe', argsJson: '{}', artifactTitle: '', url: '/', body: '', actorUsername: '', actorFullName: '', createdAt: new Date().toISOString() };
  while (received.some((count) => count === 0)) {
    app.pubsub.publish('notifications', recipientId, probe);
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (performance.now() - connectStarted > 120_000) throw new Error('subscribers did not all connect within 120 s');
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 300)); // let the probes drain
    const before = received.slice();
    const started = performance.now();
    await services.notifications.createNotification({ userId: recipientId, kind: 'MILESTONE', url: '/', body: `Round ${round}` });
    while (received.some((count, index) => count === before[index])) await new Promise((resolve) => setImmediate(resolve));
    times.push(Math.max(...lastSeen) - started);
  }
  await Promise.all(clients.map((client) => client.dispose()));
  times.sort((a, b) => a - b);
  return { connectSeconds, p50: percentile(times, 0.5), max: times.at(-1)! };
}

type Timing = { p50: number; p95: number; statements: number; size: number };

function printThreadFigures(kind: string, seeded: { comments: number; likes: number }, rest: Timing, graphql: Timing, service: { p50: number; p95: number }) {
  console.log(`\n== ${kind}: ${seeded.comments} comments, ${seeded.likes} good points`);
  for (const [name, result] of [['REST /api/v2/comment/get', rest], ['GraphQL commentThread', graphql]] as const) {
    console.log(
      `${name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.statements} SQL statements/request, ${(result.size / 1024).toFixed(0)} KiB`,
    );
  }
  console.log(`Thread read in the service (SQL + tree, no GraphQL/HTTP): p50 ${service.p50.toFixed(1)} ms, p95 ${service.p95.toFixed(1)} ms`);
}

async function benchKind(kind: 'pglite' | 'postgres') {
  const counter: StatementCounter = { count: 0 };
  let database: Database;
  let cleanup: () => Promise<void>;
  if (kind === 'pglite') {
    const directory = mkdtempSync(join(tmpdir(), 'opinio-bench-comments-'));
    database = await openDatabase({ kind: 'pglite', dataDir: directory, statementCounter: counter });
    cleanup = async () => rmSync(directory, { recursive: true, force: true });
  } else {
    const name = `opinio_bench_comments_${process.pid}`;
    const admin = new pg.Client({ connectionString: options['postgres-url'] });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(options['postgres-url']!);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), statementCounter: counter });
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    };
  }
  try {
    await applyMigrations(database);
    const seeded = await seedThread(database);
    const cookie = await sessionCookie(database, seeded.firstUser);
    const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: tmpdir() });
    const app = await buildApp({ config, database });
    const { url } = await app.start();
    const headers = { 'content-type': 'application/json', cookie };
    const rest = await timeRequests(
      () => fetch(`${url}/api/v2/comment/get`, { method: 'POST', headers, body: JSON.stringify({ body: { threadID: seeded.opinionId } }) }),
      counter,
    );
    const graphql = await timeRequests(
      () => fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: threadDocument, variables: { key: `opinion:${seeded.opinionId}` } }) }),
      counter,
    );
    // The thread read alone (one SQL statement and the tree), without GraphQL or HTTP.
    const serviceTimes: number[] = [];
    for (let index = 0; index < requests; index += 1) {
      const started = performance.now();
      await app.services.comments.threadsComments([`opinion:${seeded.opinionId}`], seeded.firstUser);
      serviceTimes.push(performance.now() - started);
    }
    serviceTimes.sort((a, b) => a - b);
    const service = { p50: percentile(serviceTimes, 0.5), p95: percentile(serviceTimes, 0.95) };
    printThreadFigures(kind, seeded, rest, graphql, service);
    const fan = await fanOut(database, url, app, seeded.firstUser + 1);
    console.log(
      `Notification fan-out: ${subscriberCount} subscribers connected in ${fan.connectSeconds.toFixed(1)} s; ` +
        `createNotification to the last subscriber: p50 ${fan.p50.toFixed(1)} ms, max ${fan.max.toFixed(1)} ms`,
    );
    await app.stop();
  } finally {
    await database.close();
    await cleanup();
  }
}

const kinds = options.kinds!.split(',').map((kind) => kind.trim()) as Array<'pglite' | 'postgres'>;
console.log(`Comment thread benchmark: ${requests} sequential requests per API (logged in), fan-out to ${subscriberCount} subscribers x ${rounds} rounds`);
for (const kind of kinds) await benchKind(kind);
