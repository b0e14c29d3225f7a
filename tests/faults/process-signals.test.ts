// The server as `npm start` runs it (api/main.ts, a child process) on PostgreSQL, stopped the two
// ways a deployment stops it (docs/product.md#outages-and-restarts):
// - kill -9 in the middle of a stream of votes, then a start on the same database: every vote
//   that was answered Success is there with its rating, none is counted twice, and the rollups
//   the counts are read from equal the votes;
// - SIGTERM with 50 requests in flight (that restarted server): every one of them gets its whole
//   answer, then the process exits 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpaqueToken, hashToken } from '../../api/auth/tokens.ts';
import { SESSION_COOKIE } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { startServerProcess, waitFor } from '../support/throwaway-servers.ts';

type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
type Voter = { userId: number; cookie: string };

describe('SIGTERM and kill -9 of the server process (PostgreSQL)', () => {
  let database: TestDatabase;
  let dataDirectory: string;
  const servers: ServerProcess[] = [];
  let serverEnv: Record<string, string>;
  let serverForSigterm: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    dataDirectory = mkdtempSync(join(tmpdir(), 'opinio-fault-server-'));
    serverEnv = {
      DATABASE_URL: database.url!,
      // The outbox for mail and PGlite's default folder: not the repository's data/.
      DATA_DIR: dataDirectory,
      LOG_LEVEL: 'error',
      // No background work that would compete with the requests under test.
      TRENDING_REFRESH_SECONDS: '0',
    };
  });

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exit));
    await database?.dispose();
    if (dataDirectory) rmSync(dataDirectory, { recursive: true, force: true });
  });

  async function startServer() {
    const server = await startServerProcess(serverEnv);
    servers.push(server);
    return server;
  }

  async function createVoters(prefix: string, count: number): Promise<Voter[]> {
    const voters: Voter[] = [];
    for (let index = 0; index < count; index += 1) {
      const username = `${prefix}${index}`;
      const token = createOpaqueToken();
      const user = await database.prisma.user.create({
        data: { username, usernameKey: username, email: `${username}@example.test`, sessions: { create: { tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) } } },
        select: { id: true },
      });
      voters.push({ userId: user.id, cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` });
    }
    return voters;
  }

  async function createOpinions(prefix: string, count: number) {
    await database.prisma.opinion.createMany({
      data: Array.from({ length: count }, (_, index) => ({ slug: `${prefix}-${index}`, title: `${prefix} ${index}` })),
    });
    return database.prisma.opinion.findMany({ where: { slug: { startsWith: `${prefix}-` } }, select: { id: true, slug: true }, orderBy: { id: 'asc' } });
  }

  /**
   * A JSON POST sent in two steps: headers with `Expect: 100-continue` first (`started` resolves
   * when the server has read them and answered 100 Continue), the body on `finish()`.
   */
  function startRequest(server: ServerProcess, path: string, payload: unknown, cookie?: string) {
    const body = JSON.stringify(payload);
    const { hostname, port } = new URL(server.url);
    let markStarted!: () => void;
    const started = new Promise<void>((resolveStarted) => (markStarted = resolveStarted));
    const request = httpRequest({
      host: hostname,
      port,
      path,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
        ...(cookie ? { cookie } : {}),
      },
    });
    request.on('continue', markStarted);
    const answer = new Promise<{ status: number; text: string; at: number; error?: string }>((resolveAnswer) => {
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, text, at: Date.now() }));
        response.on('error', (error) => resolveAnswer({ status: 0, text, at: Date.now(), error: String(error) }));
      });
      request.on('error', (error) => {
        markStarted();
        resolveAnswer({ status: 0, text: '', at: Date.now(), error: String(error) });
      });
    });
    request.flushHeaders();
    return { started, answer, finish: () => request.end(body) };
  }

  function vote(server: ServerProcess, voter: Voter, opinionId: number, rating: number) {
    return fetch(`${server.url}/api/opinion/vote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: voter.cookie },
      body: JSON.stringify({ body: { id: opinionId, rating } }),
      signal: AbortSignal.timeout(30_000),
    });
  }

  it('kill -9 during votes, then a restart: no answered vote lost, none counted twice, rollups equal the votes', async () => {
    const voters = await createVoters('kill_voter_', 6);
    const [voterAfterRestart] = await createVoters('kill_after_restart_', 1);
    // Each voter votes on opinions of their own, each opinion once: an answered vote's rating is
    // then exactly what the database must hold. Opinions are shared between voters, so their
    // rollups add up several people's votes.
    const opinions = await createOpinions('kill', 300);
    const server = await startServer();

    const answered: Array<{ userId: number; opinionId: number; rating: number }> = [];
    const unanswered: Array<{ userId: number; opinionId: number; rating: number }> = [];
    let killed = false;
    const voting = voters.map(async (voter, voterIndex) => {
      for (let round = 0; !killed && round < opinions.length; round += 1) {
        const opinionId = opinions[(voterIndex * 37 + round) % opinions.length].id;
        const rating = ((voterIndex + round) % 5) + 1;
        try {
          const response = await vote(server, voter, opinionId, rating);
          const body = await response.text();
          if (response.status === 200 && body.includes('"body"')) answered.push({ userId: voter.userId, opinionId, rating });
          else unanswered.push({ userId: voter.userId, opinionId, rating });
        } catch {
          unanswered.push({ userId: voter.userId, opinionId, rating });
          return;
        }
      }
    });
    await waitFor('some votes to be answered', async () => answered.length >= 60, 60_000);
    server.child.kill('SIGKILL');
    killed = true;
    const { signal } = await server.exit;
    await Promise.all(voting);
    const answeredBeforeKill = answered.length;

    const restarted = await startServer();
    const afterRestart = await vote(restarted, voterAfterRestart, opinions[0].id, 3);
    // The restarted server goes on to the SIGTERM test (one start fewer).
    serverForSigterm = restarted;

    const opinionIds = opinions.map((opinion) => opinion.id);
    const stored = await database.prisma.vote.findMany({ where: { opinionId: { in: opinionIds } }, select: { userId: true, opinionId: true, rating: true } });
    const storedRating = new Map(stored.map((row) => [`${row.userId}:${row.opinionId}`, row.rating]));
    const lost = answered.filter((vote) => storedRating.get(`${vote.userId}:${vote.opinionId}`) !== vote.rating);
    const duplicates = await database.prisma.$queryRaw<Array<{ userId: number; opinionId: number }>>`
      SELECT "userId", "opinionId" FROM "Vote" WHERE "opinionId" = ANY(${opinionIds}) GROUP BY 1, 2 HAVING count(*) > 1`;
    // The counts people see are the rollups' totals (field '' and answer ''), summed over days.
    const rollupMismatches = await database.prisma.$queryRaw<Array<{ opinionId: number }>>`
      WITH votes AS (
        SELECT "opinionId",
               count(*) FILTER (WHERE rating = 1)::int AS r1, count(*) FILTER (WHERE rating = 2)::int AS r2,
               count(*) FILTER (WHERE rating = 3)::int AS r3, count(*) FILTER (WHERE rating = 4)::int AS r4,
               count(*) FILTER (WHERE rating = 5)::int AS r5
        FROM "Vote" WHERE "opinionId" = ANY(${opinionIds}) GROUP BY 1),
      rollups AS (
        SELECT "opinionId", sum(r1)::int AS r1, sum(r2)::int AS r2, sum(r3)::int AS r3, sum(r4)::int AS r4, sum(r5)::int AS r5
        FROM "VoteRollup" WHERE "opinionId" = ANY(${opinionIds}) AND field = '' AND answer = '' GROUP BY 1)
      SELECT coalesce(votes."opinionId", rollups."opinionId") AS "opinionId"
      FROM votes FULL JOIN rollups ON votes."opinionId" = rollups."opinionId"
      WHERE (votes.r1, votes.r2, votes.r3, votes.r4, votes.r5) IS DISTINCT FROM (rollups.r1, rollups.r2, rollups.r3, rollups.r4, rollups.r5)
        AND coalesce(votes.r1 + votes.r2 + votes.r3 + votes.r4 + votes.r5, 0) + coalesce(rollups.r1 + rollups.r2 + rollups.r3 + rollups.r4 + rollups.r5, 0) > 0`;
    const historyRows = await database.prisma.voteHistory.count({ where: { opinionId: { in: opinionIds } } });
    // Votes in flight at the kill may or may not have committed; either way they count once.
    const inFlightStored = unanswered.filter((vote) => storedRating.has(`${vote.userId}:${vote.opinionId}`)).length;

    console.log(
      `[process-signals] kill -9: ${answeredBeforeKill} votes answered Success before the kill (${unanswered.length} in flight, ` +
        `${inFlightStored} of them committed); after restart: lost ${lost.length}, duplicated ${duplicates.length}, ` +
        `opinions whose rollups differ from their votes ${rollupMismatches.length}; ${stored.length} votes, ${historyRows} history rows`,
    );
    expect(signal).toBe('SIGKILL');
    expect(lost).toEqual([]);
    expect(duplicates).toEqual([]);
    expect(rollupMismatches).toEqual([]);
    expect(stored.length).toBe(answered.length + inFlightStored + (afterRestart.status === 200 ? 1 : 0));
    // One history row per vote cast (nobody voted twice on one opinion).
    expect(historyRows).toBe(stored.length);
    expect(afterRestart.status).toBe(200);
  });

  it('SIGTERM with 50 requests in flight: all 50 answer completely, and the process exits 0', async () => {
    const server = serverForSigterm ?? (await startServer());
    const voters = await createVoters('sigterm_voter_', 25);
    const opinions = await createOpinions('sigterm', 25);
    const opinionPage = `query OpinionPage($slug: String!) { opinion(slug: $slug) { __typename ... on Opinion { title numVotes } } }`;
    const requests = [
      ...voters.map((voter, index) =>
        startRequest(server, '/api/opinion/vote', { body: { id: opinions[index].id, rating: (index % 5) + 1 } }, voter.cookie),
      ),
      ...opinions.map((opinion) => startRequest(server, '/graphql', { query: opinionPage, variables: { slug: opinion.slug } })),
    ];
    // Every request's headers are read (the server said 100 Continue), its body not yet sent:
    // all 50 are in the server, unfinished, when the signal comes.
    await Promise.all(requests.map((request) => request.started));
    const sigtermSentAt = Date.now();
    server.child.kill('SIGTERM');
    // Stopping means no new connections: a request sent now is refused.
    const lateRequest = await waitFor(
      'the server to stop accepting',
      async () => {
        try {
          await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
          return undefined;
        } catch {
          return 'refused';
        }
      },
      5_000,
    ).catch(() => 'accepted');
    for (const request of requests) request.finish();
    const results = await Promise.all(requests.map((request) => request.answer));
    const { code, signal } = await server.exit;

    const complete = results.filter((result) => {
      if (result.status !== 200) return false;
      try {
        const json = JSON.parse(result.text);
        return json.body !== undefined || json.data?.opinion?.__typename === 'Opinion';
      } catch {
        return false;
      }
    });
    const answeredAfterSigterm = results.filter((result) => result.at >= sigtermSentAt).length;
    console.log(
      `[process-signals] SIGTERM: ${results.length} requests in flight (headers read, bodies pending), ` +
        `${complete.length} answered 200 in full (${answeredAfterSigterm} after SIGTERM), ` +
        `new request after SIGTERM: ${lateRequest}, exit code ${code ?? signal}`,
    );
    expect(results.filter((result) => !complete.includes(result))).toEqual([]);
    expect(answeredAfterSigterm).toBe(results.length);
    expect(lateRequest).toBe('refused');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(await database.prisma.vote.count({ where: { opinionId: { in: opinions.map((opinion) => opinion.id) } } })).toBe(voters.length);
  });
});
