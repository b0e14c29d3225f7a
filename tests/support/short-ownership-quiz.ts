// A short ownership quiz (one statement each way per element) and plain texts, for tests that
// need to finish a quiz in a few clicks. Test data only: a shipped ownership quiz with the same
// slug takes precedence (seedQuizContent keeps the first quiz per slug), so tests must not count
// on these exact statements.
import type { QuizContent, ReportTexts } from '../../api/db/seed-data/quizzes/quiz-content.ts';
import { LEVEL_BANDS, REPORT_DEFINITIONS } from '../../api/domain/report-definitions.ts';

export const shortOwnershipQuiz: QuizContent = {
  report: 'ownership',
  slug: 'ownership',
  title: 'Ownership (test)',
  description: 'A short test quiz about ownership.',
  items: REPORT_DEFINITIONS.ownership.elements.flatMap((element) => [
    { element, direction: 1 as const, text: `Test statement for ${element}, keyed up` },
    { element, direction: -1 as const, text: `Test statement for ${element}, keyed down` },
  ]),
};

export const shortOwnershipTexts: ReportTexts = Object.fromEntries(
  REPORT_DEFINITIONS.ownership.elements.map((element) => [
    element,
    Object.fromEntries(LEVEL_BANDS.map((band) => [band, `<p>${element} is ${band.toLowerCase()}.</p>`])),
  ]),
) as ReportTexts;
