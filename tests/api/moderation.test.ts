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
  ... on QueryModerationQueueSuccess { data { hasNextPage endCursor total items {
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

  async function post(body: string, writer = author): Promise<number> {
    commentCount += 1;
    const answer = await t.graphql(POST, { input: { threadKey: 'opinion:601', body: `${body} (${commentCount})`, responseType: 'PRO' } }, { cookie: writer.cookie });
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

  it('records a moderator deleting a comment in its thread, decides its reports, tells the author; an author deleting their own is not an admin action', async () => {
    const DELETE = `mutation($input: CommentIdInput!) { deleteComment(input: $input) { __typename ... on Error { message } ... on AuthError { status } } }`;
    const remove = (commentId: number, cookie: string) => t.graphql(DELETE, { input: { commentId: encodeGlobalID('Comment', commentId) } }, { cookie });
    const logged = async () => (await t.graphql(AUDIT, { action: 'comment.deletedByModerator' }, { cookie: moderator })).data!.auditLog.data.items;

    // An author of their own: the comment rate limit counts per author.
    const writer = await t.createUserWithSession('mod_author_direct');
    const unreported = await post('Off topic and rude', writer);
    const reported = await post('Reported and rude', writer);
    await report(reported, reporters[2]!, 'UNPRODUCTIVE');
    const entriesBefore = await t.prisma.auditEntry.count();
    // Neither a member nor a hub user without CanDeleteContent, before or after it is deleted.
    expect((await remove(unreported, member)).data!.deleteComment).toMatchObject({ __typename: 'AuthError', status: 403 });
    expect((await remove(unreported, hubOnly)).data!.deleteComment).toMatchObject({ __typename: 'AuthError', status: 403 });

    // Two moderators at once: one deletion, one entry, one notification.
    const both = await Promise.all([remove(unreported, moderator), remove(unreported, moderator)]);
    expect(both.map((answer) => answer.data!.deleteComment.__typename)).toEqual(['MutationDeleteCommentSuccess', 'MutationDeleteCommentSuccess']);
    expect(await shown(unreported)).toMatchObject({ deleted: true, deletedReason: 'MODERATOR' });
    expect((await logged())[0]).toMatchObject({ actorUsername: 'mod_moderator', targetType: 'Comment', targetLabel: expect.stringMatching(/^Off topic and rude/) });
    const notes = (await t.graphql(NOTIFICATIONS, {}, { cookie: writer.cookie })).data!.viewer.notifications;
    expect(notes.filter((note: { body: string }) => note.body.includes('Off topic and rude'))).toEqual([
      expect.objectContaining({ kind: 'MODERATION', actionName: 'CommentRemoved', body: expect.stringMatching(/^A moderator removed your comment: "Off topic and rude/) }),
    ]);
    expect((await remove(unreported, member)).data!.deleteComment).toMatchObject({ __typename: 'AuthError', status: 403 });

    expect(await queued(reported)).toMatchObject({ reporters: 1 });
    await remove(reported, moderator);
    expect(await queued(reported)).toBeNull();
    expect((await logged())[0]).toMatchObject({ targetLabel: expect.stringMatching(/^Reported and rude/), before: '{"hidden":false,"openReports":1}' });
    expect(await t.prisma.auditEntry.count()).toBe(entriesBefore + 2);

    const own = await post('My own words', writer);
    expect((await remove(own, writer.cookie)).data!.deleteComment.__typename).toBe('MutationDeleteCommentSuccess');
    expect(await shown(own)).toMatchObject({ deleted: true, deletedReason: 'USER' });
    expect(await t.prisma.auditEntry.count()).toBe(entriesBefore + 2);
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
    // The total counts the whole queue, not the page.
    expect(first.total).toBe(seen.length);
    expect(next.total).toBe(seen.length);
    const found = (await t.graphql(QUEUE, { search: 'paged 1' }, { cookie: moderator })).data!.moderationQueue.data;
    expect(found.items.map((item: { databaseId: number }) => item.databaseId)).toEqual([ids[1]]);
    expect(found.total).toBe(1);
  });

  it('is for AdminHub users only', async () => {
    expect((await t.graphql(QUEUE, {}, { cookie: member })).data!.moderationQueue).toMatchObject({ __typename: 'AuthError', status: 403 });
    expect((await t.graphql(QUEUE, {})).data!.moderationQueue).toMatchObject({ __typename: 'AuthError', status: 401 });
    expect((await t.graphql(AUDIT, {}, { cookie: member })).data!.auditLog).toMatchObject({ __typename: 'AuthError', status: 403 });
    expect((await decide(1, 'DISMISS', member)).data!.decideReportedComment).toMatchObject({ __typename: 'AuthError', status: 403 });
  });
});

const MEMBERS = `query($search: String, $first: Int, $after: String) { adminMembers(search: $search, first: $first, after: $after) {
  __typename ... on AuthError { status } ... on Error { message }
  ... on QueryAdminMembersSuccess { data { hasNextPage endCursor items { databaseId username role adminHub canCreateOpinions suspendedUntil suspensionReason } } } } }`;
const MEMBER_FIELDS = `__typename ... on Error { message } ... on AuthError { status }`;
const SET_PERMISSION = `mutation($userId: Int!, $permission: MemberPermission!, $granted: Boolean!) { setMemberPermission(userId: $userId, permission: $permission, granted: $granted) {
  ${MEMBER_FIELDS} ... on MutationSetMemberPermissionSuccess { data { canCreateOpinions adminHub } } } }`;
const SET_ROLE = `mutation($userId: Int!, $role: MemberRole!) { setMemberRole(userId: $userId, role: $role) { ${MEMBER_FIELDS} ... on MutationSetMemberRoleSuccess { data { role } } } }`;
const SUSPEND = `mutation($userId: Int!, $until: DateTime!, $reason: String!) { suspendMember(userId: $userId, until: $until, reason: $reason) {
  ${MEMBER_FIELDS} ... on MutationSuspendMemberSuccess { data { suspendedUntil suspensionReason } } } }`;
const LIFT = `mutation($userId: Int!) { liftSuspension(userId: $userId) { ${MEMBER_FIELDS} ... on MutationLiftSuspensionSuccess { data { suspendedUntil } } } }`;
const WARN = `mutation($userId: Int!, $message: String!) { warnMember(userId: $userId, message: $message) { ${MEMBER_FIELDS} } }`;
const VIEWER = `query { viewer { username canCreateOpinions } }`;

describe.each(testDatabaseKinds())('managing members on %s', (kind) => {
  let t: TestApp;
  let admin: { userId: number; cookie: string };
  let member: { userId: number; cookie: string };
  const password = 'a long enough passphrase';

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await t.createUserWithSession('members_admin', { adminHub: true, role: 'ADMIN' });
    const cookie = await t.signUp('suspended-member@example.test', 'members_member', password);
    member = { userId: (await t.prisma.user.findUniqueOrThrow({ where: { usernameKey: 'members_member' } })).id, cookie };
  }, 60_000);
  afterAll(() => t?.dispose());

  it('finds members by part of the name or by the whole e-mail address, without showing the address', async () => {
    const byName = (await t.graphql(MEMBERS, { search: 'MEMBERS_mem' }, { cookie: admin.cookie })).data!.adminMembers.data.items;
    expect(byName.map((item: { username: string }) => item.username)).toEqual(['members_member']);
    const byEmail = (await t.graphql(MEMBERS, { search: 'suspended-member@example.test' }, { cookie: admin.cookie })).data!.adminMembers.data.items;
    expect(byEmail.map((item: { username: string }) => item.username)).toEqual(['members_member']);
    expect((await t.graphql(MEMBERS, { search: 'suspended-member' }, { cookie: admin.cookie })).data!.adminMembers.data.items).toEqual([]);
    expect(JSON.stringify(byEmail)).not.toContain('@');
  });

  it('grants a permission the member has at once, records it, and keeps the last admin-hub member', async () => {
    expect((await t.graphql(VIEWER, {}, { cookie: member.cookie })).data!.viewer.canCreateOpinions).toBe(false);
    const granted = await t.graphql(SET_PERMISSION, { userId: member.userId, permission: 'canCreateOpinions', granted: true }, { cookie: admin.cookie });
    expect(granted.data!.setMemberPermission.data).toEqual({ canCreateOpinions: true, adminHub: false });
    expect((await t.graphql(VIEWER, {}, { cookie: member.cookie })).data!.viewer.canCreateOpinions).toBe(true);
    const entry = await t.prisma.auditEntry.findFirst({ where: { action: 'member.permissionGranted', targetId: member.userId } });
    expect(entry).toMatchObject({ actorId: admin.userId, targetLabel: 'members_member', note: 'canCreateOpinions' });

    const last = await t.graphql(SET_PERMISSION, { userId: admin.userId, permission: 'adminHub', granted: false }, { cookie: admin.cookie });
    expect(last.data!.setMemberPermission).toMatchObject({ __typename: 'ConflictError', message: 'The last member with the admin hub keeps it' });
    const demote = await t.graphql(SET_ROLE, { userId: admin.userId, role: 'USER' }, { cookie: admin.cookie });
    expect(demote.data!.setMemberRole).toMatchObject({ __typename: 'ConflictError', message: 'The last admin stays an admin' });
  });

  it('lets only one of two admins revoking each other at once succeed', async () => {
    const second = await t.createUserWithSession('members_admin_2', { adminHub: true });
    const before = await t.prisma.user.count({ where: { adminHub: true } });
    expect(before).toBe(2);
    const answers = await Promise.all([
      t.graphql(SET_PERMISSION, { userId: second.userId, permission: 'adminHub', granted: false }, { cookie: admin.cookie }),
      t.graphql(SET_PERMISSION, { userId: admin.userId, permission: 'adminHub', granted: false }, { cookie: second.cookie }),
    ]);
    const outcomes = answers.map((answer) => answer.data!.setMemberPermission.__typename);
    expect(await t.prisma.user.count({ where: { adminHub: true } })).toBeGreaterThanOrEqual(1);
    expect(outcomes.filter((outcome) => outcome === 'MutationSetMemberPermissionSuccess').length).toBeLessThanOrEqual(1);
    // Put the hub back in the first admin's hands for the tests below.
    await t.prisma.user.update({ where: { id: admin.userId }, data: { adminHub: true } });
  });

  it('suspends: sessions end, log-in is refused with the reason; lifting lets them in again', async () => {
    const until = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    const answer = await t.graphql(SUSPEND, { userId: member.userId, until: until.toISOString(), reason: 'Repeated personal attacks' }, { cookie: admin.cookie });
    expect(answer.data!.suspendMember.data).toMatchObject({ suspensionReason: 'Repeated personal attacks' });
    expect((await t.graphql(VIEWER, {}, { cookie: member.cookie })).data!.viewer.username).toBe('');
    const vote = await t.rest('POST', '/api/opinion/vote', { id: 1, rating: 1 }, { cookie: member.cookie });
    expect(vote.status).toBe(401);
    const login = await t.rest('POST', '/api/login', { email: 'suspended-member@example.test', password });
    expect(login.status).toBe(403);
    expect(login.json.error).toMatch(/^Your account is suspended until \d+ \w+ \d{4}: Repeated personal attacks$/);
    // A wrong password learns nothing about the suspension.
    const wrong = await t.rest('POST', '/api/login', { email: 'suspended-member@example.test', password: 'not the passphrase' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).not.toMatch(/suspended/);

    expect((await t.graphql(LIFT, { userId: member.userId }, { cookie: admin.cookie })).data!.liftSuspension.data).toEqual({ suspendedUntil: null });
    expect((await t.rest('POST', '/api/login', { email: 'suspended-member@example.test', password })).status).toBe(200);
    const actions = (await t.prisma.auditEntry.findMany({ where: { targetId: member.userId }, orderBy: { id: 'asc' } })).map((entry) => entry.action);
    expect(actions).toEqual(['member.permissionGranted', 'member.suspended', 'member.suspensionLifted']);
  });

  it('refuses a suspension in the past, without a reason, of oneself or of nobody, and writes nothing', async () => {
    const before = await t.prisma.auditEntry.count();
    const past = await t.graphql(SUSPEND, { userId: member.userId, until: new Date(Date.now() - 1000).toISOString(), reason: 'x' }, { cookie: admin.cookie });
    expect(past.data!.suspendMember).toMatchObject({ __typename: 'ValidationError', message: 'A suspension ends in the future' });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await t.graphql(SUSPEND, { userId: member.userId, until: future, reason: '  ' }, { cookie: admin.cookie })).data!.suspendMember).toMatchObject({ __typename: 'ValidationError' });
    expect((await t.graphql(SUSPEND, { userId: member.userId, until: future, reason: 'y'.repeat(301) }, { cookie: admin.cookie })).data!.suspendMember).toMatchObject({ __typename: 'ValidationError' });
    expect((await t.graphql(SUSPEND, { userId: admin.userId, until: future, reason: 'me' }, { cookie: admin.cookie })).data!.suspendMember).toMatchObject({ __typename: 'ValidationError', message: 'You cannot suspend yourself' });
    expect((await t.graphql(SUSPEND, { userId: 999_999, until: future, reason: 'who' }, { cookie: admin.cookie })).data!.suspendMember).toMatchObject({ __typename: 'NotFoundError' });
    expect((await t.graphql(LIFT, { userId: member.userId }, { cookie: admin.cookie })).data!.liftSuspension).toMatchObject({ __typename: 'ConflictError' });
    expect(await t.prisma.auditEntry.count()).toBe(before);
    expect((await t.prisma.user.findUnique({ where: { id: member.userId } }))!.suspendedUntil).toBeNull();
  });

  it('warns a member with a notification in the moderator’s words', async () => {
    const cookie = (await t.rest('POST', '/api/login', { email: 'suspended-member@example.test', password })).setCookies.find((value) => value.startsWith('opinio_session='))!.split(';')[0]!;
    expect((await t.graphql(WARN, { userId: member.userId, message: 'Please keep it civil' }, { cookie: admin.cookie })).data!.warnMember.__typename).toBe('MutationWarnMemberSuccess');
    const notes = (await t.graphql(NOTIFICATIONS, {}, { cookie })).data!.viewer.notifications;
    expect(notes[0]).toMatchObject({ kind: 'MODERATION', actionName: 'Warning', body: 'Please keep it civil' });
  });

  it('is for AdminHub users only', async () => {
    // The suspension above ended the member's first session: a fresh one.
    const login = await t.rest('POST', '/api/login', { email: 'suspended-member@example.test', password });
    const cookie = login.setCookies.find((value) => value.startsWith('opinio_session='))!.split(';')[0]!;
    expect((await t.graphql(MEMBERS, {}, { cookie })).data!.adminMembers).toMatchObject({ __typename: 'AuthError', status: 403 });
    const self = await t.graphql(SET_PERMISSION, { userId: member.userId, permission: 'adminHub', granted: true }, { cookie });
    expect(self.data!.setMemberPermission).toMatchObject({ __typename: 'AuthError', status: 403 });
    expect((await t.prisma.user.findUnique({ where: { id: member.userId } }))!.adminHub).toBe(false);
  });
});
