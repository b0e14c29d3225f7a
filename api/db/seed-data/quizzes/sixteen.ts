// The Sixteen Types quiz: 4 elements, 12 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const sixteenQuiz: QuizContent = {
  report: 'sixteen',
  slug: 'sixteen',
  title: 'Sixteen Types',
  description:
    'Four preferences that together make one of sixteen types: where you get your energy, how you take in information, how you decide and how you organise your life. Rate each statement from Strongly Agree to Strongly Disagree. About 2 minutes.',
  items: [
    { element: 'Extravert/Introvert', direction: 1, text: 'I need time alone after a busy social day' },
    { element: 'Extravert/Introvert', direction: 1, text: 'I prefer to think things through before I speak' },
    { element: 'Extravert/Introvert', direction: -1, text: 'I get restless when I spend too long on my own' },
    { element: 'Sensing/Intuition', direction: 1, text: 'I am more interested in what could be than in what is' },
    { element: 'Sensing/Intuition', direction: 1, text: 'I often read between the lines of what people say' },
    { element: 'Sensing/Intuition', direction: -1, text: 'I trust experience more than theories' },
    { element: 'Thinking/Feeling', direction: 1, text: 'When I decide, how people will feel matters more than what is most efficient' },
    { element: 'Thinking/Feeling', direction: 1, text: 'I would rather be kind than be right' },
    { element: 'Thinking/Feeling', direction: -1, text: 'Decisions should be made on logic, not emotion' },
    { element: 'Judging/Perceiving', direction: 1, text: 'I like to keep my plans open until the last moment' },
    { element: 'Judging/Perceiving', direction: 1, text: 'Deadlines are more like suggestions to me' },
    { element: 'Judging/Perceiving', direction: -1, text: 'I feel uneasy until a decision is made' },
  ],
};
