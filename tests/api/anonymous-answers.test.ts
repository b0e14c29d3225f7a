// Visitors' kept answers (api/http/anonymous-answers.ts, docs/decisions.md#anonymous-answers) on a
// real server: the opinion page as the browser asks it (its persisted id) and GET
// /api/opinion/get. A kept answer is served without a statement; a vote, an edit or a comment
// shows in the next visitor's answer; a member's own fields never reach a visitor, nor the
// other way round; and a document is still checked, with the same 4xx, whatever is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementCounter } from '../../api/db/database.ts';
import { loadPersistedOperations } from '../../api/http/persisted-operations.ts';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const [pageId] = [...loadPersistedOperations()].find(([, text]) => text.startsWith('query OpinionPageQuery('))!;

type Page = {
  viewer: { isLoggedIn: boolean; canDeleteContent: boolean };
  opinion: {
    __typename: string;
    title?: string;
    numVotes?: number;
    viewerRating?: number | null;
    commentThread?: { numComments: number; viewerCanComment: boolean; comments: Array<{ bodyHtml: string; viewerIsAuthor: boolean }> };
  };
};

describe.each(testDatabaseKinds())('anonymous answers on %s', (kind) => {
  let t: TestApp;
  const counter: StatementCounter = { count: 0 };
  let member: { userId: number; cookie: string };
  let moderator: { userId: number; cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ kind, statementCounter: counter });
    await createTopic(t.prisma, { id: 901, slug: 'kept', title: 'Kept' });
    await createOpinion(t.prisma, { id: 911, slug: 'kept-page', title: 'A page visitors share', topicIds: [901] });
    await createOpinion(t.prisma, { id: 912, slug: 'other-page', title: 'Another page', topicIds: [901] });
    await createOpinion(t.prisma, { id: 913, slug: 'members-page', title: 'A page a member reads first', topicIds: [901] });
    member = await t.createUserWithSession('kept_member');
    moderator = await t.createUserWithSession('kept_moderator', { canDeleteContent: true });
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  /** The opinion page as the browser sends it: the persisted id, the slug. */
  async function page(slug: string, cookie?: string): Promise<{ status: number; data: Page; statements: number }> {
    counter.count = 0;
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': t.clientAddress, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ operationName: 'OpinionPageQuery', variables: { slug }, extensions: { persistedQuery: { version: 1, sha256Hash: pageId } } }),
    });
    const json = (await response.json()) as { data: Page; errors?: unknown };
    expect(json.errors).toBeUndefined();
    return { status: response.status, data: json.data, statements: counter.count };
  }

  async function vote(cookie: string, opinionId: number, rating: number) {
    expect((await t.rest('POST', '/api/opinion/vote', { id: opinionId, rating }, { cookie })).status).toBe(200);
  }

  it("keeps a visitor's page and answers the next visitor without a statement; a vote shows at once", async () => {
    const first = await page('kept-page');
    expect(first.data.opinion).toMatchObject({ __typename: 'Opinion', numVotes: 0, viewerRating: null });
    expect(first.statements).toBeGreaterThan(0);
    const second = await page('kept-page');
    expect(second.data).toEqual(first.data);
    expect(second.statements).toBe(0);

    await vote(member.cookie, 911, 2);
    const afterVote = await page('kept-page');
    expect(afterVote.data.opinion).toMatchObject({ numVotes: 1, viewerRating: null });
    expect(afterVote.statements).toBeGreaterThan(0);
  });

  it("a vote empties only its own opinion's answers", async () => {
    await page('kept-page');
    await page('other-page');
    await vote(member.cookie, 912, 4);
    expect((await page('kept-page')).statements).toBe(0);
    const other = await page('other-page');
    expect(other.statements).toBeGreaterThan(0);
    expect(other.data.opinion.numVotes).toBe(1);
  });

  it("never gives a member's fields to a visitor, nor a visitor's kept answer to a member", async () => {
    await vote(member.cookie, 913, 1);
    const members = await page('members-page', member.cookie);
    expect(members.data.viewer.isLoggedIn).toBe(true);
    expect(members.data.opinion).toMatchObject({ viewerRating: 1, commentThread: { viewerCanComment: true } });
    const keptBefore = t.app.anonymousAnswersKept();
    expect((await page('members-page', member.cookie)).statements).toBeGreaterThan(0);
    expect(t.app.anonymousAnswersKept()).toBe(keptBefore);

    const visitors = await page('members-page');
    expect(visitors.data.viewer).toMatchObject({ isLoggedIn: false, canDeleteContent: false });
    expect(visitors.data.opinion).toMatchObject({ viewerRating: null, commentThread: { viewerCanComment: false } });
    expect((await page('members-page')).statements).toBe(0);
    // Kept for visitors now, and still worked out afresh for the member.
    const again = await page('members-page', member.cookie);
    expect(again.statements).toBeGreaterThan(0);
    expect(again.data.opinion.viewerRating).toBe(1);
    // A cookie that is not a session is still a visitor; a session cookie that has expired is not
    // answered from the kept answers either (it may be refreshed or cleared).
    expect((await page('members-page', 'opinio_cookie_consent=1')).statements).toBe(0);
    expect((await page('members-page', 'opinio_session=expired')).statements).toBeGreaterThan(0);
  });

  it('an edit, a comment and its deletion each show in the next visitor answer', async () => {
    await page('kept-page');
    expect((await page('kept-page')).statements).toBe(0);
    const edited = await t.rest('POST', '/api/opinion/edit', { id: 911, title: 'A page visitors share, reworded', topics: [901] }, { cookie: moderator.cookie });
    expect(edited.status).toBe(200);
    expect((await page('kept-page')).data.opinion.title).toBe('A page visitors share, reworded');

    const posted = await t.graphql(
      `mutation ($input: PostCommentInput!) { postComment(input: $input) { __typename ... on MutationPostCommentSuccess { data { id } } } }`,
      { input: { threadKey: 'opinion:911', body: 'Seen by the next visitor', responseType: 'PRO' } },
      { cookie: member.cookie },
    );
    expect(posted.data?.postComment.__typename).toBe('MutationPostCommentSuccess');
    const withComment = await page('kept-page');
    expect(withComment.data.opinion.commentThread).toMatchObject({ numComments: 1, comments: [{ bodyHtml: expect.stringContaining('Seen by the next visitor'), viewerIsAuthor: false }] });
    expect((await page('kept-page')).statements).toBe(0);

    const deleted = await t.graphql(
      `mutation ($input: CommentIdInput!) { deleteComment(input: $input) { __typename } }`,
      { input: { commentId: posted.data!.postComment.data.id } },
      { cookie: member.cookie },
    );
    expect(deleted.errors).toBeUndefined();
    expect((await page('kept-page')).data.opinion.commentThread!.numComments).toBe(0);
  });

  it('GET /api/opinion/get is kept for visitors too, and a vote shows at once', async () => {
    const path = '/api/opinion/get?slug=other-page';
    const first = await t.rest('GET', path);
    expect(first.json).toMatchObject({ body: { ArtifactID: 912, Rating: 0 } });
    counter.count = 0;
    expect((await t.rest('GET', path)).json).toEqual(first.json);
    expect(counter.count).toBe(0);
    const votes = (first.json as { body: { NumVotes: number } }).body.NumVotes;
    await vote(moderator.cookie, 912, 5);
    expect((await t.rest('GET', path)).json).toMatchObject({ body: { NumVotes: votes + 1, Rating: 0 } });
    expect((await t.rest('GET', path, undefined, { cookie: moderator.cookie })).json).toMatchObject({ body: { NumVotes: votes + 1, Rating: 5 } });
  });

  it('answers an unknown slug afresh once an opinion takes it', async () => {
    const unknown = await page('not-yet-there');
    expect(unknown.data.opinion.__typename).toBe('NotFoundError');
    expect((await page('not-yet-there')).statements).toBe(0);
    const creator = await t.createUserWithSession('kept_creator', { canCreateOpinions: true });
    const created = await t.rest('POST', '/api/opinion/new', { title: 'Not yet there', topics: [901] }, { cookie: creator.cookie });
    expect(created.json).toMatchObject({ body: { Slug: 'not-yet-there' } });
    expect((await page('not-yet-there')).data.opinion).toMatchObject({ __typename: 'Opinion', title: 'Not yet there' });
  });

  it('still checks every document: bad variables and limits are refused with the same 4xx, kept answers or not', async () => {
    await page('kept-page');
    const send = (variables: unknown) =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', 'x-forwarded-for': t.clientAddress },
        body: JSON.stringify({ operationName: 'OpinionPageQuery', variables, extensions: { persistedQuery: { version: 1, sha256Hash: pageId } } }),
      });
    for (let round = 0; round < 2; round += 1) {
      const badVariable = await send({ slug: 5 });
      expect(badVariable.status).toBe(400);
      const missing = await send({});
      expect(missing.status).toBe(400);
    }
    // The limits' verdicts are kept per document and variables: the same document passes with
    // few ids and is refused with too many, however often and in whatever order it comes.
    const nodes = `query Nodes($ids: [ID!]!) { nodes(ids: $ids) { id } }`;
    const ids = (count: number) => Array.from({ length: count }, (_, index) => Buffer.from(`Opinion:${index + 1}`).toString('base64'));
    for (let round = 0; round < 2; round += 1) {
      expect((await t.graphql(nodes, { ids: ids(2) })).status).toBe(200);
      const tooMany = await t.graphql(nodes, { ids: ids(101) });
      expect(tooMany.status).toBe(400);
      expect(tooMany.errors?.[0]?.extensions?.code).toBe('TOO_MANY_IDS');
    }
    const tooDeep = `{ opinion(slug: "kept-page") { ... on Opinion { topics { opinions(first: 100) { edges { node { topics { opinions(first: 100) { edges { node { topics { opinions(first: 100) { edges { node { id } } } } } } } } } } } } } } }`;
    for (let round = 0; round < 2; round += 1) {
      const refused = await t.graphql(tooDeep);
      expect(refused.status).toBe(400);
      expect(['QUERY_DEPTH', 'QUERY_COMPLEXITY']).toContain(refused.errors?.[0]?.extensions?.code);
    }
  });
});

