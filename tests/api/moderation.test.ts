// Moderating reported comments (docs/product.md#admin-hub-and-moderation), over GraphQL on a real
// server and both databases: three different members' reports hide a comment until a moderator
// decides; the queue shows it with its context; dismissing shows it again, deleting keeps it
// deleted as a moderator's; the author is notified; every decision is in the audit log; a second
// or concurrent decision changes nothing; bad input gets a clear error and writes nothing.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const POST = `mutation($input: PostCommentInput!) { postComment(input: $input) { __typename ... on MutationPostCommentSuccess { data { databaseId } } } }`;
const REPORT = `mutation($input: ReportCommentInput!) { reportComment(input: $input) { __typename ... on Error { message } } }`;
const THREAD = `query($key: String!) { commentThread(key: $key) { ... on CommentThread { numComments comments { databaseId deleted deletedReason deletedText bodyHtml } } } }`;
const QUEUE = `query($first: Int, $after: String, $search: String) { moderationQueue(first: $first, after: $after, search: $search) {
  __typename ... on Error { message } ... on AuthError { status }
  ... on QueryModerationQueueSuccess { data { hasNextPage endCursor items {
    databaseId excerpt hidden deleted reporters uncivil unproductive threadTitle threadPath parentExcerpt
    author { username comments deletedByModerators } } } } } }`;
const DECIDE = `mutation($input: DecideReportedCommentInput!) { decideReportedComment(input: $input) {
  __typename ... on Error { message } ... on AuthError { status }
  ... on MutationDecideReportedCommentSuccess { data { decision reports } } } }`;
const AUDIT = `query($action: String) { auditLog(action: $action) { __typename ... on AuthError { status }
  ... on QueryAuditLogSuccess { data { items { actorUsername action targetType targetLabel before after note } } } } }`;
const NOTIFICATIONS = `query { viewer { notifications { kind actionName body url } } }`;

