// The demo data: a small configuration seeded into a fresh migrated database of each kind, then
// checked for the invariants the product relies on (one vote per person and opinion, rollups
// that add up to the votes, snapshots equal to demographics, the decided answer sets, the demo
// accounts) and for determinism.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../api/auth/passwords.ts';
import {
  allocateVotes,
  DEMO_ACCOUNTS,
  DEMO_ENCYCLOPEDIA,
  isDatabaseEmpty,
  membersForHotOpinion,
  mulberry32,
  seedDemoData,
  type SeedPhase,
  type SeedSummary,
  slugFromTitle,
  wipeDemoData,
} from '../../api/db/demo-seed.ts';
import { seedOpinions } from '../../api/db/seed-data/opinions.ts';
import { DEMOGRAPHIC_FIELDS } from '../../api/domain/demographics.ts';
import { usernameSchema } from '../../api/domain/account-rules.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../support/test-database.ts';
import { sortedRollups, storedRollups, votesAsRollups } from '../support/vote-rollups.ts';

const USERS = 200;
const VOTES = 3000;
const NOW = new Date('2026-06-15T12:00:00.000Z');
const SEED = 7;

const allowedAnswers: Record<(typeof DEMOGRAPHIC_FIELDS)[number], (value: string) => boolean> = {
  gender: (value) => ['male', 'female', 'non-binary'].includes(value),
  birthYear: (value) => Number(value) >= 1935 && Number(value) <= 2008,
  nationality: (value) => /^[a-z]{2}$/.test(value),
  education: (value) => ['10', '20', '30', '40', '50', '60', '70'].includes(value),
  maritalStatus: (value) => ['single', 'relationship', 'open-relationship', 'married', 'civil-union', 'divorced', 'widowed'].includes(value),
  householdIncome: (value) => ['10', '20', '35', '50', '75', '100', '200'].includes(value),
  sexualOrientation: (value) => ['asexual', 'bisexual', 'heterosexual', 'homosexual', 'pansexual'].includes(value),
  religion: (value) =>
    'none agnostic atheist buddhist catholic christian confucian evangelical falun hindu jewish mormon protestant shia shinto sikh sunni taoist'
      .split(' ')
      .includes(value),
  politicalSpectrum: (value) => ['1', '25', '50', '75', '100'].includes(value),
  numChildren: (value) => value === '-1' || (Number(value) >= 1 && Number(value) <= 6),
};

