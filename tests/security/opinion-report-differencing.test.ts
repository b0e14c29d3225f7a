// Differencing attacks on the detailed opinion report (docs/privacy.md#the-detailed-opinion-report-snapshots-and-sticky-noise-together),
// run as a member with CanSeeDetailedOpinionReport would, over real HTTP:
//   1. filters: A = voters of the common religions within a window of vote days, B = the same
//      plus one religion that only the target holds; the rating whose count B - A raised is the
//      target's vote. Six targets x ten windows = 60 pairs;
//   2. time: the report before and after one more vote.
// With exact figures (the control) the first attack names every target's vote. With the noise on
// it must do no better than chance (1 in 5) beyond three standard deviations, and the second must
// see nothing change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { oneDatabaseKind } from '../support/test-database.ts';

const COMMON_RELIGIONS = ['none', 'agnostic', 'atheist', 'catholic', 'protestant', 'christian'];
const TARGET_RELIGIONS = ['buddhist', 'confucian', 'evangelical', 'falun', 'hindu', 'jewish'];
const BACKGROUND = 200;
const WINDOWS = 10;
/** Background votes spread over 40 days of 2026; the targets all vote on day 20. */
const dayOf = (index: number) => new Date(Date.UTC(2026, 0, 1 + index, 12));
const iso = (date: Date) => date.toISOString().slice(0, 10);

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return state / 2 ** 32;
  };
}

describe.each(oneDatabaseKind())('differencing the detailed opinion report on %s', (kind) => {
  const apps: Record<'noisy' | 'exact', TestApp | undefined> = { noisy: undefined, exact: undefined };
  const cookies = { noisy: '', exact: '' };
  const targetRatings: number[] = [];

  async function seed(t: TestApp) {
    await t.prisma.aggregateNoiseKey.create({ data: { id: 1, secret: 'a fixed secret for the report differencing test' } });
    await createOpinion(t.prisma, { id: 77, slug: 'attacked-opinion', title: 'An opinion under attack' });
    const random = generator(20261127);
    const voters: Array<{ religion: string; rating: number; day: Date }> = [];
    for (let index = 0; index < BACKGROUND; index += 1) {
      voters.push({ religion: COMMON_RELIGIONS[index % COMMON_RELIGIONS.length]!, rating: 1 + Math.floor(random() * 5), day: dayOf(Math.floor(random() * 40)) });
    }
    for (const [index, religion] of TARGET_RELIGIONS.entries()) voters.push({ religion, rating: targetRatings[index]!, day: dayOf(20) });
    for (const [index, voter] of voters.entries()) {
      const id = 8_000 + index;
      await t.prisma.user.create({ data: { id, username: `rd_${id}`, usernameKey: `rd_${id}` } });
      await t.prisma.demographics.create({ data: { userId: id, religion: voter.religion } });
      await t.prisma.vote.create({ data: { userId: id, opinionId: 77, rating: voter.rating, createdAt: voter.day, updatedAt: voter.day, religion: voter.religion } });
    }
  }

  beforeAll(async () => {
    const random = generator(7);
    for (let index = 0; index < TARGET_RELIGIONS.length; index += 1) targetRatings.push(1 + Math.floor(random() * 5));
    apps.exact = await createTestApp({ kind, exactAggregates: true });
    apps.noisy = await createTestApp({ kind });
    for (const name of ['exact', 'noisy'] as const) {
      await seed(apps[name]!);
      cookies[name] = (await apps[name]!.createUserWithSession(`attacker_${name}`, { canSeeDetailedOpinionReport: true })).cookie;
    }
  }, 180_000);
  afterAll(async () => {
    await apps.exact?.dispose();
    await apps.noisy?.dispose();
  });

  async function everyone(name: 'noisy' | 'exact', religions: string[], window: number): Promise<number[] | null> {
    const response = await apps[name]!.rest(
      'POST',
      '/api/opinion/allvotes',
      { slug: 'attacked-opinion', filters: { religion: religions.join(','), dateRange: `${iso(dayOf(window))},${iso(dayOf(window + 25))}` } },
      { cookie: cookies[name] },
    );
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    return response.json.body.Everyone;
  }

  async function guessRate(name: 'noisy' | 'exact'): Promise<{ right: number; pairs: number }> {
    let right = 0;
    let pairs = 0;
    for (const [index, religion] of TARGET_RELIGIONS.entries()) {
      for (let window = 0; window < WINDOWS; window += 1) {
        const without = await everyone(name, COMMON_RELIGIONS, window);
        const withTarget = await everyone(name, [...COMMON_RELIGIONS, religion], window);
        if (!without || !withTarget) continue;
        const differences = withTarget.map((count, rating) => count - without[rating]!);
        const guess = differences.indexOf(Math.max(...differences)) + 1;
        pairs += 1;
        if (guess === targetRatings[index]) right += 1;
      }
    }
    return { right, pairs };
  }

  it("tells a target's vote no better than chance by subtracting two filters, where exact figures named it", async () => {
    const exact = await guessRate('exact');
    const noisy = await guessRate('noisy');
    const chance = 0.2;
    const rate = noisy.right / noisy.pairs;
    console.log(
      `report differencing over ${noisy.pairs} pairs: exact figures right ${((exact.right / exact.pairs) * 100).toFixed(1)} %, noisy ${(rate * 100).toFixed(1)} % (chance 20 %)`,
    );
    expect(exact.pairs).toBe(TARGET_RELIGIONS.length * WINDOWS);
    expect(exact.right).toBe(exact.pairs);
    expect(noisy.pairs).toBeGreaterThanOrEqual(50);
    expect(rate).toBeLessThan(chance + 3 * Math.sqrt((chance * (1 - chance)) / noisy.pairs));
  });

  it('gives the same figures before and after one more vote, and on every ask', async () => {
    const t = apps.noisy!;
    const before = await t.rest('POST', '/api/opinion/allvotes', { slug: 'attacked-opinion' }, { cookie: cookies.noisy });
    const voter = await t.createUserWithSession('late_voter');
    await t.prisma.demographics.create({ data: { userId: voter.userId, religion: 'sikh', gender: 'female' } });
    expect((await t.rest('POST', '/api/opinion/vote', { id: 77, rating: 1 }, { cookie: voter.cookie })).status).toBe(200);
    const after = await t.rest('POST', '/api/opinion/allvotes', { slug: 'attacked-opinion' }, { cookie: cookies.noisy });
    expect(after.json.body).toEqual(before.json.body);
    expect(after.json.body.Matrix.religion.sikh).toBeNull();
  });
});
