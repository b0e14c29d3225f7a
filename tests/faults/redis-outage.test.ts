// Redis goes away and comes back while the app serves (docs/product.md#server-limits, "Redis
// outage"): votes still answer Success, log-ins still answer (the rate limits fall back to this
// process's memory), the process lives on, and live vote counts reach an open subscription again
// once Redis is back, without anyone reconnecting. The Redis server is the test's own (killed
// with SIGKILL, as a crash), never the machine's shared one.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { hashPassword } from '../../api/auth/passwords.ts';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { startThrowawayRedis, waitFor } from '../support/throwaway-servers.ts';

const CAST_VOTE = `mutation CastVote($input: CastVoteInput!) {
  castVote(input: $input) { __typename ... on Error { message } ... on MutationCastVoteSuccess { data { numVotes } } }
}`;
const TALLY = `subscription Tally($opinionId: ID!) { voteTallyChanged(opinionId: $opinionId) { counts numVotes } }`;

type Tally = { counts: number[]; numVotes: number };

// PGlite: the outage is Redis', the database only has to be there.
describe('Redis outage: votes, log-ins and live updates', () => {
  let redis: Awaited<ReturnType<typeof startThrowawayRedis>>;
  let t: TestApp;
  let client: Client | undefined;
  // In a plain `node` process an unhandled rejection ends it; vitest only reports it. Recorded
  // here so the test names what would have killed the server.
  const unhandledRejections: unknown[] = [];
  const onUnhandledRejection = (reason: unknown) => unhandledRejections.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandledRejection);
    redis = await startThrowawayRedis();
    t = await createTestApp({ kind: 'pglite', env: { REDIS_URL: redis.url } });
  });

  afterAll(async () => {
    await client?.dispose();
    await t?.dispose();
    await redis?.stop();
    process.off('unhandledRejection', onUnhandledRejection);
  });

  it('keeps answering during the outage and resumes live updates after it', async () => {
    const opinion = await createOpinion(t.prisma, { slug: 'redis-outage', title: 'Redis outage' });
    const opinionId = encodeGlobalID('Opinion', opinion.id);
    const voters = await Promise.all(Array.from({ length: 40 }, (_, index) => t.createUserWithSession(`outage_voter_${index}`)));
    const password = 'correct horse battery';
    await t.createUserWithSession('outage_login', { passwordHash: await hashPassword(password) });

    client = createClient({ url: `${t.url.replace('http://', 'ws://')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    const subscriptionErrors: unknown[] = [];
    const listen = (id: string) => {
      const received: Tally[] = [];
      client!.subscribe<{ voteTallyChanged: Tally }>(
        { query: TALLY, variables: { opinionId: id } },
        {
          next: (result) => (result.errors ? subscriptionErrors.push(result.errors) : received.push(result.data!.voteTallyChanged)),
          error: (error) => subscriptionErrors.push(error),
          complete: () => {},
        },
      );
      return received;
    };
    const tallies = listen(opinionId);
    // No acknowledgement says a subscription listens: publish zeros until one arrives.
    await waitFor('the subscription to listen', async () => {
      t.app.pubsub.publish('opinionVotes', opinion.id, { opinionId: opinion.id, counts: [0, 0, 0, 0, 0] });
      await new Promise((resolveWait) => setTimeout(resolveWait, 50));
      return tallies.length > 0;
    });

    let votesCast = 0;
    const vote = async (voter: { cookie: string }, on = opinionId) => {
      const answer = await t.graphql(CAST_VOTE, { input: { opinionId: on, rating: 2 } }, { cookie: voter.cookie });
      if (on === opinionId && answer.status === 200 && answer.data?.castVote?.__typename === 'MutationCastVoteSuccess') votesCast += 1;
      return answer;
    };
    await vote(voters[0]);
    await waitFor('the live count of the first vote', async () => tallies.some((tally) => tally.numVotes === 1));

    await redis.kill();
    // A page opened during the outage: its SUBSCRIBE cannot reach Redis now.
    const lateOpinion = await createOpinion(t.prisma, { slug: 'opened-during-outage', title: 'Opened during the outage' });
    const lateOpinionId = encodeGlobalID('Opinion', lateOpinion.id);
    const lateTallies = listen(lateOpinionId);
    const outageVoters = voters.slice(1, 16);
    const outageAnswers = [];
    // One after another: each waits out whatever the vote's reactions wait for.
    for (const voter of outageVoters) outageAnswers.push(await vote(voter));
    const answeredOk = outageAnswers.filter((answer) => answer.status === 200 && answer.data?.castVote?.__typename === 'MutationCastVoteSuccess');

    const health = await fetch(`${t.url}/healthz`);
    const email = 'outage_login@example.test';
    const goodLogin = await t.rest('POST', '/api/login', { email, password });
    const badLogin = await t.rest('POST', '/api/login', { email, password: 'not the password' });
    // The limits still hold, in this process: 10 failed log-ins per account and address.
    const guesses = [];
    for (let guess = 0; guess < 12; guess += 1) {
      guesses.push((await t.rest('POST', '/api/login', { email: 'nobody@example.test', password: `guess number ${guess}` })).status);
    }

    // A publish gives up after ioredis' retries, a moment after the vote answered.
    const failures = await waitFor(
      'the publish failures to be counted',
      async () => {
        const readiness = (await (await fetch(`${t.url}/readyz`)).json()) as { redis?: { publishFailures?: number } };
        const counted = readiness.redis?.publishFailures ?? 0;
        return counted >= outageVoters.length ? counted : undefined;
      },
      30_000,
    ).catch(() => -1);

    await redis.start();
    const restartedAt = Date.now();
    const resumeVoters = voters.slice(16);
    // Live updates resume once the subscriber connection has reconnected and resubscribed: vote
    // (each time a new voter) until a published count arrives.
    const resumed = await waitFor(
      'live updates after Redis came back',
      async () => {
        const voter = resumeVoters.shift();
        if (!voter) return undefined;
        await vote(voter);
        const expected = votesCast;
        await new Promise((resolveWait) => setTimeout(resolveWait, 400));
        return tallies.some((tally) => tally.numVotes === expected);
      },
      60_000,
    ).catch(() => false);
    const secondsToResume = (Date.now() - restartedAt) / 1000;
    const lateResumed = await waitFor(
      'live updates of the page opened during the outage',
      async () => {
        const voter = resumeVoters.shift();
        if (!voter) return undefined;
        await vote(voter, lateOpinionId);
        await new Promise((resolveWait) => setTimeout(resolveWait, 400));
        return lateTallies.some((tally) => tally.numVotes > 0);
      },
      30_000,
    ).catch(() => false);

    console.log(
      `[redis-outage] votes during outage: ${outageVoters.length}, answered ok: ${answeredOk.length}, ` +
        `publish failures counted: ${failures}, log-ins answered: ${goodLogin.status}/${badLogin.status}, ` +
        `failed log-in guesses answered: ${guesses.join(',')}, ` +
        `live updates resumed after: ${resumed ? `${secondsToResume.toFixed(1)} s` : 'never'}` +
        `${lateResumed ? '' : ' (never for the page opened during the outage)'}`,
    );
    expect(unhandledRejections.map(String)).toEqual([]);
    expect(outageAnswers.map((answer) => [answer.status, answer.data?.castVote?.__typename])).toEqual(
      outageVoters.map(() => [200, 'MutationCastVoteSuccess']),
    );
    expect(health.status).toBe(200);
    expect([goodLogin.status, goodLogin.json.body?.Username ?? goodLogin.json]).toEqual([200, 'outage_login']);
    expect(badLogin.status).toBeGreaterThanOrEqual(400);
    expect(badLogin.status).toBeLessThan(500);
    expect(guesses).toEqual([...Array(10).fill(401), 429, 429]);
    expect(failures).toBeGreaterThanOrEqual(outageVoters.length);
    expect(subscriptionErrors).toEqual([]);
    expect(resumed).toBe(true);
    expect(lateResumed).toBe(true);
    // Every vote is in the database, whatever happened to its live update.
    expect(await t.prisma.vote.count({ where: { opinionId: opinion.id } })).toBe(votesCast);
  });
});