describe.each(testDatabaseKinds())('moderating reported comments on %s', (kind) => {
  let t: TestApp;
  let author: { userId: number; cookie: string };
  let reporters: Array<{ userId: number; cookie: string }>;
  let moderator: string;
  let hubOnly: string;
  let member: string;
  let commentCount = 0;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await createOpinion(t.prisma, { id: 601, slug: 'moderated-opinion', title: 'A heated opinion' });
    author = await t.createUserWithSession('mod_author');
    reporters = [];
    for (let index = 0; index < 4; index += 1) reporters.push(await t.createUserWithSession(`mod_reporter_${index}`));
    ({ cookie: moderator } = await t.createUserWithSession('mod_moderator', { adminHub: true, canDeleteContent: true }));
    ({ cookie: hubOnly } = await t.createUserWithSession('mod_hub_only', { adminHub: true }));
    ({ cookie: member } = await t.createUserWithSession('mod_member'));
  }, 60_000);
  afterAll(() => t?.dispose());

  async function post(body: string): Promise<number> {
    commentCount += 1;
    const answer = await t.graphql(POST, { input: { threadKey: 'opinion:601', body: `${body} (${commentCount})`, responseType: 'PRO' } }, { cookie: author.cookie });
    return answer.data!.postComment.data.databaseId;
  }

  const report = (commentId: number, reporter: { cookie: string }, reason = 'UNCIVIL') =>
    t.graphql(REPORT, { input: { commentId: encodeGlobalID('Comment', commentId), reason } }, { cookie: reporter.cookie });

  async function shown(commentId: number) {
    const answer = await t.graphql(THREAD, { key: 'opinion:601' }, { cookie: member });
    return answer.data!.commentThread.comments.find((comment: { databaseId: number }) => comment.databaseId === commentId);
  }

  const decide = (commentId: number, decision: 'DISMISS' | 'DELETE', cookie = moderator, note?: string) =>
    t.graphql(DECIDE, { input: { commentId: encodeGlobalID('Comment', commentId), decision, note } }, { cookie });

  async function queued(commentId: number) {
    const answer = await t.graphql(QUEUE, { first: 50 }, { cookie: moderator });
    return answer.data!.moderationQueue.data.items.find((item: { databaseId: number }) => item.databaseId === commentId) ?? null;
  }

  it('hides a comment once three different members reported it, and lists it in the queue with its context', async () => {
    const commentId = await post('You are all fools');
    await report(commentId, reporters[0]!);
    await report(commentId, reporters[0]!, 'UNPRODUCTIVE'); // the same member again: still one reporter
    await report(commentId, reporters[1]!);
    expect(await shown(commentId)).toMatchObject({ deleted: false });
    await report(commentId, reporters[2]!, 'UNPRODUCTIVE');
    expect(await shown(commentId)).toMatchObject({ deleted: true, deletedReason: 'MODERATOR', deletedText: '[This comment was flagged]', bodyHtml: '' });
    expect(await queued(commentId)).toMatchObject({
      hidden: true,
      deleted: false,
      reporters: 3,
      uncivil: 1,
      unproductive: 2,
      threadTitle: 'A heated opinion',
      threadPath: '/o/moderated-opinion',
      parentExcerpt: null,
      author: { username: 'mod_author' },
    });
    expect((await queued(commentId)).excerpt).toMatch(/^You are all fools/);
  });

  it('dismisses the reports: the comment shows again, the author is told, the log records it', async () => {
    const commentId = await post('A sharp but fair point');
    for (const reporter of reporters.slice(0, 3)) await report(commentId, reporter);
    expect(await shown(commentId)).toMatchObject({ deleted: true });
    const answer = await decide(commentId, 'DISMISS', hubOnly, 'Robust, not uncivil');
    expect(answer.data!.decideReportedComment).toMatchObject({ __typename: 'MutationDecideReportedCommentSuccess', data: { decision: 'DISMISS', reports: 3 } });
    expect(await shown(commentId)).toMatchObject({ deleted: false });
    expect(await queued(commentId)).toBeNull();
    const notes = (await t.graphql(NOTIFICATIONS, {}, { cookie: author.cookie })).data!.viewer.notifications;
    expect(notes[0]).toMatchObject({ kind: 'MODERATION', actionName: 'CommentReportsDismissed', url: `/o/moderated-opinion#comment-${commentId}` });
    expect(notes[0].body).toMatch(/stays up/);
    const log = (await t.graphql(AUDIT, { action: 'comment.reportsDismissed' }, { cookie: moderator })).data!.auditLog.data.items;
    expect(log[0]).toMatchObject({ actorUsername: 'mod_hub_only', targetType: 'Comment', note: 'Robust, not uncivil' });
    expect(JSON.parse(log[0].before)).toEqual({ hidden: true, openReports: 3 });
  });

  it('deletes as a moderator only with CanDeleteContent; the thread shows it flagged and the author is told', async () => {
    const commentId = await post('Something truly abusive');
    await report(commentId, reporters[3]!);
    const refused = await decide(commentId, 'DELETE', hubOnly);
    expect(refused.data!.decideReportedComment).toMatchObject({ __typename: 'AuthError', status: 403 });
    expect(await queued(commentId)).toMatchObject({ hidden: false, reporters: 1 });
    const answer = await decide(commentId, 'DELETE');
    expect(answer.data!.decideReportedComment.data).toEqual({ decision: 'DELETE', reports: 1 });
    expect(await shown(commentId)).toMatchObject({ deleted: true, deletedReason: 'MODERATOR', deletedText: '[This comment was flagged]' });
    const notes = (await t.graphql(NOTIFICATIONS, {}, { cookie: author.cookie })).data!.viewer.notifications;
    expect(notes[0]).toMatchObject({ kind: 'MODERATION', actionName: 'CommentRemoved' });
    const log = (await t.graphql(AUDIT, { action: 'comment.deletedByModerator' }, { cookie: moderator })).data!.auditLog.data.items;
    expect(log[0]).toMatchObject({ actorUsername: 'mod_moderator', targetLabel: expect.stringMatching(/^Something truly abusive/) });
  });

  it('applies one of two concurrent decisions and refuses the other, with one log entry', async () => {
    const commentId = await post('Contested');
    await report(commentId, reporters[0]!);
    const before = await t.prisma.auditEntry.count();
    const answers = await Promise.all([decide(commentId, 'DELETE'), decide(commentId, 'DISMISS', hubOnly)]);
    const types = answers.map((answer) => answer.data!.decideReportedComment.__typename).sort();
    expect(types).toEqual(['ConflictError', 'MutationDecideReportedCommentSuccess']);
    expect(await t.prisma.auditEntry.count()).toBe(before + 1);
    expect((await decide(commentId, 'DISMISS')).data!.decideReportedComment).toMatchObject({ __typename: 'ConflictError', message: 'These reports were already decided' });
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const commentId = await post('Reported once');
    await report(commentId, reporters[1]!);
    const before = await t.prisma.auditEntry.count();
    expect((await decide(commentId, 'DISMISS', moderator, 'x'.repeat(501))).data!.decideReportedComment).toMatchObject({ __typename: 'ValidationError' });
    expect((await decide(999_999, 'DISMISS')).data!.decideReportedComment).toMatchObject({ __typename: 'NotFoundError' });
    const badCursor = await t.graphql(QUEUE, { after: 'not-a-cursor' }, { cookie: moderator });
    expect(badCursor.data!.moderationQueue).toMatchObject({ __typename: 'ValidationError' });
    expect(await t.prisma.auditEntry.count()).toBe(before);
    expect(await queued(commentId)).toMatchObject({ reporters: 1 });
  });

  it('pages and searches the queue', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const commentId = await post(`Paged ${index}`);
      await report(commentId, reporters[index]!);
      ids.push(commentId);
    }
    const first = (await t.graphql(QUEUE, { first: 2 }, { cookie: moderator })).data!.moderationQueue.data;
    expect(first.items).toHaveLength(2);
    expect(first.hasNextPage).toBe(true);
    const next = (await t.graphql(QUEUE, { first: 50, after: first.endCursor }, { cookie: moderator })).data!.moderationQueue.data;
    const seen = [...first.items, ...next.items].map((item: { databaseId: number }) => item.databaseId);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ids) expect(seen).toContain(id);
    const found = (await t.graphql(QUEUE, { search: 'paged 1' }, { cookie: moderator })).data!.moderationQueue.data.items;
    expect(found.map((item: { databaseId: number }) => item.databaseId)).toEqual([ids[1]]);
  });

  it('is for AdminHub users only', async () => {
    expect((await t.graphql(QUEUE, {}, { cookie: member })).data!.moderationQueue).toMatchObject({ __typename: 'AuthError', status: 403 });
    expect((await t.graphql(QUEUE, {})).data!.moderationQueue).toMatchObject({ __typename: 'AuthError', status: 401 });
    expect((await t.graphql(AUDIT, {}, { cookie: member })).data!.auditLog).toMatchObject({ __typename: 'AuthError', status: 403 });
    expect((await decide(1, 'DISMISS', member)).data!.decideReportedComment).toMatchObject({ __typename: 'AuthError', status: 403 });
  });
});
