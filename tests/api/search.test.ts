// Search over GraphQL and REST on both databases: full-text hits, typo hits through trigrams,
// every artifact type with its link, the 3-character minimum, hostile input, and index use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../api/db/generated/prisma/client.ts';
import { searchStatement } from '../../api/modules/search/service.ts';
import { createOpinion, createTestApp, createTopic, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

/** Status and JSON, kept in tests/api/__snapshots__/rest-shapes/ (the same files for both databases). */
async function expectShape(name: string, response: RestResponse) {
  const shape = { status: response.status, json: response.json };
  await expect(`${JSON.stringify(shape, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/rest-shapes/${name}.json`);
}

describe.each(testDatabaseKinds())('search on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await createTopic(t.prisma, { id: 11, slug: 'abortion', title: 'Abortion', description: 'Reproductive rights and the unborn' });
    await createTopic(t.prisma, { id: 12, slug: 'climate', title: 'Climate', description: 'Warming and what to do about it' });
    await createOpinion(t.prisma, { id: 21, slug: 'abortion-legal', title: 'Abortion should be legal everywhere', topicIds: [11] });
    await createOpinion(t.prisma, { id: 22, slug: 'carbon-tax', title: 'A carbon tax is the best climate policy', tidbit: 'Economists mostly agree.', topicIds: [12] });
    await createOpinion(t.prisma, { id: 23, slug: 'nuclear', title: 'Nuclear power is safe', topicIds: [12] });
    await createOpinion(t.prisma, { id: 24, slug: 'deleted-abortion', title: 'Abortion is murder', deleted: true, topicIds: [11] });
    await createOpinion(t.prisma, { id: 25, slug: 'removed-abortion', title: 'Abortion removed opinion', removedAt: new Date(), topicIds: [11] });
    const convo = await t.prisma.convo.create({ data: { id: 31, slug: 'is-god-real', title: 'Is God real?' } });
    await t.prisma.position.create({ data: { id: 41, convoId: convo.id, title: 'God is real' } });
    await t.prisma.argument.create({ data: { id: 51, convoId: convo.id, positionId: 41, title: 'The fine-tuning of the universe points to God' } });
    await t.prisma.person.create({ data: { id: 61, slug: 'richard-dawkins', name: 'Richard Dawkins', description: 'Biologist' } });
    await t.prisma.tag.create({ data: { id: 71, slug: 'theology', title: 'Theology' } });
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  const search = async (q: string) => {
    const response = await t.rest('GET', `/api/v2/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return (response.json as { body: { Results: Array<{ ArtifactType: string; ArtifactID: number; Title: string; Link: string }> } }).body.Results;
  };

  it('REST shapes', async () => {
    await expectShape('search-v2', await t.rest('GET', '/api/v2/search?q=god'));
    await expectShape('search-v2-short', await t.rest('GET', '/api/v2/search?q=%20go%20'));
    await expectShape('search-v2-missing-q', await t.rest('GET', '/api/v2/search'));
    await expectShape('search-opinion', await t.rest('GET', '/api/opinion/search?q=abortion'));
    await expectShape('search-topic', await t.rest('GET', '/api/topic/search?q=abortoin'));
  });

  it('finds words by their stems, ranked, without deleted or removed opinions', async () => {
    const results = await search('abortions');
    expect(results.map((result) => `${result.ArtifactType}:${result.ArtifactID}`).sort()).toEqual(['opinion:21', 'topic:11']);
  });

  it('finds a title through a typo (trigram word similarity)', async () => {
    const results = await search('abortoin');
    expect(results.map((result) => result.ArtifactID)).toContain(21);
    expect(await search('nucelar')).toEqual([{ ArtifactType: 'opinion', ArtifactID: 23, Title: 'Nuclear power is safe', Link: '/o/nuclear' }]);
  });

  it('searches the context text too, and puts the best match first', async () => {
    expect((await search('economists'))[0]).toMatchObject({ ArtifactID: 22 });
    const climate = await search('climate');
    expect(climate.map((result) => result.ArtifactType)).toContain('topic');
    expect(climate.map((result) => result.ArtifactID)).toContain(22);
  });

  it('answers every artifact type with its link', async () => {
    const god = await search('god');
    expect(god).toEqual(
      expect.arrayContaining([
        { ArtifactType: 'convo', ArtifactID: 31, Title: 'Is God real?', Link: '/questions/is-god-real' },
        { ArtifactType: 'pos', ArtifactID: 41, Title: 'God is real', Link: '/questions/is-god-real#pos-41' },
        { ArtifactType: 'arg', ArtifactID: 51, Title: 'The fine-tuning of the universe points to God', Link: '/arguments#arg-51' },
      ]),
    );
    expect(await search('Dawkins')).toEqual([
      { ArtifactType: 'person', ArtifactID: 61, Title: 'Richard Dawkins', Link: '/people/richard-dawkins' },
    ]);
    expect(await search('theology')).toEqual([{ ArtifactType: 'tag', ArtifactID: 71, Title: 'Theology', Link: '/tags/theology' }]);
  });

  it('needs 3 characters after trimming; blank answers nothing', async () => {
    expect(await search('  ab  ')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('  nu ')).toEqual([]);
    expect((await search('  nuc ')).map((result) => result.ArtifactID)).toEqual([23]);
  });

  it('treats SQL, regex and tsquery syntax as plain text', async () => {
    const before = await t.prisma.opinion.count();
    for (const hostile of [
      `'; DROP TABLE "Opinion"; --`,
      `abortion' OR '1'='1`,
      '.*(abortion|[a-z]+)\\',
      'abortion & | ! : * ( <-> )',
      '%_%_%',
      '"unclosed quote',
      '\u0000\u0001 null bytes',
      'the of and',
    ]) {
      for (const path of ['/api/v2/search', '/api/opinion/search', '/api/topic/search']) {
        const response = await t.rest('GET', `${path}?q=${encodeURIComponent(hostile)}`);
        expect(response.status, `${path} ${hostile}`).toBe(200);
      }
    }
    expect(await t.prisma.opinion.count()).toBe(before);
    // The words inside still match as words.
    expect((await search(`abortion' OR '1'='1`)).map((result) => result.ArtifactID)).toContain(21);
  });

  it('refuses a missing q and an absurdly long one with 400', async () => {
    expect(await t.rest('GET', '/api/v2/search')).toMatchObject({ status: 400, json: { error: 'q is required' } });
    expect(await t.rest('GET', `/api/v2/search?q=${'a'.repeat(3000)}`)).toMatchObject({ status: 400, json: { error: 'q is too long' } });
  });

  it('opinion and topic search answer only their type', async () => {
    const opinions = await t.rest('GET', '/api/opinion/search?q=climate');
    expect(opinions.json).toEqual({ body: { Results: [{ ArtifactType: 'opinion', ArtifactID: 22, Title: 'A carbon tax is the best climate policy', Link: '/o/carbon-tax' }] } });
    const topics = await t.rest('GET', '/api/topic/search?q=climte');
    expect(topics.json).toEqual({ body: { Results: [{ ArtifactType: 'topic', ArtifactID: 12, Title: 'Climate', Link: '/t/climate' }] } });
  });

  it('GraphQL: search, opinionSearch and topicSearch', async () => {
    const response = await t.graphql(`{
      search(query: "nuclear") { artifactType artifactId title link }
      opinionSearch(query: "abortion") { databaseId title }
      topicSearch(query: "abortion") { databaseId title viewerFollows }
    }`);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      search: [{ artifactType: 'opinion', artifactId: 23, title: 'Nuclear power is safe', link: '/o/nuclear' }],
      opinionSearch: [{ databaseId: 21, title: 'Abortion should be legal everywhere' }],
      topicSearch: [{ databaseId: 11, title: 'Abortion', viewerFollows: false }],
    });
  });

  it('runs one statement that reads the full-text and trigram indexes', async () => {
    // A few rows make a sequential scan (or a walk of the whole primary key) cheapest; forbid
    // both to see that the search indexes apply. Bitmap scans, the only kind GIN offers, remain.
    const statement = searchStatement('abortoin', ['opinion'], 20)!;
    const plan = await t.prisma.$transaction(async (transaction) => {
      await transaction.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      await transaction.$executeRawUnsafe('SET LOCAL enable_indexscan = off');
      const rows = await transaction.$queryRaw<Array<{ 'QUERY PLAN': string }>>(Prisma.sql`EXPLAIN ${statement}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Opinion_search_fts_idx');
    expect(plan).toContain('Opinion_search_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on "Opinion"/);
  });
});