/** vitest.config.ts: a missing Redis fails the suite (no skipping). */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each(testDatabaseKinds())('anonymous answers on two nodes sharing Redis, on %s', (kind) => {
  let nodeA: TestApp;
  let nodeB: TestApp;

  beforeAll(async () => {
    nodeA = await createTestApp({ kind, env: { REDIS_URL: redisUrl } });
    nodeB = await createTestApp({ kind, env: { REDIS_URL: redisUrl }, database: nodeA.database });
    await createOpinion(nodeA.prisma, { id: 921, slug: 'two-nodes', title: 'Read on one node, changed on the other' });
  }, 60_000);

  afterAll(async () => {
    await nodeB?.dispose();
    await nodeA?.dispose();
  });

  it("a vote or an edit on one node shows in the other node's next visitor answer", async () => {
    const read = async () => (await nodeB.rest('GET', '/api/opinion/get?slug=two-nodes')).json as { body: { NumVotes: number; Title: string } };
    expect((await read()).body.NumVotes).toBe(0);
    // B keeps answers only once Redis confirmed it listens to the other nodes' changes.
    await expect.poll(async () => ((await read()).body.NumVotes === 0 ? nodeB.app.anonymousAnswersKept() : -1), { timeout: 10_000 }).toBeGreaterThan(0);
    const voter = await nodeA.createUserWithSession('two_nodes_voter');
    expect((await nodeA.rest('POST', '/api/opinion/vote', { id: 921, rating: 3 }, { cookie: voter.cookie })).status).toBe(200);
    await expect.poll(async () => (await read()).body.NumVotes, { timeout: 5_000 }).toBe(1);

    const moderator = await nodeA.createUserWithSession('two_nodes_moderator', { canDeleteContent: true });
    const edited = await nodeA.rest('POST', '/api/opinion/edit', { id: 921, title: 'Changed on the other node', topics: [] }, { cookie: moderator.cookie });
    expect(edited.status).toBe(200);
    await expect.poll(async () => (await read()).body.Title, { timeout: 5_000 }).toBe('Changed on the other node');
  });
});
