// Every shipped quiz and report text file follows the content rules (quiz-content.ts,
// docs/product.md#quizzes): known elements, 2+ items per element, both directions from 4 items,
// unique texts, a text for every element and band; Opinion DNA covers all 48 elements at 15-20
// minutes.
import { describe, expect, it } from 'vitest';
import {
  quizContentProblems,
  reportTextProblems,
  sanitizeReportText,
  shippedQuizzes,
  shippedReportTexts,
} from '../../api/db/quiz-content-seed.ts';
import type { QuizContent } from '../../api/db/seed-data/quizzes/quiz-content.ts';
import { OPINION_DNA_ELEMENT_DESCRIPTIONS } from '../../api/domain/opinion-dna-elements.ts';
import { REPORT_DEFINITIONS } from '../../api/domain/report-definitions.ts';

describe.each(shippedQuizzes.map((quiz) => [quiz.slug, quiz]))('quiz %s', (_slug, quiz) => {
  it('follows the content rules', () => {
    expect(quizContentProblems(quiz as QuizContent)).toEqual([]);
  });
});

describe.each(shippedReportTexts.map((entry) => [entry.report, entry]))('report texts %s', (_report, entry) => {
  const { report, texts } = entry as (typeof shippedReportTexts)[number];
  it('has a text for every element and band, unchanged by the sanitizer', () => {
    expect(reportTextProblems(report, texts)).toEqual([]);
    for (const bands of Object.values(texts)) {
      for (const html of Object.values(bands)) expect(sanitizeReportText(html)).toBe(html);
    }
  });
});

describe('Opinion DNA quiz', () => {
  const quiz = shippedQuizzes.find((candidate) => candidate.report === 'opiniondna')!;
  it('covers all 48 elements', () => {
    expect(new Set(quiz.items.map((item) => item.element)).size).toBe(48);
  });
  it('takes 15-20 minutes at 7 seconds per considered answer', () => {
    const minutes = (quiz.items.length * 7) / 60;
    expect(minutes).toBeGreaterThanOrEqual(15);
    expect(minutes).toBeLessThanOrEqual(20);
  });
  it('has a help text for every element', () => {
    for (const element of REPORT_DEFINITIONS.opiniondna.elements) {
      expect(OPINION_DNA_ELEMENT_DESCRIPTIONS[element]?.help, element).toBeTruthy();
    }
  });
});

describe('content rules catch bad content', () => {
  const base = { report: 'ps', slug: 'ps', title: 'PS', description: '' } as const;
  it('reports unknown elements, missing items, one-sided elements and duplicates', () => {
    const problems = quizContentProblems({
      ...base,
      items: [
        { element: 'Left/Right', direction: 1, text: 'Taxes on the rich should rise' },
        { element: 'Left/Right', direction: 1, text: 'Unions protect working people' },
        { element: 'Left/Right', direction: 1, text: 'Public services should expand' },
        { element: 'Left/Right', direction: 1, text: 'Unions protect working people' },
        { element: 'Up/Down', direction: 1, text: 'This element does not exist' },
      ],
    });
    expect(problems).toContain('unknown element "Up/Down"');
    expect(problems).toContain('"Left/Right" needs both directions');
    expect(problems).toContain('"Libertarian/Authoritarian" needs at least 2 items');
    expect(problems).toContain('duplicate item "Unions protect working people"');
  });
  it('requires the long name as slug', () => {
    expect(quizContentProblems({ ...base, slug: 'political', items: [] })).toContain('slug must be "ps"');
  });
  it('strips markup outside the allow-list', () => {
    expect(sanitizeReportText('<p onclick="x()">a<script>b</script><a href="javascript:c">d</a></p>')).toBe('<p>ad</p>');
  });
});
