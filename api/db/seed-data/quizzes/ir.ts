// The International Relations quiz: 1 element, 6 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const irQuiz: QuizContent = {
  report: 'ir',
  slug: 'ir',
  title: 'International Relations',
  description:
    'How you think nations should deal with each other: cooperation, law and institutions, or power and national interest. Rate each statement from Strongly Agree to Strongly Disagree. About 1 minute.',
  items: [
    { element: 'Liberal vs Realist', direction: 1, text: 'International organisations like the UN make the world safer' },
    { element: 'Liberal vs Realist', direction: 1, text: 'Countries that trade with each other rarely go to war' },
    { element: 'Liberal vs Realist', direction: 1, text: 'Human rights should come before national interest in foreign policy' },
    { element: 'Liberal vs Realist', direction: -1, text: 'In the end, every country looks out only for itself' },
    { element: 'Liberal vs Realist', direction: -1, text: 'Military strength is the only guarantee of a nation\'s security' },
    { element: 'Liberal vs Realist', direction: -1, text: 'International law means little when a powerful country ignores it' },
  ],
};
