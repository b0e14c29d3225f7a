// Insight statistics (docs/product.md#insights) at their boundaries: 30 voters, 10 points,
// p < 0.01, and the K = 5 suppression of the vote distribution.
import { describe, expect, it } from 'vitest';
import {
  demographicBreakdown,
  findInsights,
  groupRollups,
  twoProportionZ,
  twoSidedPValue,
  type GroupCounts,
} from '../../api/domain/insights.ts';
import type { FiveCounts } from '../../api/domain/vote-results.ts';

/** Counts with `agree` voters at Agree and the rest at Disagree. */
const split = (agree: number, total: number): FiveCounts => [0, agree, 0, total - agree, 0];
const add = (a: FiveCounts, b: FiveCounts): FiveCounts => a.map((value, index) => value + b[index]) as FiveCounts;

/** One group of `field`=`key` against a rest of everyone else; returns the insights found. */
function insightsFor(group: FiveCounts, rest: FiveCounts, key = 'female') {
  const groups: GroupCounts[] = [{ field: 'gender', key, counts: group }];
  return findInsights(add(group, rest), groups);
}

describe('two-proportion z-test', () => {
  it('matches known values', () => {
    // 60% of 330 vs 50% of 330: z = 0.1 / sqrt(0.55 * 0.45 * 2 / 330)
    expect(twoProportionZ(198, 330, 165, 330)).toBeCloseTo(2.5820, 3);
    expect(twoSidedPValue(1.959964)).toBeCloseTo(0.05, 5);
    expect(twoSidedPValue(2.575829)).toBeCloseTo(0.01, 5);
    expect(twoSidedPValue(0)).toBeCloseTo(1, 6);
  });

  it('is undefined without variance or without voters', () => {
    expect(twoProportionZ(10, 10, 20, 20)).toBeNull();
    expect(twoProportionZ(0, 0, 5, 10)).toBeNull();
  });
});

describe('findInsights', () => {
  it('needs at least 30 voters in the group', () => {
    expect(insightsFor(split(30, 30), split(20, 100))).toHaveLength(1);
    expect(insightsFor(split(29, 29), split(20, 100))).toEqual([]);
  });

  it('needs at least 30 other voters too', () => {
    expect(insightsFor(split(20, 100), split(30, 30))).toHaveLength(1);
    expect(insightsFor(split(20, 100), split(29, 29))).toEqual([]);
  });

  it('needs a difference of at least 10 points (exactly 10 counts)', () => {
    const [insight] = insightsFor(split(600, 1000), split(500, 1000));
    expect(insight).toMatchObject({ points: 10, agreementDirection: 1, agreementWording: 'agree' });
    expect(insightsFor(split(599, 1000), split(500, 1000))).toEqual([]);
  });

  it('needs p < 0.01', () => {
    // 60% vs 50% on 330 each: z = 2.582, p = 0.0098; on 320 each: z = 2.543, p = 0.011.
    expect(insightsFor(split(198, 330), split(165, 330))).toHaveLength(1);
    expect(insightsFor(split(192, 320), split(160, 320))).toEqual([]);
  });

  it('words the sentence and the direction', () => {
    expect(insightsFor(split(80, 100), split(40, 100))[0]).toMatchObject({
      desc: 'Women are 40% more likely to agree than everyone else',
      agreementWording: 'agree',
      agreementDirection: 1,
    });
    expect(insightsFor(split(20, 100), split(60, 100), 'male')[0]).toMatchObject({
      desc: 'Men are 40% less likely to agree than everyone else',
      agreementWording: 'disagree',
      agreementDirection: -1,
    });
  });

  it('counts Strongly Agree and Agree as agreement, and sorts by the size of the difference', () => {
    const everyone: FiveCounts = [100, 100, 100, 100, 100];
    const groups: GroupCounts[] = [
      { field: 'gender', key: 'female', counts: [40, 20, 10, 10, 20] }, // 60% vs 35%
      { field: 'religion', key: 'atheist', counts: [5, 5, 10, 40, 40] }, // 10% vs 47.5%
    ];
    expect(findInsights(everyone, groups).map((insight) => [insight.desc, insight.points])).toEqual([
      ['Atheists are 38% less likely to agree than everyone else', 38],
      ['Women are 25% more likely to agree than everyone else', 25],
    ]);
  });
});

describe('groupRollups and demographicBreakdown', () => {
  it('groups birth years, education levels and numbers of children', () => {
    const groups = groupRollups([
      { field: 'birthYear', answer: '1950', counts: [1, 0, 0, 0, 0] },
      { field: 'birthYear', answer: '1960', counts: [0, 1, 0, 0, 0] },
      { field: 'birthYear', answer: '1999', counts: [0, 0, 1, 0, 0] },
      { field: 'education', answer: '40', counts: [1, 0, 0, 0, 0] },
      { field: 'education', answer: '50', counts: [1, 0, 0, 0, 0] },
      { field: 'numChildren', answer: '-1', counts: [1, 0, 0, 0, 0] },
      { field: 'numChildren', answer: '7', counts: [0, 1, 0, 0, 0] },
      { field: 'gender', answer: 'unknown-value', counts: [9, 9, 9, 9, 9] },
      { field: 'notAField', answer: 'x', counts: [9, 9, 9, 9, 9] },
    ]);
    expect(groups).toEqual([
      { field: 'birthYear', key: 'boomer', counts: [1, 1, 0, 0, 0] },
      { field: 'birthYear', key: 'z', counts: [0, 0, 1, 0, 0] },
      { field: 'education', key: 'college', counts: [2, 0, 0, 0, 0] },
      { field: 'numChildren', key: 'none', counts: [1, 0, 0, 0, 0] },
      { field: 'numChildren', key: '6+', counts: [0, 1, 0, 0, 0] },
    ]);
  });

  it('suppresses answers with fewer than 5 voters (K = 5), in the answer set order', () => {
    const breakdown = demographicBreakdown([
      { field: 'gender', key: 'male', counts: [1, 1, 1, 1, 0] },
      { field: 'gender', key: 'female', counts: [1, 1, 1, 1, 1] },
      { field: 'nationality', key: 'gb', counts: [5, 0, 0, 0, 5] },
    ]);
    expect(breakdown).toEqual([
      {
        field: 'gender',
        label: 'Gender',
        answers: [
          { key: 'male', label: 'Male', voters: null, percentages: [999, 999, 999, 999, 999] },
          { key: 'female', label: 'Female', voters: 5, percentages: [20, 20, 20, 20, 20] },
        ],
      },
      { field: 'nationality', label: 'Nationality', answers: [{ key: 'gb', label: 'UK', voters: 10, percentages: [50, 0, 0, 0, 50] }] },
    ]);
  });
});
