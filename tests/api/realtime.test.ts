// Live vote counts: the voteTallyChanged subscription over graphql-ws (WebSocket) and SSE, fed
// by votes cast over HTTP. In-process pub/sub with one server, then Redis with two servers on
// the same database (a subscriber on A sees a vote cast on B).
import { randomInt } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';
import { createRealtimeBus, type RealtimeBus } from '../../api/realtime/pubsub.ts';

/** vitest.config.ts: a missing Redis fails the suite (no skipping). */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const SUBSCRIPTION = `subscription Tally($opinionId: ID!) {
  voteTallyChanged(opinionId: $opinionId) { id counts percentages numVotes }
}`;

const CAST_VOTE = `mutation CastVote($input: CastVoteInput!) {
  castVote(input: $input) { __typename ... on Error { message } }
}`;

type Tally = { id: string; counts: number[]; percentages: number[]; numVotes: number };

async function waitUntil(condition: () => boolean, what: string, options: { timeoutMs?: number; poke?: () => void } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  let lastPoke = 0;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    if (options.poke && Date.now() - lastPoke >= 50) {
      lastPoke = Date.now();
      options.poke();
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A graphql-ws client; with `cookie`, its socket is a signed-in member's. */
function webSocketClient(app: TestApp, cookie?: string): Client {
  class SignedInWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: cookie! } });
    }
  }
  return createClient({ url: `${app.url.replace('http://', 'ws://')}/graphql`, webSocketImpl: cookie ? SignedInWebSocket : WebSocket, retryAttempts: 0 });
}

