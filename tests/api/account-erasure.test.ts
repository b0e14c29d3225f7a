// A member's rights over their data (docs/product.md#your-data), over real HTTP on a real
// database: the export holds what is stored about the viewer and only the viewer; a wrong
// confirmation deletes nothing; the right one signs out every device, leaves no row in any table
// that names the person (found generically from schema.prisma, so a new table cannot be
// forgotten), keeps public vote tallies as they were, and frees the username.
import { readFileSync } from 'node:fs';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/auth/passwords.ts';
import { createOpinion, createTestApp, createTopic, parseSetCookie, SESSION_COOKIE, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const PASSWORD = 'correct horse battery staple';
const VICTIM = 'Erasure_Victim';
const VICTIM_EMAIL = 'erasure.victim@example.test';

const DELETE = `mutation Delete($confirmation: String!) {
  deleteAccount(confirmation: $confirmation) { __typename ... on Error { message } ... on AuthError { status } ... on MutationDeleteAccountSuccess { data { username } } }
}`;
const TALLY = `query Tally($slug: String!) { opinion(slug: $slug) { ... on Opinion { voteTally { counts numVotes } } } }`;

type UserColumn = { model: string; column: string };

/**
 * Every column of schema.prisma that points at a User: the foreign key of each relation to User,
 * and any Int column named like a person (userId, authorId, actorId, createdById, ...), so a new
 * table with either is checked without touching this test.
 */
function userColumns(schema: string): UserColumn[] {
  const columns: UserColumn[] = [];
  for (const [, model, body] of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const found = new Set<string>();
    for (const [, type, fields] of body.matchAll(/^\s+\w+\s+(\w+)\??\s+@relation\([^)]*fields: \[([^\]]+)\]/gm)) {
      if (type === 'User') for (const field of fields.split(',')) found.add(field.trim());
    }
    for (const [, field] of body.matchAll(/^\s+(\w*(?:user|author|actor|recipient|createdBy|reporter|resolvedBy|revertedBy)Id)\s+Int/gim)) found.add(field);
    if (model === 'User') found.add('id');
    for (const column of found) columns.push({ model, column });
  }
  return columns;
}

/** Every text and JSON column, where a name or an address could be copied. */
function textColumns(schema: string): UserColumn[] {
  const columns: UserColumn[] = [];
  for (const [, model, body] of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    for (const [, field] of body.matchAll(/^\s+(\w+)\s+(?:String|Json)\??(?:\[\])?(?:\s|$)/gm)) columns.push({ model, column: field });
  }
  return columns;
}

