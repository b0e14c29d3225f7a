// The vote rollups stay exact through everything the API does to votes, on both databases: first
// votes, re-votes on the same and on later days (the count moves to the new day), the same vote
// again (nothing moves), votes cast after the voter changed their personal details (a vote keeps
// the answers it was cast with), and the erasure of an account. VoteRollup is compared with the
// raw Vote rows grouped the same way, per day and summed over the days, and the detailed opinion
// report's unfiltered matrix (exact figures) with the raw votes.
//
// The product rule on erasure (docs/product.md#your-data, "Votes stay only as anonymous
// aggregates"): the member's votes go, their rollups stay. So afterwards the rollups equal the
// raw votes plus the erased member's votes as they were, and the report, read from the votes,
// no longer counts them.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILTER_FIELDS } from '../../api/domain/population-filters.ts';
import { PRIVACY_K } from '../../api/domain/privacy.ts';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';
import { addRollups, overAllDays, sortedRollups, storedRollups, votesAsRollups } from '../support/vote-rollups.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const OPINION_A = { id: 9301, slug: 'rollups-a' };
const OPINION_B = { id: 9302, slug: 'rollups-b' };

type Answers = Record<string, string | number | null>;

/** Twelve voters; the last two never fill in their personal details. */
const ANSWERS: Array<Answers | null> = [
  { gender: 'female', birthYear: 1990, nationality: 'gb', education: 60, religion: 'none', politicalSpectrum: 25, numChildren: -1 },
  { gender: 'female', birthYear: 1985, nationality: 'gb', education: 70, religion: 'catholic', politicalSpectrum: 50, numChildren: 2 },
  { gender: 'male', birthYear: 1950, nationality: 'us', education: 30, religion: 'protestant', politicalSpectrum: 75, numChildren: 3 },
  { gender: 'male', birthYear: 1962, nationality: 'us', education: 40, maritalStatus: 'married', householdIncome: 75, numChildren: 1 },
  { gender: 'non-binary', birthYear: 2001, nationality: 'fr', education: 50, sexualOrientation: 'bisexual', politicalSpectrum: 1 },
  { gender: 'female', birthYear: 1999, nationality: 'de', education: 60, maritalStatus: 'single', householdIncome: 35 },
  { gender: 'male', birthYear: 1978, nationality: 'gb', education: 60, religion: 'atheist', politicalSpectrum: 25, numChildren: -1 },
  { gender: 'female', birthYear: 1944, nationality: 'us', education: 20, maritalStatus: 'widowed', religion: 'catholic', numChildren: 6 },
  { gender: 'male', birthYear: 1994, education: 70, householdIncome: 100, sexualOrientation: 'heterosexual', politicalSpectrum: 100 },
  { birthYear: 1970, nationality: 'in', religion: 'hindu' },
  null,
  null,
];

