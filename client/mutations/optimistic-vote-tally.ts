// The tally a vote is expected to produce, shown until the server's answer replaces it.

/** Whole percentages summing to 100 (largest remainder), or five 999s when nobody voted. */
export function wholePercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 999);
  const exact = counts.map((count) => (count * 100) / total);
  const floored = exact.map(Math.floor);
  let missing = 100 - floored.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floored[index] += 1;
    missing -= 1;
  }
  return floored;
}

/** Counts after moving the viewer's vote from `previousRating` (or none) to `rating`. */
export function countsAfterVote(counts: readonly number[], previousRating: number | null, rating: number): number[] {
  const next = counts.length === 5 ? [...counts] : [0, 0, 0, 0, 0];
  if (previousRating !== null && next[previousRating - 1] > 0) next[previousRating - 1] -= 1;
  next[rating - 1] += 1;
  return next;
}
