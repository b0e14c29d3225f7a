// Creating, editing and deleting opinions, creating and following topics: GraphQL and the
// documented REST paths (docs/product.md#opinion-and-topic-calls) on both databases. REST answers
// are kept as JSON snapshots (tests/api/__snapshots__/rest-shapes/, the same files for both
// databases). Every refused request is checked to have written nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, createTopic, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

async function expectShape(name: string, response: RestResponse) {
  const shape = { status: response.status, json: response.json };
  await expect(`${JSON.stringify(shape, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/rest-shapes/${name}.json`);
}

describe.each(testDatabaseKinds())('writing opinions and topics on %s', (kind) => {
  let t: TestApp;
  let creator: string;
  let moderator: string;
  let contributor: string;
  let plain: string;
  let plainId: number;

  async function rowCounts() {
    const [opinions, links, topics, follows, karma] = await Promise.all([
      t.prisma.opinion.count(),
      t.prisma.opinionTopic.count(),
      t.prisma.topic.count(),
      t.prisma.follow.count(),
      t.prisma.user.aggregate({ _sum: { karma: true } }),
    ]);
    const titles = (await t.prisma.opinion.findMany({ select: { title: true, deleted: true }, orderBy: { id: 'asc' } }));
    return { opinions, links, topics, follows, karma: karma._sum.karma, titles };
  }

  async function expectNothingWritten(request: () => Promise<RestResponse>, status: number, error: string) {
    const before = await rowCounts();
    const response = await request();
    expect(response.status).toBe(status);
    expect(response.json).toEqual({ error });
    expect(await rowCounts()).toEqual(before);
    return response;
  }

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await createTopic(t.prisma, { id: 101, slug: 'economy', title: 'Economy' });
    await createTopic(t.prisma, { id: 102, slug: 'climate', title: 'Climate' });
    ({ cookie: creator } = await t.createUserWithSession('creator', { id: 401, canCreateOpinions: true }));
    ({ cookie: moderator } = await t.createUserWithSession('moderator', { id: 402, canDeleteContent: true }));
    ({ cookie: contributor } = await t.createUserWithSession('contrib', { id: 403, role: 'CONTRIBUTOR' }));
    ({ cookie: plain, userId: plainId } = await t.createUserWithSession('plain', { id: 404 }));
    await createOpinion(t.prisma, { id: 501, slug: 'existing-one', title: 'Existing one', topicIds: [101] });
    await createOpinion(t.prisma, { id: 502, slug: 'removed-one', title: 'Removed one', removedAt: new Date() });
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  describe('/api/opinion/new', () => {
    it('creates an opinion filed under its topics and answers body.Slug', async () => {
      const response = await t.rest('POST', '/api/opinion/new', { title: '  Cities   should ban cars  ', topics: [101, 102] }, { cookie: creator });
      expect(response.status).toBe(200);
      const body = (response.json as { body: { Slug: string; ArtifactID: number } }).body;
      expect(body.Slug).toBe('cities-should-ban-cars');
      await expectShape('opinion-new', { ...response, json: { body: { ...body, ArtifactID: '<id>' } } });
      const created = await t.prisma.opinion.findUniqueOrThrow({ where: { slug: body.Slug }, include: { topics: true } });
      expect(created).toMatchObject({ id: body.ArtifactID, title: 'Cities should ban cars', createdById: 401, deleted: false });
      expect(created.topics.map((link) => link.topicId).sort()).toEqual([101, 102]);
      // 20 karma per opinion created (docs/product.md#profiles-karma-and-awards).
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: 401 } })).karma).toBe(20);
      const page = await t.rest('GET', `/api/opinion/get?slug=${body.Slug}`);
      expect(page.json).toMatchObject({ body: { Title: 'Cities should ban cars', UID: 401, Topics: [{ Slug: 'economy' }, { Slug: 'climate' }] } });
    });

    it('takes the form\'s topics as a JSON string of topics too', async () => {
      const response = await t.rest(
        'POST',
        '/api/opinion/new',
        { title: 'Trains beat planes', topics: JSON.stringify([{ ArtifactID: 102, Title: 'Climate' }]) },
        { cookie: creator },
      );
      expect(response.json).toMatchObject({ body: { Slug: 'trains-beat-planes' } });
    });

    it('refuses bad input with a clear 4xx and writes nothing', async () => {
      const newOpinion = (payload: unknown, cookie = creator) => () => t.rest('POST', '/api/opinion/new', payload, { cookie });
      await expectShape('opinion-new-empty-title', await expectNothingWritten(newOpinion({ title: '   ', topics: [] }), 400, 'Please enter a title'));
      await expectShape(
        'opinion-new-long-title',
        await expectNothingWritten(newOpinion({ title: 'x'.repeat(201), topics: [] }), 400, 'The title is too long (at most 200 characters)'),
      );
      await expectShape(
        'opinion-new-duplicate',
        await expectNothingWritten(newOpinion({ title: 'cities should ban CARS!', topics: [101] }), 409, 'An opinion with this title already exists'),
      );
      await expectShape(
        'opinion-new-unknown-topic',
        await expectNothingWritten(newOpinion({ title: 'A fresh title', topics: [101, 999] }), 400, 'One of the chosen topics does not exist'),
      );
      await expectNothingWritten(newOpinion({ title: '?!?', topics: [] }), 400, 'The opinion title needs letters or digits');
      await expectNothingWritten(newOpinion({ title: 'A fresh title', topics: 'not json' }), 400, 'topics must be a list of topic ids');
      await expectNothingWritten(newOpinion({ title: 'A fresh title', topics: [1, 2, 3, 4, 5, 6].map((n) => 100 + n) }), 400, 'Choose at most 5 topics');
      await expectNothingWritten(newOpinion({ title: 'A fresh title', topics: [], link: 'javascript:alert(1)' }), 400, 'The link must be a web address starting with http:// or https://');
      await expectShape(
        'opinion-new-not-permitted',
        await expectNothingWritten(newOpinion({ title: 'A fresh title', topics: [] }, plain), 403, 'Access denied'),
      );
      await expectShape(
        'opinion-new-logged-out',
        await expectNothingWritten(() => t.rest('POST', '/api/opinion/new', { title: 'A fresh title', topics: [] }), 401, 'Please log in to continue'),
      );
    });
  });

  describe('/api/opinion/edit', () => {
    it('changes title and topics, keeps the slug; CanDeleteContent or a contributor may', async () => {
      const edited = await t.rest('POST', '/api/opinion/edit', { id: 501, title: 'Existing one, reworded', topics: [102] }, { cookie: moderator });
      await expectShape('opinion-edit', edited);
      const byContributor = await t.rest('POST', '/api/opinion/edit', { id: 501, title: 'Existing one, again', topics: [101, 102] }, { cookie: contributor });
      expect(byContributor.json).toMatchObject({ body: { Slug: 'existing-one', Title: 'Existing one, again', Topics: [{ ArtifactID: 101 }, { ArtifactID: 102 }] } });
    });

    it('refuses others, unknown and removed opinions, duplicates; writes nothing', async () => {
      const edit = (payload: unknown, cookie = moderator) => () => t.rest('POST', '/api/opinion/edit', payload, { cookie });
      await expectNothingWritten(edit({ id: 501, title: 'Hijacked', topics: [] }, creator), 403, 'Access denied');
      await expectShape('opinion-edit-unknown', await expectNothingWritten(edit({ id: 9999, title: 'Whatever', topics: [] }), 404, 'This opinion does not exist'));
      await expectShape('opinion-edit-removed', await expectNothingWritten(edit({ id: 502, title: 'Whatever', topics: [] }), 410, 'This content has been removed'));
      await expectNothingWritten(edit({ id: 501, title: 'Trains beat planes', topics: [] }), 409, 'An opinion with this title already exists');
      await expectNothingWritten(edit({ id: 501, title: '', topics: [] }), 400, 'Please enter a title');
      await expectNothingWritten(edit({ title: 'No id', topics: [] }), 400, 'id is required');
    });
  });

  describe('/api/opinion/delete', () => {
    it('deletes (the page shows Deleted) and restores, idempotently; karma follows', async () => {
      const slug = 'trains-beat-planes';
      const { id } = await t.prisma.opinion.findUniqueOrThrow({ where: { slug } });
      const karmaBefore = (await t.prisma.user.findUniqueOrThrow({ where: { id: 401 } })).karma;
      const deleted = await t.rest('POST', '/api/opinion/delete', { opinionID: id, deleted: true }, { cookie: moderator });
      expect(deleted.json).toMatchObject({ body: { ArtifactID: id, Deleted: true } });
      await expectShape('opinion-delete', { ...deleted, json: { body: { ...(deleted.json as { body: object }).body, ArtifactID: '<id>' } } });
      await t.rest('POST', '/api/opinion/delete', { opinionID: id, deleted: true }, { cookie: moderator });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: 401 } })).karma).toBe(karmaBefore - 20);
      expect((await t.rest('GET', `/api/opinion/get?slug=${slug}`)).json).toMatchObject({ body: { Deleted: true } });
      // Deleted opinions leave the feeds and the search.
      expect(((await t.rest('POST', '/api/opinion/userfeed', {})).json as { body: { Feed: number[] } }).body.Feed).not.toContain(id);
      expect(((await t.rest('GET', '/api/opinion/search?q=trains')).json as { body: { Results: unknown[] } }).body.Results).toEqual([]);
      const restored = await t.rest('POST', '/api/opinion/delete', { opinionID: id, deleted: false }, { cookie: moderator });
      expect(restored.json).toMatchObject({ body: { Deleted: false } });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: 401 } })).karma).toBe(karmaBefore);
    });

    it('needs CanDeleteContent and a boolean; a removed opinion is 410', async () => {
      const remove = (payload: unknown, cookie = moderator) => () => t.rest('POST', '/api/opinion/delete', payload, { cookie });
      await expectShape('opinion-delete-not-permitted', await expectNothingWritten(remove({ opinionID: 501, deleted: true }, contributor), 403, 'Access denied'));
      await expectNothingWritten(remove({ opinionID: 501, deleted: 'yes' }), 400, 'deleted must be true or false');
      await expectNothingWritten(remove({ opinionID: 502, deleted: true }), 410, 'This content has been removed');
      await expectNothingWritten(remove({ opinionID: 9999, deleted: true }), 404, 'This opinion does not exist');
    });
  });

  describe('/api/topic/new', () => {
    it('creates a topic from the typed text, and answers the same topic when asked again', async () => {
      const created = await t.rest('POST', '/api/topic/new', { title: '  Urban   planning ' }, { cookie: creator });
      const body = (created.json as { body: { NewTopic: { ArtifactID: number } } }).body;
      await expectShape('topic-new', { ...created, json: { body: { NewTopic: { ...body.NewTopic, ArtifactID: '<id>' } } } });
      const again = await t.rest('POST', '/api/topic/new', { title: 'urban planning' }, { cookie: creator });
      expect(again.json).toEqual(created.json);
      expect(await t.prisma.topic.count({ where: { slug: 'urban-planning' } })).toBe(1);
    });

    it('refuses empty and over-long titles and people without CanCreateOpinions', async () => {
      const newTopic = (payload: unknown, cookie = creator) => () => t.rest('POST', '/api/topic/new', payload, { cookie });
      await expectShape('topic-new-empty', await expectNothingWritten(newTopic({ title: ' ' }), 400, 'Please enter a title'));
      await expectNothingWritten(newTopic({ title: 'y'.repeat(61) }), 400, 'The title is too long (at most 60 characters)');
      await expectNothingWritten(newTopic({}), 400, 'Please enter a title');
      await expectNothingWritten(newTopic({ title: 'Gardening' }, plain), 403, 'Access denied');
    });
  });

  describe('following topics', () => {
    const follow = `mutation ($input: FollowTopicInput!) {
      followTopic(input: $input) { __typename ... on Error { message } ... on MutationFollowTopicSuccess { data { slug viewerFollows numFollowers } } }
    }`;
    const topicId = (id: number) => Buffer.from(`Topic:${id}`).toString('base64');

    it('moves the followed topic\'s unvoted opinions to the top of For You, and back', async () => {
      await createOpinion(t.prisma, { id: 601, slug: 'hot-economy', title: 'Hot economy take', topicIds: [101] });
      await createOpinion(t.prisma, { id: 602, slug: 'cold-climate', title: 'Cold climate take', topicIds: [102] });
      // Make the economy opinion trend, so following climate has to overcome it.
      for (let index = 0; index < 3; index += 1) {
        const voter = await t.createUserWithSession(`fan_${index}`);
        await t.rest('POST', '/api/opinion/vote', { id: 601, rating: 1 }, { cookie: voter.cookie });
      }
      const feed = async () => ((await t.rest('POST', '/api/opinion/userfeed', {}, { cookie: plain })).json as { body: { Feed: number[] } }).body.Feed;
      const before = await feed();
      expect(before.indexOf(601)).toBeLessThan(before.indexOf(602));

      const followed = await t.graphql(follow, { input: { topicId: topicId(102), following: true } }, { cookie: plain });
      expect(followed.data?.followTopic).toEqual({ __typename: 'MutationFollowTopicSuccess', data: { slug: 'climate', viewerFollows: true, numFollowers: 1 } });
      await t.graphql(follow, { input: { topicId: topicId(102), following: true } }, { cookie: plain });
      expect(await t.prisma.follow.count({ where: { userId: plainId } })).toBe(1);
      const after = await feed();
      const climateIds = (await t.prisma.opinionTopic.findMany({ where: { topicId: 102 }, select: { opinionId: true } })).map((row) => row.opinionId);
      const visibleClimate = after.filter((id) => climateIds.includes(id));
      expect(after.slice(0, visibleClimate.length).sort()).toEqual([...visibleClimate].sort());
      expect(after.indexOf(602)).toBeLessThan(after.indexOf(601));

      const unfollowed = await t.graphql(follow, { input: { topicId: topicId(102), following: false } }, { cookie: plain });
      expect(unfollowed.data?.followTopic.data).toMatchObject({ viewerFollows: false, numFollowers: 0 });
      expect(await feed()).toEqual(before);
    });

    it('needs a login and an existing topic', async () => {
      const loggedOut = await t.graphql(follow, { input: { topicId: topicId(102), following: true } });
      expect(loggedOut.data?.followTopic).toEqual({ __typename: 'AuthError', message: 'Please log in to continue' });
      const unknown = await t.graphql(follow, { input: { topicId: topicId(999), following: true } }, { cookie: plain });
      expect(unknown.data?.followTopic).toEqual({ __typename: 'NotFoundError', message: 'This topic does not exist' });
      const viewerFollows = await t.graphql(`{ topic(slug: "climate") { viewerFollows } }`);
      expect(viewerFollows.data).toEqual({ topic: { viewerFollows: false } });
    });

    it("counts a topic's followers, each member once, for everyone to see", async () => {
      const counts = async () => (await t.graphql(`{ topics { slug numFollowers } }`)).data?.topics as Array<{ slug: string; numFollowers: number }>;
      const economyBefore = (await counts()).find((topic) => topic.slug === 'economy')!.numFollowers;
      const fans = [await t.createUserWithSession('economy_fan_a'), await t.createUserWithSession('economy_fan_b')];
      for (const fan of fans) {
        // Following twice is one follow.
        for (let round = 0; round < 2; round += 1) await t.graphql(follow, { input: { topicId: topicId(101), following: true } }, { cookie: fan.cookie });
      }
      const after = await counts();
      expect(after.find((topic) => topic.slug === 'economy')!.numFollowers).toBe(economyBefore + 2);
      await t.graphql(follow, { input: { topicId: topicId(101), following: false } }, { cookie: fans[0].cookie });
      expect((await counts()).find((topic) => topic.slug === 'economy')!.numFollowers).toBe(economyBefore + 1);
    });
  });

  describe('bad input (issue 4): ids and cursors no row can have, control and SQL characters', () => {
    // 2^31 and above fit a JavaScript number but no PostgreSQL integer column.
    const huge = 99_999_999_999;

    it('an id beyond any row is unknown (4xx), never a database error, and writes nothing', async () => {
      const post = (path: string, payload: unknown) => () => t.rest('POST', path, payload, { cookie: moderator });
      await expectNothingWritten(post('/api/opinion/edit', { id: huge, title: 'Whatever', topics: [] }), 404, 'This opinion does not exist');
      await expectNothingWritten(post('/api/opinion/delete', { opinionID: 2 ** 31, deleted: true }), 404, 'This opinion does not exist');
      await expectNothingWritten(
        () => t.rest('POST', '/api/opinion/new', { title: 'Huge topic id', topics: [huge] }, { cookie: creator }),
        400,
        'One of the chosen topics does not exist',
      );
      const votes = await t.prisma.vote.count();
      await expectNothingWritten(post('/api/opinion/vote', { id: huge, rating: 1 }), 404, 'This opinion does not exist');
      expect(await t.prisma.vote.count()).toBe(votes);
      const follow = await t.graphql(
        `mutation($input: FollowTopicInput!) { followTopic(input: $input) { __typename ... on Error { message } } }`,
        { input: { topicId: Buffer.from(`Topic:${huge}`).toString('base64'), following: true } },
        { cookie: plain },
      );
      expect(follow.data?.followTopic).toEqual({ __typename: 'NotFoundError', message: 'This topic does not exist' });
    });

    it('a huge after cursor ends the feed (empty page) or is refused when not a whole number', async () => {
      for (const cookie of [undefined, plain]) {
        const response = await t.rest('POST', '/api/opinion/userfeed', { after: 2 ** 31 }, { cookie });
        expect(response).toMatchObject({ status: 200, json: { body: { Feed: [], EndReached: true } } });
      }
      expect(await t.rest('POST', '/api/opinion/userfeed', { after: 1e30 })).toMatchObject({ status: 400, json: { error: 'after must be a whole number' } });
      expect(await t.rest('POST', '/api/opinion/userfeed', { after: '9'.repeat(40) })).toMatchObject({ status: 400 });
      const topic = await t.rest('GET', `/api/topic/get?slug=economy&after=${huge}`);
      expect(topic).toMatchObject({ status: 200, json: { body: { ArtifactID: 101, Feed: [], EndReached: true } } });
      const graph = await t.graphql(`{ opinionFeed(first: 5, after: "${huge}") { edges { node { databaseId } } pageInfo { hasNextPage } } }`);
      expect(graph.data?.opinionFeed).toEqual({ edges: [], pageInfo: { hasNextPage: false } });
    });

    it('control characters in titles count as spaces; a title of nothing else is empty', async () => {
      await expectNothingWritten(
        () => t.rest('POST', '/api/opinion/new', { title: '\u0000\u0001\t', topics: [] }, { cookie: creator }),
        400,
        'Please enter a title',
      );
      const created = await t.rest('POST', '/api/opinion/new', { title: 'Nul\u0000bytes\u0007here', tidbit: 'Line one\nline\u0000two', topics: [] }, { cookie: creator });
      expect(created).toMatchObject({ status: 200, json: { body: { Slug: 'nul-bytes-here' } } });
      expect(await t.prisma.opinion.findUnique({ where: { slug: 'nul-bytes-here' }, select: { title: true, tidbit: true } })).toEqual({
        title: 'Nul bytes here',
        tidbit: 'Line one\nlinetwo',
      });
      const topic = await t.rest('POST', '/api/topic/new', { title: 'Null\u0000topic' }, { cookie: creator });
      expect(topic).toMatchObject({ status: 200, json: { body: { NewTopic: { Title: 'Null topic', Slug: 'null-topic' } } } });
    });

    it('SQL and regex characters in a title are kept as text; the same slug again is a duplicate', async () => {
      const title = `Robert'); DROP TABLE "Opinion";-- .* [a-z]+ %_ \\d`;
      const created = await t.rest('POST', '/api/opinion/new', { title, topics: [] }, { cookie: creator });
      expect(created).toMatchObject({ status: 200, json: { body: { Slug: 'robert-drop-table-opinion-a-z-d' } } });
      expect((await t.prisma.opinion.findUnique({ where: { slug: 'robert-drop-table-opinion-a-z-d' } }))?.title).toBe(title);
      await expectNothingWritten(
        () => t.rest('POST', '/api/opinion/new', { title: 'ROBERT drop table opinion: a z d?', topics: [] }, { cookie: creator }),
        409,
        'An opinion with this title already exists',
      );
    });
  });

  describe('GraphQL', () => {
    it('createOpinion answers typed errors', async () => {
      const create = `mutation ($input: CreateOpinionInput!) { createOpinion(input: $input) { __typename ... on Error { message } } }`;
      const wrongType = await t.graphql(create, { input: { title: 'Valid title', topicIds: [Buffer.from('Opinion:501').toString('base64')] } }, { cookie: creator });
      expect(wrongType.data?.createOpinion).toEqual({ __typename: 'ValidationError', message: 'One of the chosen topics does not exist' });
      const forbidden = await t.graphql(create, { input: { title: 'Valid title', topicIds: [] } }, { cookie: plain });
      expect(forbidden.data?.createOpinion).toEqual({ __typename: 'AuthError', message: 'Access denied' });
    });
  });
});
