// Opinions, votes, feeds and topics over GraphQL on a real server and database. Each test creates
// exactly the rows it needs through Prisma, so the assertions can be exact.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementCounter } from '../../api/db/database.ts';
import { clientOperationText } from '../support/client-operations.ts';
import { createOpinion, createTestApp, createTopic, type GraphQLResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const OPINION = `query OpinionPage($slug: String!) {
  opinion(slug: $slug) {
    __typename
    ... on Error { message }
    ... on Opinion {
      id databaseId slug title link tidbit imageUrl deleted createdByUserId
      numVotes numComments numShares numViews viewerRating
      topics { databaseId slug title }
      voteTally { id counts percentages numVotes }
    }
  }
}`;

const CAST_VOTE = `mutation CastVote($input: CastVoteInput!) {
  castVote(input: $input) {
    __typename
    ... on Error { message }
    ... on AuthError { status }
    ... on InputValidationError { fieldErrors { path message } }
    ... on MutationCastVoteSuccess { data { databaseId viewerRating numVotes voteTally { counts percentages } } }
  }
}`;

const FEED = `query Feed($first: Int, $after: String) {
  opinionFeed(first: $first, after: $after) {
    edges { cursor node { databaseId slug } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const opinionGlobalId = (id: number) => encodeGlobalID('Opinion', id);
const NO_DATA = [999, 999, 999, 999, 999];

describe.each(testDatabaseKinds())('GraphQL opinions, votes and feeds on %s', (kind) => {
  let t: TestApp;
  let economy: { id: number };
  let climate: { id: number };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    economy = await createTopic(t.prisma, { slug: 'economy', title: 'Economy' });
    climate = await createTopic(t.prisma, { slug: 'climate', title: 'Climate' });
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  async function vote(cookie: string | undefined, opinionId: number | string, rating: unknown) {
    const id = typeof opinionId === 'number' ? opinionGlobalId(opinionId) : opinionId;
    return t.graphql(CAST_VOTE, { input: { opinionId: id, rating } }, { cookie });
  }

  async function rollupTotals(opinionId: number, field = '', answer = '') {
    const rows = await t.prisma.voteRollup.findMany({ where: { opinionId, field, answer } });
    return [1, 2, 3, 4, 5].map((rating) => rows.reduce((sum, row) => sum + (row[`r${rating}` as 'r1'] as number), 0));
  }

  describe('opinion(slug)', () => {
    it('answers the opinion with its topics and, with no votes, 999 in all five percentages', async () => {
      const author = await t.createUserWithSession('author_one');
      const opinion = await createOpinion(t.prisma, {
        slug: 'tax-wealth',
        title: 'Wealth should be taxed more',
        link: 'https://example.test/wealth',
        tidbit: 'A sentence of context.',
        createdById: author.userId,
        topicIds: [climate.id, economy.id],
      });
      const response = await t.graphql(OPINION, { slug: 'tax-wealth' });
      expect(response.status).toBe(200);
      expect(response.errors).toBeUndefined();
      expect(response.data.opinion).toEqual({
        __typename: 'Opinion',
        id: opinionGlobalId(opinion.id),
        databaseId: opinion.id,
        slug: 'tax-wealth',
        title: 'Wealth should be taxed more',
        link: 'https://example.test/wealth',
        tidbit: 'A sentence of context.',
        imageUrl: '',
        deleted: false,
        createdByUserId: author.userId,
        numVotes: 0,
        numComments: 0,
        numShares: 0,
        numViews: 0,
        viewerRating: null,
        topics: [
          { databaseId: economy.id, slug: 'economy', title: 'Economy' },
          { databaseId: climate.id, slug: 'climate', title: 'Climate' },
        ],
        voteTally: { id: encodeGlobalID('VoteTally', opinion.id), counts: [0, 0, 0, 0, 0], percentages: NO_DATA, numVotes: 0 },
      });
    });

    it.each(['no-such-opinion', 'NOT-A-SLUG', '../etc/passwd', ''])('answers NotFoundError for the slug %j', async (slug) => {
      const response = await t.graphql(OPINION, { slug });
      expect(response.data.opinion).toEqual({ __typename: 'NotFoundError', message: 'Not found. The URL you entered may be invalid.' });
    });

    it('answers GoneError for a removed opinion', async () => {
      await createOpinion(t.prisma, { slug: 'removed-opinion', title: 'Removed', removedAt: new Date() });
      const response = await t.graphql(OPINION, { slug: 'removed-opinion' });
      expect(response.data.opinion).toEqual({ __typename: 'GoneError', message: 'This content has been removed' });
    });

    it('shows a moderator-deleted opinion with deleted: true', async () => {
      await createOpinion(t.prisma, { slug: 'deleted-opinion', title: 'Deleted', deleted: true });
      const response = await t.graphql(OPINION, { slug: 'deleted-opinion' });
      expect(response.data.opinion).toMatchObject({ __typename: 'Opinion', deleted: true });
    });
  });

  describe('castVote', () => {
    let target: { id: number };

    beforeAll(async () => {
      target = await createOpinion(t.prisma, { slug: 'vote-target', title: 'Votes land here', topicIds: [economy.id] });
    });

    it('refuses a logged-out voter with AuthError and writes nothing', async () => {
      const response = await vote(undefined, target.id, 2);
      expect(response.data.castVote).toEqual({ __typename: 'AuthError', message: 'Please log in to continue', status: 401 });
      expect(await t.prisma.vote.count({ where: { opinionId: target.id } })).toBe(0);
      expect(await t.prisma.voteRollup.count({ where: { opinionId: target.id } })).toBe(0);
    });

    it.each([0, 6, -1])('refuses rating %j with a typed validation error and writes nothing', async (rating) => {
      const voter = await t.createUserWithSession(`bad_rating_${rating < 0 ? 'neg' : rating}`);
      const response = await vote(voter.cookie, target.id, rating);
      expect(response.data.castVote).toMatchObject({ __typename: 'InputValidationError', message: expect.any(String) });
      expect(response.data.castVote.fieldErrors[0].message).toBe('Rating must be from 1 to 5');
      expect(await t.prisma.vote.count({ where: { userId: voter.userId } })).toBe(0);
      expect(await t.prisma.voteHistory.count({ where: { userId: voter.userId } })).toBe(0);
    });

    it.each([2.5, 'x', null])('refuses rating %j (not an Int) as a bad request and writes nothing', async (rating) => {
      const voter = await t.createUserWithSession(`bad_type_${String(rating).replace('.', '_')}`);
      const response = await vote(voter.cookie, target.id, rating);
      expect(response.status).toBe(400);
      expect(response.data).toBeUndefined();
      expect(response.errors?.[0].message).toMatch(/rating/);
      expect(await t.prisma.vote.count({ where: { userId: voter.userId } })).toBe(0);
    });

    it('answers NotFoundError for an unknown opinion or an id of another type', async () => {
      const voter = await t.createUserWithSession('lost_voter');
      for (const id of [opinionGlobalId(987_654), encodeGlobalID('Topic', economy.id), opinionGlobalId(0)]) {
        const response = await vote(voter.cookie, id, 1);
        expect(response.data.castVote).toEqual({ __typename: 'NotFoundError', message: 'This opinion does not exist' });
      }
      expect(await t.prisma.vote.count({ where: { userId: voter.userId } })).toBe(0);
    });

    it('answers GoneError for a removed or deleted opinion', async () => {
      const voter = await t.createUserWithSession('late_voter');
      const removed = await createOpinion(t.prisma, { slug: 'removed-vote', title: 'Removed', removedAt: new Date() });
      const deleted = await createOpinion(t.prisma, { slug: 'deleted-vote', title: 'Deleted', deleted: true });
      for (const opinion of [removed, deleted]) {
        const response = await vote(voter.cookie, opinion.id, 1);
        expect(response.data.castVote).toEqual({ __typename: 'GoneError', message: 'This content has been removed' });
      }
      expect(await t.prisma.vote.count({ where: { userId: voter.userId } })).toBe(0);
    });

    it('a re-vote replaces the vote: one Vote row, two history rows, rollups hold one vote', async () => {
      const opinion = await createOpinion(t.prisma, { slug: 'revote', title: 'Change of mind' });
      const voter = await t.createUserWithSession('changer');
      await t.prisma.demographics.create({ data: { userId: voter.userId, gender: 'female', politicalSpectrum: 25 } });

      const first = await vote(voter.cookie, opinion.id, 1);
      expect(first.data.castVote).toEqual({
        __typename: 'MutationCastVoteSuccess',
        data: { databaseId: opinion.id, viewerRating: 1, numVotes: 1, voteTally: { counts: [1, 0, 0, 0, 0], percentages: [100, 0, 0, 0, 0] } },
      });
      const second = await vote(voter.cookie, opinion.id, 4);
      expect(second.data.castVote.data).toEqual({
        databaseId: opinion.id,
        viewerRating: 4,
        numVotes: 1,
        voteTally: { counts: [0, 0, 0, 1, 0], percentages: [0, 0, 0, 100, 0] },
      });

      const votes = await t.prisma.vote.findMany({ where: { opinionId: opinion.id } });
      expect(votes).toHaveLength(1);
      expect(votes[0]).toMatchObject({ userId: voter.userId, rating: 4 });
      const history = await t.prisma.voteHistory.findMany({ where: { opinionId: opinion.id }, orderBy: { id: 'asc' } });
      expect(history.map(({ rating, previousRating }) => ({ rating, previousRating }))).toEqual([
        { rating: 1, previousRating: null },
        { rating: 4, previousRating: 1 },
      ]);
      expect(await rollupTotals(opinion.id)).toEqual([0, 0, 0, 1, 0]);
      expect(await rollupTotals(opinion.id, 'gender', 'female')).toEqual([0, 0, 0, 1, 0]);
      expect(await rollupTotals(opinion.id, 'politicalSpectrum', '25')).toEqual([0, 0, 0, 1, 0]);

      // The same rating again changes nothing (docs/decisions.md#votes: votes are idempotent).
      await vote(voter.cookie, opinion.id, 4);
      expect(await t.prisma.voteHistory.count({ where: { opinionId: opinion.id } })).toBe(2);
      expect(await rollupTotals(opinion.id)).toEqual([0, 0, 0, 1, 0]);

      const page = await t.graphql(OPINION, { slug: 'revote' }, { cookie: voter.cookie });
      expect(page.data.opinion).toMatchObject({ viewerRating: 4, numVotes: 1, voteTally: { percentages: [0, 0, 0, 100, 0] } });
    });

    it('stores the demographics as they were when the vote was cast', async () => {
      const opinion = await createOpinion(t.prisma, { slug: 'snapshot', title: 'Snapshot' });
      const voter = await t.createUserWithSession('snapshotter');
      await t.prisma.demographics.create({
        data: { userId: voter.userId, gender: 'female', birthYear: 1990, religion: 'none', householdIncome: 50, numChildren: -1 },
      });
      expect((await vote(voter.cookie, opinion.id, 2)).data.castVote.__typename).toBe('MutationCastVoteSuccess');
      await t.prisma.demographics.update({
        where: { userId: voter.userId },
        data: { gender: 'male', birthYear: 1950, religion: 'buddhist', householdIncome: 200, numChildren: 3 },
      });

      const stored = await t.prisma.vote.findFirstOrThrow({ where: { opinionId: opinion.id, userId: voter.userId } });
      expect(stored).toMatchObject({
        rating: 2,
        gender: 'female',
        birthYear: 1990,
        religion: 'none',
        householdIncome: 50,
        numChildren: -1,
        nationality: null,
        education: null,
        maritalStatus: null,
        sexualOrientation: null,
        politicalSpectrum: null,
      });
      expect(await rollupTotals(opinion.id, 'gender', 'female')).toEqual([0, 1, 0, 0, 0]);
      expect(await rollupTotals(opinion.id, 'gender', 'male')).toEqual([0, 0, 0, 0, 0]);
      expect(await rollupTotals(opinion.id, 'numChildren', '-1')).toEqual([0, 1, 0, 0, 0]);
    });

    it('percentages are whole numbers that add up to 100', async () => {
      const opinion = await createOpinion(t.prisma, { slug: 'thirds', title: 'Thirds' });
      const voters = await Promise.all(['third_a', 'third_b', 'third_c'].map((name) => t.createUserWithSession(name)));
      const ratings = [1, 2, 3];
      for (const [index, voter] of voters.entries()) await vote(voter.cookie, opinion.id, ratings[index]);
      const page = await t.graphql(OPINION, { slug: 'thirds' });
      expect(page.data.opinion.voteTally).toMatchObject({ counts: [1, 1, 1, 0, 0], percentages: [34, 33, 33, 0, 0], numVotes: 3 });

      await vote(voters[2].cookie, opinion.id, 5);
      const after = await t.graphql(OPINION, { slug: 'thirds' });
      const { percentages } = after.data.opinion.voteTally;
      expect(percentages.reduce((sum: number, value: number) => sum + value, 0)).toBe(100);
      expect(percentages).toEqual([34, 33, 0, 0, 33]);
    });

    // A double click, or two tabs: the same person's votes arrive at the same time.
    it('simultaneous votes by one person: no error, one vote, rollups that match it', async () => {
      const opinion = await createOpinion(t.prisma, { slug: 'double-click', title: 'Double click' });
      const voter = await t.createUserWithSession('double_clicker');
      const firstVotes = await Promise.all([1, 1, 1].map((rating) => vote(voter.cookie, opinion.id, rating)));
      const reVotes = await Promise.all([2, 3, 4, 5].map((rating) => vote(voter.cookie, opinion.id, rating)));
      for (const response of [...firstVotes, ...reVotes]) {
        expect(response.errors).toBeUndefined();
        expect(response.data.castVote.__typename).toBe('MutationCastVoteSuccess');
      }
      const votes = await t.prisma.vote.findMany({ where: { opinionId: opinion.id } });
      expect(votes).toHaveLength(1);
      const expected = [0, 0, 0, 0, 0];
      expected[votes[0].rating - 1] = 1;
      expect(await rollupTotals(opinion.id)).toEqual(expected);
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: voter.userId } })).karma).toBe(1);
    });

    it('gives one karma for a first vote on an opinion, none for a re-vote', async () => {
      const [one, two] = await Promise.all([
        createOpinion(t.prisma, { slug: 'karma-one', title: 'Karma one' }),
        createOpinion(t.prisma, { slug: 'karma-two', title: 'Karma two' }),
      ]);
      const voter = await t.createUserWithSession('karma_farmer');
      const karma = async () => (await t.graphql(`{ viewer { karma user { karma } } }`, {}, { cookie: voter.cookie })).data.viewer;

      expect(await karma()).toEqual({ karma: 0, user: { karma: 0 } });
      await vote(voter.cookie, one.id, 1);
      expect(await karma()).toEqual({ karma: 1, user: { karma: 1 } });
      await vote(voter.cookie, one.id, 5);
      await vote(voter.cookie, one.id, 3);
      expect(await karma()).toEqual({ karma: 1, user: { karma: 1 } });
      await vote(voter.cookie, two.id, 2);
      expect(await karma()).toEqual({ karma: 2, user: { karma: 2 } });
    });
  });

  describe('opinionFeed', () => {
    beforeAll(async () => {
      const bulk = await createTopic(t.prisma, { slug: 'bulk', title: 'Bulk' });
      for (let index = 0; index < 45; index += 1) {
        await createOpinion(t.prisma, {
          slug: `bulk-${index}`,
          title: `Bulk opinion ${index}`,
          topicIds: [bulk.id],
          createdAt: new Date(Date.now() - index * 60 * 60 * 1000),
        });
      }
    });

    async function walkFeed(cookie: string | undefined, first: number) {
      const ids: number[] = [];
      let after: string | null = null;
      for (let page = 0; page < 100; page += 1) {
        const response: GraphQLResponse = await t.graphql(FEED, { first, after }, { cookie });
        expect(response.errors).toBeUndefined();
        const { edges, pageInfo } = response.data.opinionFeed;
        ids.push(...edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId));
        for (const edge of edges) expect(edge.cursor).toBe(String(edge.node.databaseId));
        if (edges.length) expect(pageInfo.endCursor).toBe(edges.at(-1).cursor);
        if (!pageInfo.hasNextPage) return { ids, pages: page + 1 };
        expect(edges).toHaveLength(first);
        after = pageInfo.endCursor;
      }
      throw new Error('the feed never ended');
    }

    it('pages to the end without repeating an id, covering every visible opinion (logged out)', async () => {
      const visible = await t.prisma.opinion.findMany({ where: { deleted: false, removedAt: null }, select: { id: true } });
      expect(visible.length).toBeGreaterThan(45);
      const { ids, pages } = await walkFeed(undefined, 20);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort((a, b) => a - b)).toEqual(visible.map((row) => row.id).sort((a, b) => a - b));
      expect(pages).toBe(Math.ceil(visible.length / 20));

      const small = await walkFeed(undefined, 7);
      expect(small.ids).toEqual(ids);
    });

    it('logged in: own opinions of the last 7 days first, then only opinions not yet voted on', async () => {
      const me = await t.createUserWithSession('feed_reader');
      const hour = 60 * 60 * 1000;
      const ownNew = await createOpinion(t.prisma, { slug: 'own-new', title: 'Own new', createdById: me.userId, createdAt: new Date(Date.now() - hour) });
      const ownOlder = await createOpinion(t.prisma, { slug: 'own-older', title: 'Own older', createdById: me.userId, createdAt: new Date(Date.now() - 3 * 24 * hour) });
      const ownOld = await createOpinion(t.prisma, { slug: 'own-old', title: 'Own old', createdById: me.userId, createdAt: new Date(Date.now() - 8 * 24 * hour) });
      const voted = await t.prisma.opinion.findMany({ where: { slug: { in: ['bulk-0', 'bulk-1', 'bulk-2'] } } });
      for (const opinion of voted) await vote(me.cookie, opinion.id, 3);
      // Voting on your own recent opinion does not hide it.
      await vote(me.cookie, ownOlder.id, 1);
      await vote(me.cookie, ownOld.id, 1);

      const { ids } = await walkFeed(me.cookie, 20);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.slice(0, 2)).toEqual([ownNew.id, ownOlder.id]);
      for (const opinion of voted) expect(ids).not.toContain(opinion.id);
      expect(ids).not.toContain(ownOld.id);
      const visible = await t.prisma.opinion.count({ where: { deleted: false, removedAt: null } });
      expect(ids).toHaveLength(visible - voted.length - 1);
    });

    it('an unknown cursor ends the feed instead of repeating page one', async () => {
      const response = await t.graphql(FEED, { first: 5, after: '999999' });
      expect(response.data.opinionFeed).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
    });
  });

  describe('topics', () => {
    it('lists every topic alphabetically', async () => {
      await createTopic(t.prisma, { slug: 'arts', title: 'Arts' });
      await createTopic(t.prisma, { slug: 'zoology', title: 'Zoology' });
      const response = await t.graphql(`{ topics { title } }`);
      const titles = response.data.topics.map((topic: { title: string }) => topic.title);
      expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, 'en')));
      expect(titles.slice(0, 2)).toEqual(['Arts', 'Bulk']);
    });

    it('sorts titles alphabetically regardless of letter case', async () => {
      await createTopic(t.prisma, { slug: 'ai-lower', title: 'artificial intelligence' });
      const response = await t.graphql(`{ topics { title } }`);
      const titles = response.data.topics.map((topic: { title: string }) => topic.title);
      expect(titles.slice(0, 3)).toEqual(['artificial intelligence', 'Arts', 'Bulk']);
    });

    it('topic(slug) pages through its visible opinions; an unknown slug is null', async () => {
      const topic = await createTopic(t.prisma, { slug: 'small-topic', title: 'Small topic', description: 'Three opinions' });
      const opinions = [];
      for (let index = 0; index < 3; index += 1) {
        opinions.push(await createOpinion(t.prisma, { slug: `small-${index}`, title: `Small ${index}`, topicIds: [topic.id] }));
      }
      await createOpinion(t.prisma, { slug: 'small-removed', title: 'Removed', topicIds: [topic.id], removedAt: new Date() });
      await createOpinion(t.prisma, { slug: 'small-deleted', title: 'Deleted', topicIds: [topic.id], deleted: true });

      const query = `query Topic($slug: String!, $after: String) {
        topic(slug: $slug) {
          databaseId slug title description numOpinions
          opinions(first: 2, after: $after) { edges { node { databaseId } } pageInfo { hasNextPage endCursor } }
        }
      }`;
      const first = await t.graphql(query, { slug: 'small-topic' });
      expect(first.data.topic).toMatchObject({ databaseId: topic.id, slug: 'small-topic', title: 'Small topic', description: 'Three opinions', numOpinions: 3 });
      expect(first.data.topic.opinions.edges).toHaveLength(2);
      expect(first.data.topic.opinions.pageInfo.hasNextPage).toBe(true);
      const second = await t.graphql(query, { slug: 'small-topic', after: first.data.topic.opinions.pageInfo.endCursor });
      expect(second.data.topic.opinions.pageInfo.hasNextPage).toBe(false);
      const ids = [...first.data.topic.opinions.edges, ...second.data.topic.opinions.edges].map((edge) => edge.node.databaseId);
      expect(ids.sort((a, b) => a - b)).toEqual(opinions.map((opinion) => opinion.id));

      expect((await t.graphql(query, { slug: 'no-such-topic' })).data.topic).toBeNull();
    });
  });

  describe('node(id)', () => {
    it('resolves Opinion, Topic, User and VoteTally global ids', async () => {
      const owner = await t.createUserWithSession('node_owner');
      const opinion = await createOpinion(t.prisma, { slug: 'node-opinion', title: 'Node opinion', topicIds: [economy.id] });
      await vote(owner.cookie, opinion.id, 2);
      const query = `query Nodes($opinion: ID!, $topic: ID!, $user: ID!, $tally: ID!) {
        opinion: node(id: $opinion) { __typename id ... on Opinion { slug } }
        topic: node(id: $topic) { __typename id ... on Topic { slug } }
        user: node(id: $user) { __typename id ... on User { username } }
        tally: node(id: $tally) { __typename id ... on VoteTally { counts numVotes } }
      }`;
      const ids = {
        opinion: encodeGlobalID('Opinion', opinion.id),
        topic: encodeGlobalID('Topic', economy.id),
        user: encodeGlobalID('User', owner.userId),
        tally: encodeGlobalID('VoteTally', opinion.id),
      };
      const response = await t.graphql(query, ids);
      expect(response.errors).toBeUndefined();
      expect(response.data).toEqual({
        opinion: { __typename: 'Opinion', id: ids.opinion, slug: 'node-opinion' },
        topic: { __typename: 'Topic', id: ids.topic, slug: 'economy' },
        user: { __typename: 'User', id: ids.user, username: 'node_owner' },
        tally: { __typename: 'VoteTally', id: ids.tally, counts: [0, 1, 0, 0, 0], numVotes: 1 },
      });
    });

    // Relay: node(id) answers null for an id that resolves to nothing.
    it.each([
      ['Opinion', 987_654],
      ['Topic', 987_654],
      ['User', 987_654],
    ])('answers null, not an error, for an unknown %s id', async (type, id) => {
      const response = await t.graphql(`query ($id: ID!) { node(id: $id) { __typename id } }`, { id: encodeGlobalID(type, id) });
      expect(response.errors).toBeUndefined();
      expect(response.data).toEqual({ node: null });
    });

    it('does not serve a removed opinion through node(id) either', async () => {
      const removed = await createOpinion(t.prisma, { slug: 'node-removed', title: 'Removed by node', removedAt: new Date() });
      const response = await t.graphql(`query ($id: ID!) { node(id: $id) { __typename ... on Opinion { title } } }`, {
        id: encodeGlobalID('Opinion', removed.id),
      });
      expect(response.data?.node ?? null).toBeNull();
    });
  });
});

// N+1 guard: the opinion page and a feed page cost a fixed number of SQL statements, however
// many topics an opinion has or cards a page holds.
describe.each(testDatabaseKinds())('SQL statements per request on %s', (kind) => {
  const counter: StatementCounter = { count: 0 };
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ kind, statementCounter: counter });
    const topics = [];
    for (let index = 0; index < 5; index += 1) topics.push(await createTopic(t.prisma, { slug: `t-${index}`, title: `Topic ${index}` }));
    await createOpinion(t.prisma, { slug: 'one-topic', title: 'One topic', topicIds: [topics[0].id] });
    await createOpinion(t.prisma, { slug: 'five-topics', title: 'Five topics', topicIds: topics.map((topic) => topic.id) });
    for (let index = 0; index < 25; index += 1) {
      await createOpinion(t.prisma, { slug: `card-${index}`, title: `Card ${index}`, topicIds: [topics[index % 5].id] });
    }
    ({ cookie } = await t.createUserWithSession('counter'));
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  async function statementsFor(query: string, variables: Record<string, unknown>, requestCookie?: string) {
    const before = counter.count;
    const response = await t.graphql(query, variables, { cookie: requestCookie });
    expect(response.errors).toBeUndefined();
    return counter.count - before;
  }

  it('the opinion page query does not grow with the number of topics', async () => {
    // Warm up (first-use statements such as type lookups do not count against a request).
    await statementsFor(OPINION, { slug: 'one-topic' }, cookie);
    const oneTopic = await statementsFor(OPINION, { slug: 'one-topic' }, cookie);
    const fiveTopics = await statementsFor(OPINION, { slug: 'five-topics' }, cookie);
    const loggedOut = await statementsFor(OPINION, { slug: 'five-topics' });
    expect(fiveTopics).toBe(oneTopic);
    // Logged out: the opinion (with its removal state), its OpinionTopic rows, their topics,
    // the tally, the comment count.
    expect(loggedOut).toBeLessThanOrEqual(5);
    // Logged in adds the session and its user (Prisma reads a relation in a second statement)
    // and the viewer's own rating.
    expect(oneTopic).toBeLessThanOrEqual(8);
  });

  it("the client's own page queries (Relay artifacts) stay within the same budgets", async () => {
    // Imported when the test runs, so a moved artifact fails this test, not the whole file.
    const textOf = (path: string) => clientOperationText(new URL(path, import.meta.url).href);
    const opinionPage = await textOf('../../client/pages/opinion/__generated__/OpinionPageQuery.graphql.ts');
    const feedPage = await textOf('../../client/pages/opinionFeed/__generated__/OpinionFeedPageQuery.graphql.ts');
    await statementsFor(opinionPage, { slug: 'five-topics' }, cookie);
    expect(await statementsFor(opinionPage, { slug: 'five-topics' }, cookie)).toBeLessThanOrEqual(8);
    await statementsFor(feedPage, {}, cookie);
    // The feed page also loads the home feed cards: 3 counts for the stats, the top commenters,
    // the trending ids and their opinions, the latest activity.
    expect(await statementsFor(feedPage, {}, cookie)).toBeLessThanOrEqual(9 + 7);
  });

  it('a feed page does not grow with the number of cards', async () => {
    const feedWithCards = `query Cards($first: Int) {
      opinionFeed(first: $first) { edges { node { databaseId title numVotes numComments viewerRating topics { title } voteTally { percentages } } } }
    }`;
    await statementsFor(feedWithCards, { first: 2 }, cookie);
    const two = await statementsFor(feedWithCards, { first: 2 }, cookie);
    const twenty = await statementsFor(feedWithCards, { first: 20 }, cookie);
    expect(twenty).toBe(two);
    // Session and user, the ranked ids, the opinions, their OpinionTopic rows and topics, then
    // one batched statement each for tallies, comment counts and the viewer's ratings.
    expect(twenty).toBeLessThanOrEqual(9);
  });
});
