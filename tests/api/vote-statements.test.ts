// What one vote costs in SQL statements, end to end (session, checks, the write, its rollups, and
// everything that reacts to the vote: karma, trending, reports, the live update, the answer).
// A vote is the hottest write; a reaction that quietly adds statements, or an answer that reads
// again what the service already computed, shows up here.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementCounter } from '../../api/db/database.ts';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const CAST_VOTE = `mutation CastVote($input: CastVoteInput!) {
  castVote(input: $input) {
    __typename
    ... on Error { message }
    ... on MutationCastVoteSuccess { data { databaseId viewerRating numVotes voteTally { counts percentages } } }
  }
}`;

describe.each(testDatabaseKinds())('SQL statements of a vote on %s', (kind) => {
  const counter: StatementCounter = { count: 0, texts: [] };
  let t: TestApp;
  let cookie: string;
  const opinionIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ kind, statementCounter: counter });
    const topic = await createTopic(t.prisma, { slug: 'votes', title: 'Votes' });
    for (let index = 0; index < 4; index += 1) {
      opinionIds.push((await createOpinion(t.prisma, { slug: `vote-${index}`, title: `Vote ${index}`, topicIds: [topic.id] })).id);
    }
    ({ cookie } = await t.createUserWithSession('voter'));
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  async function statementsOfVote(opinionId: number, rating: number) {
    const before = counter.count;
    counter.texts!.length = 0;
    const response = await t.graphql(CAST_VOTE, { input: { opinionId: encodeGlobalID('Opinion', opinionId), rating } }, { cookie });
    const after = counter.count;
    if (process.env.PRINT_STATEMENTS) console.log(counter.texts!.map((text) => text.replace(/\s+/g, ' ').slice(0, 160)).join('\n'));
    expect(response.errors).toBeUndefined();
    expect(response.data.castVote.__typename).toBe('MutationCastVoteSuccess');
    expect(response.data.castVote.data.viewerRating).toBe(rating);
    // The tally the vote computed for its live update is the one the answer shows: the rollups
    // are summed once per vote, not again for the answer.
    expect(counter.texts!.filter((text) => /SUM\("public"\."VoteRollup"\."r1"\)/.test(text))).toHaveLength(1);
    return after - before;
  }

  it('a first vote and a re-vote each cost a fixed, small number of statements', async () => {
    // Warm up: the first statements of a connection (type lookups) are not the vote's.
    await statementsOfVote(opinionIds[0], 1);
    const firstVote = await statementsOfVote(opinionIds[1], 2);
    const reVote = await statementsOfVote(opinionIds[1], 4);
    const anotherFirstVote = await statementsOfVote(opinionIds[2], 3);
    console.log(`[${kind}] statements per vote: first vote ${firstVote}, re-vote ${reVote}, another first vote ${anotherFirstVote}`);
    expect(anotherFirstVote).toBe(firstVote);
    // PostgreSQL (BEGIN and COMMIT are statements there; PGlite's transactions are not counted):
    // the session; the opinion's state; the vote's transaction (lock, demographics, previous vote,
    // vote, history, rollups); the tally; karma's transaction (lock, recount, milestones); the
    // trending score; the quiz reports the opinion is keyed to; the answer's opinion row.
    // A re-vote leaves karma alone. (Before the vote's reactions became events: 20 and 16.)
    expect(firstVote).toBeLessThanOrEqual(19);
    expect(reVote).toBeLessThanOrEqual(14);
  });
});
