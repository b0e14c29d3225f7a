// Comment threads over GraphQL and the REST table, on a real server and database: posting,
// replies, sorts, editing, deleting (by author and moderator), reports, good points, the
// notifications they cause, bad input (nothing written), and the statement count of a thread.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementCounter } from '../../api/db/database.ts';
import { clientOperationText } from '../support/client-operations.ts';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const THREAD = `query Thread($key: String!, $sort: CommentSort) {
  commentThread(key: $key) {
    __typename
    ... on Error { message }
    ... on CommentThread {
      id key title numComments requiresResponseType viewerCanComment
      comments(sort: $sort) {
        id databaseId authorUsername bodyHtml responseType likeNum likedByMe deleted deletedReason deletedText
        viewerIsAuthor viewerCanDelete parentDatabaseId replyToUsername
        children { databaseId authorUsername bodyHtml parentDatabaseId replyToUsername likeNum likedByMe }
      }
    }
  }
}`;

const POST = `mutation Post($input: PostCommentInput!) {
  postComment(input: $input) {
    __typename
    ... on Error { message }
    ... on AuthError { status }
    ... on MutationPostCommentSuccess { data { id databaseId bodyHtml responseType parentDatabaseId replyToUsername } }
  }
}`;

const LIKE = `mutation Like($input: LikeCommentInput!) {
  likeComment(input: $input) {
    __typename
    ... on Error { message }
    ... on AuthError { status }
    ... on MutationLikeCommentSuccess { data { databaseId likeNum likedByMe } }
  }
}`;

const commentId = (id: number) => encodeGlobalID('Comment', id);

