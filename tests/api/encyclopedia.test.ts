// The lists search results link into (docs/decisions.md#search): people and tags
// on /encyclopedia, questions and positions on /questions, arguments on /arguments. Each search
// link's #anchor must name an item these queries return; deleted items are in neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const listsQuery = `{
  people { databaseId slug name description }
  tags { databaseId slug title }
  questions { databaseId slug title positions { databaseId title } }
  arguments { databaseId title question { title } }
}`;

type Lists = {
  people: Array<{ databaseId: number; slug: string; name: string; description: string }>;
  tags: Array<{ databaseId: number; slug: string; title: string }>;
  questions: Array<{ databaseId: number; slug: string; title: string; positions: Array<{ databaseId: number; title: string }> }>;
  arguments: Array<{ databaseId: number; title: string; question: { title: string } }>;
};

describe.each(testDatabaseKinds())('encyclopedia, questions and arguments on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ kind });
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  const lists = async () => {
    const response = await t.graphql<Lists>(listsQuery);
    expect(response.errors).toBeUndefined();
    return response.data!;
  };

  it('answers empty lists when nothing exists', async () => {
    expect(await lists()).toEqual({ people: [], tags: [], questions: [], arguments: [] });
  });

  it('lists what exists, sorted, without deleted items, and holds every anchor search links to', async () => {
    await t.prisma.person.create({ data: { id: 61, slug: 'richard-dawkins', name: 'Richard Dawkins', description: 'Biologist' } });
    await t.prisma.person.create({ data: { id: 62, slug: 'ada-lovelace', name: 'Ada Lovelace' } });
    await t.prisma.person.create({ data: { id: 63, slug: 'gone-person', name: 'Gone Biologist', deletedAt: new Date() } });
    await t.prisma.tag.create({ data: { id: 71, slug: 'theology', title: 'Theology' } });
    await t.prisma.tag.create({ data: { id: 72, slug: 'biology', title: 'biology' } });
    await t.prisma.convo.create({ data: { id: 31, slug: 'is-god-real', title: 'Is God real?' } });
    await t.prisma.position.create({ data: { id: 41, convoId: 31, title: 'God is real' } });
    await t.prisma.position.create({ data: { id: 42, convoId: 31, title: 'God is not real' } });
    await t.prisma.position.create({ data: { id: 43, convoId: 31, title: 'A withdrawn God position', deletedAt: new Date() } });
    await t.prisma.argument.create({ data: { id: 51, convoId: 31, positionId: 41, title: 'The fine-tuning of the universe points to God' } });
    await t.prisma.convo.create({ data: { id: 32, slug: 'gone-question', title: 'A withdrawn God question', deletedAt: new Date() } });
    await t.prisma.argument.create({ data: { id: 52, convoId: 32, title: 'An argument in a withdrawn God question' } });
    await t.prisma.argument.create({ data: { id: 53, convoId: 31, title: 'A withdrawn God argument', deletedAt: new Date() } });

    const found = await lists();
    expect(found).toEqual({
      people: [
        { databaseId: 62, slug: 'ada-lovelace', name: 'Ada Lovelace', description: '' },
        { databaseId: 61, slug: 'richard-dawkins', name: 'Richard Dawkins', description: 'Biologist' },
      ],
      tags: [
        { databaseId: 72, slug: 'biology', title: 'biology' },
        { databaseId: 71, slug: 'theology', title: 'Theology' },
      ],
      questions: [
        {
          databaseId: 31,
          slug: 'is-god-real',
          title: 'Is God real?',
          positions: [
            { databaseId: 41, title: 'God is real' },
            { databaseId: 42, title: 'God is not real' },
          ],
        },
      ],
      arguments: [{ databaseId: 51, title: 'The fine-tuning of the universe points to God', question: { title: 'Is God real?' } }],
    });

    // Every anchor a search result links to exists on its page.
    const anchors = new Map<string, Set<string>>([
      ['/encyclopedia', new Set([...found.people.map((p) => `person-${p.slug}`), ...found.tags.map((tag) => `tag-${tag.slug}`)])],
      ['/questions', new Set(found.questions.flatMap((q) => [`convo-${q.databaseId}`, ...q.positions.map((p) => `pos-${p.databaseId}`)]))],
      ['/arguments', new Set(found.arguments.map((a) => `arg-${a.databaseId}`))],
    ]);
    const links: string[] = [];
    for (const q of ['god', 'theology', 'biology', 'dawkins', 'lovelace']) {
      const response = await t.rest('GET', `/api/v2/search?q=${q}`);
      const { Results } = (response.json as { body: { Results: Array<{ ArtifactType: string; Link: string }> } }).body;
      links.push(...Results.filter((result) => !['opinion', 'topic'].includes(result.ArtifactType)).map((result) => result.Link));
    }
    expect(new Set(links.map((link) => link.split('#')[0]))).toEqual(new Set(['/encyclopedia', '/questions', '/arguments']));
    for (const link of links) {
      const [path, anchor] = link.split('#');
      expect(anchors.get(path)?.has(anchor), link).toBe(true);
    }
  });
});
