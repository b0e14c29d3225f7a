// Sticky noise for admin aggregates (docs/privacy.md#admin-aggregates-sticky-noise-on-counts-and-sums).
// A published count or score sum gets Gaussian noise drawn from a generator seeded with a keyed
// hash of WHO is counted (the set of people, as a count and a sum of per-person hashes the
// database computes) and WHAT is measured. The same people always get the same noise, however
// the question is phrased, so repeating it averages nothing away; two populations that differ by
// one person get independent noise, so their difference does not reveal that person.
import { createHmac } from 'node:crypto';
import { PRIVACY_K } from './privacy.ts';

/** Standard deviations, calibrated to what one person can change (docs/privacy.md). */
export const AGGREGATE_NOISE = {
  /** One person moves a count by 1. */
  countSigma: 2,
  /** One person moves a sum of 0-100 scores by at most 100. */
  sumSigma: 250,
} as const;

/**
 * The people behind a figure, as the database can name them without listing them: how many, and
 * the sum of a 32-bit hash of each one's id (additive, so a union of disjoint groups is the sum
 * of theirs). Two different sets of the same size share a sum about once in four billion.
 */
export type PeopleSet = { count: number; hashSum: bigint };

export const emptyPeopleSet: PeopleSet = { count: 0, hashSum: 0n };

/**
 * The value of the `people_set` aggregate (a migration: PostgreSQL's avg(int4) state, the array
 * {count, sum of hashes}) as text; NULL (no row matched a FILTER) is the empty set.
 */
export function parsePeopleSet(text: string | null | undefined): PeopleSet {
  if (text === null || text === undefined) return emptyPeopleSet;
  const match = /^\{(\d+),(-?\d+)\}$/.exec(text);
  if (!match) throw new Error(`Not a people_set value: ${text}`);
  return { count: Number(match[1]), hashSum: BigInt(match[2]) };
}

export function unionOf(sets: PeopleSet[]): PeopleSet {
  return sets.reduce((total, set) => ({ count: total.count + set.count, hashSum: total.hashSum + set.hashSum }), emptyPeopleSet);
}

/** A standard normal value, the same for the same secret and key. */
export function stickyStandardNormal(secret: string, key: string): number {
  const digest = createHmac('sha256', secret).update(key).digest();
  // Two uniforms in (0, 1] from 48 bits each, then Box-Muller.
  const first = (digest.readUIntBE(0, 6) + 1) / 2 ** 48;
  const second = digest.readUIntBE(6, 6) / 2 ** 48;
  return Math.sqrt(-2 * Math.log(first)) * Math.cos(2 * Math.PI * second);
}

/**
 * Two layers, each of the calibrated size: one keyed on the people counted (the same people give
 * the same value however the question is phrased: repeating or rephrasing cannot average it
 * away), one keyed on the question (two differently phrased questions that happen to count the
 * same people still get different answers, so a change of answer does not tell whether the
 * people changed).
 */
function layeredNoise(secret: string, people: PeopleSet, measure: string, question: string): number {
  return (
    stickyStandardNormal(secret, `people|${measure}|${people.count}|${people.hashSum}`) + stickyStandardNormal(secret, `question|${measure}|${question}`)
  );
}

export type AggregateNoise = {
  /** The published count: exact plus noise, never below zero. */
  count(people: PeopleSet, question: string): number;
  /**
   * The same noisy count before rounding and before clamping at zero: for post-processing that
   * needs it unbiased (several counts fitted to a total), never to publish as it is.
   */
  unclamped(people: PeopleSet, question: string): number;
  /**
   * A count to publish, or null under K, exactly or after noise ("fewer than 5" either way, so
   * the noise never turns a tiny group into a published one).
   */
  countOrSuppressed(people: PeopleSet, question: string): number | null;
  /**
   * The mean of a 0-100 score over `people`: a noisy sum over the published (noisy) count, one
   * decimal; null when that count is suppressed.
   */
  averageOrSuppressed(people: PeopleSet, exactSum: number, publishedCount: number | null, measure: string, question: string): number | null;
};

export function createAggregateNoise(secret: string): AggregateNoise {
  const unclamped = (people: PeopleSet, question: string): number =>
    people.count + AGGREGATE_NOISE.countSigma * layeredNoise(secret, people, 'count', question);
  const count = (people: PeopleSet, question: string): number => Math.max(0, Math.round(unclamped(people, question)));
  return {
    count,
    unclamped,
    countOrSuppressed(people, question) {
      const noisy = count(people, question);
      return people.count >= PRIVACY_K && noisy >= PRIVACY_K ? noisy : null;
    },
    averageOrSuppressed(people, exactSum, publishedCount, measure, question) {
      if (publishedCount === null || publishedCount <= 0) return null;
      const noisySum = exactSum + AGGREGATE_NOISE.sumSigma * layeredNoise(secret, people, `sum:${measure}`, question);
      return Math.round(Math.min(100, Math.max(0, noisySum / publishedCount)) * 10) / 10;
    },
  };
}

/** No noise: what the K rule alone publishes (tests of the filters and of K only). */
export const exactAggregates: AggregateNoise = {
  count: (people) => people.count,
  unclamped: (people) => people.count,
  countOrSuppressed: (people) => (people.count >= PRIVACY_K ? people.count : null),
  averageOrSuppressed: (people, exactSum, publishedCount) =>
    publishedCount === null || publishedCount <= 0 ? null : Math.round((exactSum / people.count) * 10) / 10,
};
