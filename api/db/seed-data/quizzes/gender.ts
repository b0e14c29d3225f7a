// The Gender quiz: 4 elements, 12 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const genderQuiz: QuizContent = {
  report: 'gender',
  slug: 'gender',
  title: 'Gender',
  description:
    'How you think about gender and sex: their relationship, where differences come from, roles and transgender people. Rate each statement from Strongly Agree to Strongly Disagree. About 2 minutes.',
  items: [
    { element: 'Gender vs Sex', direction: 1, text: 'Gender is a social identity, separate from the body someone is born with' },
    { element: 'Gender vs Sex', direction: 1, text: 'There are more than two genders' },
    { element: 'Gender vs Sex', direction: -1, text: 'The words "man" and "woman" simply describe biology' },
    { element: 'Gender Essentialism', direction: 1, text: 'Boys and girls are born with different interests' },
    { element: 'Gender Essentialism', direction: 1, text: 'Men are naturally more competitive than women' },
    { element: 'Gender Essentialism', direction: -1, text: 'Without social pressure, boys and girls would behave much the same' },
    { element: 'Gender Roles', direction: 1, text: 'A man should be the main breadwinner of the family' },
    { element: 'Gender Roles', direction: 1, text: 'Women are naturally better at caring for small children' },
    { element: 'Gender Roles', direction: -1, text: 'It makes no difference to me whether a nurse is a man or a woman' },
    { element: 'Transgender Attitudes', direction: 1, text: 'People who transition should be fully accepted in their new gender' },
    { element: 'Transgender Attitudes', direction: 1, text: 'Health services should pay for gender transition care' },
    { element: 'Transgender Attitudes', direction: -1, text: 'Gender transition is a passing social trend' },
  ],
};
