// The documented REST paths (docs/product.md#calls) over real HTTP, each
// answer kept as a JSON file snapshot. Both database kinds compare against the SAME files, so a
// shape cannot differ between PGlite and PostgreSQL. Fixtures use fixed ids; the only id the
// database picks (a signed-up user's) is checked against the database and then replaced.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restEndpoints } from '../../api/rest/endpoints.ts';
import { buildSchema } from '../../api/schema/index.ts';
import { createOpinion, createTestApp, createTopic, CookieJar, SESSION_COOKIE, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const NOT_FOUND = 'Not found. The URL you entered may be invalid.';
const PASSWORD = 'correct horse battery';

/** Status and JSON, as stored in tests/api/__snapshots__/rest-shapes/<name>.json. */
async function expectShape(name: string, response: RestResponse, replace: (json: any) => any = (json) => json) {
  const shape = { status: response.status, json: replace(structuredClone(response.json)) };
  await expect(`${JSON.stringify(shape, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/rest-shapes/${name}.json`);
}

// A REST document that does not validate answers 400 on every call; catch it without a database.
describe('REST documents', () => {
  // Pothos (an external dependency) loads graphql-js as CommonJS under vitest, while files vitest
  // transforms get its ESM copy; validate with the copy that built the schema.
  const { parse, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
  const schema = buildSchema();
  it.each(restEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint.document]))(
    '%s validates against the schema',
    (_route, document) => {
      expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
    },
  );
});

