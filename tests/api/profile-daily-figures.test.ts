// Per-person figures that count votes are published from a daily figure (docs/privacy.md, attack
// 4): to anyone but the person, a profile's vote count, karma, level, vote award and activity grid
// count votes only up to the start of the UTC day, so a vote cannot be tied to its voter by
// timing. The person sees their own figures move at once. Real HTTP, both databases.
//
// The day turning is simulated by moving everything the person did, and the day of their last
// karma recount, back by one day: the same as the clock moving forward by one.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StatementCounter } from '../../api/db/database.ts';
import { applyMigrations, migrationsDirectory, readMigrationList } from '../../api/db/migrations.ts';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, testDatabaseKinds } from '../support/test-database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const PROFILE = `query ($username: String!) {
  user(username: $username) {
    __typename
    ... on User {
      databaseId karma isViewer
      profileStats { numVotes numComments karma milestones { level award nextLevelKarma } }
      activityGrid { activity }
    }
  }
}`;

const KARMA_LIST = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on User { username karma } } }`;
const NAME_LIST = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on User { username } } }`;

type Figures = {
  /** User.karma */
  karma: number;
  numVotes: number;
  numComments: number;
  /** profileStats.karma */
  statsKarma: number;
  level: number;
  award: number;
  today: number;
  yesterday: number;
};

/** One day passes for this person: their votes, comments, opinions and karma recount are a day older. */
async function oneDayPasses(t: TestApp, userId: number) {
  await t.prisma.$executeRaw`UPDATE "Vote" SET "createdAt" = "createdAt" - interval '1 day', "updatedAt" = "updatedAt" - interval '1 day' WHERE "userId" = ${userId}`;
  await t.prisma.$executeRaw`UPDATE "VoteHistory" SET "createdAt" = "createdAt" - interval '1 day' WHERE "userId" = ${userId}`;
  await t.prisma.$executeRaw`UPDATE "Comment" SET "createdAt" = "createdAt" - interval '1 day' WHERE "authorId" = ${userId}`;
  await t.prisma.$executeRaw`UPDATE "Opinion" SET "createdAt" = "createdAt" - interval '1 day' WHERE "createdById" = ${userId}`;
  await t.prisma.$executeRaw`UPDATE "User" SET "karmaDay" = "karmaDay" - interval '1 day' WHERE id = ${userId}`;
}

/**
 * "Until the day turns" must not be cut short by the real day turning mid-test: a test that
 * would start within three minutes of UTC midnight waits until just after it.
 */
async function awayFromMidnight() {
  const untilMidnight = DAY_MS - (Date.now() % DAY_MS);
  if (untilMidnight < 3 * 60_000) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 2_000));
}

describe.each(testDatabaseKinds())('daily public vote figures on %s', (kind) => {
  const counter: StatementCounter = { count: 0 };
  let t: TestApp;
  let otto: { userId: number; cookie: string };
  let partnerKey: string;
  let nextOpinion = 0;
  const opinionIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ kind, statementCounter: counter });
    for (let index = 0; index < 30; index += 1) {
      opinionIds.push((await createOpinion(t.prisma, { slug: `daily-${index}`, title: `Daily ${index}` })).id);
    }
    otto = await t.createUserWithSession('otto');
    const admin = await t.createUserWithSession('daily_admin', { adminHub: true, role: 'ADMIN' });
    const created = await t.graphql(
      `mutation { createApiKey(name: "Daily partner") { ... on MutationCreateApiKeySuccess { data { key } } ... on Error { message } } }`,
      {},
      { cookie: admin.cookie },
    );
    partnerKey = created.data.createApiKey.data.key;
  }, 120_000);

  afterAll(async () => {
    await t?.dispose();
  });

  beforeEach(awayFromMidnight, 200_000);

  async function vote(cookie: string, count: number) {
    for (let index = 0; index < count; index += 1) {
      const response = await t.rest('POST', '/api/opinion/vote', { id: opinionIds[nextOpinion % opinionIds.length], rating: 2 }, { cookie });
      nextOpinion += 1;
      expect(response.status).toBe(200);
    }
  }

  /** Who is asking: the person, another member, a visitor, a partner with an API key. */
  type Asker = 'owner' | 'other member' | 'visitor' | 'partner';

  function requestOptions(asker: Asker, ownerCookie: string) {
    if (asker === 'owner') return { cookie: ownerCookie };
    if (asker === 'other member') return { cookie: otto.cookie };
    if (asker === 'partner') return { headers: { authorization: `Bearer ${partnerKey}` } };
    return {};
  }

  async function figures(username: string, asker: Asker, ownerCookie: string): Promise<Figures> {
    const response = await t.graphql(PROFILE, { username }, requestOptions(asker, ownerCookie));
    expect(response.errors).toBeUndefined();
    const user = response.data.user;
    expect(user.isViewer).toBe(asker === 'owner');
    return {
      karma: user.karma,
      numVotes: user.profileStats.numVotes,
      numComments: user.profileStats.numComments,
      statsKarma: user.profileStats.karma,
      level: user.profileStats.milestones.level,
      award: user.profileStats.milestones.award,
      today: user.activityGrid.activity.at(-1),
      yesterday: user.activityGrid.activity.at(-2),
    };
  }

  /** The REST profile (/api/user/getprofile) in the same terms. */
  async function restFigures(username: string, cookie?: string) {
    const response = await t.rest('GET', `/api/user/getprofile?username=${username}`, undefined, cookie ? { cookie } : {});
    expect(response.status).toBe(200);
    const body = response.json.body;
    return { numVotes: body.NumVotes, karma: body.Karma, level: body.Milestones.Level, award: body.Milestones.Award, today: body.Grid.Activity.at(-1) };
  }

  async function expectEveryoneElseSees(username: string, ownerCookie: string, expected: Figures) {
    for (const asker of ['other member', 'visitor', 'partner'] as const) {
      expect({ asker, ...(await figures(username, asker, ownerCookie)) }).toEqual({ asker, ...expected });
    }
  }

  it("shows others yesterday's vote figures and the person their own at once, until the day turns", async () => {
    const mia = await t.createUserWithSession('Mia');
    // Yesterday: 2 votes.
    await vote(mia.cookie, 2);
    await oneDayPasses(t, mia.userId);
    const yesterday: Figures = { karma: 2, numVotes: 2, numComments: 0, statsKarma: 2, level: 1, award: 1, today: 0, yesterday: 2 };
    await expectEveryoneElseSees('mia', mia.cookie, yesterday);
    expect(await figures('mia', 'owner', mia.cookie)).toEqual(yesterday);

    // Today: 9 more votes (11 in all: the 10-vote award) and two opinions (40 karma), so her
    // own karma crosses level 2 (50) while the karma others see does not.
    await createOpinion(t.prisma, { slug: 'mia-one', title: 'Mia one', createdById: mia.userId });
    await createOpinion(t.prisma, { slug: 'mia-two', title: 'Mia two', createdById: mia.userId });
    await t.app.services.users.recountKarma(mia.userId);
    await vote(mia.cookie, 9);
    const posted = await t.rest(
      'POST',
      '/api/v2/comment/new',
      { threadID: opinionIds[0], body: 'A comment long enough to say something.', responseType: 'pro', pathname: '/o/daily-0' },
      { cookie: mia.cookie },
    );
    expect(posted.status).toBe(200);

    // Others: today's opinions and comment count (they are public anyway), today's votes do not.
    const othersToday: Figures = { karma: 2 + 40 + 5, numVotes: 2, numComments: 1, statsKarma: 47, level: 1, award: 1, today: 2 + 1, yesterday: 2 };
    await expectEveryoneElseSees('mia', mia.cookie, othersToday);
    const ownToday: Figures = { karma: 11 + 40 + 5, numVotes: 11, numComments: 1, statsKarma: 56, level: 2, award: 10, today: 9 + 2 + 1, yesterday: 2 };
    expect(await figures('mia', 'owner', mia.cookie)).toEqual(ownToday);
    // The top bar's karma is the person's own, live.
    expect((await t.rest('POST', '/api/user/info', {}, { cookie: mia.cookie })).json.body.Karma).toBe(56);
    // The same over REST, as the caller.
    expect(await restFigures('mia')).toEqual({ numVotes: 2, karma: 47, level: 1, award: 1, today: 3 });
    expect(await restFigures('mia', otto.cookie)).toEqual({ numVotes: 2, karma: 47, level: 1, award: 1, today: 3 });
    expect(await restFigures('mia', mia.cookie)).toEqual({ numVotes: 11, karma: 56, level: 2, award: 10, today: 12 });

    // Her milestones were recorded and announced to her at once: they are hers alone.
    const notices = await t.prisma.notification.findMany({ where: { recipientId: mia.userId, kind: 'MILESTONE' }, orderBy: { id: 'asc' } });
    expect(notices.map((notice) => notice.body)).toEqual([
      'Award: you have voted on 1 opinion',
      'You reached level 2',
      'Award: you have voted on 10 opinions',
      'Award: you have written 1 comment',
    ]);

    // The day turns: everyone sees what she did yesterday.
    await oneDayPasses(t, mia.userId);
    const afterMidnight: Figures = { karma: 56, numVotes: 11, numComments: 1, statsKarma: 56, level: 2, award: 10, today: 0, yesterday: 12 };
    await expectEveryoneElseSees('mia', mia.cookie, afterMidnight);
    expect(await figures('mia', 'owner', mia.cookie)).toEqual(afterMidnight);
  });

  it("lists people's karma as others see it, at no extra statement per person", async () => {
    const people = await Promise.all(['lena', 'lou', 'lars'].map((name) => t.createUserWithSession(name)));
    for (const [index, person] of people.entries()) {
      await vote(person.cookie, index + 1);
      await oneDayPasses(t, person.userId);
      await vote(person.cookie, 2); // today's
    }
    const nodeIds: string[] = [];
    for (const name of ['lena', 'lou', 'lars']) {
      nodeIds.push((await t.graphql(`query ($name: String!) { user(username: $name) { ... on User { id } } }`, { name })).data.user.id);
    }

    const listed = await t.graphql(KARMA_LIST, { ids: nodeIds }, { cookie: otto.cookie });
    expect(listed.data.nodes).toEqual([
      { username: 'lena', karma: 1 },
      { username: 'lou', karma: 2 },
      { username: 'lars', karma: 3 },
    ]);
    // One person in the list is the one asking: they see their own karma live.
    const asLou = await t.graphql(KARMA_LIST, { ids: nodeIds }, { cookie: people[1].cookie });
    expect(asLou.data.nodes).toEqual([
      { username: 'lena', karma: 1 },
      { username: 'lou', karma: 4 },
      { username: 'lars', karma: 3 },
    ]);

    // The public karma comes from the row the list loads anyway: the same statements as names alone.
    await t.graphql(NAME_LIST, { ids: nodeIds }); // warm up
    const before = counter.count;
    await t.graphql(NAME_LIST, { ids: nodeIds });
    const namesOnly = counter.count - before;
    const middle = counter.count;
    await t.graphql(KARMA_LIST, { ids: nodeIds });
    expect(counter.count - middle).toBe(namesOnly);
  });

  it('does not move the karma others see while a vote waits for its karma recount', async () => {
    const { userId, cookie } = await t.createUserWithSession('nora');
    await vote(cookie, 3);
    await oneDayPasses(t, userId);
    await vote(cookie, 1);
    const seen = async () => (await t.graphql(`{ user(username: "nora") { ... on User { karma profileStats { numVotes } } } }`)).data.user;
    expect(await seen()).toEqual({ karma: 3, profileStats: { numVotes: 3 } });
    // A vote committed whose recount has not run yet (the moment between the two): the stored
    // karma and its count of today's votes still describe the same votes, so nothing moves.
    const now = new Date();
    await t.prisma.vote.create({ data: { userId, opinionId: opinionIds[29], rating: 1, createdAt: now, updatedAt: now } });
    expect(await seen()).toEqual({ karma: 3, profileStats: { numVotes: 3 } });
    await t.app.services.users.recountKarma(userId);
    expect(await seen()).toEqual({ karma: 3, profileStats: { numVotes: 3 } });
    const own = await t.graphql(`{ user(username: "nora") { ... on User { karma profileStats { numVotes } } } }`, {}, { cookie });
    expect(own.data.user).toEqual({ karma: 5, profileStats: { numVotes: 5 } });
  });
});

describe.each(testDatabaseKinds())('the migration that stores the day of a karma recount, on %s', (kind) => {
  beforeEach(awayFromMidnight, 200_000);

  it("notes existing accounts' votes of today, so the karma others see does not drop at their next recount", { timeout: 120_000 }, async () => {
    const names = readMigrationList().migrationDirectories.map((entry) => entry.path);
    const own = names.findIndex((name) => name.endsWith('_public_daily_karma'));
    expect(own).toBeGreaterThan(0);
    const before = mkdtempSync(join(tmpdir(), 'opinio-daily-karma-'));
    for (const name of names.slice(0, own)) cpSync(join(migrationsDirectory, name), join(before, name), { recursive: true });
    const database = await createTestDatabase(kind, { empty: true });
    try {
      await applyMigrations(database, { migrationsDirectory: before });
      const { prisma } = database;
      await prisma.$executeRaw`INSERT INTO "User" (id, username, "usernameKey", karma, "updatedAt") VALUES (1, 'early', 'early', 3, now()), (2, 'idle', 'idle', 1, now())`;
      await prisma.$executeRaw`INSERT INTO "Opinion" (id, slug, title, "updatedAt") VALUES (1, 'one', 'One', now()), (2, 'two', 'Two', now()), (3, 'three', 'Three', now())`;
      const now = new Date();
      const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS);
      await prisma.$executeRaw`INSERT INTO "Vote" ("userId", "opinionId", rating, "createdAt", "updatedAt") VALUES
        (1, 1, 1, ${now}, ${now}), (1, 2, 1, ${now}, ${now}), (1, 3, 1, ${twoDaysAgo}, ${now}), (2, 1, 1, ${twoDaysAgo}, ${twoDaysAgo})`;
      expect(await applyMigrations(database)).toEqual(names.slice(own));
      const rows = await prisma.user.findMany({ select: { id: true, karmaDay: true, karmaDayVotes: true }, orderBy: { id: 'asc' } });
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      expect(rows).toEqual([
        { id: 1, karmaDay: today, karmaDayVotes: 2 },
        { id: 2, karmaDay: null, karmaDayVotes: 0 },
      ]);
    } finally {
      await database.dispose();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
