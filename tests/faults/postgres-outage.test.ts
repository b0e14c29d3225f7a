// PostgreSQL stops under a steady light load of reads and votes and starts again
// (docs/product.md#outages-and-restarts): /readyz says not ready while it is down, requests
// answer an error at once instead of hanging, the process lives on, and when PostgreSQL is back
// the same process serves again, without a restart. The cluster is the test's own (initdb into a
// temporary folder), never the machine's shared one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrations.ts';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { startThrowawayPostgres, waitFor } from '../support/throwaway-servers.ts';

type Outcome = { phase: 'before' | 'outage' | 'after'; kind: 'read' | 'vote'; status: number; ms: number };

// A request that has not answered after this long counts as hanging (status 0).
const HANG_MS = 20_000;

describe('PostgreSQL outage: readiness, errors and recovery', () => {
  let cluster: ReturnType<typeof startThrowawayPostgres> extends Promise<infer C> ? C : never;
  let database: Database | undefined;
  let t: TestApp | undefined;
  // In a plain `node` process either of these ends it; vitest only reports them. Recorded here
  // so the test names what would have killed the server.
  const unhandledRejections: unknown[] = [];
  const onUnhandledRejection = (reason: unknown) => unhandledRejections.push(reason);
  const uncaughtExceptions: unknown[] = [];
  const onUncaughtException = (error: unknown) => uncaughtExceptions.push(error);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandledRejection);
    process.on('uncaughtException', onUncaughtException);
    cluster = await startThrowawayPostgres();
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE opinio');
    await admin.end();
    database = await openDatabase({ kind: 'postgres', url: cluster.url('opinio'), poolSize: 5 });
    await applyMigrations(database);
    // Production, as deployed: sessions and the limits' caller checks also meet the outage.
    t = await createTestApp({ kind: 'postgres', database, env: { NODE_ENV: 'production' } });
  });

  afterAll(async () => {
    try {
      await t?.dispose();
      await database?.close();
    } finally {
      cluster?.destroy();
      process.off('unhandledRejection', onUnhandledRejection);
      process.off('uncaughtException', onUncaughtException);
    }
  });

  it('answers not ready and errors while PostgreSQL is down, and serves again once it is back', async () => {
    const app = t!;
    const opinion = await createOpinion(app.prisma, { slug: 'postgres-outage', title: 'PostgreSQL outage' });
    const voters = await Promise.all(Array.from({ length: 5 }, (_, index) => app.createUserWithSession(`pg_outage_voter_${index}`)));

    let phase: Outcome['phase'] = 'before';
    const outcomes: Outcome[] = [];
    const send = async (kind: Outcome['kind'], round: number) => {
      const started = Date.now();
      const requestPhase = phase;
      const options = { signal: AbortSignal.timeout(HANG_MS) };
      let status = 0;
      try {
        const response =
          kind === 'read'
            ? await fetch(`${app.url}/api/opinion/get?slug=postgres-outage`, { ...options, headers: { 'x-forwarded-for': app.clientAddress } })
            : await fetch(`${app.url}/api/opinion/vote`, {
                ...options,
                method: 'POST',
                headers: { 'content-type': 'application/json', cookie: voters[round % voters.length].cookie, 'x-forwarded-for': app.clientAddress },
                body: JSON.stringify({ body: { id: opinion.id, rating: (round % 5) + 1 } }),
              });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        // timed out or the connection failed: status 0
      }
      outcomes.push({ phase: requestPhase, kind, status, ms: Date.now() - started });
    };
    // A steady light load: a read and a vote every 100 ms, whatever the answers take.
    let loading = true;
    const inFlight = new Set<Promise<void>>();
    const load = (async () => {
      for (let round = 0; loading; round += 1) {
        for (const kind of ['read', 'vote'] as const) {
          const request = send(kind, round).finally(() => inFlight.delete(request));
          inFlight.add(request);
        }
        await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      }
    })();
    const readiness = async () => {
      const response = await fetch(`${app.url}/readyz`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    try {
      await new Promise((resolveWait) => setTimeout(resolveWait, 1_000));
      const readyBefore = await readiness();

      cluster.stop();
      phase = 'outage';
      const stoppedAt = Date.now();
      const notReady = await waitFor('/readyz to say not ready', async () => {
        const answer = await readiness();
        return answer.status === 503 ? answer : undefined;
      }, 15_000).catch(() => readiness());
      const health = await fetch(`${app.url}/healthz`);
      await new Promise((resolveWait) => setTimeout(resolveWait, 2_000));

      cluster.start();
      const startedAgainAt = Date.now();
      // Recovered: /readyz says ready, and a read and a vote sent now both succeed.
      phase = 'after';
      await waitFor(
        'the app to serve again',
        async () => {
          if ((await readiness()).status !== 200) return false;
          const probe = outcomes.length;
          await Promise.all([send('read', 0), send('vote', 1)]);
          return outcomes.slice(probe).every((outcome) => outcome.status === 200);
        },
        60_000,
      ).catch(() => undefined);
      const secondsToRecover = (Date.now() - startedAgainAt) / 1000;
      await new Promise((resolveWait) => setTimeout(resolveWait, 1_000));
      loading = false;
      await load;
      await Promise.all(inFlight);
      const readyAfter = await readiness();

      const during = outcomes.filter((outcome) => outcome.phase === 'outage');
      const failedDuring = during.filter((outcome) => outcome.status !== 200);
      const hung = outcomes.filter((outcome) => outcome.status === 0);
      const statuses = [...new Set(failedDuring.map((outcome) => outcome.status))].sort();
      const slowest = Math.max(0, ...during.map((outcome) => outcome.ms));
      const lastRequests = outcomes.slice(-6);
      console.log(
        `[postgres-outage] requests sent: ${outcomes.length}, during the outage: ${during.length} ` +
          `(failed: ${failedDuring.length}, statuses ${statuses.join('/') || '-'}, slowest ${slowest} ms), ` +
          `hung: ${hung.length}, outage lasted ${((startedAgainAt - stoppedAt) / 1000).toFixed(1)} s, ` +
          `recovered ${secondsToRecover.toFixed(1)} s after PostgreSQL started again`,
      );

      expect(uncaughtExceptions.map(String)).toEqual([]);
      expect(unhandledRejections.map(String)).toEqual([]);
      expect(readyBefore).toMatchObject({ status: 200, body: { ready: true } });
      expect(notReady).toEqual({ status: 503, body: { ready: false, database: 'unreachable' } });
      expect(health.status).toBe(200);
      expect(hung).toEqual([]);
      expect(during.length).toBeGreaterThan(0);
      // Each request that fails during the outage is refused with "try again shortly", none with
      // another error (a visitor's read may still be answered from its kept answer, at most 30 s old).
      expect(statuses).toEqual([503]);
      expect(readyAfter).toMatchObject({ status: 200, body: { ready: true } });
      expect(lastRequests.map((outcome) => outcome.status)).toEqual(lastRequests.map(() => 200));
    } finally {
      loading = false;
      await load;
      await Promise.all(inFlight);
    }
  });
});
