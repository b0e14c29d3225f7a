// Differencing an opinion's public breakdown over time (docs/privacy.md#attacks, attack 2), run as
// an anonymous observer would, over real HTTP against a real server: read the breakdown, let one
// member with known demographics vote, read it again, and take the answers whose cells moved as
// that member's. Six questions (gender, generation, marital status, household income, sexual
// orientation, religion), 16 members.
//   - Published live and exact (what the server did before the snapshots, kept here as the
//     control), the attack names every answer.
//   - From snapshots with noise (every server), one vote moves nothing, so the guess is a guess:
//     the test fails if any before/after pair differs or the answers come out right more often
//     than chance allows.
//   - The batch the snapshot rule lets through (the member and four others, after 15 minutes) is
//     measured too: it mixes five people and carries noise; the figure is printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREAKDOWN_SNAPSHOTS } from '../../api/domain/breakdown-snapshots.ts';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { oneDatabaseKind } from '../support/test-database.ts';

const QUESTIONS = {
  gender: ['male', 'female'],
  birthYear: ['1960', '1975', '1990', '2002'],
  maritalStatus: ['single', 'married', 'divorced'],
  householdIncome: ['20', '50', '100'],
  sexualOrientation: ['heterosexual', 'bisexual', 'homosexual'],
  religion: ['none', 'catholic', 'atheist'],
} as const;
type Question = keyof typeof QUESTIONS;
const QUESTION_NAMES = Object.keys(QUESTIONS) as Question[];
/** The breakdown's answer key for a stored answer (birth years are shown as generations). */
const GROUP_KEY: Record<string, string> = { '1960': 'boomer', '1975': 'x', '1990': 'y', '2002': 'z' };
const groupKey = (answer: string) => GROUP_KEY[answer] ?? answer;

const BACKGROUND = 60;
const TARGETS = 16;
const BATCHES = 12;

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return state / 2 ** 32;
  };
}

type Person = Record<Question, string>;
type Breakdown = Array<{ question: string; answers: Array<{ answer: string; voters: number | null; percentages: number[] }> }>;

/** The attacker's guess for each question: the answer whose cell moved most; a coin among the answers when none moved. */
function guessAnswers(before: Breakdown, after: Breakdown, coin: () => number): Record<Question, string> {
  const guesses = {} as Record<Question, string>;
  for (const question of QUESTION_NAMES) {
    const cells = (breakdown: Breakdown) => new Map((breakdown.find((entry) => entry.question === question)?.answers ?? []).map((answer) => [answer.answer, answer]));
    const [was, now] = [cells(before), cells(after)];
    let best: { key: string; moved: number } | null = null;
    for (const key of QUESTIONS[question].map(groupKey)) {
      const previous = was.get(key);
      const next = now.get(key);
      const moved =
        (next?.voters ?? 0) - (previous?.voters ?? 0) +
        (next?.percentages ?? []).reduce((total, percentage, rating) => total + Math.abs(percentage - (previous?.percentages[rating] ?? 0)), 0) / 1000;
      if (moved > 0 && (best === null || moved > best.moved)) best = { key, moved };
    }
    const options = QUESTIONS[question].map(groupKey);
    guesses[question] = best?.key ?? options[Math.floor(coin() * options.length)]!;
  }
  return guesses;
}

