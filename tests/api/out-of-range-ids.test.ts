// Ids a client makes up: a number past PostgreSQL's integer can name no row. Every way in
// (node(id) for each node type, REST ids, REST numbers GraphQL's Int cannot hold) answers
// "not found" or a 400, never the masked 500 of a database error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const huge = 2 ** 31;
const globalId = (typename: string, id: number | string) => Buffer.from(`${typename}:${id}`).toString('base64');

describe.each(testDatabaseKinds())('out-of-range ids on %s', (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    ({ cookie } = await t.createUserWithSession('range_reader', { id: 901 }));
    await createOpinion(t.prisma, { id: 1, slug: 'tea-beats-coffee', title: 'Tea beats coffee' });
  });

  afterAll(async () => {
    await t?.dispose();
  });

  it.each(['Opinion', 'Topic', 'User', 'Comment', 'Notification', 'VoteTally'])('node(id) of a %s past the integer range is null', async (typename) => {
    for (const id of [huge, '99999999999999999999', '-1', '1e3']) {
      const response = await t.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id: globalId(typename, id) }, { cookie });
      expect(response.errors).toBeUndefined();
      expect(response.data).toEqual({ node: null });
    }
  });

  it('a node that exists is still found by its id', async () => {
    const response = await t.graphql(`query($id: ID!) { node(id: $id) { ... on Opinion { title } } }`, { id: globalId('Opinion', 1) });
    expect(response.data).toEqual({ node: { title: 'Tea beats coffee' } });
  });

  it('REST answers 404 for an unknown huge id and 400 for a number GraphQL cannot hold', async () => {
    expect(await t.rest('GET', `/api/insight/get?opinionID=${huge}`)).toMatchObject({ status: 404, json: { error: 'This opinion does not exist' } });
    const votes = await t.prisma.vote.count();
    const vote = await t.rest('POST', '/api/opinion/vote', { id: 1, rating: huge }, { cookie });
    expect(vote.status).toBe(400);
    expect(vote.json.error).toMatch(/rating/);
    expect(await t.prisma.vote.count()).toBe(votes);
  });
});
