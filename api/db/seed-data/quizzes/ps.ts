// The Political Spectrum quiz: 2 elements, 8 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const psQuiz: QuizContent = {
  report: 'ps',
  slug: 'ps',
  title: 'Political Spectrum',
  description:
    'Where you stand on two axes of politics: economic left and right, and personal freedom versus authority. Rate each statement from Strongly Agree to Strongly Disagree. About 1 minute.',
  items: [
    { element: 'Left/Right', direction: 1, text: 'Lower taxes are better for everyone in the long run' },
    { element: 'Left/Right', direction: 1, text: 'Private companies run most things better than the government' },
    { element: 'Left/Right', direction: -1, text: 'The rich should pay a much higher share of tax' },
    { element: 'Left/Right', direction: -1, text: 'Key industries like energy and railways should be publicly owned' },
    { element: 'Libertarian/Authoritarian', direction: 1, text: 'Tougher punishments are the best way to cut crime' },
    { element: 'Libertarian/Authoritarian', direction: 1, text: 'The state should be able to read private messages to fight terrorism' },
    { element: 'Libertarian/Authoritarian', direction: -1, text: 'What adults do in private is no business of the state' },
    { element: 'Libertarian/Authoritarian', direction: -1, text: 'Drugs should be legalised and regulated' },
  ],
};