describe.each(oneDatabaseKind())('differencing the public breakdown over time on %s', (kind) => {
  const opinionId = 901;
  let people = 0;

  async function setUp(t: TestApp, random: () => number) {
    await t.prisma.aggregateNoiseKey.create({ data: { id: 1, secret: 'a fixed secret for the breakdown test' } });
    await createOpinion(t.prisma, { id: opinionId, slug: 'differenced', title: 'An opinion people vote on' });
    for (let index = 0; index < BACKGROUND; index += 1) await voteAs(t, randomPerson(random), 1 + Math.floor(random() * 5));
  }

  function randomPerson(random: () => number): Person {
    return Object.fromEntries(QUESTION_NAMES.map((question) => [question, QUESTIONS[question][Math.floor(random() * QUESTIONS[question].length)]])) as Person;
  }

  async function voteAs(t: TestApp, person: Person, rating: number) {
    people += 1;
    const voter = await t.createUserWithSession(`observed${people}`);
    const { birthYear, householdIncome, ...answers } = person;
    await t.prisma.demographics.create({ data: { userId: voter.userId, ...answers, birthYear: Number(birthYear), householdIncome: Number(householdIncome) } });
    const response = await t.rest('POST', '/api/opinion/vote', { id: opinionId, rating }, { cookie: voter.cookie });
    expect(response.status).toBe(200);
  }

  /** What anyone can read: the opinion's insight matrix, over REST, logged out. */
  async function observe(t: TestApp): Promise<Breakdown> {
    const { data, errors } = await t.graphql(
      `query($id: ID!) { node(id: $id) { ... on Opinion { insights { breakdown { question answers { answer voters percentages } } } } } }`,
      { id: Buffer.from(`Opinion:${opinionId}`).toString('base64') },
    );
    expect(errors).toBeUndefined();
    return data!.node.insights.breakdown;
  }

  /** Everything so far happened 16 minutes earlier: the snapshot rule's interval has passed. */
  async function letTimePass(t: TestApp) {
    const shift = BREAKDOWN_SNAPSHOTS.minIntervalMs + 60_000;
    const row = await t.prisma.insightSnapshot.findUnique({ where: { opinionId } });
    if (row) await t.prisma.insightSnapshot.update({ where: { opinionId }, data: { takenAt: new Date(row.takenAt.getTime() - shift) } });
    for (const entry of await t.prisma.voteHistory.findMany({ where: { opinionId } })) {
      await t.prisma.voteHistory.update({ where: { id: entry.id }, data: { createdAt: new Date(entry.createdAt.getTime() - shift) } });
    }
  }

  const chance = QUESTION_NAMES.reduce((total, question) => total + 1 / QUESTIONS[question].length, 0) / QUESTION_NAMES.length;

  /** One vote per target between two observations: the share of answers guessed right, and whether any pair differed. */
  async function singleVoteAttack(t: TestApp, random: () => number) {
    let right = 0;
    let moved = 0;
    for (let target = 0; target < TARGETS; target += 1) {
      const person = randomPerson(random);
      const before = await observe(t);
      await voteAs(t, person, 1 + Math.floor(random() * 5));
      const after = await observe(t);
      if (JSON.stringify(after) !== JSON.stringify(before)) moved += 1;
      const guesses = guessAnswers(before, after, random);
      for (const question of QUESTION_NAMES) if (guesses[question] === groupKey(person[question])) right += 1;
    }
    return { accuracy: right / (TARGETS * QUESTION_NAMES.length), moved };
  }

  describe('published live and exact (the control)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ kind, exactAggregates: true, insightSnapshots: { minIntervalMs: 0, minNewVoters: 1 } });
      await setUp(t, generator(1));
    }, 120_000);
    afterAll(async () => t?.dispose());

    it('names every answer of the member who voted', async () => {
      const { accuracy, moved } = await singleVoteAttack(t, generator(2));
      console.info(`[breakdown differencing] live and exact: ${(accuracy * 100).toFixed(1)} % of answers right (chance ${(chance * 100).toFixed(1)} %), ${moved}/${TARGETS} pairs moved`);
      expect(moved).toBe(TARGETS);
      expect(accuracy).toBeGreaterThan(0.95);
    }, 120_000);
  });

  describe('from snapshots with noise (every server)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ kind });
      await setUp(t, generator(1));
    }, 120_000);
    afterAll(async () => t?.dispose());

    it('moves nothing with one vote, so the answers are guessed at chance', async () => {
      const { accuracy, moved } = await singleVoteAttack(t, generator(2));
      console.info(`[breakdown differencing] snapshots: ${(accuracy * 100).toFixed(1)} % of answers right (chance ${(chance * 100).toFixed(1)} %), ${moved}/${TARGETS} pairs moved`);
      expect(moved).toBe(0);
      // 96 coin guesses: 3 standard deviations above chance is far from the control's 100 %.
      const sd = Math.sqrt((chance * (1 - chance)) / (TARGETS * QUESTION_NAMES.length));
      expect(accuracy).toBeLessThan(chance + 3 * sd);
    }, 120_000);

    it('mixes the member with four others and noise when the snapshot is retaken', async () => {
      const random = generator(3);
      let right = 0;
      for (let batch = 0; batch < BATCHES; batch += 1) {
        await letTimePass(t);
        const before = await observe(t); // the snapshot is retaken here if enough people voted
        await letTimePass(t);
        const target = randomPerson(random);
        await voteAs(t, target, 1 + Math.floor(random() * 5));
        for (let other = 0; other < BREAKDOWN_SNAPSHOTS.minNewVoters - 1; other += 1) await voteAs(t, randomPerson(random), 1 + Math.floor(random() * 5));
        const after = await observe(t);
        expect(after).not.toEqual(before);
        const guesses = guessAnswers(before, after, random);
        for (const question of QUESTION_NAMES) if (guesses[question] === groupKey(target[question])) right += 1;
      }
      const accuracy = right / (BATCHES * QUESTION_NAMES.length);
      console.info(`[breakdown differencing] a batch of ${BREAKDOWN_SNAPSHOTS.minNewVoters} after 15 minutes: ${(accuracy * 100).toFixed(1)} % of the member's answers right (chance ${(chance * 100).toFixed(1)} %)`);
      // The member is always in the batch, yet mixed with four others under noise the guess stays
      // within 3 standard deviations of chance.
      expect(accuracy).toBeLessThan(chance + 3 * Math.sqrt((chance * (1 - chance)) / (BATCHES * QUESTION_NAMES.length)));
    }, 240_000);
  });
});
