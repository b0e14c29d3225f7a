// Writing is limited per account (docs/product.md#rate-limits): 30 comments in a few seconds used
// to be accepted. Over a limit, REST answers 429 with Retry-After and GraphQL the typed
// RateLimitError, and nothing is written. Moderators are not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentRateLimits } from '../../api/modules/comment/service.ts';
import { opinionCreateRateLimit } from '../../api/modules/opinion/service.ts';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';
import { oneDatabaseKind } from '../support/test-database.ts';

const POST = `mutation ($input: PostCommentInput!) {
  postComment(input: $input) { __typename ... on Error { message } ... on RateLimitError { retryAfterSeconds } }
}`;

// Rate limits are kept by the server (in memory or Redis), not the database: one kind is enough.
describe.each(oneDatabaseKind())('write rate limits on %s', (kind) => {
  let t: TestApp;
  let opinionId: number;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await createTopic(t.prisma, { id: 301, slug: 'limits', title: 'Limits' });
    opinionId = (await createOpinion(t.prisma, { slug: 'limited-thread', title: 'A limited thread', topicIds: [301] })).id;
  });
  afterAll(() => t?.dispose());

  const commentCount = (userId: number) => t.prisma.comment.count({ where: { authorId: userId } });
  const postOverRest = (cookie: string, body: string) =>
    t.rest('POST', '/api/v2/comment/new', { threadID: opinionId, body, responseType: 'commentary' }, { cookie });

  it(`refuses a member's comment beyond ${commentRateLimits.perMinute.limit} a minute, over REST and GraphQL`, async () => {
    const member = await t.createUserWithSession('comment_flooder');
    const started = Date.now();
    for (let index = 0; index < commentRateLimits.perMinute.limit; index += 1) {
      expect((await postOverRest(member.cookie, `Comment ${index}`)).status).toBe(200);
    }
    const refused = await postOverRest(member.cookie, 'One too many');
    expect(refused).toMatchObject({ status: 429, json: { error: 'Too many attempts. Please wait a moment and try again.' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const overGraphQL = await t.graphql(POST, { input: { threadKey: `opinion:${opinionId}`, body: 'And another', responseType: 'PRO' } }, { cookie: member.cookie });
    expect(overGraphQL.data.postComment).toMatchObject({ __typename: 'RateLimitError' });
    expect(overGraphQL.data.postComment.retryAfterSeconds).toBeGreaterThan(0);
    expect(await commentCount(member.userId)).toBe(commentRateLimits.perMinute.limit);
    console.log(`write rate limits (${kind}): ${commentRateLimits.perMinute.limit} comments accepted, the next refused, in ${Date.now() - started} ms`);

    // Another member is not affected, and neither is a moderator posting in bulk.
    const neighbour = await t.createUserWithSession('comment_neighbour');
    expect((await postOverRest(neighbour.cookie, 'My own comment')).status).toBe(200);
    const moderator = await t.createUserWithSession('comment_moderator', { canDeleteContent: true });
    for (let index = 0; index <= commentRateLimits.perMinute.limit; index += 1) {
      expect((await postOverRest(moderator.cookie, `Notice ${index}`)).status).toBe(200);
    }
  });

  it(`refuses an account's opinion beyond ${opinionCreateRateLimit.limit} an hour`, async () => {
    const { cookie, userId } = await t.createUserWithSession('opinion_flooder', { canCreateOpinions: true });
    for (let index = 0; index < opinionCreateRateLimit.limit; index += 1) {
      const created = await t.rest('POST', '/api/opinion/new', { title: `Flooded opinion ${index}`, topics: [301] }, { cookie });
      expect(created.status, JSON.stringify(created.json)).toBe(200);
    }
    const refused = await t.rest('POST', '/api/opinion/new', { title: 'One opinion too many', topics: [301] }, { cookie });
    expect(refused).toMatchObject({ status: 429 });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.prisma.opinion.count({ where: { createdById: userId } })).toBe(opinionCreateRateLimit.limit);
  });
});
