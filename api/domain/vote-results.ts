// Vote results as shown (docs/product.md#votes): five whole percentages indexed rating - 1
// (1 Strongly Agree .. 5 Strongly Disagree), 999 in every slot when there is no data.

export const NO_DATA = 999;
export const VOTE_LABELS = ['Strongly Agree', 'Agree', 'Neutral', 'Disagree', 'Strongly Disagree'] as const;
export type FiveCounts = [number, number, number, number, number];

export function isValidRating(rating: unknown): rating is 1 | 2 | 3 | 4 | 5 {
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5;
}

/**
 * Whole numbers in proportion to `weights` that add up to exactly `total` (largest remainder;
 * ties go to the lower index, deterministically). All-zero weights give all zeros.
 */
export function apportion(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((accumulated, weight) => accumulated + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (weight * total) / sum);
  const floors = exact.map(Math.floor);
  let remaining = total - floors.reduce((accumulated, value) => accumulated + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (remaining <= 0) break;
    floors[index] += 1;
    remaining -= 1;
  }
  return floors;
}

/**
 * Largest-remainder rounding, so the five shown percentages always add up to exactly 100
 * (plain rounding can show 99 or 101). Ties go to the lower rating index, deterministically.
 */
export function votePercentages(counts: readonly number[]): FiveCounts {
  if (counts.length !== 5) throw new Error(`Vote results must have 5 items, got ${counts.length}`);
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return [NO_DATA, NO_DATA, NO_DATA, NO_DATA, NO_DATA];
  return apportion(counts, 100) as FiveCounts;
}

/** Views and shares shown, computed from the vote count (docs/product.md#votes). */
export function shownViews(numVotes: number): number {
  return Math.round(4.5 * numVotes);
}

export function shownShares(numVotes: number): number {
  return Math.max(0, Math.round((numVotes - 20) / 25));
}
