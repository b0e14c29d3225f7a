/** Index = rating - 1 (docs/product.md#votes: 1 Strongly Agree .. 5 Strongly Disagree). */
export const voteLabels = ['Strongly Agree', 'Agree', 'Neutral', 'Disagree', 'Strongly Disagree'] as const;
