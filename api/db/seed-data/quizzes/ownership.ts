// The Ownership quiz: 6 elements, 12 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const ownershipQuiz: QuizContent = {
  report: 'ownership',
  slug: 'ownership',
  title: 'Ownership',
  description:
    'How you think about ownership: trust in institutions, the need to own, fairness, shared ownership, appetite for radical change and the promise of Web3. Rate each statement from Strongly Agree to Strongly Disagree. About 1 minute.',
  items: [
    { element: 'Institutional Faith', direction: 1, text: 'My savings are safe in a bank' },
    { element: 'Institutional Faith', direction: -1, text: 'Governments and banks will protect their own interests before my savings' },
    { element: 'Need for Ownership', direction: 1, text: 'Owning my own home is one of my most important goals' },
    { element: 'Need for Ownership', direction: -1, text: 'Renting is just as good as owning' },
    { element: 'Equality/Fairness in Ownership', direction: 1, text: 'It is unfair that a few people own most of the wealth' },
    { element: 'Equality/Fairness in Ownership', direction: -1, text: 'People who own a great deal have usually earned it' },
    { element: 'Community Ownership', direction: 1, text: 'More businesses should be owned by the people who work in them' },
    { element: 'Community Ownership', direction: -1, text: 'Things owned by everyone end up looked after by no one' },
    { element: 'Revolutionary Tendency', direction: 1, text: 'The whole economic system needs to be torn down and rebuilt' },
    { element: 'Revolutionary Tendency', direction: -1, text: 'Change to the economy should come slowly and carefully' },
    { element: 'Web3 Optimism', direction: 1, text: 'Cryptocurrencies will give people more control over their money' },
    { element: 'Web3 Optimism', direction: -1, text: 'Most of Web3 is hype that will fade away' },
  ],
};