describe.each(testDatabaseKinds())('REST shapes on %s', (kind) => {
  let t: TestApp;
  /** A user with every flag and field set, and one with nothing: ids fixed. */
  let richCookie: string;
  let plainCookie: string;

  async function rowCounts() {
    const [users, sessions, codes, votes, history, rollups, opinions, topics] = await Promise.all([
      t.prisma.user.count(),
      t.prisma.session.count(),
      t.prisma.emailCode.count(),
      t.prisma.vote.count(),
      t.prisma.voteHistory.count(),
      t.prisma.voteRollup.count(),
      t.prisma.opinion.count(),
      t.prisma.topic.count(),
    ]);
    return { users, sessions, codes, votes, history, rollups, opinions, topics, mail: t.mail.length };
  }

  beforeAll(async () => {
    // Exact figures: the shapes are compared to the count; the noise has its own tests.
    t = await createTestApp({ kind, exactAggregates: true });
    const hour = 60 * 60 * 1000;
    await createTopic(t.prisma, { id: 101, slug: 'economy', title: 'Economy' });
    await createTopic(t.prisma, { id: 102, slug: 'climate', title: 'Climate' });
    await createTopic(t.prisma, { id: 103, slug: 'arts', title: 'Arts' });
    ({ cookie: richCookie } = await t.createUserWithSession('Rich_User', {
      id: 301,
      karma: 42,
      canDeleteContent: true,
      adminHub: true,
      canSeeDetailedOpinionReport: true,
      canCreateOpinions: true,
      canListConvos: true,
      subscription: { create: { status: 'ACTIVE' } },
      externalId: 'rid-301',
    }));
    ({ cookie: plainCookie } = await t.createUserWithSession('plain_user', { id: 302 }));
    await createOpinion(t.prisma, {
      id: 201,
      slug: 'tax-wealth',
      title: 'Wealth should be taxed more',
      link: 'https://example.test/wealth',
      tidbit: 'Inequality is rising.',
      imageUrl: '/images/wealth.jpg',
      topicIds: [101, 102],
      createdById: 301,
      createdAt: new Date(Date.now() - 2 * hour),
    });
    await createOpinion(t.prisma, { id: 202, slug: 'carbon-tax', title: 'A carbon tax works', topicIds: [102], createdAt: new Date(Date.now() - 30 * hour) });
    await createOpinion(t.prisma, { id: 203, slug: 'public-art', title: 'Cities should fund art', topicIds: [103], createdAt: new Date(Date.now() - 50 * hour) });
    await createOpinion(t.prisma, { id: 204, slug: 'gone', title: 'Removed', topicIds: [101], removedAt: new Date() });
    // Three votes on 201 through the API, so the rollups are real.
    const voters = [];
    for (const [index, rating] of [1, 2, 2].entries()) {
      const voter = await t.createUserWithSession(`voter_${index}`, { id: 311 + index });
      voters.push(voter);
      const response = await t.rest('POST', '/api/opinion/vote', { id: 201, rating }, { cookie: voter.cookie });
      expect(response.status).toBe(200);
    }
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  describe('/api/user/info', () => {
    it('logged out', async () => {
      const response = await t.rest('POST', '/api/user/info', {});
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      await expectShape('user-info-logged-out', response);
    });

    it('logged in, every flag set', async () => {
      await expectShape('user-info-logged-in-flags', await t.rest('POST', '/api/user/info', {}, { cookie: richCookie }));
    });

    it('logged in, no flags', async () => {
      await expectShape('user-info-logged-in-plain', await t.rest('POST', '/api/user/info', {}, { cookie: plainCookie }));
    });

    it('accepts an empty body and {"body": null}', async () => {
      const empty = await t.rest('POST', '/api/user/info', undefined, { cookie: plainCookie, rawBody: '' });
      const nullBody = await t.rest('POST', '/api/user/info', undefined, { cookie: plainCookie, rawBody: '{"body":null}' });
      expect(empty.status).toBe(200);
      expect(nullBody.json).toEqual(empty.json);
    });
  });

  describe('sign-up and login', () => {
    it('/api/signup/requestcode, /api/signup/verifycode, /api/login, /api/logout', async () => {
      const requested = await t.rest('POST', '/api/signup/requestcode', {
        email: 'New.Person@Example.test',
        username: 'New_Person',
        password: PASSWORD,
        rid: 'partner-77',
      });
      await expectShape('signup-requestcode', requested);

      const jar = new CookieJar();
      const verified = await t.rest('POST', '/api/signup/verifycode', { email: 'new.person@example.test', code: t.latestCode('new.person@example.test') }, { cookie: jar });
      const user = await t.prisma.user.findUniqueOrThrow({ where: { email: 'new.person@example.test' } });
      expect(verified.json.body.UserID).toBe(user.id);
      expect(jar.get(SESSION_COOKIE)).toBeTruthy();
      const withStableId = (json: any) => ({ ...json, body: { ...json.body, UserID: '<signed-up user id>' } });
      await expectShape('signup-verifycode', verified, withStableId);

      const info = await t.rest('POST', '/api/user/info', {}, { cookie: jar });
      expect(info.json).toEqual(verified.json);

      const login = await t.rest('POST', '/api/login', { email: 'new.person@example.test', password: PASSWORD });
      expect(login.setCookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
      expect(login.json.body.UserID).toBe(user.id);
      await expectShape('login', login, withStableId);

      const logout = await t.rest('POST', '/api/logout', {}, { cookie: jar });
      await expectShape('logout', logout);
      expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    });

    it('errors: wrong password 401, taken username 409, bad e-mail 400, wrong code 400', async () => {
      await t.signUp('taken@example.test', 'Taken_Name', PASSWORD);
      const before = await rowCounts();
      await expectShape('login-wrong-password', await t.rest('POST', '/api/login', { email: 'taken@example.test', password: 'wrong password' }));
      await expectShape('login-unknown-email', await t.rest('POST', '/api/login', { email: 'nobody@example.test', password: 'wrong password' }));
      await expectShape('login-missing-password', await t.rest('POST', '/api/login', { email: 'taken@example.test' }));
      await expectShape(
        'signup-requestcode-taken-username',
        await t.rest('POST', '/api/signup/requestcode', { email: 'other@example.test', username: 'TAKEN_name', password: PASSWORD }),
      );
      await expectShape(
        'signup-requestcode-bad-email',
        await t.rest('POST', '/api/signup/requestcode', { email: 'nope', username: 'fresh_name', password: PASSWORD }),
      );
      await expectShape('signup-verifycode-no-code', await t.rest('POST', '/api/signup/verifycode', { email: 'nobody@example.test', code: '123456' }));
      await expectShape('signup-verifycode-malformed-code', await t.rest('POST', '/api/signup/verifycode', { email: 'nobody@example.test', code: '12ab' }));
      expect(await rowCounts()).toEqual(before);
    });

    it('rate-limited login answers 429 with Retry-After', async () => {
      await t.signUp('limit@example.test', 'limit_user', PASSWORD);
      for (let index = 0; index < 10; index += 1) {
        expect((await t.rest('POST', '/api/login', { email: 'limit@example.test', password: 'wrong password' })).status).toBe(401);
      }
      const limited = await t.rest('POST', '/api/login', { email: 'limit@example.test', password: 'wrong password' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      await expectShape('login-rate-limited', limited);
    });

    it('one session for REST and GraphQL: log in over REST, read the viewer over GraphQL, and back', async () => {
      await t.signUp('both@example.test', 'Both_Ways', PASSWORD);
      const jar = new CookieJar();
      expect((await t.rest('POST', '/api/login', { email: 'both@example.test', password: PASSWORD }, { cookie: jar })).status).toBe(200);
      const viewer = await t.graphql(`{ viewer { username isLoggedIn } }`, {}, { cookie: jar });
      expect(viewer.data.viewer).toEqual({ username: 'Both_Ways', isLoggedIn: true });

      const graphJar = new CookieJar();
      await t.graphql(
        `mutation ($input: LoginInput!) { login(input: $input) { __typename } }`,
        { input: { email: 'both@example.test', password: PASSWORD } },
        { cookie: graphJar },
      );
      const info = await t.rest('POST', '/api/user/info', {}, { cookie: graphJar });
      expect(info.json.body.Username).toBe('Both_Ways');
      // REST logout ends the GraphQL-made session too.
      await t.rest('POST', '/api/logout', {}, { cookie: graphJar.header() });
      expect((await t.graphql(`{ viewer { isLoggedIn } }`, {}, { cookie: graphJar })).data.viewer.isLoggedIn).toBe(false);
    });
  });

  describe('opinions and votes', () => {
    it('/api/opinion/get?slug= logged out and logged in (Rating is the viewer\'s own)', async () => {
      await expectShape('opinion-get-logged-out', await t.rest('GET', '/api/opinion/get?slug=tax-wealth'));
      const voter = await t.createUserWithSession('own_rating', { id: 321 });
      await t.rest('POST', '/api/opinion/vote', { id: 202, rating: 4 }, { cookie: voter.cookie });
      await expectShape('opinion-get-voted', await t.rest('GET', '/api/opinion/get?slug=carbon-tax', undefined, { cookie: voter.cookie }));
      await expectShape('opinion-get-no-votes', await t.rest('GET', '/api/opinion/get?slug=public-art'));
    });

    it('/api/opinion/get errors: unknown 404, removed 410, missing slug 400', async () => {
      const unknown = await t.rest('GET', '/api/opinion/get?slug=no-such-opinion');
      expect(unknown).toMatchObject({ status: 404, json: { error: NOT_FOUND } });
      await expectShape('opinion-get-unknown', unknown);
      await expectShape('opinion-get-removed', await t.rest('GET', '/api/opinion/get?slug=gone'));
      await expectShape('opinion-get-missing-slug', await t.rest('GET', '/api/opinion/get'));
    });

    it('/api/opinion/vote answers the opinion with the new results', async () => {
      const voter = await t.createUserWithSession('rest_voter', { id: 322 });
      const before = await rowCounts();
      const response = await t.rest('POST', '/api/opinion/vote', { id: 203, rating: 5 }, { cookie: voter.cookie });
      await expectShape('opinion-vote', response);
      const after = await rowCounts();
      expect(after.votes).toBe(before.votes + 1);
      expect(after.history).toBe(before.history + 1);
      // A numeric string is a whole number too.
      const again = await t.rest('POST', '/api/opinion/vote', { id: '203', rating: '1' }, { cookie: voter.cookie });
      expect(again.json.body).toMatchObject({ ArtifactID: 203, Rating: 1, NumVotes: 1, Percentages: [100, 0, 0, 0, 0] });
    });

    it.each([
      ['vote-logged-out', { id: 201, rating: 1 }, false],
      ['vote-rating-9', { id: 201, rating: 9 }, true],
      ['vote-rating-0', { id: 201, rating: 0 }, true],
      ['vote-rating-fraction', { id: 201, rating: 2.5 }, true],
      ['vote-rating-text', { id: 201, rating: 'x' }, true],
      ['vote-id-text', { id: 'abc', rating: 1 }, true],
      ['vote-id-object', { id: { $gt: 0 }, rating: 1 }, true],
      ['vote-missing-rating', { id: 201 }, true],
      ['vote-missing-id', { rating: 1 }, true],
      ['vote-unknown-opinion', { id: 999_999, rating: 1 }, true],
      ['vote-removed-opinion', { id: 204, rating: 1 }, true],
    ])('%s is refused and writes nothing', async (name, payload, loggedIn) => {
      const before = await rowCounts();
      const response = await t.rest('POST', '/api/opinion/vote', payload, loggedIn ? { cookie: plainCookie } : {});
      await expectShape(name, response);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await rowCounts()).toEqual(before);
    });
  });

  describe('feeds and topics', () => {
    it('/api/opinion/userfeed logged out: every visible opinion, trending first', async () => {
      await expectShape('userfeed-logged-out', await t.rest('POST', '/api/opinion/userfeed', {}));
      await expectShape('userfeed-after-last', await t.rest('POST', '/api/opinion/userfeed', { after: 203 }));
    });

    it('/api/opinion/userfeed logged in: own recent opinions first, voted ones left out', async () => {
      const reader = await t.createUserWithSession('feed_reader', { id: 331 });
      await t.rest('POST', '/api/opinion/vote', { id: 203, rating: 3 }, { cookie: reader.cookie });
      await createOpinion(t.prisma, { id: 205, slug: 'reader-own', title: 'Reader own', createdById: 331, topicIds: [103] });
      const response = await t.rest('POST', '/api/opinion/userfeed', { after: 0 }, { cookie: reader.cookie });
      expect(response.json.body.Feed[0]).toBe(205);
      expect(response.json.body.Feed).not.toContain(203);
      await expectShape('userfeed-logged-in', response);
      await t.prisma.opinion.delete({ where: { id: 205 } });
    });

    it('/api/opinion/userfeed pages of 20 ids with EndReached', async () => {
      for (let index = 0; index < 25; index += 1) {
        await createOpinion(t.prisma, { id: 1000 + index, slug: `page-${index}`, title: `Page ${index}`, createdAt: new Date(Date.now() - (100 + index) * 60 * 60 * 1000) });
      }
      const first = await t.rest('POST', '/api/opinion/userfeed', {});
      expect(first.json.body.Feed).toHaveLength(20);
      expect(first.json.body.EndReached).toBe(false);
      const second = await t.rest('POST', '/api/opinion/userfeed', { after: first.json.body.Feed.at(-1) });
      expect(second.json.body.EndReached).toBe(true);
      const all = [...first.json.body.Feed, ...second.json.body.Feed];
      expect(new Set(all).size).toBe(all.length);
      expect(all).toHaveLength(28);
      await t.prisma.opinion.deleteMany({ where: { id: { gte: 1000 } } });
    });

    it('/api/opinion/userfeed refuses a non-numeric after', async () => {
      await expectShape('userfeed-after-text', await t.rest('POST', '/api/opinion/userfeed', { after: 'abc' }));
    });

    it('/api/topic/getall', async () => {
      await expectShape('topic-getall', await t.rest('GET', '/api/topic/getall'));
    });

    it('/api/topic/get?slug=&after=', async () => {
      await expectShape('topic-get', await t.rest('GET', '/api/topic/get?slug=climate'));
      await expectShape('topic-get-after', await t.rest('GET', '/api/topic/get?slug=climate&after=201'));
      await expectShape('topic-get-unknown', await t.rest('GET', '/api/topic/get?slug=no-such-topic'));
      await expectShape('topic-get-after-text', await t.rest('GET', '/api/topic/get?slug=climate&after=abc'));
    });
  });

  describe('contributors, activity and insights', () => {
    beforeAll(async () => {
      const thread = await t.prisma.commentThread.create({ data: { id: 501, key: 'opinion:201', opinionId: 201 } });
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
      await t.prisma.comment.create({ data: { id: 601, threadId: thread.id, authorId: 301, source: 'a', bodyHtml: '<p>a</p>', createdAt: at(30) } });
      await t.prisma.comment.create({ data: { id: 602, threadId: thread.id, authorId: 302, source: 'b', bodyHtml: '<p>b</p>', createdAt: at(20) } });
      await t.prisma.comment.create({ data: { id: 603, threadId: thread.id, authorId: 301, source: 'c', bodyHtml: '<p>c</p>', createdAt: at(10) } });
      // Six voters who gave demographics vote on 202: five women (a cell of K = 5) and one man (suppressed).
      for (const [index, gender] of ['female', 'female', 'female', 'female', 'female', 'male'].entries()) {
        const voter = await t.createUserWithSession(`demo_voter_${index}`, { id: 341 + index });
        await t.prisma.demographics.create({ data: { userId: voter.userId, gender, birthYear: 1985, education: 60 } });
        const response = await t.rest('POST', '/api/opinion/vote', { id: 202, rating: 1 + (index % 3) }, { cookie: voter.cookie });
        expect(response.status).toBe(200);
      }
    }, 60_000);

    it('/api/contributors/get: most comments first', async () => {
      await expectShape('contributors-get', await t.rest('GET', '/api/contributors/get'));
    });

    it('/api/activity/get: newest comments on opinions first, linking to the comment', async () => {
      const response = await t.rest('GET', '/api/activity/get');
      for (const entry of response.json.body) expect(Number.isNaN(Date.parse(entry.Created))).toBe(false);
      await expectShape('activity-get', response, (json) => ({
        body: json.body.map((entry: Record<string, unknown>) => ({ ...entry, Created: '<time>' })),
      }));
    });

    it('/api/insight/get: insights and the matrix by question and answer', async () => {
      await expectShape('insight-get', await t.rest('GET', '/api/insight/get?opinionID=201'));
      await expectShape('insight-get-matrix', await t.rest('GET', '/api/insight/get?opinionID=202'));
      await expectShape('insight-get-unknown', await t.rest('GET', '/api/insight/get?opinionID=987654'));
      await expectShape('insight-get-removed', await t.rest('GET', '/api/insight/get?opinionID=204'));
      await expectShape('insight-get-missing-id', await t.rest('GET', '/api/insight/get'));
      await expectShape('insight-get-id-text', await t.rest('GET', '/api/insight/get?opinionID=abc'));
    });
  });

  describe('malformed requests', () => {
    const cases: Array<[string, string, string, string | undefined, Record<string, string>?]> = [
      ['malformed-json', 'POST', '/api/opinion/vote', '{"body": {"id": 201, '],
      ['body-array', 'POST', '/api/opinion/vote', '[1, 2]'],
      ['body-string', 'POST', '/api/opinion/vote', '"vote"'],
      ['body-field-not-object', 'POST', '/api/opinion/vote', '{"body": 5}'],
      // The payload without its envelope, and beside it: neither is read as an empty payload.
      ['body-without-envelope', 'POST', '/api/opinion/vote', '{"id": 201, "rating": 1}'],
      ['body-beside-other-keys', 'POST', '/api/opinion/vote', '{"body": {"id": 201, "rating": 1}, "rating": 5}'],
      ['not-json-content-type', 'POST', '/api/login', 'email=a@b.c&password=x', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['get-on-post-endpoint', 'GET', '/api/opinion/vote', undefined],
      ['post-on-get-endpoint', 'POST', '/api/opinion/get?slug=tax-wealth', '{"body": {}}'],
      ['unknown-path', 'POST', '/api/no/such/thing', '{"body": {}}'],
    ];

    it.each(cases)('%s', async (name, method, path, rawBody, headers) => {
      const before = await rowCounts();
      const response = await t.rest(method, path, undefined, { rawBody, headers, cookie: plainCookie });
      await expectShape(`bad-${name}`, response);
      expect(await rowCounts()).toEqual(before);
    });

    it('every POST call refuses keys beside "body" at the top level, naming them, and runs nothing', async () => {
      const before = await rowCounts();
      const posts = restEndpoints.filter((endpoint) => endpoint.method === 'POST');
      expect(posts.length).toBeGreaterThan(20);
      for (const endpoint of posts) {
        const bare = await t.rest('POST', endpoint.path, undefined, { rawBody: '{"kind": "ebook"}', cookie: plainCookie });
        expect([endpoint.path, bare.status, bare.json]).toEqual([
          endpoint.path,
          400,
          { error: 'The request body must be of the form {"body": {...}}; found "kind" at the top level' },
        ]);
        const beside = await t.rest('POST', endpoint.path, undefined, { rawBody: JSON.stringify({ body: {}, a: 1, b: 2, c: 3, d: 4 }), cookie: plainCookie });
        expect([endpoint.path, beside.status, beside.json]).toEqual([
          endpoint.path,
          400,
          { error: 'The request body must be of the form {"body": {...}}; found "a", "b", "c" and 1 more at the top level' },
        ]);
      }
      expect(await rowCounts()).toEqual(before);
    });

    it('405 names the allowed method', async () => {
      const response = await t.rest('GET', '/api/opinion/vote');
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    });

    it('an oversized body answers 413 and writes nothing', async () => {
      const before = await rowCounts();
      const rawBody = JSON.stringify({ body: { id: 201, rating: 1, padding: 'x'.repeat(70 * 1024) } });
      const response = await t.rest('POST', '/api/opinion/vote', undefined, { rawBody, cookie: plainCookie });
      await expectShape('bad-oversized-body', response);
      expect(await rowCounts()).toEqual(before);
      // The connection is still usable afterwards.
      expect((await t.rest('POST', '/api/user/info', {})).status).toBe(200);
    });
  });
});
