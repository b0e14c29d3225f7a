// Notifications: the notificationAdded subscription over graphql-ws (the live red dot), in
// process and across two nodes through Redis; NewNotification in user info; reading the list
// (REST and GraphQL) clears it; createNotification's own rules.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { NotificationMessage } from '../../api/domain/notification-message.ts';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const SUBSCRIPTION = `subscription { notificationAdded { id databaseId kind actionName url body actorUsername artifactTitle createdAt } }`;

type Received = { databaseId: number; kind: string; actionName: string; url: string; body: string; actorUsername: string; artifactTitle: string };

async function waitUntil(condition: () => boolean, what: string, poke?: () => void, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let lastPoke = 0;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    if (poke && Date.now() - lastPoke >= 50) {
      lastPoke = Date.now();
      poke();
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A graphql-ws client that sends the session cookie with its upgrade request, as a browser does. */
function webSocketClient(app: TestApp, cookie?: string): Client {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  return createClient({ url: `${app.url.replace('http://', 'ws://')}/graphql`, webSocketImpl: CookieWebSocket, retryAttempts: 0 });
}

function subscribe(client: Client) {
  const events: Received[] = [];
  const errors: unknown[] = [];
  client.subscribe<{ notificationAdded: Received }>(
    { query: SUBSCRIPTION },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        else if (result.data) events.push(result.data.notificationAdded);
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return { events, errors };
}

/** A harmless event (id 0) published until the subscriber hears it: then it is listening. */
function probe(recipientId: number): NotificationMessage {
  return {
    id: 0,
    recipientId,
    kind: 'MILESTONE',
    actionName: 'Probe',
    argsJson: '{}',
    artifactTitle: '',
    url: '/',
    body: '',
    actorUsername: '',
    actorFullName: '',
    createdAt: new Date().toISOString(),
  };
}

async function untilListening(publisher: TestApp, recipientId: number, subscriber: { events: Received[] }) {
  await waitUntil(() => subscriber.events.length > 0, 'the subscription to start', () =>
    publisher.app.pubsub.publish('notifications', recipientId, probe(recipientId)),
  );
}

describe.each(testDatabaseKinds())('notifications on %s', (kind) => {
  let t: TestApp;
  const clients: Client[] = [];
  let alice: { userId: number; cookie: string };
  let bob: { userId: number; cookie: string };
  let carol: { userId: number; cookie: string };
  let opinionId: number;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    alice = await t.createUserWithSession('alice');
    bob = await t.createUserWithSession('bob');
    carol = await t.createUserWithSession('carol');
    opinionId = (await createOpinion(t.prisma, { slug: 'tea-over-coffee', title: 'Tea is better than coffee' })).id;
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await t?.dispose();
  });

  const userInfo = async (cookie: string) => (await t.rest('POST', '/api/user/info', {}, { cookie })).json.body;

  it("a reply reaches the replied-to person's subscription live, and nobody else's", async () => {
    const aliceClient = webSocketClient(t, alice.cookie);
    const carolClient = webSocketClient(t, carol.cookie);
    clients.push(aliceClient, carolClient);
    const aliceEvents = subscribe(aliceClient);
    const carolEvents = subscribe(carolClient);
    await untilListening(t, alice.userId, aliceEvents);
    await untilListening(t, carol.userId, carolEvents);
    const carolBefore = carolEvents.events.length;

    expect((await userInfo(alice.cookie)).NewNotification).toBe(false);
    const top = await t.rest('POST', '/api/v2/comment/new', { threadID: opinionId, body: 'Tea, obviously', responseType: 'pro' }, { cookie: alice.cookie });
    const reply = await t.rest('POST', '/api/v2/comment/new', { threadID: opinionId, parentID: top.json.body.CommentID, body: 'Coffee, obviously' }, { cookie: bob.cookie });
    expect(reply.status).toBe(200);

    // Alice's own first-comment award arrives too (a Milestone); the reply is the COMMENT event.
    await waitUntil(() => aliceEvents.events.some((event) => event.kind === 'COMMENT'), 'the reply notification');
    expect(aliceEvents.errors).toEqual([]);
    expect(aliceEvents.events.find((event) => event.kind === 'COMMENT')).toMatchObject({
      kind: 'COMMENT',
      actionName: 'CommentInit',
      url: `/o/tea-over-coffee#comment-${reply.json.body.CommentID}`,
      body: 'Coffee, obviously',
      actorUsername: 'bob',
      artifactTitle: 'Tea is better than coffee',
    });
    expect(carolEvents.events.length).toBe(carolBefore);

    // NewNotification until the list is read.
    expect((await userInfo(alice.cookie)).NewNotification).toBe(true);
    const list = await t.rest('POST', '/api/notifications/get', {}, { cookie: alice.cookie });
    expect(list.status).toBe(200);
    expect(list.json.body.filter((event: { Kind: string }) => event.Kind !== 'Milestone')).toHaveLength(1);
    expect((await userInfo(alice.cookie)).NewNotification).toBe(false);
  });

  it('refuses anonymous subscribers and anonymous list requests', async () => {
    const anonymous = webSocketClient(t);
    clients.push(anonymous);
    const result = subscribe(anonymous);
    await waitUntil(() => result.errors.length > 0, 'the refusal');
    expect(JSON.stringify(result.errors)).toContain('Please log in to continue');
    expect(await t.rest('POST', '/api/notifications/get', {})).toMatchObject({ status: 401, json: { error: 'Please log in to continue' } });
  });

  it('markNotificationsRead clears newNotification over GraphQL; notifications are newest first', async () => {
    await t.app.services.notifications.createNotification({ userId: carol.userId, kind: 'MILESTONE', url: '/u/carol', body: 'Level 2' });
    await t.app.services.notifications.createNotification({ userId: carol.userId, kind: 'MILESTONE', url: '/u/carol', body: 'Level 3' });
    const before = await t.graphql(`{ viewer { newNotification notifications { body kind url } } }`, {}, { cookie: carol.cookie });
    expect(before.data.viewer.newNotification).toBe(true);
    expect(before.data.viewer.notifications.map((n: { body: string }) => n.body)).toEqual(['Level 3', 'Level 2']);
    const marked = await t.graphql(
      `mutation { markNotificationsRead { __typename ... on MutationMarkNotificationsReadSuccess { data { newNotification } } } }`,
      {},
      { cookie: carol.cookie },
    );
    expect(marked.data.markNotificationsRead.data.newNotification).toBe(false);
    expect((await userInfo(carol.cookie)).NewNotification).toBe(false);
  });

  it('createNotification: nobody is told about their own action, and URLs stay on this site', async () => {
    const service = t.app.services.notifications;
    expect(await service.createNotification({ userId: carol.userId, actorId: carol.userId, kind: 'COMMENT', url: '/x' })).toBeNull();
    const outside = await service.createNotification({ userId: carol.userId, actorId: bob.userId, kind: 'COMMENT', url: 'https://evil.test/' });
    expect(outside?.url).toBe('/');
    const protocolRelative = await service.createNotification({ userId: carol.userId, kind: 'COMMENT', url: '//evil.test/' });
    expect(protocolRelative?.url).toBe('/');
  });
});

describe.each(testDatabaseKinds())('notificationAdded across two nodes through Redis on %s', (kind) => {
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

  it('a good point given on node B reaches the author subscribed on node A', async () => {
    const author = await nodeA.createUserWithSession(`author${Date.now() % 100000}`);
    const liker = await nodeA.createUserWithSession(`liker${Date.now() % 100000}`);
    const opinion = await createOpinion(nodeA.prisma, { slug: `redis-${Date.now()}`, title: 'Across nodes' });
    const client = webSocketClient(nodeA, author.cookie);
    clients.push(client);
    const events = subscribe(client);
    await untilListening(nodeB, author.userId, events);
    const comment = await nodeA.rest('POST', '/api/v2/comment/new', { threadID: opinion.id, body: 'Like this', responseType: 'con' }, { cookie: author.cookie });
    const liked = await nodeB.rest('POST', '/api/v2/comment/like', { commentID: comment.json.body.CommentID, liked: true }, { cookie: liker.cookie });
    expect(liked.status).toBe(200);
    await waitUntil(() => events.events.some((event) => event.kind === 'LIKE_COMMENT'), 'the good point notification');
    expect(events.events.find((event) => event.kind === 'LIKE_COMMENT')).toMatchObject({ actionName: 'CommentLike', body: 'Like this' });
  });
});