describe('vote allocation and slugs', () => {
  it('allocateVotes hits the total exactly, respects the cap and leaves zero weights at zero', () => {
    const counts = allocateVotes(1000, [50, 10, 5, 1, 0, 0.1], 300);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1000);
    expect(Math.max(...counts)).toBeLessThanOrEqual(300);
    expect(counts[4]).toBe(0);
    expect(allocateVotes(10_000, [1, 1, 0], 100)).toEqual([100, 100, 0]);
  });

  it('slugFromTitle makes kebab-case slugs cut at a word boundary', () => {
    expect(slugFromTitle("Women's sport deserves equal prize money")).toBe('womens-sport-deserves-equal-prize-money');
    const long = slugFromTitle('Remote work is better for most office workers than working in an office, everywhere and always');
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

/** Every index and every constraint of the schema, as definitions. */
async function indexDefinitions(database: TestDatabase): Promise<string[]> {
  const rows = await database.prisma.$queryRawUnsafe<Array<{ definition: string }>>(`
    SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema()
    UNION ALL
    SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
    ORDER BY 1`);
  return rows.map((row) => row.definition);
}

describe.each(testDatabaseKinds())('demo seed on %s', (kind) => {
  let database: TestDatabase;
  let summary: SeedSummary;
  let emptyBefore: boolean;
  const progress = new Map<SeedPhase, Array<[number, number]>>();
  const query = <T>(sql: string) => database.prisma.$queryRawUnsafe<T[]>(sql);
  const digest = async () => {
    const [row] = await query<{ votes: string; users: string; opinions: string }>(`
      SELECT
        (SELECT md5(string_agg(concat_ws(':', "userId", "opinionId", "rating", "createdAt"), ',' ORDER BY id)) FROM "Vote") AS votes,
        (SELECT md5(string_agg(concat_ws(':', "username", "createdAt", "karma"), ',' ORDER BY id)) FROM "User") AS users,
        (SELECT md5(string_agg(concat_ws(':', "slug", "createdAt", "createdById"), ',' ORDER BY id)) FROM "Opinion") AS opinions`);
    return row;
  };
  let firstDigest: Awaited<ReturnType<typeof digest>>;
  let indexesBefore: string[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    emptyBefore = await isDatabaseEmpty(database.prisma);
    indexesBefore = await indexDefinitions(database);
    summary = await seedDemoData(database.prisma, {
      users: USERS,
      votes: VOTES,
      now: NOW,
      random: mulberry32(SEED),
      encyclopedia: DEMO_ENCYCLOPEDIA,
      onProgress(phase, done, total) {
        progress.set(phase, [...(progress.get(phase) ?? []), [done, total]]);
      },
    });
    firstDigest = await digest();
  }, 120_000);

  afterAll(async () => {
    await database?.dispose();
  });

  it('builds again every index it dropped for the bulk load, as the migrations defined it', async () => {
    expect(await indexDefinitions(database)).toEqual(indexesBefore);
    expect(indexesBefore.some((definition) => definition.includes('VoteRollup_pkey PRIMARY KEY'))).toBe(true);
  });

  it('starts from an empty database and leaves a non-empty one', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(database.prisma)).toBe(false);
  });

  it('creates the configured numbers of rows and reports them', async () => {
    const prisma = database.prisma;
    expect(await prisma.user.count()).toBe(USERS + 2);
    expect(await prisma.topic.count()).toBeGreaterThanOrEqual(22);
    expect(await prisma.opinion.count()).toBeGreaterThanOrEqual(300);
    expect(await prisma.vote.count()).toBe(VOTES);
    expect(await prisma.voteHistory.count()).toBe(VOTES);
    const demographics = await prisma.demographics.count();
    expect(demographics / (USERS + 2)).toBeGreaterThan(0.75);
    expect(demographics / (USERS + 2)).toBeLessThan(0.95);
    const followers = await prisma.follow.groupBy({ by: ['userId'], _count: { _all: true } });
    expect(followers.length / USERS).toBeGreaterThan(0.2);
    expect(followers.length / USERS).toBeLessThan(0.4);
    expect(Math.max(...followers.map((row) => row._count._all))).toBeLessThanOrEqual(4);
    expect(summary).toMatchObject({
      users: USERS + 2,
      demographics,
      votes: VOTES,
      voteHistory: VOTES,
      follows: await prisma.follow.count(),
      rollupRows: await prisma.voteRollup.count(),
      opinions: await prisma.opinion.count(),
      topics: await prisma.topic.count(),
    });
    expect(Object.keys(summary.phaseMs).sort()).toEqual(['comments', 'encyclopedia', 'follows', 'indexes', 'karma', 'opinions', 'reports', 'rollups', 'users', 'votes']);
  });

  it('reports progress for each phase, ending at its total', () => {
    for (const phase of ['users', 'opinions', 'follows', 'votes', 'rollups', 'indexes', 'comments', 'karma', 'reports', 'encyclopedia'] as const) {
      const calls = progress.get(phase) ?? [];
      expect(calls.length, phase).toBeGreaterThan(0);
      const [done, total] = calls[calls.length - 1];
      expect(done, phase).toBe(total);
    }
    expect(progress.get('votes')!.at(-1)).toEqual([VOTES, VOTES]);
  });

  it('casts at most one vote per person and opinion, rated 1-5, after both existed and before now', async () => {
    const [row] = await query<{ duplicates: number; bad_ratings: number; too_early: number; too_late: number }>(`
      SELECT
        (SELECT COUNT(*)::int FROM (SELECT 1 FROM "Vote" GROUP BY "userId", "opinionId" HAVING COUNT(*) > 1) d) AS duplicates,
        (SELECT COUNT(*)::int FROM "Vote" WHERE "rating" NOT BETWEEN 1 AND 5) AS bad_ratings,
        (SELECT COUNT(*)::int FROM "Vote" v JOIN "Opinion" o ON o.id = v."opinionId" JOIN "User" u ON u.id = v."userId"
          WHERE v."createdAt" < o."createdAt" OR v."createdAt" < u."createdAt" OR v."updatedAt" <> v."createdAt") AS too_early,
        (SELECT COUNT(*)::int FROM "Vote" WHERE "createdAt" > '${NOW.toISOString().slice(0, 23)}'::timestamp) AS too_late`);
    expect(row).toEqual({ duplicates: 0, bad_ratings: 0, too_early: 0, too_late: 0 });
  });

  it('writes one history row per vote, with the same rating and time and no previous rating', async () => {
    const [row] = await query<{ unmatched: number }>(`
      SELECT COUNT(*)::int AS unmatched FROM "Vote" v
      LEFT JOIN "VoteHistory" h ON h."userId" = v."userId" AND h."opinionId" = v."opinionId"
        AND h."rating" = v."rating" AND h."createdAt" = v."createdAt" AND h."previousRating" IS NULL
      WHERE h.id IS NULL`);
    expect(row.unmatched).toBe(0);
  });

  it('spreads popularity: some opinions are popular, some barely voted on, a few not at all', async () => {
    const counts = await query<{ votes: number }>(`
      SELECT COUNT(v.id)::int AS votes FROM "Opinion" o LEFT JOIN "Vote" v ON v."opinionId" = o.id GROUP BY o.id`);
    const values = counts.map((row) => row.votes);
    expect(values.filter((value) => value === 0).length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...values)).toBeGreaterThan(100);
    expect(Math.max(...values)).toBeLessThanOrEqual(USERS + 1);
    expect(values.filter((value) => value > 0 && value < 5).length).toBeGreaterThan(0);
  });

  it('copies the voter demographics onto each vote', async () => {
    const columns = DEMOGRAPHIC_FIELDS.map((field) => `v."${field}" IS DISTINCT FROM d."${field}"`).join(' OR ');
    const [row] = await query<{ different: number; with_snapshot: number }>(`
      SELECT
        COUNT(*) FILTER (WHERE ${columns})::int AS different,
        COUNT(*) FILTER (WHERE v."gender" IS NOT NULL)::int AS with_snapshot
      FROM "Vote" v LEFT JOIN "Demographics" d ON d."userId" = v."userId"`);
    expect(row.different).toBe(0);
    expect(row.with_snapshot).toBeGreaterThan(VOTES / 2);
  });

  it('uses exactly the decided demographic answer sets, leaving some answers blank', async () => {
    for (const field of DEMOGRAPHIC_FIELDS) {
      const answers = await query<{ answer: string | null; people: number }>(
        `SELECT "${field}"::text AS answer, COUNT(*)::int AS people FROM "Demographics" GROUP BY 1`,
      );
      const given = answers.filter((row) => row.answer !== null);
      expect(given.length, field).toBeGreaterThan(1);
      for (const { answer } of given) expect(allowedAnswers[field](answer!), `${field}=${answer}`).toBe(true);
      expect(answers.some((row) => row.answer === null), `${field} has blanks`).toBe(true);
    }
  });

  it('fills the rollups so they equal the votes grouped per opinion, field, answer and day', async () => {
    const stored = await storedRollups(database.prisma);
    expect(sortedRollups(stored)).toEqual(sortedRollups(await votesAsRollups(database.prisma)));
    const everyone = [...stored].filter(([key]) => key.split('|')[1] === '');
    expect(everyone.reduce((sum, [, counts]) => sum + counts.reduce((a, b) => a + b), 0)).toBe(VOTES);
    expect([...stored.keys()].some((key) => key.split('|')[1] === 'politicalSpectrum')).toBe(true);
  });

  it('has rollups for every demographic field, answers written as the service writes them', async () => {
    const fields = await query<{ field: string; bad: number }>(`
      SELECT "field", COUNT(*) FILTER (WHERE "answer" = '')::int AS bad FROM "VoteRollup" GROUP BY 1 ORDER BY 1`);
    expect(fields.map((row) => row.field).sort()).toEqual(['', ...DEMOGRAPHIC_FIELDS].sort());
    expect(fields.filter((row) => row.field !== '' && row.bad > 0)).toEqual([]);
    const [childless] = await query<{ rows: number }>(`SELECT COUNT(*)::int AS rows FROM "VoteRollup" WHERE "field" = 'numChildren' AND "answer" = '-1'`);
    expect(childless.rows).toBeGreaterThan(0);
  });

  it('leans votes with demographics, so breakdowns have signal', async () => {
    // Pooled over the opinions written as leaning left (or right), the left and the right agree
    // (ratings 1-2) at clearly different rates.
    const agreement = async (lean: 'left' | 'right') => {
      const titles = seedOpinions.filter((opinion) => opinion.leans.includes(lean)).map((opinion) => opinion.title);
      const [row] = await database.prisma.$queryRaw<Array<{ left: number; right: number }>>`
        SELECT
          AVG(CASE WHEN v."politicalSpectrum" <= 25 THEN (v."rating" <= 2)::int END)::float AS left,
          AVG(CASE WHEN v."politicalSpectrum" >= 75 THEN (v."rating" <= 2)::int END)::float AS right
        FROM "Vote" v JOIN "Opinion" o ON o.id = v."opinionId"
        WHERE o."title" = ANY(${titles})`;
      return row;
    };
    const leftLeaning = await agreement('left');
    const rightLeaning = await agreement('right');
    expect(leftLeaning.left - leftLeaning.right).toBeGreaterThan(0.2);
    expect(rightLeaning.right - rightLeaning.left).toBeGreaterThan(0.2);
  });

  it('creates the featured topics and gives every opinion 1-3 topics, a slug and a tidbit', async () => {
    const topics = await database.prisma.topic.findMany({ select: { slug: true, title: true, description: true } });
    const bySlug = new Map(topics.map((topic) => [topic.slug, topic]));
    expect(bySlug.get('in-the-news')?.title).toBe('In the News');
    expect(bySlug.get('culture-wars')?.title).toBe('Culture Wars');
    expect(bySlug.get('eternals')?.title).toBe('Eternals');
    expect(bySlug.get('entertainment')?.title).toBe('Entertainment');
    expect(bySlug.get('how-to-live')?.title).toBe('How to Live');
    for (const topic of topics) expect(topic.description, topic.slug).not.toBe('');

    const opinions = await database.prisma.opinion.findMany({
      select: { slug: true, title: true, tidbit: true, link: true, createdById: true, createdAt: true, _count: { select: { topics: true } } },
    });
    expect(new Set(opinions.map((opinion) => opinion.slug)).size).toBe(opinions.length);
    expect(new Set(opinions.map((opinion) => opinion.title.toLowerCase())).size).toBe(opinions.length);
    for (const opinion of opinions) {
      expect(opinion.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(opinion.slug.length).toBeLessThanOrEqual(80);
      expect(opinion._count.topics, opinion.slug).toBeGreaterThanOrEqual(1);
      expect(opinion._count.topics, opinion.slug).toBeLessThanOrEqual(3);
      expect(opinion.tidbit, opinion.slug).toMatch(/^[A-Z0-9].*[.?!]$/);
      expect(opinion.link).toBe('');
      expect(opinion.createdById).not.toBeNull();
      expect(NOW.getTime() - opinion.createdAt.getTime()).toBeLessThanOrEqual(90 * 24 * 60 * 60 * 1000);
    }
    const authors = await database.prisma.user.findMany({
      where: { id: { in: [...new Set(opinions.map((opinion) => opinion.createdById!))] } },
      select: { role: true, canCreateOpinions: true },
    });
    expect(authors.length).toBeGreaterThan(1);
    expect(authors.length).toBeLessThanOrEqual(6);
    for (const author of authors) expect(author).toEqual({ role: 'CONTRIBUTOR', canCreateOpinions: true });
  });

  it('creates the demo accounts with argon2id hashes, verified e-mail addresses and their permissions', async () => {
    const admin = await database.prisma.user.findUnique({ where: { usernameKey: 'admin' } });
    const demo = await database.prisma.user.findUnique({ where: { usernameKey: 'demo' } });
    expect(admin).toMatchObject({
      username: DEMO_ACCOUNTS.admin.username,
      email: DEMO_ACCOUNTS.admin.email,
      role: 'ADMIN',
      canDeleteContent: true,
      adminHub: true,
      canSeeDetailedOpinionReport: true,
      canCreateOpinions: true,
      canListConvos: true,
    });
    expect(demo).toMatchObject({
      username: DEMO_ACCOUNTS.demo.username,
      email: DEMO_ACCOUNTS.demo.email,
      role: 'USER',
      canCreateOpinions: true,
      canDeleteContent: false,
      adminHub: false,
    });
    for (const [account, password] of [[admin!, DEMO_ACCOUNTS.admin.password], [demo!, DEMO_ACCOUNTS.demo.password]] as const) {
      expect(account.emailVerifiedAt).not.toBeNull();
      expect(account.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(account.passwordHash!, password)).toBe(true);
      expect(await verifyPassword(account.passwordHash!, 'not-the-password')).toBe(false);
    }
    expect(await database.prisma.user.count({ where: { passwordHash: { not: null } } })).toBe(2);
  });

  it('gives members valid, case-insensitively unique usernames', async () => {
    const users = await database.prisma.user.findMany({ select: { username: true, usernameKey: true } });
    for (const user of users) {
      expect(usernameSchema.safeParse(user.username).success, user.username).toBe(true);
      expect(user.usernameKey).toBe(user.username.toLowerCase());
    }
    expect(new Set(users.map((user) => user.usernameKey)).size).toBe(users.length);
  });

  it('sets karma to votes cast plus 5 per comment plus 20 per opinion created', async () => {
    const [row] = await query<{ wrong: number; with_karma: number }>(`
      SELECT
        COUNT(*) FILTER (WHERE u."karma" <> (SELECT COUNT(*) FROM "Vote" v WHERE v."userId" = u.id)
          + 5 * (SELECT COUNT(*) FROM "Comment" c WHERE c."authorId" = u.id AND c."deletedAt" IS NULL)
          + 20 * (SELECT COUNT(*) FROM "Opinion" o WHERE o."createdById" = u.id AND NOT o."deleted"))::int AS wrong,
        COUNT(*) FILTER (WHERE u."karma" > 0)::int AS with_karma
      FROM "User" u`);
    expect(row.wrong).toBe(0);
    expect(row.with_karma).toBeGreaterThan(USERS / 2);
  });

  it('writes a modest discussion on the most popular opinions, after each opinion appeared', async () => {
    const [row] = await query<{ comments: number; threads: number; too_early: number }>(`
      SELECT COUNT(*)::int AS comments, COUNT(DISTINCT c."threadId")::int AS threads,
        COUNT(*) FILTER (WHERE c."createdAt" < o."createdAt")::int AS too_early
      FROM "Comment" c JOIN "CommentThread" t ON t.id = c."threadId" JOIN "Opinion" o ON o.id = t."opinionId"`);
    expect(row.comments).toBe(summary.comments);
    expect(row.comments).toBeGreaterThan(20);
    expect(row.threads).toBeGreaterThan(5);
    expect(row.too_early).toBe(0);
  });

  it('loads the encyclopedia content with its history: Init by one contributor, the edits by another', async () => {
    const prisma = database.prisma;
    const content = DEMO_ENCYCLOPEDIA;
    const edits = content.questions.flatMap((question) => question.edits ?? []);
    const arguments_ = content.questions.flatMap((question) => question.positions.flatMap((position) => position.arguments));
    const links = content.people.flatMap((person) => person.links ?? []);
    const requests = content.requests ?? [];
    const decided = requests.filter((request) => request.status !== 'OPEN');
    expect(summary.encyclopedia).toEqual({
      categories: content.categories.length,
      tags: content.tags.length,
      people: content.people.length,
      questions: content.questions.length,
      positions: content.questions.reduce((sum, question) => sum + question.positions.length, 0),
      arguments: arguments_.length,
      links: links.length,
      requests: requests.length,
      revisions:
        content.tags.length +
        content.people.length +
        links.length +
        content.questions.length +
        edits.length +
        content.questions.reduce((sum, question) => sum + question.positions.length, 0) +
        arguments_.length +
        requests.length +
        decided.length,
    });
    expect(await prisma.convo.count()).toBe(content.questions.length);
    const [inits, editRevisions] = await Promise.all([
      prisma.revision.findMany({ where: { actionName: 'ConvoInit' }, select: { authorId: true, artifactId: true } }),
      prisma.revision.findMany({ where: { actionName: 'ConvoEditTextField' }, select: { authorId: true, artifactId: true, createdAt: true } }),
    ]);
    expect(editRevisions).toHaveLength(edits.length);
    const initAuthors = new Set(inits.map((revision) => revision.authorId));
    expect(initAuthors.size).toBe(1);
    for (const edit of editRevisions) expect(initAuthors.has(edit.authorId)).toBe(false);
    const contributors = await prisma.user.findMany({ where: { id: { in: [...initAuthors, ...editRevisions.map((edit) => edit.authorId)] } }, select: { role: true } });
    expect(new Set(contributors.map((user) => user.role))).toEqual(new Set(['CONTRIBUTOR']));
    // Every item can be edited at once: its latestRevisionId is its newest revision.
    const stale = await prisma.$queryRawUnsafe<Array<{ n: number }>>(`
      SELECT COUNT(*)::int AS n FROM "Convo" c
      WHERE c."latestRevisionId" IS DISTINCT FROM (SELECT MAX(r.id) FROM "Revision" r WHERE r."artifactType" = 'CONVO' AND r."artifactId" = c.id)`);
    expect(stale[0]!.n).toBe(0);
    expect(await prisma.revision.count({ where: { createdAt: { gt: NOW } } })).toBe(0);

    // Requests in all three states, proposed by members who are not contributors; an accepted
    // one's proposer asked the question it became; a declined one says why.
    expect(new Set(requests.map((request) => request.status))).toEqual(new Set(['OPEN', 'ACCEPTED', 'DECLINED']));
    const stored = await prisma.convoRequest.findMany({ select: { status: true, decisionNote: true, decidedAt: true, authorId: true, convo: { select: { createdById: true } }, author: { select: { role: true } } } });
    expect(stored).toHaveLength(requests.length);
    for (const request of stored) {
      expect(request.author.role).toBe('USER');
      expect(request.decidedAt === null).toBe(request.status === 'OPEN');
      if (request.status === 'ACCEPTED') expect(request.convo?.createdById).toBe(request.authorId);
      if (request.status === 'DECLINED') expect(request.decisionNote).not.toBe('');
    }
  });

  it('is deterministic: wiping and seeding again with the same random source gives the same data', async () => {
    await wipeDemoData(database.prisma);
    expect(await isDatabaseEmpty(database.prisma)).toBe(true);
    expect(await database.prisma.voteRollup.count()).toBe(0);
    expect(await database.prisma.convo.count()).toBe(0);
    expect(await database.prisma.category.count()).toBe(0);
    await seedDemoData(database.prisma, { users: USERS, votes: VOTES, now: NOW, random: mulberry32(SEED), encyclopedia: DEMO_ENCYCLOPEDIA });
    expect(await digest()).toEqual(firstDigest);
  });
});

