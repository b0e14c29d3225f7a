// The Morality as Cooperation quiz: 7 elements, 21 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const macQuiz: QuizContent = {
  report: 'mac',
  slug: 'morality-as-cooperation',
  title: 'Morality as Cooperation',
  description:
    'Which kinds of cooperation feel morally important to you: family, group loyalty, returning favours, bravery, respect, fairness and property. Rate each statement from Strongly Agree to Strongly Disagree. About 3 minutes.',
  items: [
    { element: 'Family', direction: 1, text: 'Looking after my elderly parents is a duty, not a favour' },
    { element: 'Family', direction: 1, text: 'I would lend money to a cousin before lending it to a friend' },
    { element: 'Family', direction: -1, text: 'Blood relatives deserve no more help from me than anyone else' },
    { element: 'Group', direction: 1, text: 'Staying loyal to my community matters even when it costs me' },
    { element: 'Group', direction: 1, text: 'People who badmouth their own team in public let everyone down' },
    { element: 'Group', direction: -1, text: 'I feel no special obligation to people just because they share my hometown' },
    { element: 'Reciprocity', direction: 1, text: 'If someone helps me move house, I owe them a similar favour' },
    { element: 'Reciprocity', direction: 1, text: 'People who never return favours should stop receiving them' },
    { element: 'Reciprocity', direction: -1, text: 'Keeping score of who did what for whom is petty' },
    { element: 'Heroism', direction: 1, text: 'Someone who risks their life to save a stranger deserves our deepest respect' },
    { element: 'Heroism', direction: 1, text: 'Standing up to a bully is worth a black eye' },
    { element: 'Heroism', direction: -1, text: 'Acts of bravery are often just recklessness with a good story attached' },
    { element: 'Deference', direction: 1, text: 'Young people should listen to the advice of their elders' },
    { element: 'Deference', direction: 1, text: 'Addressing a teacher by their first name feels disrespectful to me' },
    { element: 'Deference', direction: -1, text: 'Age and rank do not entitle anyone to my respect' },
    { element: 'Fairness', direction: 1, text: 'When a group wins a prize, it should be split equally among everyone' },
    { element: 'Fairness', direction: 1, text: 'A referee who favours the home team is doing something morally wrong' },
    { element: 'Fairness', direction: -1, text: 'Insisting on an exactly equal split is usually more trouble than it is worth' },
    { element: 'Property', direction: 1, text: 'Taking something that belongs to someone else is wrong even if they never notice' },
    { element: 'Property', direction: 1, text: 'Whoever claims a parking space first has the right to it' },
    { element: 'Property', direction: -1, text: 'Borrowing a neighbour\'s tools without asking is fine if you bring them back' },
  ],
};
