// The content of all 15 reports against report-definitions.ts: a quiz and texts ship for every
// report, every quiz item names one of its report's elements, every element has at least two
// items with both keying directions, and no statement appears in two quizzes.
import { describe, expect, it } from 'vitest';
import { quizContentProblems, reportTextProblems, shippedQuizzes, shippedReportTexts } from '../../api/db/quiz-content-seed.ts';
import { REPORT_DEFINITIONS, REPORT_NAMES } from '../../api/domain/report-definitions.ts';

describe('report content', () => {
  it('ships one quiz and one set of texts for every report name', () => {
    expect(shippedQuizzes.map((quiz) => quiz.report).sort()).toEqual([...REPORT_NAMES].sort());
    expect(shippedReportTexts.map((entry) => entry.report).sort()).toEqual([...REPORT_NAMES].sort());
  });

  it.each(REPORT_NAMES.filter((name) => name !== 'opiniondna'))('%s: items per element, both directions, known names', (name) => {
    const quiz = shippedQuizzes.find((candidate) => candidate.report === name)!;
    expect(quiz.slug).toBe(REPORT_DEFINITIONS[name].longName);
    expect(quizContentProblems(quiz)).toEqual([]);
    for (const element of REPORT_DEFINITIONS[name].elements) {
      const items = quiz.items.filter((item) => item.element === element);
      expect(items.length, element).toBeGreaterThanOrEqual(2);
      expect(new Set(items.map((item) => item.direction)), element).toEqual(new Set([1, -1]));
    }
    expect(quiz.items.every((item) => REPORT_DEFINITIONS[name].elements.includes(item.element))).toBe(true);
    const texts = shippedReportTexts.find((entry) => entry.report === name)!.texts;
    expect(reportTextProblems(name, texts)).toEqual([]);
  });

  it('never uses the same statement in two quizzes', () => {
    const seen = new Map<string, string>();
    for (const quiz of shippedQuizzes) {
      for (const item of quiz.items) {
        const key = item.text.trim().toLowerCase();
        expect(seen.get(key), `"${item.text}" in ${quiz.report} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, quiz.report);
      }
    }
  });
});
