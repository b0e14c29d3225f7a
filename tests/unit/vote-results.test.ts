import { describe, expect, it } from 'vitest';
import { NO_DATA, isValidRating, shownShares, shownViews, votePercentages } from '../../api/domain/vote-results.ts';

describe('votePercentages', () => {
  it('answers five 999 (no data) when nobody voted', () => {
    expect(votePercentages([0, 0, 0, 0, 0])).toEqual([NO_DATA, NO_DATA, NO_DATA, NO_DATA, NO_DATA]);
  });

  it('indexes by rating - 1 and sums to exactly 100', () => {
    expect(votePercentages([1, 0, 0, 0, 0])).toEqual([100, 0, 0, 0, 0]);
    expect(votePercentages([0, 0, 0, 0, 3])).toEqual([0, 0, 0, 0, 100]);
    const thirds = votePercentages([1, 1, 1, 0, 0]);
    expect(thirds.reduce((a, b) => a + b, 0)).toBe(100);
    expect(thirds).toEqual([34, 33, 33, 0, 0]);
  });

  it('gives the leftover points to the largest remainders', () => {
    // 1/7 = 14.28, 2/7 = 28.57, 4/7 = 57.14: floors 14+28+57 = 99, 28.57 has the largest remainder.
    expect(votePercentages([1, 2, 4, 0, 0])).toEqual([14, 29, 57, 0, 0]);
  });

  it('sums to 100 for many random tallies', () => {
    for (let seed = 1; seed < 500; seed += 1) {
      const counts = [seed % 7, (seed * 3) % 11, (seed * 5) % 13, (seed * 7) % 17, (seed * 11) % 19];
      if (counts.every((count) => count === 0)) continue;
      expect(votePercentages(counts).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });

  it('throws unless there are exactly five counts (vote results must have 5 items)', () => {
    expect(() => votePercentages([1, 2, 3, 4])).toThrow(/5 items/);
    expect(() => votePercentages([1, 2, 3, 4, 5, 6])).toThrow(/5 items/);
  });
});

describe('isValidRating', () => {
  it('accepts 1 to 5 and nothing else', () => {
    expect([1, 2, 3, 4, 5].every(isValidRating)).toBe(true);
    for (const bad of [0, 6, -1, 2.5, Number.NaN, '3', null, undefined]) expect(isValidRating(bad)).toBe(false);
  });
});

describe('views and shares shown', () => {
  it('shows 4.5 views per vote, rounded', () => {
    expect(shownViews(0)).toBe(0);
    expect(shownViews(1)).toBe(5); // 4.5 rounds half up
    expect(shownViews(10)).toBe(45);
  });

  it('shows max(0, (votes - 20) / 25) shares, rounded', () => {
    expect(shownShares(0)).toBe(0);
    expect(shownShares(20)).toBe(0);
    expect(shownShares(32)).toBe(0); // 0.48
    expect(shownShares(33)).toBe(1); // 0.52
    expect(shownShares(270)).toBe(10);
  });
});
