// Insights (docs/product.md#insights): a demographic group whose agreement share (ratings 1-2)
// differs from everyone else's by at least 10 points, with at least 30 voters in the group, and a
// two-proportion z-test at p < 0.01. Also the vote distribution per demographic answer, with cells
// under K people suppressed. Pure: the counts come from the vote rollups.
import { DEMOGRAPHIC_FIELDS, type DemographicField } from './demographics.ts';
import { groupKeyOf, groupNames, groupOrder, QUESTION_LABELS } from './demographic-groups.ts';
import { isSuppressed } from './privacy.ts';
import { NO_DATA, votePercentages, type FiveCounts } from './vote-results.ts';

export const INSIGHT_MIN_GROUP_VOTERS = 30;
export const INSIGHT_MIN_POINTS = 10;
export const INSIGHT_MAX_P = 0.01;

export type RollupTotal = { field: string; answer: string; counts: FiveCounts };
export type GroupCounts = {
  field: DemographicField;
  key: string;
  counts: FiveCounts;
  /** When `counts` carry noise: the exact number of voters, for the K rule. */
  exactVoters?: number;
};

export type Insight = {
  field: DemographicField;
  group: string;
  desc: string;
  agreementWording: 'agree' | 'disagree';
  agreementDirection: 1 | -1;
  /** Difference in agreement share, in whole percentage points (always >= 10). */
  points: number;
  pValue: number;
};

const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);
const agreeing = (counts: readonly number[]) => counts[0] + counts[1];

/** Rollup totals per raw answer, summed into the groups reports use; unknown answers dropped. */
export function groupRollups(rows: readonly RollupTotal[]): GroupCounts[] {
  const byGroup = new Map<string, GroupCounts>();
  for (const row of rows) {
    if (!(DEMOGRAPHIC_FIELDS as readonly string[]).includes(row.field)) continue;
    const field = row.field as DemographicField;
    const key = groupKeyOf(field, row.answer);
    if (key === null) continue;
    const id = `${field}\u0000${key}`;
    const group = byGroup.get(id) ?? { field, key, counts: [0, 0, 0, 0, 0] as FiveCounts };
    for (let index = 0; index < 5; index += 1) group.counts[index] += row.counts[index];
    byGroup.set(id, group);
  }
  return [...byGroup.values()];
}

/** erfc with fractional error below 1.2e-7 (Numerical Recipes' Chebyshev fit). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Two-sided p-value of a standard normal statistic. */
export function twoSidedPValue(z: number): number {
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

/** The pooled two-proportion z statistic, or null when it is undefined (no variance, empty side). */
export function twoProportionZ(successes1: number, total1: number, successes2: number, total2: number): number | null {
  if (total1 <= 0 || total2 <= 0) return null;
  const pooled = (successes1 + successes2) / (total1 + total2);
  const variance = pooled * (1 - pooled) * (1 / total1 + 1 / total2);
  if (variance <= 0) return null;
  return (successes1 / total1 - successes2 / total2) / Math.sqrt(variance);
}

/**
 * Every qualifying group, largest difference first (ties: smaller p first). "Everyone else" is
 * every other voter on the opinion, including those who did not answer that question; it needs
 * 30 voters too, so both sides of the comparison are equally well supported.
 */
export function findInsights(everyone: FiveCounts, groups: readonly GroupCounts[]): Insight[] {
  const everyoneTotal = sum(everyone);
  const everyoneAgree = agreeing(everyone);
  const insights: Insight[] = [];
  for (const group of groups) {
    const total = sum(group.counts);
    const restTotal = everyoneTotal - total;
    if (total < INSIGHT_MIN_GROUP_VOTERS || restTotal < INSIGHT_MIN_GROUP_VOTERS) continue;
    const agree = agreeing(group.counts);
    const restAgree = everyoneAgree - agree;
    const difference = agree / total - restAgree / restTotal;
    // Compared in exact arithmetic (x 100 x totals), so 10.0 points is not lost to rounding.
    if (Math.abs(agree * restTotal - restAgree * total) * 100 < INSIGHT_MIN_POINTS * total * restTotal) continue;
    const z = twoProportionZ(agree, total, restAgree, restTotal);
    if (z === null) continue;
    const pValue = twoSidedPValue(z);
    if (!(pValue < INSIGHT_MAX_P)) continue;
    const points = Math.round(Math.abs(difference) * 100);
    const more = difference > 0;
    const people = groupNames(group.field, group.key).people;
    insights.push({
      field: group.field,
      group: group.key,
      desc: `${people} are ${points}% ${more ? 'more' : 'less'} likely to agree than everyone else`,
      agreementWording: more ? 'agree' : 'disagree',
      agreementDirection: more ? 1 : -1,
      points,
      pValue,
    });
  }
  return insights.sort((a, b) => b.points - a.points || a.pValue - b.pValue);
}

export type BreakdownAnswer = {
  key: string;
  label: string;
  /** Voters in this group; null when suppressed (fewer than K). */
  voters: number | null;
  /** Five whole percentages; five 999 (no data) when suppressed. */
  percentages: FiveCounts;
};

export type BreakdownQuestion = { field: DemographicField; label: string; answers: BreakdownAnswer[] };

/**
 * The vote distribution per question and answer, in the questions' order; empty questions left
 * out. A group is suppressed when fewer than K voters are behind it, exactly or as counted;
 * `shownVoters` turns a published count into what is shown (rounded, for noisy counts).
 */
export function demographicBreakdown(groups: readonly GroupCounts[], shownVoters: (voters: number) => number = (voters) => voters): BreakdownQuestion[] {
  return DEMOGRAPHIC_FIELDS.flatMap((field) => {
    const answers = groups
      .filter((group) => group.field === field && (group.exactVoters ?? sum(group.counts)) > 0)
      .map((group): BreakdownAnswer => {
        const voters = sum(group.counts);
        const suppressed = isSuppressed(voters) || (group.exactVoters !== undefined && isSuppressed(group.exactVoters));
        return {
          key: group.key,
          label: groupNames(field, group.key).label,
          voters: suppressed ? null : shownVoters(voters),
          percentages: suppressed ? [NO_DATA, NO_DATA, NO_DATA, NO_DATA, NO_DATA] : votePercentages(group.counts),
        };
      })
      .sort((a, b) => groupOrder(field, a.key) - groupOrder(field, b.key) || a.label.localeCompare(b.label, 'en'));
    return answers.length ? [{ field, label: QUESTION_LABELS[field], answers }] : [];
  });
}