describe.each(testDatabaseKinds())('demo seed with a hot opinion on %s', (kind) => {
  const HOT = 400;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.prisma, { users: membersForHotOpinion(HOT), votes: VOTES, hotOpinionVotes: HOT, now: NOW, random: mulberry32(SEED) });
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('needs members enough that no opinion gets votes from more than 80% of them', async () => {
    expect(membersForHotOpinion(1_000_000)).toBe(1_250_000);
    await expect(seedDemoData(database.prisma, { users: 100, votes: VOTES, hotOpinionVotes: HOT })).rejects.toThrow(/needs at least 500 members/);
  });

  it('gives the most popular written opinion exactly its votes, over a year of days, and the others the rest', async () => {
    const rows = await database.prisma.$queryRawUnsafe<Array<{ opinionId: number; votes: number; days: number; undisclosed: number; posted: Date }>>(`
      SELECT v."opinionId", COUNT(*)::int AS votes, COUNT(DISTINCT v."updatedAt"::date)::int AS days,
        COUNT(*) FILTER (WHERE v."gender" IS NULL)::int AS undisclosed, o."createdAt" AS posted
      FROM "Vote" v JOIN "Opinion" o ON o.id = v."opinionId" GROUP BY v."opinionId", o."createdAt" ORDER BY votes DESC`);
    const [hot, next] = rows;
    expect(hot!.votes).toBe(HOT);
    expect(next!.votes).toBeLessThan(HOT);
    expect(rows.reduce((sum, row) => sum + row.votes, 0)).toBe(VOTES);
    expect((NOW.getTime() - hot!.posted.getTime()) / (24 * 60 * 60 * 1000)).toBe(365);
    expect(hot!.days).toBeGreaterThan(150);
    expect(hot!.undisclosed).toBeGreaterThan(HOT * 0.05);
    expect(sortedRollups(await storedRollups(database.prisma))).toEqual(sortedRollups(await votesAsRollups(database.prisma)));
  });
});