/** Collects every event of one subscription. */
function subscribeToTally(client: Client, opinionId: number) {
  const events: Tally[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<{ voteTallyChanged: Tally }>(
    { query: SUBSCRIPTION, variables: { opinionId: encodeGlobalID('Opinion', opinionId) } },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        else if (result.data) events.push(result.data.voteTallyChanged);
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return { events, errors, stop };
}

type Subscriber = { events: Tally[]; errors: unknown[] };

/**
 * There is no acknowledgement that a subscription is listening, so publish an all-zero tally
 * (through `publisher`, which may be another node) until every subscriber has received one.
 */
async function untilListening(publisher: TestApp, opinionId: number, subscribers: Subscriber[]) {
  await waitUntil(() => subscribers.every((subscriber) => subscriber.events.length > 0), 'the subscriptions to start', {
    // A fresh Redis subscriber connection can fail its ready check and reconnect first.
    timeoutMs: 10_000,
    poke: () => publisher.app.pubsub.publish('opinionVotes', opinionId, { opinionId, counts: [0, 0, 0, 0, 0] }),
  });
}

async function untilTally(subscriber: Subscriber, counts: number[], what: string) {
  await waitUntil(
    () => subscriber.errors.length > 0 || subscriber.events.some((event) => event.counts.join() === counts.join()),
    what,
  );
  expect(subscriber.errors).toEqual([]);
  return subscriber.events.find((event) => event.counts.join() === counts.join())!;
}

/** An opinion id unlikely to be used by another test run sharing the Redis server. */
function distinctOpinionId(): number {
  return randomInt(1_000_000, 2_000_000_000);
}

describe.each(testDatabaseKinds())('voteTallyChanged with in-process pub/sub on %s', (kind) => {
  let t: TestApp;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp({ kind });
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await t?.dispose();
  });

  it('two WebSocket subscribers receive the new counts when a third person votes over HTTP', async () => {
    const opinion = await createOpinion(t.prisma, { id: distinctOpinionId(), slug: 'live-local', title: 'Live local' });
    const voter = await t.createUserWithSession('live_voter');
    const [firstClient, secondClient] = [webSocketClient(t), webSocketClient(t)];
    clients.push(firstClient, secondClient);
    const first = subscribeToTally(firstClient, opinion.id);
    const second = subscribeToTally(secondClient, opinion.id);
    await untilListening(t, opinion.id, [first, second]);

    const voted = await t.graphql(CAST_VOTE, { input: { opinionId: encodeGlobalID('Opinion', opinion.id), rating: 3 } }, { cookie: voter.cookie });
    expect(voted.data.castVote.__typename).toBe('MutationCastVoteSuccess');
    const expected = { id: encodeGlobalID('VoteTally', opinion.id), counts: [0, 0, 1, 0, 0], percentages: [0, 0, 100, 0, 0], numVotes: 1 };
    expect(await untilTally(first, [0, 0, 1, 0, 0], 'the first subscriber to see the vote')).toEqual(expected);
    expect(await untilTally(second, [0, 0, 1, 0, 0], 'the second subscriber to see the vote')).toEqual(expected);

    // A re-vote moves the count.
    await t.graphql(CAST_VOTE, { input: { opinionId: encodeGlobalID('Opinion', opinion.id), rating: 5 } }, { cookie: voter.cookie });
    await untilTally(first, [0, 0, 0, 0, 1], 'the re-vote');
    await untilTally(second, [0, 0, 0, 0, 1], 'the re-vote');
    first.stop();
    second.stop();
  });

  // The counts are worked out once per vote for every subscriber of the opinion (api/http/live-fan-out.ts).
  it('members and visitors, two subscriptions on one socket, all get the counts; leaving and coming back works', async () => {
    const opinion = await createOpinion(t.prisma, { id: distinctOpinionId(), slug: 'live-shared', title: 'Live shared' });
    const member = await t.createUserWithSession('live_watcher');
    const voters = [await t.createUserWithSession('shared_voter_1'), await t.createUserWithSession('shared_voter_2'), await t.createUserWithSession('shared_voter_3')];
    const vote = (index: number, rating: number) =>
      t.graphql(CAST_VOTE, { input: { opinionId: encodeGlobalID('Opinion', opinion.id), rating } }, { cookie: voters[index].cookie });
    const visitorClient = webSocketClient(t);
    const memberClient = webSocketClient(t, member.cookie);
    clients.push(visitorClient, memberClient);
    const [visitorFirst, visitorSecond, signedIn] = [
      subscribeToTally(visitorClient, opinion.id),
      subscribeToTally(visitorClient, opinion.id),
      subscribeToTally(memberClient, opinion.id),
    ];
    await untilListening(t, opinion.id, [visitorFirst, visitorSecond, signedIn]);

    await vote(0, 2);
    const expected = { id: encodeGlobalID('VoteTally', opinion.id), counts: [0, 1, 0, 0, 0], percentages: [0, 100, 0, 0, 0], numVotes: 1 };
    for (const subscriber of [visitorFirst, visitorSecond, signedIn]) expect(await untilTally(subscriber, [0, 1, 0, 0, 0], 'every subscriber to see the vote')).toEqual(expected);

    // One leaves: the others still hear.
    visitorFirst.stop();
    await vote(1, 3);
    await untilTally(visitorSecond, [0, 1, 1, 0, 0], 'the other subscription on that socket to see the next vote');
    await untilTally(signedIn, [0, 1, 1, 0, 0], 'the member to see the next vote');

    // Everyone leaves; whoever comes next is listened to again.
    visitorSecond.stop();
    signedIn.stop();
    const later = subscribeToTally(memberClient, opinion.id);
    await untilListening(t, opinion.id, [later]);
    await vote(2, 4);
    expect(await untilTally(later, [0, 1, 1, 1, 0], 'a later subscriber to see a vote')).toMatchObject({ numVotes: 3 });
    later.stop();
  });

  it('a subscriber hears only the opinion it asked about', async () => {
    const watched = await createOpinion(t.prisma, { id: distinctOpinionId(), slug: 'watched', title: 'Watched' });
    const other = await createOpinion(t.prisma, { id: distinctOpinionId(), slug: 'other', title: 'Other' });
    const voter = await t.createUserWithSession('other_voter');
    const client = webSocketClient(t);
    clients.push(client);
    const subscriber = subscribeToTally(client, watched.id);
    await untilListening(t, watched.id, [subscriber]);
    await t.graphql(CAST_VOTE, { input: { opinionId: encodeGlobalID('Opinion', other.id), rating: 1 } }, { cookie: voter.cookie });
    await t.graphql(CAST_VOTE, { input: { opinionId: encodeGlobalID('Opinion', watched.id), rating: 2 } }, { cookie: voter.cookie });
    await untilTally(subscriber, [0, 1, 0, 0, 0], 'the watched vote');
    expect(subscriber.events.every((event) => event.id === encodeGlobalID('VoteTally', watched.id))).toBe(true);
    expect(subscriber.events.some((event) => event.counts[0] === 1)).toBe(false);
    subscriber.stop();
  });

  it('refuses a subscription to an id that is not an opinion', async () => {
    const client = webSocketClient(t);
    clients.push(client);
    const events: unknown[] = [];
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: SUBSCRIPTION, variables: { opinionId: encodeGlobalID('Topic', 1) } },
        { next: (result) => events.push(result), error: resolve, complete: () => resolve('complete') },
      );
    });
    const messages = JSON.stringify([outcome, events]);
    expect(messages).toContain('This opinion does not exist');
  });

  it('works over SSE (Accept: text/event-stream)', async () => {
    const opinion = await createOpinion(t.prisma, { id: distinctOpinionId(), slug: 'live-sse', title: 'Live SSE' });
    const voter = await t.createUserWithSession('sse_voter');
    const abort = new AbortController();
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: SUBSCRIPTION, variables: { opinionId: encodeGlobalID('Opinion', opinion.id) } }),
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const subscriber: Subscriber = { events: [], errors: [] };
    const reading = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = message.split('\n').find((line) => line.startsWith('data:'));
            if (!message.includes('event: next') || !data) continue;
            const result = JSON.parse(data.slice('data:'.length));
            if (result.errors) subscriber.errors.push(result.errors);
            else subscriber.events.push(result.data.voteTallyChanged);
          }
        }
      } catch {
        // aborted at the end of the test
      }
    })();

    await untilListening(t, opinion.id, [subscriber]);
    await t.graphql(CAST_VOTE, { input: { opinionId: encodeGlobalID('Opinion', opinion.id), rating: 4 } }, { cookie: voter.cookie });
    expect(await untilTally(subscriber, [0, 0, 0, 1, 0], 'the SSE event')).toMatchObject({ percentages: [0, 0, 0, 100, 0], numVotes: 1 });
    abort.abort();
    await reading;
  });
});

