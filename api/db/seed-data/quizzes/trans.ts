// The Trans quiz: 1 element, 6 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const transQuiz: QuizContent = {
  report: 'trans',
  slug: 'trans',
  title: 'Trans',
  description:
    'Your views on gender identity and the place of trans people in society. Rate each statement from Strongly Agree to Strongly Disagree. About 1 minute.',
  items: [
    { element: 'Trans Inclusive vs Gender Critical', direction: 1, text: 'Trans women are women' },
    { element: 'Trans Inclusive vs Gender Critical', direction: 1, text: 'People should be able to change the sex on their legal documents' },
    { element: 'Trans Inclusive vs Gender Critical', direction: 1, text: 'Trans people should be able to use the toilets that match their gender identity' },
    { element: 'Trans Inclusive vs Gender Critical', direction: -1, text: 'Biological sex cannot be changed' },
    { element: 'Trans Inclusive vs Gender Critical', direction: -1, text: 'Women\'s sports should be limited to people born female' },
    { element: 'Trans Inclusive vs Gender Critical', direction: -1, text: 'Children are too young to decide they are transgender' },
  ],
};
