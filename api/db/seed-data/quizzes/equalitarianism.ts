// The Equalitarianism quiz: 1 element, 6 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const equalitarianismQuiz: QuizContent = {
  report: 'equalitarianism',
  slug: 'equalitarianism',
  title: 'Equalitarianism',
  description:
    'How strongly you hold that groups of people are equal in their abilities and potential. Rate each statement from Strongly Agree to Strongly Disagree. About 1 minute.',
  items: [
    { element: 'High vs Low', direction: 1, text: 'All groups of people have the same potential if given the same chances' },
    { element: 'High vs Low', direction: 1, text: 'Gaps between groups in test scores come from unequal opportunities' },
    { element: 'High vs Low', direction: 1, text: 'Saying that groups differ in ability is harmful even if it were true' },
    { element: 'High vs Low', direction: -1, text: 'Some average differences between groups are partly biological' },
    { element: 'High vs Low', direction: -1, text: 'Men and women differ in their interests for natural reasons' },
    { element: 'High vs Low', direction: -1, text: 'Scientists should be free to study group differences in ability' },
  ],
};
