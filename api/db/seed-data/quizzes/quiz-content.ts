// The shape of a quiz's content and of a report's detailed texts, shared by every report's
// seed files. One file per report: `quizzes/<report>.ts` exports `<report>Quiz: QuizContent`,
// `report-texts/<report>.ts` exports `<report>Texts: ReportTexts`. The seed loader imports
// them in one explicit list; a report without a file simply has no quiz (or texts) yet.
//
// Rules the seed loader checks (and a unit test asserts for every file):
// - `report` is one of REPORT_NAMES and `slug` is that report's `longName`
//   (REPORT_DEFINITIONS[report].longName, e.g. "opinion-dna", "big-five-ocean", "woke");
// - every `element` is exactly one of REPORT_DEFINITIONS[report].elements;
// - every element has at least 2 items, and both directions when it has 4 or more;
// - item texts are unique within the quiz (each becomes its own opinion, title = text).
import type { LevelBand, ReportName } from '../../../domain/report-definitions.ts';

export type QuizItemContent = {
  /** Element name, exactly as in REPORT_DEFINITIONS[report].elements. */
  element: string;
  /** +1: agreeing raises the element; -1: agreeing lowers it. */
  direction: 1 | -1;
  /** The statement people agree or disagree with (becomes the quiz opinion's title). */
  text: string;
};

export type QuizContent = {
  report: ReportName;
  slug: string;
  title: string;
  description: string;
  items: QuizItemContent[];
};

/**
 * Detailed report text per element name (exactly as in REPORT_DEFINITIONS[report].elements)
 * and level band, for every element and every band. The HTML is written by us and is still
 * passed through sanitize-html with a small allow-list before it is stored: use only p,
 * strong, em, ul, ol, li, br.
 */
export type ReportTexts = Record<string, Record<LevelBand, string>>;
