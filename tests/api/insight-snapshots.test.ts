// Public breakdowns and insights from snapshots, with noise (docs/privacy.md#public-breakdowns-snapshots-not-live-figures),
// on a real database through GraphQL, with the rules every server uses. Votes go through the API,
// so the rollups and the vote history are real; the passing of 15 minutes is simulated by moving
// the snapshot's time back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREAKDOWN_SNAPSHOTS } from '../../api/domain/breakdown-snapshots.ts';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { runsStatisticalTests, testDatabaseKinds } from '../support/test-database.ts';

type Answer = { answer: string; voters: number | null; percentages: number[] };
type Breakdown = Array<{ question: string; answers: Answer[] }>;
type Insights = { items: Array<{ desc: string; question: string; answer: string; agreementDirection: number }>; breakdown: Breakdown };

describe.each(testDatabaseKinds())('insight snapshots on %s', (kind) => {
  let t: TestApp;
  let voterCount = 0;
  let opinionCount = 0;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    // A fixed secret, so the noise (and the error bounds below) is the same on every run.
    await t.prisma.aggregateNoiseKey.create({ data: { id: 1, secret: 'a fixed secret for the snapshot tests' } });
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  async function newOpinion(): Promise<number> {
    opinionCount += 1;
    const id = 700 + opinionCount;
    await createOpinion(t.prisma, { id, slug: `snap-${id}`, title: `Snapshot opinion ${id}` });
    return id;
  }

  async function newVoter(gender: string, birthYear = 1990): Promise<{ userId: number; cookie: string }> {
    voterCount += 1;
    const voter = await t.createUserWithSession(`snapvoter${voterCount}`);
    await t.prisma.demographics.create({ data: { userId: voter.userId, gender, birthYear } });
    return voter;
  }

  async function vote(opinionId: number, cookie: string, rating: number) {
    const response = await t.rest('POST', '/api/opinion/vote', { id: opinionId, rating }, { cookie });
    expect(response.status).toBe(200);
  }

  async function votersVote(opinionId: number, gender: string, ratings: number[], birthYear?: number) {
    for (const rating of ratings) await vote(opinionId, (await newVoter(gender, birthYear)).cookie, rating);
  }

  async function insights(opinionId: number): Promise<Insights> {
    const { data, errors } = await t.graphql(
      `query($id: ID!) { node(id: $id) { ... on Opinion {
        insights { items { desc question answer agreementDirection } breakdown { question answers { answer voters percentages } } } } } }`,
      { id: Buffer.from(`Opinion:${opinionId}`).toString('base64') },
    );
    expect(errors).toBeUndefined();
    return data!.node.insights;
  }

  const snapshotRow = (opinionId: number) => t.prisma.insightSnapshot.findUnique({ where: { opinionId } });

  /** As if everything so far on the opinion (its votes and its snapshot) had happened `minutes` earlier. */
  async function shiftPast(opinionId: number, minutes: number) {
    const shift = minutes * 60_000;
    const row = (await snapshotRow(opinionId))!;
    await t.prisma.insightSnapshot.update({ where: { opinionId }, data: { takenAt: new Date(row.takenAt.getTime() - shift) } });
    for (const entry of await t.prisma.voteHistory.findMany({ where: { opinionId } })) {
      await t.prisma.voteHistory.update({ where: { id: entry.id }, data: { createdAt: new Date(entry.createdAt.getTime() - shift) } });
    }
  }

  it('publishes nothing before 5 people voted, then a snapshot that single votes do not move', async () => {
    const opinionId = await newOpinion();
    await votersVote(opinionId, 'female', [1, 1, 2, 4]);
    expect(await insights(opinionId)).toEqual({ items: [], breakdown: [] });
    expect(await snapshotRow(opinionId)).toBeNull();

    await votersVote(opinionId, 'male', [5]);
    const first = await insights(opinionId);
    expect(first.breakdown.map((question) => question.question)).toEqual(['gender', 'birthYear']);
    expect((await snapshotRow(opinionId))!.sequence).toBe(1);

    // One more vote, and more: nothing published moves within 15 minutes, however many vote.
    await votersVote(opinionId, 'male', [5]);
    expect(await insights(opinionId)).toEqual(first);
    await votersVote(opinionId, 'female', [1, 1, 1, 1, 1, 1]);
    expect(await insights(opinionId)).toEqual(first);
    expect((await snapshotRow(opinionId))!.sequence).toBe(1);
  });

  it('retakes the snapshot after 15 minutes only once 5 different people voted since', async () => {
    const opinionId = await newOpinion();
    await votersVote(opinionId, 'female', [1, 2, 2, 1, 1, 2]);
    const first = await insights(opinionId);

    // 16 minutes later, one person changing their vote six times is still one person.
    await shiftPast(opinionId, BREAKDOWN_SNAPSHOTS.minIntervalMs / 60_000 + 1);
    const changer = await newVoter('male');
    for (const rating of [5, 4, 5, 4, 5, 4]) await vote(opinionId, changer.cookie, rating);
    await votersVote(opinionId, 'male', [5, 5, 4]);
    expect(await insights(opinionId)).toEqual(first);
    expect((await snapshotRow(opinionId))!.sequence).toBe(1);

    // The fifth different person: the snapshot is retaken and now shows the men.
    await votersVote(opinionId, 'male', [5]);
    const second = await insights(opinionId);
    expect((await snapshotRow(opinionId))!.sequence).toBe(2);
    const gender = second.breakdown.find((question) => question.question === 'gender')!;
    // Five men now: listed (as a number or, if the noise takes them under 5, "fewer than 5").
    expect(gender.answers.map((answer) => answer.answer)).toEqual(['male', 'female']);

    // Retaken now: within 15 minutes of it, more voters change nothing again.
    await votersVote(opinionId, 'female', [1, 1, 1, 1, 1]);
    expect(await insights(opinionId)).toEqual(second);
  });

  it('publishes the stored snapshot, also when another server retook it or it moved in time', async () => {
    const opinionId = await newOpinion();
    await votersVote(opinionId, 'female', [1, 2, 2, 1, 1, 2]);
    expect((await insights(opinionId)).breakdown.map((question) => question.question)).toEqual(['gender', 'birthYear']);

    // Another server retakes the snapshot (here one of no demographic answers): this one must not
    // go on publishing what it worked out from the previous one.
    const row = (await snapshotRow(opinionId))!;
    await t.prisma.insightSnapshot.update({ where: { opinionId }, data: { sequence: row.sequence + 1, groups: [] } });
    expect(await insights(opinionId)).toEqual({ items: [], breakdown: [] });

    const { data, errors } = await t.graphql(`query($id: ID!) { node(id: $id) { ... on Opinion { insights { asOf } } } }`, {
      id: Buffer.from(`Opinion:${opinionId}`).toString('base64'),
    });
    expect(errors).toBeUndefined();
    expect(data!.node.insights.asOf).toBe(row.takenAt.toISOString());
    await shiftPast(opinionId, 1);
    const moved = await t.graphql(`query($id: ID!) { node(id: $id) { ... on Opinion { insights { asOf } } } }`, {
      id: Buffer.from(`Opinion:${opinionId}`).toString('base64'),
    });
    expect(moved.data!.node.insights.asOf).toBe(new Date(row.takenAt.getTime() - 60_000).toISOString());
  });

  // A hundred voters and more: once, on PostgreSQL (runsStatisticalTests).
  if (runsStatisticalTests(kind))
    it('publishes noisy counts within the stated error, the same on every read, and still finds the insights', async () => {
      const opinionId = await newOpinion();
      // 60 young women, 54 agree (90 %); 60 older men, 18 agree (30 %); 4 non-binary voters.
      await votersVote(opinionId, 'female', [...Array(30).fill(1), ...Array(24).fill(2), ...Array(6).fill(4)], 2001);
      await votersVote(opinionId, 'male', [...Array(18).fill(2), ...Array(20).fill(4), ...Array(22).fill(5)], 1960);
      await votersVote(opinionId, 'non-binary', [3, 3, 3, 3], 1990);
      const published = await insights(opinionId);
      expect(await insights(opinionId)).toEqual(published);

      const exact: Record<string, { voters: number; percentages: number[] }> = {
        male: { voters: 60, percentages: [0, 30, 0, 33, 37] },
        female: { voters: 60, percentages: [50, 40, 0, 10, 0] },
      };
      const gender = published.breakdown.find((question) => question.question === 'gender')!;
      // Per rating count σ = √2 (two layers of 1); a group's total σ = √10 ≈ 3.2, then rounded to 5.
      for (const answer of gender.answers.filter((entry) => entry.answer in exact)) {
        const truth = exact[answer.answer]!;
        expect(answer.voters! % BREAKDOWN_SNAPSHOTS.roundVotersTo).toBe(0);
        expect(Math.abs(answer.voters! - truth.voters)).toBeLessThanOrEqual(4 * Math.sqrt(10) + 2.5);
        // 4 σ of a rating count over 60 voters is about 9.4 points; whole percentages add 1.
        answer.percentages.forEach((percentage, rating) => expect(Math.abs(percentage - truth.percentages[rating]!)).toBeLessThanOrEqual(11));
      }
      // Four voters stay "fewer than 5", whatever the noise.
      expect(gender.answers.find((answer) => answer.answer === 'non-binary')).toEqual({ answer: 'non-binary', voters: null, percentages: [999, 999, 999, 999, 999] });

      // The groups that stand out still do, in the same direction: women and Gen Z agree more, men
      // and Boomers less (60 points apart, far beyond the noise).
      const found = Object.fromEntries(published.items.map((item) => [`${item.question}:${item.answer}`, item.agreementDirection]));
      expect(found).toMatchObject({ 'gender:female': 1, 'gender:male': -1, 'birthYear:z': 1, 'birthYear:boomer': -1 });
    });
});
