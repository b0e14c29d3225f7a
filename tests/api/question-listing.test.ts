// The admin convo listing (docs/product.md#admin-hub-and-moderation, "Questions"): every question,
// deleted ones too, newest first, a page at a time, searched by title or URL name; for members with
// canListConvos only, on both databases. Questions are written straight into the tables here: the
// encyclopedia's writing comes with its own module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const LISTING = `query($search: String, $first: Int, $after: String) { questionListing(search: $search, first: $first, after: $after) {
  __typename ... on Error { message } ... on AuthError { status }
  ... on QueryQuestionListingSuccess { data { hasNextPage endCursor items { databaseId title categoryTitle positions arguments createdByUsername deletedAt } } } } }`;

type Item = { databaseId: number; title: string; categoryTitle: string | null; positions: number; arguments: number; createdByUsername: string | null; deletedAt: string | null };

describe.each(testDatabaseKinds())('the question listing on %s', (kind) => {
  let t: TestApp;
  let lister: string;
  let hubOnly: string;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const asker = await t.createUserWithSession('listing_asker', { role: 'CONTRIBUTOR' });
    ({ cookie: lister } = await t.createUserWithSession('listing_lister', { canListConvos: true }));
    ({ cookie: hubOnly } = await t.createUserWithSession('listing_hub', { adminHub: true }));
    const category = await t.prisma.category.create({ data: { slug: 'society', title: 'Society' } });
    for (let index = 1; index <= 25; index += 1) {
      const convo = await t.prisma.convo.create({
        data: {
          slug: `question-${index}`,
          title: index === 7 ? 'Should zoos exist?' : `Question number ${index}`,
          categories: index % 2 === 0 ? { create: [{ categoryId: category.id }] } : undefined,
          createdById: asker.userId,
          deletedAt: index === 3 ? new Date('2026-01-02T00:00:00Z') : null,
        },
      });
      ids.push(convo.id);
    }
    const zoo = ids[6]!;
    const [yes] = await Promise.all([
      t.prisma.position.create({ data: { convoId: zoo, title: 'Yes' } }),
      t.prisma.position.create({ data: { convoId: zoo, title: 'No' } }),
      t.prisma.position.create({ data: { convoId: zoo, title: 'Gone', deletedAt: new Date() } }),
    ]);
    await t.prisma.argument.create({ data: { convoId: zoo, positionId: yes.id, title: 'Conservation' } });
  }, 60_000);
  afterAll(() => t?.dispose());

  it('lists every question newest first, deleted ones too, two pages of 20 and 5', async () => {
    const first = (await t.graphql(LISTING, {}, { cookie: lister })).data!.questionListing.data;
    expect(first.items).toHaveLength(20);
    expect(first.hasNextPage).toBe(true);
    const second = (await t.graphql(LISTING, { after: first.endCursor }, { cookie: lister })).data!.questionListing.data;
    expect(second.items).toHaveLength(5);
    expect(second.hasNextPage).toBe(false);
    const listed = [...first.items, ...second.items].map((item: Item) => item.databaseId);
    expect(listed).toEqual([...ids].reverse());
    const deleted = [...first.items, ...second.items].find((item: Item) => item.databaseId === ids[2]);
    expect(deleted.deletedAt).toBe('2026-01-02T00:00:00.000Z');
  });

  it('counts what a question holds that is not deleted, with its category and asker', async () => {
    const zoo = (await t.graphql(LISTING, { search: 'ZOOS' }, { cookie: lister })).data!.questionListing.data.items;
    expect(zoo).toEqual([{ databaseId: ids[6], title: 'Should zoos exist?', categoryTitle: null, positions: 2, arguments: 1, createdByUsername: 'listing_asker', deletedAt: null }]);
    const bySlug = (await t.graphql(LISTING, { search: 'question-12' }, { cookie: lister })).data!.questionListing.data.items;
    expect(bySlug.map((item: Item) => [item.title, item.categoryTitle])).toEqual([['Question number 12', 'Society']]);
    expect((await t.graphql(LISTING, { search: 'nothing like this' }, { cookie: lister })).data!.questionListing.data).toEqual({ hasNextPage: false, endCursor: null, items: [] });
  });

  it('refuses members without canListConvos, the admin hub alone included', async () => {
    expect((await t.graphql(LISTING, {})).data!.questionListing).toMatchObject({ __typename: 'AuthError', status: 401 });
    expect((await t.graphql(LISTING, {}, { cookie: hubOnly })).data!.questionListing).toMatchObject({ __typename: 'AuthError', status: 403 });
  });

  it('answers a page size out of bounds or a forged cursor with a validation error', async () => {
    for (const variables of [{ first: 0 }, { first: 51 }, { after: 'not-a-cursor' }, { after: Buffer.from('["x"]').toString('base64url') }]) {
      expect((await t.graphql(LISTING, variables, { cookie: lister })).data!.questionListing.__typename, JSON.stringify(variables)).toBe('ValidationError');
    }
  });
});
