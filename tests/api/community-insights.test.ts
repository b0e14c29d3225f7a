// Home feed cards (stats, top contributors, trending, latest activity), the Contributors and
// Latest Activity lists, and an opinion's insights and vote distribution by demographic, through
// GraphQL on a real database. Votes go through the API so the rollups are real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';
import { runsStatisticalTests, testDatabaseKinds } from '../support/test-database.ts';

describe.each(testDatabaseKinds())('community and insights on %s', (kind) => {
  let t: TestApp;
  const hour = 60 * 60 * 1000;

  async function comment(opinionId: number, authorId: number, minutesAgo: number, deleted = false) {
    const thread = await t.prisma.commentThread.upsert({
      where: { opinionId },
      create: { key: `opinion:${opinionId}`, opinionId },
      update: {},
    });
    return t.prisma.comment.create({
      data: {
        threadId: thread.id,
        authorId,
        source: 'text',
        bodyHtml: '<p>text</p>',
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
        deletedAt: deleted ? new Date() : null,
      },
    });
  }

  let aliceCookie = '';

  beforeAll(async () => {
    // Exact figures: these tests check the insight rules to the voter; the noise has its own tests.
    t = await createTestApp({ kind, exactAggregates: true });
    await createTopic(t.prisma, { id: 1, slug: 'food', title: 'Food' });
    await createOpinion(t.prisma, { id: 11, slug: 'pizza', title: 'Pineapple belongs on pizza', topicIds: [1], createdAt: new Date(Date.now() - 3 * hour) });
    await createOpinion(t.prisma, {
      id: 12,
      slug: 'long',
      title: 'A very long opinion title that goes on and on well past the seventy character limit of the sidebar',
      createdAt: new Date(Date.now() - 30 * hour),
    });
    await createOpinion(t.prisma, { id: 13, slug: 'deleted', title: 'Deleted one', deleted: true });
    await createOpinion(t.prisma, { id: 14, slug: 'removed', title: 'Removed one', removedAt: new Date() });
    aliceCookie = (await t.createUserWithSession('Alice', { id: 101 })).cookie;
    await t.createUserWithSession('bob', { id: 102 });
    await t.createUserWithSession('Carol', { id: 103 });
    await comment(11, 101, 50);
    await comment(11, 101, 40);
    await comment(12, 101, 30);
    await comment(12, 102, 20);
    await comment(11, 103, 10, true); // deleted: not counted, not shown
    await comment(13, 103, 5); // on a deleted opinion: counted, not in activity
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  it('answers the home feed cards', async () => {
    const { data, errors } = await t.graphql(`{
      homeFeedCards {
        stats { opinions comments votes }
        topCommenters(first: 5) { usernameCased numComments }
        trendingOpinions { slug title }
        latestActivity(first: 5) { commentId username opinionTitle opinionSlug createdAt }
      }
    }`);
    expect(errors).toBeUndefined();
    const cards = data!.homeFeedCards;
    expect(cards.stats).toEqual({ opinions: 2, comments: 5, votes: 0 });
    expect(cards.topCommenters).toEqual([
      { usernameCased: 'Alice', numComments: 3 },
      { usernameCased: 'bob', numComments: 1 },
      { usernameCased: 'Carol', numComments: 1 },
    ]);
    expect(cards.trendingOpinions.map((opinion: { slug: string }) => opinion.slug)).toEqual(['pizza', 'long']);
    expect(cards.latestActivity.map((entry: { username: string; opinionSlug: string }) => [entry.username, entry.opinionSlug])).toEqual([
      ['bob', 'long'],
      ['Alice', 'long'],
      ['Alice', 'pizza'],
      ['Alice', 'pizza'],
    ]);
  });

  it('limits the lists and clamps silly sizes', async () => {
    const { data } = await t.graphql(`{ contributors(first: 1) { usernameCased } latestActivity(first: -5) { commentId } }`);
    expect(data!.contributors).toEqual([{ usernameCased: 'Alice' }]);
    expect(data!.latestActivity).toHaveLength(1);
  });

  it("shows each contributor's karma and level; today's votes count only for their owner", async () => {
    const now = new Date();
    const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    // 260 karma, 20 of it from votes cast today: level 3 to herself, 240 and level 2 to others.
    await t.prisma.user.update({ where: { id: 101 }, data: { karma: 260, karmaDay: midnight, karmaDayVotes: 20 } });
    await t.prisma.user.update({ where: { id: 102 }, data: { karma: 7, karmaDay: new Date(midnight.getTime() - 86_400_000), karmaDayVotes: 3 } });
    const query = `{ contributors(first: 2) { usernameCased karma level } }`;
    const asVisitor = await t.graphql(query);
    expect(asVisitor.errors).toBeUndefined();
    expect(asVisitor.data!.contributors).toEqual([
      { usernameCased: 'Alice', karma: 240, level: 2 },
      // Yesterday's votes are public.
      { usernameCased: 'bob', karma: 7, level: 1 },
    ]);
    const asAlice = await t.graphql(query, {}, { cookie: aliceCookie });
    expect(asAlice.data!.contributors[0]).toEqual({ usernameCased: 'Alice', karma: 260, level: 3 });
  });

  it('counts votes in the stats', async () => {
    const voter = await t.createUserWithSession('stats_voter');
    const vote = await t.rest('POST', '/api/opinion/vote', { id: 12, rating: 1 }, { cookie: voter.cookie });
    expect(vote.status).toBe(200);
    const { data } = await t.graphql(`{ homeFeedCards { stats { votes } } }`);
    expect(data!.homeFeedCards.stats.votes).toBe(1);
  });

  it('scores trending the same way for one opinion (after a vote) and in the full refresh', async () => {
    const scoreOf = async () => (await t.prisma.opinion.findUniqueOrThrow({ where: { id: 12 }, select: { trendingScore: true } })).trendingScore;
    await t.app.services.opinions.refreshTrendingScores([12]);
    const afterVote = await scoreOf();
    // One vote today and two comments (3 each): (activity + 1) / (30 h in days + 2)^1.2, a day's
    // activity halved every 2 days. The comments were written 20 and 30 minutes ago: just after
    // midnight (UTC) that is yesterday, so their day is read rather than assumed.
    const day = (date: Date) => Math.floor(date.getTime() / 86_400_000);
    const comments = await t.prisma.comment.findMany({ where: { thread: { opinionId: 12 }, deletedAt: null }, select: { createdAt: true } });
    const activity = 1 + comments.reduce((sum, { createdAt }) => sum + 3 * Math.pow(0.5, (day(new Date()) - day(createdAt)) / 2), 0);
    expect(comments).toHaveLength(2);
    expect(afterVote).toBeCloseTo((activity + 1) / Math.pow(30 / 24 + 2, 1.2), 3);
    await t.prisma.opinion.update({ where: { id: 12 }, data: { trendingScore: 0.001 } });
    expect(await t.app.services.opinions.refreshTrendingScores()).toBeGreaterThan(0);
    expect(await scoreOf()).toBeCloseTo(afterVote, 4); // a second later: the age moved a little
    // Nothing moved by more than 0.5% since: the next full refresh rewrites nothing.
    expect(await t.app.services.opinions.refreshTrendingScores()).toBe(0);
  });

  it('moves a commented opinion up trending at once, not at the next full refresh', async () => {
    const createdAt = new Date(Date.now() - 2 * hour);
    await createOpinion(t.prisma, { id: 15, slug: 'quiet', title: 'Quiet one', createdAt });
    await createOpinion(t.prisma, { id: 16, slug: 'also-quiet', title: 'Also quiet', createdAt });
    await t.app.services.opinions.refreshTrendingScores([15, 16]);
    const order = async () => (await t.app.services.feed.trendingOrder()).filter((id) => id === 15 || id === 16);
    expect(await order()).toEqual([16, 15]); // tied: the higher id first
    const commenter = await t.createUserWithSession('trend_commenter');
    const posted = await t.graphql(
      `mutation($input: PostCommentInput!) { postComment(input: $input) { __typename } }`,
      { input: { threadKey: 'opinion:15', body: 'A thought', responseType: 'PRO' } },
      { cookie: commenter.cookie },
    );
    expect(posted.data!.postComment.__typename).toBe('MutationPostCommentSuccess');
    expect(await order()).toEqual([15, 16]);
  });

  describe('insights', () => {
    /** Voters with a gender, each casting one rating on opinion 11 through the API. */
    async function votersVote(prefix: string, gender: string | null, ratings: number[]) {
      for (const [index, rating] of ratings.entries()) {
        const { userId, cookie } = await t.createUserWithSession(`${prefix}${index}`);
        if (gender) await t.prisma.demographics.create({ data: { userId, gender, birthYear: 1990 } });
        const response = await t.rest('POST', '/api/opinion/vote', { id: 11, rating }, { cookie });
        expect(response.status).toBe(200);
      }
    }

    const insightQuery = `query($id: ID!) { node(id: $id) { ... on Opinion {
      insights { items { desc agreementWording agreementDirection question answer }
        breakdown { question label answers { answer label voters percentages } } } } } }`;

    it('has none, and an empty chart, before anyone voted', async () => {
      const opinion = await t.graphql(`{ opinion(slug: "pizza") { ... on Opinion { id } } }`);
      const { data } = await t.graphql(insightQuery, { id: opinion.data!.opinion.id });
      expect(data!.node.insights).toEqual({ items: [], breakdown: [] });
    });

    // A hundred voters and more: once, on PostgreSQL (runsStatisticalTests).
    if (runsStatisticalTests(kind))
      it('finds a group that agrees more, and suppresses answers under 5 voters', async () => {
        // 40 women, 36 agree (90%); 40 men, 12 agree (30%); 3 non-binary voters (suppressed).
        await votersVote('w', 'female', [...Array(36).fill(2), ...Array(4).fill(4)]);
        await votersVote('m', 'male', [...Array(12).fill(1), ...Array(28).fill(5)]);
        await votersVote('n', 'non-binary', [3, 3, 3]);
        const opinion = await t.graphql(`{ opinion(slug: "pizza") { ... on Opinion { id } } }`);
        const { data, errors } = await t.graphql(insightQuery, { id: opinion.data!.opinion.id });
        expect(errors).toBeUndefined();
        const { items, breakdown } = data!.node.insights;
        expect(items).toEqual([
          // Women 90% vs 12/43 = 27.9% of everyone else; men 30% vs 36/43 = 83.7%.
          { desc: 'Women are 62% more likely to agree than everyone else', agreementWording: 'agree', agreementDirection: 1, question: 'gender', answer: 'female' },
          { desc: 'Men are 54% less likely to agree than everyone else', agreementWording: 'disagree', agreementDirection: -1, question: 'gender', answer: 'male' },
        ]);
        expect(breakdown[0]).toEqual({
          question: 'gender',
          label: 'Gender',
          answers: [
            { answer: 'male', label: 'Male', voters: 40, percentages: [30, 0, 0, 0, 70] },
            { answer: 'female', label: 'Female', voters: 40, percentages: [0, 90, 0, 10, 0] },
            { answer: 'non-binary', label: 'Non-binary', voters: null, percentages: [999, 999, 999, 999, 999] },
          ],
        });
        expect(breakdown[1]).toMatchObject({ question: 'birthYear', label: 'Generation', answers: [{ answer: 'y', label: 'Gen Y', voters: 83 }] });
      });
  });
});