describe.each(testDatabaseKinds())('your data: export and erasure on %s', (kind) => {
  let t: TestApp;
  let victimId: number;
  let laptop: string;
  let phone: string;
  let friend: { userId: number; cookie: string };
  let stranger: { userId: number; cookie: string };
  const schema = readFileSync(new URL('../../prisma/schema.prisma', import.meta.url), 'utf8');

  async function rowsNaming(userId: number): Promise<Record<string, number>> {
    const found: Record<string, number> = {};
    for (const { model, column } of userColumns(schema)) {
      const [row] = await t.prisma.$queryRawUnsafe<Array<{ n: bigint }>>(`SELECT COUNT(*) AS n FROM "${model}" WHERE "${column}" = $1`, userId);
      if (Number(row!.n) > 0) found[`${model}.${column}`] = Number(row!.n);
    }
    return found;
  }

  async function rowsMentioning(needle: string): Promise<Record<string, number>> {
    const found: Record<string, number> = {};
    for (const { model, column } of textColumns(schema)) {
      const [row] = await t.prisma.$queryRawUnsafe<Array<{ n: bigint }>>(
        `SELECT COUNT(*) AS n FROM "${model}" WHERE "${column}"::text ILIKE $1`,
        `%${needle}%`,
      );
      if (Number(row!.n) > 0) found[`${model}.${column}`] = Number(row!.n);
    }
    return found;
  }

  async function logIn(): Promise<string> {
    const response = await t.rest('POST', '/api/login', { email: VICTIM_EMAIL, password: PASSWORD });
    expect(response.status).toBe(200);
    const session = response.setCookies.map(parseSetCookie).find((cookie) => cookie.name === SESSION_COOKIE)!;
    return `${SESSION_COOKIE}=${encodeURIComponent(session.value)}`;
  }

  async function viewerName(cookie: string): Promise<string | null> {
    const response = await t.graphql('{ viewer { username } }', {}, { cookie });
    return response.data.viewer.username || null; // "" when logged out
  }

  beforeAll(async () => {
    t = await createTestApp({ kind });
    laptop = await t.signUp(VICTIM_EMAIL, VICTIM, PASSWORD);
    phone = await logIn();
    victimId = (await t.prisma.user.findUniqueOrThrow({ where: { usernameKey: VICTIM.toLowerCase() } })).id;
    friend = await t.createUserWithSession('Erasure_Friend');
    stranger = await t.createUserWithSession('Erasure_Stranger', { passwordHash: await hashPassword(PASSWORD) });
    const topic = await createTopic(t.prisma, { slug: 'erasure-topic', title: 'Erasure topic' });
    await createOpinion(t.prisma, { id: 9101, slug: 'erasure-cats', title: 'Cats are better than dogs', topicIds: [topic.id] });
    await createOpinion(t.prisma, { id: 9102, slug: 'erasure-tea', title: 'Tea beats coffee', createdById: victimId });

    // What a member leaves behind, through the calls they would use.
    const as = (cookie: string) => ({ cookie });
    expect((await t.rest('POST', '/api/user/demographics/set', { gender: 'female', birthYear: 1990, religion: 'agnostic' }, as(laptop))).status).toBe(200);
    for (const [id, rating] of [[9101, 1], [9102, 4]]) {
      expect((await t.rest('POST', '/api/opinion/vote', { id, rating }, as(laptop))).status).toBe(200);
    }
    expect((await t.rest('POST', '/api/opinion/vote', { id: 9101, rating: 2 }, as(laptop))).status).toBe(200); // history
    expect((await t.rest('POST', '/api/opinion/vote', { id: 9101, rating: 5 }, as(friend.cookie))).status).toBe(200);
    const kept = await t.rest('POST', '/api/v2/comment/new', { threadID: 'opinion:9101', body: 'Cats, obviously. Signed, the victim', responseType: 'pro' }, as(laptop));
    const alone = await t.rest('POST', '/api/v2/comment/new', { threadID: 'opinion:9102', body: 'Nobody answers this one', responseType: 'con' }, as(laptop));
    const friendsComment = await t.rest('POST', '/api/v2/comment/new', { threadID: 'opinion:9101', body: 'Dogs!', responseType: 'con' }, as(friend.cookie));
    expect([kept.status, alone.status, friendsComment.status]).toEqual([200, 200, 200]);
    const reply = await t.rest('POST', '/api/v2/comment/new', { threadID: 'opinion:9101', parentID: kept.json.body.CommentID, body: 'I disagree', responseType: '' }, as(friend.cookie));
    expect(reply.status).toBe(200);
    expect((await t.rest('POST', '/api/v2/comment/like', { commentID: friendsComment.json.body.CommentID, liked: true }, as(laptop))).status).toBe(200);
    expect((await t.rest('POST', '/api/v2/comment/report', { commentID: reply.json.body.CommentID, reason: 'uncivil' }, as(laptop))).status).toBe(200);
    const follow = await t.graphql(
      'mutation ($input: FollowTopicInput!) { followTopic(input: $input) { __typename } }',
      { input: { topicId: encodeGlobalID('Topic', topic.id), following: true } },
      as(laptop),
    );
    expect(follow.data.followTopic.__typename).toBe('MutationFollowTopicSuccess');
    // Rows no public call of this test can make (admin tools, quizzes, the encyclopedia, ...).
    const tag = await t.prisma.userTag.create({ data: { name: 'Panel', nameKey: 'panel', createdById: victimId } });
    await t.prisma.userTagAssignment.create({ data: { userTagId: tag.id, userId: victimId } });
    await t.prisma.userReport.create({ data: { userId: victimId, reportName: 'erasure-report', scores: [10, 20] } });
    await t.prisma.analyticsEvent.create({ data: { userId: victimId, name: 'attempted_new_opinion' } });
    await t.prisma.cookieConsent.create({ data: { userId: victimId, loadThirdParty: false, accepted: true, level: 1, version: '1', url: '/' } });
    await t.prisma.emailPreference.create({ data: { userId: victimId, unsubscribeToken: 'erasure-unsubscribe-token' } });
    await t.prisma.milestone.create({ data: { userId: victimId, kind: 'LEVEL', threshold: 1 } });
    await t.prisma.revision.create({ data: { artifactType: 'CONVO', artifactId: 1, actionName: 'ConvoInit', authorId: victimId } });
    const request = await t.prisma.convoRequest.create({ data: { title: 'A question the victim proposed', authorId: victimId } });
    await t.prisma.convoRequest.create({ data: { title: 'A request the victim declined', authorId: friend.userId, status: 'DECLINED', decidedById: victimId } });
    await t.prisma.artifactFollow.create({ data: { userId: victimId, artifactType: 'REQ', artifactId: request.id } });
    await t.prisma.passwordReset.create({ data: { userId: victimId, tokenHash: 'erasure-reset', expiresAt: new Date(Date.now() + 3600_000) } });
    await t.prisma.socialIdentity.create({ data: { userId: victimId, provider: 'GOOGLE', subject: 'erasure-sub', email: VICTIM_EMAIL } });
    await t.prisma.notification.create({ data: { recipientId: friend.userId, actorId: victimId, kind: 'LIKE_COMMENT', body: `${VICTIM} liked your comment` } });
    await t.prisma.subscription.create({ data: { userId: victimId, stripeCustomerId: 'cus_erasure', stripeSubscriptionId: 'sub_erasure', status: 'ACTIVE' } });
    await t.prisma.purchase.create({
      data: { userId: victimId, kind: 'EBOOK', status: 'PAID', checkoutSession: 'cs_erasure', amount: 999, currency: 'usd', completedAt: new Date() },
    });
  }, 120_000);
  afterAll(() => t.dispose());

  it('exports what is stored about the viewer as a JSON file named after them, and nothing secret', async () => {
    const response = await t.rest('GET', '/api/user/export', undefined, { cookie: laptop });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="opinio-${VICTIM}.json"`);
    expect(response.headers.get('content-type')).toContain('application/json');
    const data = response.json;
    expect(data.format).toBe('opinio-personal-data/1');
    expect(data.account).toMatchObject({ id: victimId, username: VICTIM, email: VICTIM_EMAIL });
    expect(data.demographics).toMatchObject({ gender: 'female', birthYear: 1990, religion: 'agnostic' });
    expect(data.votes.map((vote: { opinion: { title: string }; rating: number }) => [vote.opinion.title, vote.rating])).toEqual([
      ['Cats are better than dogs', 2],
      ['Tea beats coffee', 4],
    ]);
    expect(data.voteHistory).toHaveLength(3);
    expect(data.comments.map((comment: { source: string }) => comment.source)).toEqual(['Cats, obviously. Signed, the victim', 'Nobody answers this one']);
    expect(data.goodPointsGiven).toHaveLength(1);
    expect(data.commentReportsFiled).toMatchObject([{ reason: 'UNCIVIL' }]);
    expect(data.follows).toMatchObject([{ topic: 'erasure-topic' }]);
    expect(data.opinionsCreated).toMatchObject([{ slug: 'erasure-tea' }]);
    expect(data.reports).toMatchObject([{ reportName: 'erasure-report', scores: [10, 20] }]);
    expect(data.userTags).toMatchObject([{ tag: 'Panel' }]);
    expect(data.encyclopediaRequests).toMatchObject([{ title: 'A question the victim proposed', status: 'OPEN' }]);
    expect(data.encyclopediaFollows).toMatchObject([{ artifactType: 'REQ' }]);
    expect(data.notifications.length).toBeGreaterThan(0); // the friend's reply
    expect(data.signIn.sessions).toHaveLength(2);
    expect(data.signIn.socialIdentities).toMatchObject([{ provider: 'GOOGLE' }]);
    expect(data.analyticsEvents.map((event: { name: string }) => event.name)).toEqual(['sign_up', 'login', 'attempted_new_opinion']);
    expect(data.emailPreferences).toMatchObject({ newsletter: true });
    expect(data.subscription).toMatchObject({ status: 'ACTIVE', stripeCustomerId: 'cus_erasure' });
    expect(data.purchases).toMatchObject([{ kind: 'EBOOK', status: 'PAID', amount: 999, checkoutSession: 'cs_erasure' }]);
    const text = JSON.stringify(data);
    for (const secret of ['passwordHash', 'tokenHash', 'erasure-unsubscribe-token', 'argon2']) expect(text).not.toContain(secret);
    console.log(`[account-erasure ${kind}] export: ${Buffer.byteLength(JSON.stringify(data))} bytes, ${Object.keys(data).length} sections`);
  });

  it("gives only the viewer's own data: another member gets theirs, a visitor gets 401", async () => {
    const other = await t.rest('GET', '/api/user/export', undefined, { cookie: friend.cookie });
    expect(other.status).toBe(200);
    expect(other.json.account.username).toBe('Erasure_Friend');
    expect(JSON.stringify(other.json)).not.toContain('Cats, obviously');
    const visitor = await t.rest('GET', '/api/user/export');
    expect(visitor.status).toBe(401);
    const graph = await t.graphql('{ myData { __typename ... on Error { message } } }');
    expect(graph.data.myData.__typename).toBe('AuthError');
  });

  it('limits exports to 5 an hour per account', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await t.rest('GET', '/api/user/export', undefined, { cookie: stranger.cookie })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses a wrong password or no confirmation and changes nothing', async () => {
    const before = await rowsNaming(victimId);
    const wrong = await t.graphql(DELETE, { confirmation: 'not my password' }, { cookie: laptop });
    expect(wrong.data.deleteAccount).toMatchObject({ __typename: 'AuthError', status: 403, message: 'Wrong password: your account was not deleted' });
    // The username is not a password account's confirmation.
    const byName = await t.rest('POST', '/api/user/delete', { confirmation: VICTIM }, { cookie: phone });
    expect(byName.status).toBe(403);
    const empty = await t.rest('POST', '/api/user/delete', {}, { cookie: phone });
    expect(empty.status).toBe(400);
    const visitor = await t.rest('POST', '/api/user/delete', { confirmation: PASSWORD });
    expect(visitor.status).toBe(401);
    expect(await rowsNaming(victimId)).toEqual(before);
    expect(await viewerName(laptop)).toBe(VICTIM);
    expect(await viewerName(phone)).toBe(VICTIM);
  });

  it('leaves everything as it was when the erasure fails half-way (one transaction)', async () => {
    // A database fault late in the erasure: deleting their reports fails, after sessions, votes
    // and comments were already erased inside the transaction.
    await t.prisma.$executeRawUnsafe(`CREATE FUNCTION erasure_test_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected fault'; END $$`);
    await t.prisma.$executeRawUnsafe(`CREATE TRIGGER erasure_test_fault BEFORE DELETE ON "UserReport" FOR EACH ROW EXECUTE FUNCTION erasure_test_fault()`);
    const before = await rowsNaming(victimId);
    try {
      const failed = await t.graphql(DELETE, { confirmation: PASSWORD }, { cookie: laptop });
      expect(failed.errors?.[0]?.message).toBe('Unexpected error.');
    } finally {
      await t.prisma.$executeRawUnsafe('DROP TRIGGER erasure_test_fault ON "UserReport"');
      await t.prisma.$executeRawUnsafe('DROP FUNCTION erasure_test_fault()');
    }
    expect(await rowsNaming(victimId)).toEqual(before);
    expect(await viewerName(laptop)).toBe(VICTIM);
    expect(await viewerName(phone)).toBe(VICTIM);
  });

  it('erases the account: every device signed out, no row names them, tallies unchanged, the name free again', async () => {
    const tallies = async () => Promise.all(['erasure-cats', 'erasure-tea'].map(async (slug) => (await t.graphql(TALLY, { slug })).data.opinion.voteTally));
    const talliesBefore = await tallies();
    expect(talliesBefore[0].numVotes).toBe(2);
    expect(Object.keys(await rowsNaming(victimId)).length).toBeGreaterThan(15);

    const started = Date.now();
    const deleted = await t.graphql(DELETE, { confirmation: PASSWORD }, { cookie: laptop });
    const took = Date.now() - started;
    expect(deleted.data.deleteAccount).toEqual({ __typename: 'MutationDeleteAccountSuccess', data: { username: '' } });
    const cleared = deleted.setCookies.map(parseSetCookie).find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.attributes.get('max-age')).toBe('0');

    // Both devices: the cookies no longer resolve to anyone.
    expect(await viewerName(laptop)).toBeNull();
    expect(await viewerName(phone)).toBeNull();
    expect((await t.rest('GET', '/api/user/export', undefined, { cookie: phone })).status).toBe(401);

    const left = await rowsNaming(victimId);
    expect(left).toEqual({});
    expect(await rowsMentioning(VICTIM_EMAIL)).toEqual({});
    expect(await rowsMentioning(VICTIM)).toEqual({});
    expect(await rowsMentioning('Signed, the victim')).toEqual({});
    expect(await tallies()).toEqual(talliesBefore);

    // The thread keeps its shape: the comment the friend answered stays as a deleted place.
    const thread = await t.rest('POST', '/api/v2/comment/get', { threadID: 'opinion:9101' });
    const placeholder = thread.json.body.find((comment: { Children: unknown[] }) => comment.Children.length > 0);
    expect(placeholder).toMatchObject({ Deleted: true, DeletedReason: 'other', Body: '', UsernameCased: '[deleted]' });
    expect(placeholder.Children).toMatchObject([{ UsernameCased: 'Erasure_Friend' }]);

    // The name can be taken again by someone new.
    await t.signUp('someone.new@example.test', VICTIM, 'another good passphrase');
    console.log(`[account-erasure ${kind}] erased ${Object.keys(await rowsNaming(victimId)).length} leftovers in ${took} ms; ${userColumns(schema).length} user columns and ${textColumns(schema).length} text columns checked`);
  });

  it("confirms an account without a password by its username, whatever the case", async () => {
    const social = await t.createUserWithSession('Social_Only');
    const wrong = await t.rest('POST', '/api/user/delete', { confirmation: 'Social_Onl' }, { cookie: social.cookie });
    expect(wrong.status).toBe(403);
    expect(wrong.json.error).toBe('Type your username exactly to confirm: your account was not deleted');
    const right = await t.rest('POST', '/api/user/delete', { confirmation: 'social_only' }, { cookie: social.cookie });
    expect(right.status).toBe(200);
    expect(await rowsNaming(social.userId)).toEqual({});
  });
});