describe.each(testDatabaseKinds())('voteTallyChanged through Redis, two servers on %s', (kind) => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  const clients: Client[] = [];

  beforeAll(async () => {
    nodeA = await createTestApp({ kind, env: { REDIS_URL: redisUrl } });
    nodeB = await createTestApp({ kind, env: { REDIS_URL: redisUrl }, database: nodeA.database });
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await nodeB?.dispose();
    await nodeA?.dispose();
  });

  it('a subscriber on server A receives a vote cast on server B', async () => {
    const opinion = await createOpinion(nodeA.prisma, { id: distinctOpinionId(), slug: 'live-redis', title: 'Live Redis' });
    const voter = await nodeB.createUserWithSession('redis_voter');
    const [onA, onB] = [webSocketClient(nodeA), webSocketClient(nodeB)];
    clients.push(onA, onB);
    const subscriberOnA = subscribeToTally(onA, opinion.id);
    const subscriberOnB = subscribeToTally(onB, opinion.id);
    // Poked through B: this also proves B's publications reach A's subscriber through Redis.
    await untilListening(nodeB, opinion.id, [subscriberOnA, subscriberOnB]);

    const voted = await nodeB.graphql(CAST_VOTE, { input: { opinionId: encodeGlobalID('Opinion', opinion.id), rating: 1 } }, { cookie: voter.cookie });
    expect(voted.data.castVote.__typename).toBe('MutationCastVoteSuccess');
    const expected = { id: encodeGlobalID('VoteTally', opinion.id), counts: [1, 0, 0, 0, 0], percentages: [100, 0, 0, 0, 0], numVotes: 1 };
    expect(await untilTally(subscriberOnA, [1, 0, 0, 0, 0], 'server A to relay the vote cast on B')).toEqual(expected);
    expect(await untilTally(subscriberOnB, [1, 0, 0, 0, 0], 'server B to relay its own vote')).toEqual(expected);

    // And the other way round: a vote on A reaches B.
    const second = await nodeA.createUserWithSession('redis_voter_two');
    await nodeA.graphql(CAST_VOTE, { input: { opinionId: encodeGlobalID('Opinion', opinion.id), rating: 2 } }, { cookie: second.cookie });
    await untilTally(subscriberOnB, [1, 1, 0, 0, 0], 'server B to relay the vote cast on A');
    subscriberOnA.stop();
    subscriberOnB.stop();
  });
});

describe('two deployments sharing one Redis (REDIS_PREFIX)', () => {
  it("neither hears the other's live updates, and each still hears its own", async () => {
    const prefixOf = (name: string) => `opinio-test:${process.pid}:${randomInt(1e9)}:${name}:`;
    const production = createRealtimeBus(redisUrl, { prefix: prefixOf('production'), log: () => {} });
    const staging = createRealtimeBus(redisUrl, { prefix: prefixOf('staging'), log: () => {} });
    const heardBy = (bus: RealtimeBus) => {
      const heard: number[] = [];
      const subscription = bus.pubsub.subscribe('opinionVotes', 921);
      void (async () => {
        for await (const tally of subscription) heard.push(tally.counts[0]);
      })();
      return { heard, stop: () => subscription.return(undefined) };
    };
    try {
      const onProduction = heardBy(production);
      const onStaging = heardBy(staging);
      const tally = (marker: number) => ({ opinionId: 921, counts: [marker, 0, 0, 0, 0] as [number, number, number, number, number] });
      // Staging's update is published (and heard by staging) before production's own; Redis
      // delivers one connection's messages in order, so had production heard staging's, it would
      // have come first.
      await waitUntil(() => onStaging.heard.includes(1), "staging's own update", { poke: () => staging.pubsub.publish('opinionVotes', 921, tally(1)) });
      await waitUntil(() => onProduction.heard.includes(2), "production's own update", { poke: () => production.pubsub.publish('opinionVotes', 921, tally(2)) });
      expect(onProduction.heard).not.toContain(1);
      expect(onStaging.heard).not.toContain(2);
      await Promise.all([onProduction.stop(), onStaging.stop()]);
    } finally {
      await Promise.all([production.close(), staging.close()]);
    }
  });
});