describe.each(testDatabaseKinds())('comment threads on %s', (kind) => {
  let t: TestApp;
  let alice: { userId: number; cookie: string };
  let bob: { userId: number; cookie: string };
  let moderator: { userId: number; cookie: string };
  let opinionId: number;
  let deletedOpinionId: number;

  async function rowCounts() {
    const [comments, likes, reports, notifications, threads] = await Promise.all([
      t.prisma.comment.count(),
      t.prisma.commentLike.count(),
      t.prisma.commentReport.count(),
      t.prisma.notification.count(),
      t.prisma.commentThread.count(),
    ]);
    return { comments, likes, reports, notifications, threads };
  }

  async function post(cookie: string, payload: Record<string, unknown>) {
    return t.rest('POST', '/api/v2/comment/new', payload, { cookie });
  }

  beforeAll(async () => {
    t = await createTestApp({ kind });
    alice = await t.createUserWithSession('Alice');
    bob = await t.createUserWithSession('Bob');
    moderator = await t.createUserWithSession('Mod', { canDeleteContent: true });
    opinionId = (await createOpinion(t.prisma, { slug: 'cats-rule', title: 'Cats rule', createdById: alice.userId })).id;
    deletedOpinionId = (await createOpinion(t.prisma, { slug: 'gone-one', title: 'Gone', deleted: true })).id;
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  it('posts a typed top-level comment, a reply, and reads them back nested', async () => {
    const top = await post(bob.cookie, { threadID: opinionId, parentID: 0, body: 'Cats are great.\n\nReally.', pathname: '/x', responseType: 'pro' });
    expect(top.status).toBe(200);
    expect(top.json.body).toMatchObject({
      UID: bob.userId,
      UsernameCased: 'Bob',
      Body: '<p>Cats are great.</p><p>Really.</p>',
      ResponseType: 'pro',
      ParentID: 0,
      ReplyToName: '',
      LikeNum: 0,
      LikedByMe: false,
      Deleted: false,
      DeletedReason: '',
      Edited: null,
      Children: [],
    });
    const reply = await post(alice.cookie, { threadID: `opinion:${opinionId}`, parentID: top.json.body.CommentID, body: 'Agreed', responseType: '' });
    expect(reply.status).toBe(200);
    expect(reply.json.body).toMatchObject({ ParentID: top.json.body.CommentID, ReplyToName: 'Bob', ResponseType: '' });
    // A reply to the reply is shown under the same top-level comment, naming whom it answers.
    const deeper = await post(bob.cookie, { threadID: opinionId, parentID: reply.json.body.CommentID, body: 'Thanks' });
    expect(deeper.json.body).toMatchObject({ ParentID: reply.json.body.CommentID, ReplyToName: 'Alice' });

    const thread = await t.rest('POST', '/api/v2/comment/get', { threadID: opinionId });
    expect(thread.status).toBe(200);
    expect(thread.json.body).toHaveLength(1);
    expect(thread.json.body[0].Children.map((child: { Body: string }) => child.Body)).toEqual(['<p>Agreed</p>', '<p>Thanks</p>']);

    const graph = await t.graphql(THREAD, { key: `opinion:${opinionId}` }, { cookie: alice.cookie });
    expect(graph.data.commentThread).toMatchObject({ numComments: 3, requiresResponseType: true, viewerCanComment: true, title: 'Cats rule' });
    expect(graph.data.commentThread.comments[0]).toMatchObject({ authorUsername: 'Bob', viewerIsAuthor: false, viewerCanDelete: false });

    // The opinion's creator (Alice) heard about the top-level comment, Bob about Alice's reply
    // and Alice about Bob's answer to her; nobody about their own comments.
    // (First-comment awards arrive as Milestone notifications too; they are not what this checks.)
    const notMilestone = (event: { Kind: string }) => event.Kind !== 'Milestone';
    const bobsNews = await t.rest('POST', '/api/notifications/get', {}, { cookie: bob.cookie });
    expect(bobsNews.json.body.filter(notMilestone)).toEqual([
      expect.objectContaining({
        Kind: 'Comment',
        ActionName: 'CommentInit',
        ArtifactTitle: 'Cats rule',
        URL: `/o/cats-rule#comment-${reply.json.body.CommentID}`,
        Body: 'Agreed',
        UsernameCased: 'Alice',
      }),
    ]);
    const alicesNews = await t.rest('POST', '/api/notifications/get', {}, { cookie: alice.cookie });
    expect(alicesNews.json.body.filter(notMilestone).map((event: { Body: string }) => event.Body)).toEqual(['Thanks', 'Cats are great. Really.']);
  });

  it('needs a response type on top-level opinion comments and refuses one on replies', async () => {
    const before = await rowCounts();
    const untyped = await post(bob.cookie, { threadID: opinionId, body: 'No type' });
    expect(untyped).toMatchObject({ status: 400, json: { error: 'Please choose a response type' } });
    const top = (await t.rest('POST', '/api/v2/comment/get', { threadID: opinionId })).json.body[0];
    const typedReply = await post(alice.cookie, { threadID: opinionId, parentID: top.CommentID, body: 'Typed reply', responseType: 'con' });
    expect(typedReply).toMatchObject({ status: 400, json: { error: 'Replies do not take a response type' } });
    const badType = await post(alice.cookie, { threadID: opinionId, body: 'x', responseType: 'maybe' });
    expect(badType.status).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses empty, oversized and script-only bodies, unknown threads and parents, and anonymous posts', async () => {
    const before = await rowCounts();
    const top = (await t.rest('POST', '/api/v2/comment/get', { threadID: opinionId })).json.body[0];
    expect(await post(bob.cookie, { threadID: opinionId, body: '', responseType: 'pro' })).toMatchObject({ status: 400 });
    expect(await post(bob.cookie, { threadID: opinionId, body: '   \n ', responseType: 'pro' })).toMatchObject({ status: 400, json: { error: 'Please write a comment' } });
    expect(await post(bob.cookie, { threadID: opinionId, responseType: 'pro' })).toMatchObject({ status: 400 });
    expect(await post(bob.cookie, { threadID: opinionId, body: 'x'.repeat(10_001), responseType: 'pro' })).toMatchObject({
      status: 400,
      json: { error: 'Comments can be at most 10,000 characters' },
    });
    expect(await post(bob.cookie, { threadID: opinionId, body: '<script>alert(1)</script><style>p{}</style>', responseType: 'pro' })).toMatchObject({
      status: 400,
      json: { error: 'Please write a comment' },
    });
    expect(await post(bob.cookie, { threadID: 999_999, body: 'Hello', responseType: 'pro' })).toMatchObject({ status: 404 });
    expect(await post(bob.cookie, { threadID: 'elsewhere', body: 'Hello', responseType: 'pro' })).toMatchObject({ status: 404 });
    expect(await post(bob.cookie, { body: 'Hello', responseType: 'pro' })).toMatchObject({ status: 400 });
    expect(await post(bob.cookie, { threadID: opinionId, parentID: 999_999, body: 'Hello' })).toMatchObject({
      status: 404,
      json: { error: 'This comment does not exist' },
    });
    expect(await post(bob.cookie, { threadID: deletedOpinionId, body: 'Hello', responseType: 'pro' })).toMatchObject({ status: 410 });
    expect(await post(bob.cookie, { threadID: 'suggest', parentID: top.CommentID, body: 'Hello' })).toMatchObject({
      status: 400,
      json: { error: 'The comment you reply to is in another thread' },
    });
    expect(await t.rest('POST', '/api/v2/comment/new', { threadID: opinionId, body: 'Hello', responseType: 'pro' })).toMatchObject({ status: 401 });
    const graph = await t.graphql(POST, { input: { threadKey: `opinion:${opinionId}`, body: '', responseType: 'PRO' } }, { cookie: bob.cookie });
    expect(graph.data.postComment).toMatchObject({ __typename: 'InputValidationError', message: 'Please write a comment' });
    expect(await rowCounts()).toEqual(before);
  });

  it('sanitizes HTML on the way in and stores it sanitized', async () => {
    const created = await post(bob.cookie, {
      threadID: opinionId,
      responseType: 'neutral',
      body:
        '<p onclick="alert(1)">Hi <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank" rel="opener">good</a>' +
        '<img src=x onerror=alert(1)><iframe src="https://evil.test"></iframe><svg><script>alert(1)</script></svg></p>' +
        '<ul><li><em>one</em></li></ul><blockquote style="color:red">q</blockquote>',
    });
    expect(created.status).toBe(200);
    const expected =
      '<p>Hi <a rel="nofollow noopener">bad</a> <a href="https://example.com" rel="nofollow noopener">good</a></p>' +
      '<ul><li><em>one</em></li></ul><blockquote>q</blockquote>';
    expect(created.json.body.Body).toBe(expected);
    const stored = await t.prisma.comment.findUniqueOrThrow({ where: { id: created.json.body.CommentID } });
    expect(stored.bodyHtml).toBe(expected);
    // The source comes back to its author as written, for editing.
    const source = await t.rest('POST', '/api/v2/comment/getsource', { commentID: created.json.body.CommentID }, { cookie: bob.cookie });
    expect(source.json.body).toEqual({ Source: expect.stringContaining('<iframe'), ResponseType: 'neutral' });
  });

  it('edits only one\'s own comment, keeping or changing its type', async () => {
    const created = await post(bob.cookie, { threadID: opinionId, body: 'First draft', responseType: 'commentary' });
    const id = created.json.body.CommentID;
    const others = await t.rest('POST', '/api/v2/comment/edit', { commentID: id, newBody: 'Hijacked' }, { cookie: alice.cookie });
    expect(others).toMatchObject({ status: 403, json: { error: 'You can only edit your own comments' } });
    const othersSource = await t.rest('POST', '/api/v2/comment/getsource', { commentID: id }, { cookie: alice.cookie });
    expect(othersSource.status).toBe(403);
    const kept = await t.rest('POST', '/api/v2/comment/edit', { commentID: id, newBody: 'Second draft', pathname: '/o/cats-rule' }, { cookie: bob.cookie });
    expect(kept.json.body).toMatchObject({ Body: '<p>Second draft</p>', ResponseType: 'commentary', Edited: expect.any(String) });
    const changed = await t.rest('POST', '/api/v2/comment/edit', { commentID: id, newBody: 'Third', newResponseType: 'con' }, { cookie: bob.cookie });
    expect(changed.json.body).toMatchObject({ Body: '<p>Third</p>', ResponseType: 'con' });
    const empty = await t.rest('POST', '/api/v2/comment/edit', { commentID: id, newBody: '' }, { cookie: bob.cookie });
    expect(empty.status).toBe(400);
    expect((await t.prisma.comment.findUniqueOrThrow({ where: { id } })).source).toBe('Third');
  });

  it('deletes: the author (reason user), a moderator (reason moderator), nobody else', async () => {
    const own = (await post(bob.cookie, { threadID: opinionId, body: 'Mine', responseType: 'pro' })).json.body.CommentID;
    const others = (await post(alice.cookie, { threadID: opinionId, body: 'Hers', responseType: 'con' })).json.body.CommentID;
    const refused = await t.rest('POST', '/api/v2/comment/delete', { commentID: others }, { cookie: bob.cookie });
    expect(refused).toMatchObject({ status: 403, json: { error: 'You can only delete your own comments' } });
    const byAuthor = await t.rest('POST', '/api/v2/comment/delete', { commentID: own, pathname: '/o/cats-rule' }, { cookie: bob.cookie });
    expect(byAuthor.json.body).toMatchObject({ Deleted: true, DeletedReason: 'user', Body: '' });
    const byModerator = await t.rest('POST', '/api/v2/comment/delete', { commentID: others }, { cookie: moderator.cookie });
    expect(byModerator.json.body).toMatchObject({ Deleted: true, DeletedReason: 'moderator', Body: '' });
    const graph = await t.graphql(THREAD, { key: String(opinionId), sort: 'RECENT' });
    const texts = graph.data.commentThread.comments.filter((c: { deleted: boolean }) => c.deleted).map((c: { deletedText: string }) => c.deletedText);
    expect(texts).toEqual(['[This comment was flagged]', '[This comment was deleted by its author]']);
    // Deleted comments take no replies, edits or good points.
    expect(await post(alice.cookie, { threadID: opinionId, parentID: own, body: 'Reply' })).toMatchObject({ status: 410, json: { error: 'This comment has been deleted' } });
    expect((await t.rest('POST', '/api/v2/comment/edit', { commentID: own, newBody: 'Back' }, { cookie: bob.cookie })).status).toBe(410);
    expect((await t.rest('POST', '/api/v2/comment/like', { commentID: own, liked: true }, { cookie: alice.cookie })).status).toBe(410);
  });

  it('gives and takes back good points, never on one\'s own comment, and notifies the author once', async () => {
    const id = (await post(bob.cookie, { threadID: opinionId, body: 'Like me', responseType: 'pro' })).json.body.CommentID;
    const own = await t.rest('POST', '/api/v2/comment/like', { commentID: id, liked: true }, { cookie: bob.cookie });
    expect(own).toMatchObject({ status: 403, json: { error: 'You cannot give a good point to your own comment' } });
    const before = await t.prisma.notification.count({ where: { recipientId: bob.userId, kind: 'LIKE_COMMENT' } });
    const liked = await t.graphql(LIKE, { input: { commentId: commentId(id), liked: true } }, { cookie: alice.cookie });
    expect(liked.data.likeComment.data).toEqual({ databaseId: id, likeNum: 1, likedByMe: true });
    const again = await t.rest('POST', '/api/v2/comment/like', { commentID: id, liked: true, pathname: '/o/cats-rule' }, { cookie: alice.cookie });
    expect(again.json.body).toMatchObject({ LikeNum: 1, LikedByMe: true });
    expect(await t.prisma.notification.count({ where: { recipientId: bob.userId, kind: 'LIKE_COMMENT' } })).toBe(before + 1);
    const byModerator = await t.rest('POST', '/api/v2/comment/like', { commentID: id, liked: true }, { cookie: moderator.cookie });
    expect(byModerator.json.body).toMatchObject({ LikeNum: 2 });
    const unliked = await t.rest('POST', '/api/v2/comment/like', { commentID: id, liked: false }, { cookie: alice.cookie });
    expect(unliked.json.body).toMatchObject({ LikeNum: 1, LikedByMe: false });
    expect((await t.rest('POST', '/api/v2/comment/like', { commentID: id }, { cookie: alice.cookie })).status).toBe(400);
    expect((await t.rest('POST', '/api/v2/comment/like', { commentID: 999_999, liked: true }, { cookie: alice.cookie })).status).toBe(404);
    expect((await t.rest('POST', '/api/v2/comment/like', { commentID: id, liked: true })).status).toBe(401);
  });

  it('refused writes (others\' comments, own good points, deleted or unknown parents, typed replies, oversized bodies) change no row', async () => {
    const top = (await post(alice.cookie, { threadID: opinionId, body: 'Untouchable', responseType: 'pro' })).json.body.CommentID;
    const reply = (await post(bob.cookie, { threadID: opinionId, parentID: top, body: 'A reply' })).json.body.CommentID;
    const gone = (await post(bob.cookie, { threadID: opinionId, body: 'Soon gone', responseType: 'con' })).json.body.CommentID;
    await t.rest('POST', '/api/v2/comment/delete', { commentID: gone }, { cookie: bob.cookie });
    const everything = async () => ({
      counts: await rowCounts(),
      comments: await t.prisma.comment.findMany({ orderBy: { id: 'asc' } }),
      likes: await t.prisma.commentLike.findMany({ orderBy: [{ commentId: 'asc' }, { userId: 'asc' }] }),
    });
    const before = await everything();
    const tooLong = 'x'.repeat(10_001);

    const refusals: Array<[string, Awaited<ReturnType<TestApp['rest']>>, number, string]> = [
      ['edit someone else\'s', await t.rest('POST', '/api/v2/comment/edit', { commentID: top, newBody: 'Hijacked', newResponseType: 'con' }, { cookie: bob.cookie }), 403, 'You can only edit your own comments'],
      ['edit over the limit', await t.rest('POST', '/api/v2/comment/edit', { commentID: top, newBody: tooLong }, { cookie: alice.cookie }), 400, 'Comments can be at most 10,000 characters'],
      ['type on an edited reply', await t.rest('POST', '/api/v2/comment/edit', { commentID: reply, newBody: 'Typed now', newResponseType: 'pro' }, { cookie: bob.cookie }), 400, 'Replies do not take a response type'],
      ['like your own', await t.rest('POST', '/api/v2/comment/like', { commentID: top, liked: true }, { cookie: alice.cookie }), 403, 'You cannot give a good point to your own comment'],
      ['reply to a deleted comment', await post(alice.cookie, { threadID: opinionId, parentID: gone, body: 'Hello?' }), 410, 'This comment has been deleted'],
      ['reply to an unknown comment', await post(alice.cookie, { threadID: opinionId, parentID: 987_654, body: 'Hello?' }), 404, 'This comment does not exist'],
      ['type on a reply', await post(alice.cookie, { threadID: opinionId, parentID: reply, body: 'Typed', responseType: 'pro' }), 400, 'Replies do not take a response type'],
      ['reply over the limit', await post(alice.cookie, { threadID: opinionId, parentID: reply, body: tooLong }), 400, 'Comments can be at most 10,000 characters'],
      ['delete someone else\'s', await t.rest('POST', '/api/v2/comment/delete', { commentID: top }, { cookie: bob.cookie }), 403, 'You can only delete your own comments'],
      ['report your own', await t.rest('POST', '/api/v2/comment/report', { commentID: top, reason: 'Uncivil' }, { cookie: alice.cookie }), 400, 'You cannot report your own comment'],
    ];
    for (const [what, response, status, error] of refusals) expect({ what, status: response.status, json: response.json }).toEqual({ what, status, json: { error } });
    // The same refusals over GraphQL, typed as errors.
    const graphOwnLike = await t.graphql(LIKE, { input: { commentId: commentId(top), liked: true } }, { cookie: alice.cookie });
    expect(graphOwnLike.data.likeComment).toMatchObject({ __typename: 'AuthError', status: 403 });
    const graphDeletedParent = await t.graphql(POST, { input: { threadKey: `opinion:${opinionId}`, parentId: commentId(gone), body: 'Hello?' } }, { cookie: alice.cookie });
    expect(graphDeletedParent.data.postComment).toMatchObject({ message: 'This comment has been deleted' });
    expect(await everything()).toEqual(before);
  });

  it('sorts top-level comments by score, type and time', async () => {
    const key = 'suggest';
    const ids: number[] = [];
    // A fresh author: Bob has used up the comments an account may post in a minute by now.
    const sorter = await t.createUserWithSession('Sorter');
    for (const body of ['s-one', 's-two', 's-three']) ids.push((await post(sorter.cookie, { threadID: key, body })).json.body.CommentID);
    await t.rest('POST', '/api/v2/comment/like', { commentID: ids[1], liked: true }, { cookie: alice.cookie });
    const order = async (sort: string) =>
      (await t.rest('POST', '/api/v2/comment/get', { threadID: key, sort })).json.body.map((c: { CommentID: number }) => c.CommentID);
    expect(await order('score')).toEqual([ids[1], ids[2], ids[0]]);
    expect(await order('recent')).toEqual([ids[2], ids[1], ids[0]]);
    expect(await order('oldest')).toEqual(ids);
    expect((await t.rest('POST', '/api/v2/comment/get', { threadID: key, sort: 'random' })).status).toBe(400);
    // Suggestions take no response type.
    expect(await post(bob.cookie, { threadID: key, body: 'typed', responseType: 'pro' })).toMatchObject({ status: 400 });

    const typed = await t.graphql(THREAD, { key: `opinion:${opinionId}`, sort: 'CON' });
    const types = typed.data.commentThread.comments.filter((c: { deleted: boolean }) => !c.deleted).map((c: { responseType: string }) => c.responseType);
    expect(types[0]).toBe('CON');
    expect(types.indexOf('CON')).toBe(0);
    expect(types.lastIndexOf('CON')).toBeLessThan(types.findIndex((type: string) => type !== 'CON'));
  });

  it('stores reports for the moderators, once per person, with a reason', async () => {
    const rude = await t.createUserWithSession('Rude_Author');
    const id = (await post(rude.cookie, { threadID: opinionId, body: 'Rude words', responseType: 'con' })).json.body.CommentID;
    const reported = await t.rest('POST', '/api/v2/comment/report', { commentID: id, pathname: '/o/cats-rule', reason: 'Uncivil' }, { cookie: alice.cookie });
    expect(reported.status).toBe(200);
    const again = await t.rest('POST', '/api/v2/comment/report', { commentID: id }, { cookie: alice.cookie });
    expect(again.status).toBe(200);
    const rows = await t.prisma.commentReport.findMany({ where: { commentId: id } });
    expect(rows).toEqual([expect.objectContaining({ reporterId: alice.userId, reason: 'UNPRODUCTIVE', resolvedAt: null })]);
    expect((await t.rest('POST', '/api/v2/comment/report', { commentID: id, reason: 'boring' }, { cookie: alice.cookie })).status).toBe(400);
    expect((await t.rest('POST', '/api/v2/comment/report', { commentID: id }, { cookie: rude.cookie })).status).toBe(400);
    expect((await t.rest('POST', '/api/v2/comment/report', { commentID: id })).status).toBe(401);
  });

  it('answers 404 for an unknown thread and an empty list for a thread without comments', async () => {
    const fresh = await createOpinion(t.prisma, { slug: 'fresh-one', title: 'Fresh' });
    expect((await t.rest('POST', '/api/v2/comment/get', { threadID: fresh.id })).json).toEqual({ body: [] });
    expect(await t.rest('POST', '/api/v2/comment/get', { threadID: 'opinion:424242' })).toMatchObject({ status: 404, json: { error: 'This comment thread does not exist' } });
    expect((await t.rest('POST', '/api/v2/comment/get', {})).status).toBe(400);
  });
});

// N+1 guard: a thread costs the same statements with 3 comments or 60 comments and their likes.
describe.each(testDatabaseKinds())('SQL statements for a thread on %s', (kind) => {
  const counter: StatementCounter = { count: 0 };
  let t: TestApp;
  let cookie: string;
  let small: { id: number; slug: string };
  let large: { id: number; slug: string };

  async function seedThread(opinionId: number, count: number, likers: number[]) {
    const thread = await t.prisma.commentThread.create({ data: { key: `opinion:${opinionId}`, opinionId } });
    const authors = likers;
    let lastTop = 0;
    for (let index = 0; index < count; index += 1) {
      const comment = await t.prisma.comment.create({
        data: {
          threadId: thread.id,
          authorId: authors[index % authors.length],
          parentId: index % 3 === 0 || !lastTop ? null : lastTop,
          responseType: index % 3 === 0 || !lastTop ? 'PRO' : 'NONE',
          source: `c${index}`,
          bodyHtml: `<p>c${index}</p>`,
        },
      });
      if (comment.parentId === null) lastTop = comment.id;
      await t.prisma.commentLike.createMany({ data: likers.filter((liker) => liker !== authors[index % authors.length]).map((userId) => ({ commentId: comment.id, userId })) });
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ kind, statementCounter: counter });
    const likers: number[] = [];
    for (let index = 0; index < 4; index += 1) likers.push((await t.createUserWithSession(`liker${index}`)).userId);
    ({ cookie } = await t.createUserWithSession('reader'));
    small = await createOpinion(t.prisma, { slug: 'small', title: 'Small' });
    large = await createOpinion(t.prisma, { slug: 'large', title: 'Large' });
    await seedThread(small.id, 3, likers);
    await seedThread(large.id, 60, likers);
  }, 120_000);

  afterAll(async () => {
    await t?.dispose();
  });

  async function statements(run: () => Promise<{ status: number; errors?: unknown; json?: unknown }>) {
    const before = counter.count;
    const response = await run();
    expect(response.status).toBe(200);
    expect(response.errors).toBeUndefined();
    return counter.count - before;
  }

  it('GraphQL and REST cost a fixed number of statements per thread', async () => {
    const graph = (id: number) => () => t.graphql(THREAD, { key: `opinion:${id}` }, { cookie });
    const rest = (id: number) => () => t.rest('POST', '/api/v2/comment/get', { threadID: id }, { cookie });
    await statements(graph(small.id));
    const graphSmall = await statements(graph(small.id));
    const graphLarge = await statements(graph(large.id));
    expect(graphLarge).toBe(graphSmall);
    // Session, its user, the opinion (thread lookup), the whole thread.
    expect(graphLarge).toBeLessThanOrEqual(4);
    const restSmall = await statements(rest(small.id));
    const restLarge = await statements(rest(large.id));
    expect(restLarge).toBe(restSmall);
    expect(restLarge).toBeLessThanOrEqual(4);
  });

  it("the opinion page's own query (Relay artifact) reads the thread in one more statement", async () => {
    const text = await clientOperationText(new URL('../../client/pages/opinion/__generated__/OpinionPageQuery.graphql.ts', import.meta.url).href);
    const page = (slug: string) => () => t.graphql(text, { slug }, { cookie });
    await statements(page('small'));
    const smallPage = await statements(page('small'));
    const largePage = await statements(page('large'));
    expect(largePage).toBe(smallPage);
  });
});