describe.each(testDatabaseKinds())('vote rollups through the API on %s', (kind) => {
  let t: TestApp;
  let viewer: string;
  const today = Date.now();
  const voters: Array<{ userId: number; cookie: string; username: string }> = [];

  beforeAll(async () => {
    t = await createTestApp({ kind, exactAggregates: true });
    for (const opinion of [OPINION_A, OPINION_B]) await createOpinion(t.prisma, { ...opinion, title: `Rollups ${opinion.slug}` });
    ({ cookie: viewer } = await t.createUserWithSession('rollup_viewer', { canSeeDetailedOpinionReport: true }));
    for (const [index, answers] of ANSWERS.entries()) {
      const username = `rollup_voter_${index}`;
      voters.push({ ...(await t.createUserWithSession(username)), username });
      if (answers) await setAnswers(index, answers);
    }
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  async function setAnswers(voter: number, answers: Answers) {
    const response = await t.rest('POST', '/api/user/demographics/set', answers, { cookie: voters[voter]!.cookie });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
  }

  async function vote(voter: number, opinion: { id: number }, rating: number) {
    const response = await t.rest('POST', '/api/opinion/vote', { id: opinion.id, rating }, { cookie: voters[voter]!.cookie });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
  }

  /**
   * The server runs in this process, so faking Date moves the day its votes are cast on. Only
   * Date is faked (timers stay real) and the clock only moves forward, to today at the latest,
   * so the sessions made before stay valid.
   */
  function onDay(daysAgo: number) {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(today - daysAgo * DAY_MS));
  }

  async function expectRollupsToMatchVotes(plus: Map<string, number[]> = new Map()) {
    const stored = await storedRollups(t.prisma);
    const expected = addRollups(await votesAsRollups(t.prisma), plus);
    expect(sortedRollups(stored)).toEqual(sortedRollups(expected));
    expect(sortedRollups(overAllDays(stored))).toEqual(sortedRollups(overAllDays(expected)));
  }

  /**
   * The report's unfiltered matrix as the raw votes give it: each vote's stored answer in its
   * answer group (FILTER_FIELDS), rows of fewer than K people null.
   */
  async function expectReportToMatchVotes(opinion: { id: number; slug: string }) {
    const votes = await t.prisma.vote.findMany({ where: { opinionId: opinion.id } });
    const expected: Record<string, Record<string, number[] | null>> = {};
    for (const field of FILTER_FIELDS) {
      const rows = new Map<string, number[]>();
      for (const vote of votes) {
        const value = vote[field.field];
        const group =
          value === null
            ? undefined
            : field.groups.find((candidate) => ('values' in candidate ? candidate.values.includes(String(value)) : Number(value) >= candidate.min && Number(value) <= candidate.max));
        const key = group?.key ?? 'unanswered';
        const counts = rows.get(key) ?? [0, 0, 0, 0, 0];
        counts[vote.rating - 1]! += 1;
        rows.set(key, counts);
      }
      expected[field.field] = Object.fromEntries([...rows].map(([key, counts]) => [key, counts.reduce((a, b) => a + b) < PRIVACY_K ? null : counts]));
    }
    const response = await t.rest('POST', '/api/opinion/allvotes', { slug: opinion.slug }, { cookie: viewer });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    const { Users, Everyone, Matrix } = response.json.body;
    expect(Users).toBe(votes.length);
    expect(Everyone).toEqual([1, 2, 3, 4, 5].map((rating) => votes.filter((vote) => vote.rating === rating).length));
    for (const field of FILTER_FIELDS) {
      // The report also lists answer groups nobody gave (null): only those with votes are compared.
      const published = Object.fromEntries(Object.entries(Matrix[field.field] as Record<string, number[] | null>).filter(([key]) => key in expected[field.field]!));
      expect(published, field.field).toEqual(expected[field.field]);
    }
  }

  it('keeps the rollups equal to the votes through votes, re-votes and changed personal details, day by day', async () => {
    onDay(9);
    for (const [voter, rating] of [1, 1, 2, 2, 3, 4, 5, 5, 1, 2, 3, 4].entries()) await vote(voter, OPINION_A, rating);
    for (const [voter, rating] of [2, 2, 4, 5, 1, 3].entries()) await vote(voter, OPINION_B, rating);
    await expectRollupsToMatchVotes();

    onDay(6);
    // Re-votes on a later day: the count leaves the first day's rollups for today's.
    await vote(0, OPINION_A, 4);
    await vote(4, OPINION_A, 1);
    // Twice in one day, then back to the first rating: the vote ends where it began, on this day.
    await vote(5, OPINION_B, 1);
    await vote(5, OPINION_B, 3);
    // The same vote again changes nothing, not even its day.
    await vote(7, OPINION_A, 5);
    // New personal details: a vote cast after takes them, earlier votes keep theirs.
    await setAnswers(1, { gender: 'non-binary', birthYear: 1986, religion: null, politicalSpectrum: 25, maritalStatus: 'divorced' });
    await setAnswers(10, { gender: 'male', birthYear: 2003, nationality: 'ca', education: 50 });
    await setAnswers(9, { gender: '', birthYear: null, nationality: 'pk' });
    await vote(1, OPINION_A, 3);
    await vote(10, OPINION_B, 2);
    await vote(9, OPINION_B, 4);
    const keptAnswers = await t.prisma.vote.findUniqueOrThrow({ where: { userId_opinionId: { userId: voters[10]!.userId, opinionId: OPINION_A.id } } });
    expect(keptAnswers).toMatchObject({ gender: null, birthYear: null, rating: 3 });
    const newAnswers = await t.prisma.vote.findUniqueOrThrow({ where: { userId_opinionId: { userId: voters[1]!.userId, opinionId: OPINION_A.id } } });
    expect(newAnswers).toMatchObject({ gender: 'non-binary', birthYear: 1986, religion: null, maritalStatus: 'divorced', nationality: 'gb', rating: 3 });
    await expectRollupsToMatchVotes();

    onDay(2);
    await vote(1, OPINION_B, 5);
    await vote(2, OPINION_A, 1);
    await vote(11, OPINION_B, 1);
    await expectRollupsToMatchVotes();
    const days = await t.prisma.$queryRawUnsafe<Array<{ days: number }>>(`SELECT COUNT(DISTINCT "updatedAt"::date)::int AS days FROM "Vote"`);
    expect(days[0]!.days).toBe(3);
  });

  it("publishes the votes as they are in the detailed report's unfiltered matrix", async () => {
    await expectReportToMatchVotes(OPINION_A);
    await expectReportToMatchVotes(OPINION_B);
  });

  it('keeps an erased member in the rollups only: rollups = votes + their votes as they were; the report drops them', async () => {
    const erased = voters[1]!;
    const theirVotes = await votesAsRollups(t.prisma, erased.userId);
    expect(theirVotes.size).toBeGreaterThan(10);
    const response = await t.rest('POST', '/api/user/delete', { confirmation: erased.username }, { cookie: erased.cookie });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(await t.prisma.vote.count({ where: { userId: erased.userId } })).toBe(0);

    // Not equal to the votes any more: the erased member's votes live on as anonymous aggregates.
    expect(sortedRollups(await storedRollups(t.prisma))).not.toEqual(sortedRollups(await votesAsRollups(t.prisma)));
    await expectRollupsToMatchVotes(theirVotes);
    await expectReportToMatchVotes(OPINION_A);
    await expectReportToMatchVotes(OPINION_B);
  });
});
