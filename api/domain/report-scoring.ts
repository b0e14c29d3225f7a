// Scoring of quiz answers into reports (docs/product.md#scoring): element scores
// on a 0-100 scale, totals, level bands, the climate class and the sixteen-type code. Pure.
import { LEVEL_BAND_UPPER_BOUNDS, LEVEL_BANDS, type LevelBand, REPORT_DEFINITIONS, type ReportName } from './report-definitions.ts';

/** One answered quiz item: which element it is keyed to, its direction and the rating 1..5. */
export type ScoredAnswer = { element: number; direction: 1 | -1; rating: number };

/**
 * The agreement points of one answer, 0..4: a = 5 - r on +1 items and a = r - 1 on -1 items,
 * so Strongly Agree (r = 1) on a +1 item gives 4.
 */
export function answerPoints(direction: 1 | -1, rating: number): number {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new RangeError(`Rating must be 1..5, got ${rating}`);
  return direction === 1 ? 5 - rating : rating - 1;
}

/** round(100 x mean(a) / 4); null for an element with no answered item. */
export function elementScore(points: readonly number[]): number | null {
  if (points.length === 0) return null;
  const mean = points.reduce((sum, value) => sum + value, 0) / points.length;
  return Math.round((100 * mean) / 4);
}

/**
 * Scores per element of a report, in the report's element order; null where nothing was
 * answered. Answers keyed to an element index the report does not have are ignored.
 */
export function scoreElements(elementCount: number, answers: readonly ScoredAnswer[]): Array<number | null> {
  const points: number[][] = Array.from({ length: elementCount }, () => []);
  for (const answer of answers) {
    if (answer.element < 0 || answer.element >= elementCount) continue;
    points[answer.element].push(answerPoints(answer.direction, answer.rating));
  }
  return points.map(elementScore);
}

/**
 * The stored report array: the scored elements, in order, without the unanswered ones. Only a
 * fully answered report has the report's length; a shorter array is what the profile card
 * treats as "wrong length" and replaces with its placeholder.
 */
export function reportScores(report: ReportName, answers: readonly ScoredAnswer[]): number[] {
  const scores = scoreElements(REPORT_DEFINITIONS[report].elements.length, answers);
  return scores.filter((score): score is number => score !== null);
}

/** True when `scores` has exactly one score per element of the report (else the card shows placeholders). */
export function hasReportLength(report: ReportName, scores: readonly number[]): boolean {
  return scores.length === REPORT_DEFINITIONS[report].elements.length;
}

/** Profile totals: the rounded mean of the component scores (null for no components). */
export function reportTotal(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, value) => sum + value, 0) / scores.length);
}

/** Level bands: 0-20 VERY LOW, 21-40 LOW, 41-60 MEDIUM, 61-80 HIGH, 81-100 VERY HIGH. */
export function levelBand(score: number): LevelBand {
  if (!Number.isFinite(score) || score < 0 || score > 100) throw new RangeError(`Score must be 0..100, got ${score}`);
  // Scores are whole numbers; a fraction between two bands belongs to the upper one
  // (20.5 is above "0-20").
  for (const band of LEVEL_BANDS) {
    if (score <= LEVEL_BAND_UPPER_BOUNDS[band]) return band;
  }
  return 'VERY HIGH';
}

export const CLIMATE_CLASSES = ['SKEPTIC', 'PASSIVIST', 'BELIEVER', 'ACTIVIST'] as const;
export type ClimateClass = (typeof CLIMATE_CLASSES)[number];

/** Climate class: up to 25 SKEPTIC, up to 50 PASSIVIST, up to 80 BELIEVER, above 80 ACTIVIST. */
export function climateClass(total: number): ClimateClass {
  if (total <= 25) return 'SKEPTIC';
  if (total <= 50) return 'PASSIVIST';
  if (total <= 80) return 'BELIEVER';
  return 'ACTIVIST';
}

const SIXTEEN_LETTERS: ReadonlyArray<readonly [string, string]> = [
  ['E', 'I'],
  ['S', 'N'],
  ['T', 'F'],
  ['J', 'P'],
];

/**
 * Per axis, a score below 50 gives the first letter (E, S, T, J), above 50 the second
 * (I, N, F, P), exactly 50 gives X. Null unless there are exactly four scores.
 */
export function sixteenTypeCode(scores: readonly number[]): string | null {
  if (scores.length !== SIXTEEN_LETTERS.length) return null;
  return scores
    .map((score, axis) => {
      if (score < 50) return SIXTEEN_LETTERS[axis][0];
      if (score > 50) return SIXTEEN_LETTERS[axis][1];
      return 'X';
    })
    .join('');
}

/**
 * Placeholder sample values shown on a card whose array has the wrong length, a locked card
 * and the demo mode: a fixed, plausible-looking spread (not anyone's data), one per element.
 */
export function placeholderScores(report: ReportName): number[] {
  const pattern = [72, 38, 55, 84, 27, 63, 46, 91, 33, 58, 69, 18];
  return REPORT_DEFINITIONS[report].elements.map((_, index) => pattern[index % pattern.length]);
}

/**
 * Completion per element for the Opinion DNA summary: answered items / items of the element,
 * as a whole percentage (0 when the element has no items).
 */
export function completionPercent(answered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((100 * Math.min(answered, total)) / total);
}
