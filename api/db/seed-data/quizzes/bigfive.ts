// The Big Five quiz: 5 elements, 15 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const bigfiveQuiz: QuizContent = {
  report: 'bigfive',
  slug: 'big-five-ocean',
  title: 'Big Five',
  description:
    'The five broad traits of personality: openness, conscientiousness, extraversion, agreeableness and neuroticism. Rate each statement from Strongly Agree to Strongly Disagree. About 2 minutes.',
  items: [
    { element: 'Openness', direction: 1, text: 'I like reading about topics I know nothing about' },
    { element: 'Openness', direction: 1, text: 'Visiting a museum of strange inventions sounds like a perfect afternoon' },
    { element: 'Openness', direction: -1, text: 'I see little point in poetry' },
    { element: 'Conscientiousness', direction: 1, text: 'I make a list before I go shopping' },
    { element: 'Conscientiousness', direction: 1, text: 'People can rely on me to be on time' },
    { element: 'Conscientiousness', direction: -1, text: 'My desk is usually a mess' },
    { element: 'Extraversion', direction: 1, text: 'I feel comfortable being the centre of attention' },
    { element: 'Extraversion', direction: 1, text: 'I would rather spend my evening with friends than alone' },
    { element: 'Extraversion', direction: -1, text: 'I keep in the background at gatherings' },
    { element: 'Agreeableness', direction: 1, text: 'I assume most people mean well' },
    { element: 'Agreeableness', direction: 1, text: 'I sympathise easily with other people\'s troubles' },
    { element: 'Agreeableness', direction: -1, text: 'I can be cold towards people who annoy me' },
    { element: 'Neuroticism', direction: 1, text: 'I get stressed out easily' },
    { element: 'Neuroticism', direction: 1, text: 'My mood changes a lot during the day' },
    { element: 'Neuroticism', direction: -1, text: 'I rarely feel anxious' },
  ],
};
