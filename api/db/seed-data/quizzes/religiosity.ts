// The Religiosity quiz: 6 elements, 18 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const religiosityQuiz: QuizContent = {
  report: 'religiosity',
  slug: 'religiosity',
  title: 'Religiosity',
  description:
    'The place of religion or spirituality in your life: belief, practice, experience, knowledge, community and moral authority. Rate each statement from Strongly Agree to Strongly Disagree. About 3 minutes.',
  items: [
    { element: 'Belief', direction: 1, text: 'I am certain that God or a higher power exists' },
    { element: 'Belief', direction: 1, text: 'There is life after death' },
    { element: 'Belief', direction: -1, text: 'The universe needs no creator to explain it' },
    { element: 'Practice', direction: 1, text: 'I pray or meditate most days' },
    { element: 'Practice', direction: 1, text: 'I attend a religious service at least once a month' },
    { element: 'Practice', direction: -1, text: 'Religious rituals play no part in my week' },
    { element: 'Experience', direction: 1, text: 'I have felt the presence of something divine' },
    { element: 'Experience', direction: 1, text: 'There are moments when I feel deeply connected to something beyond this world' },
    { element: 'Experience', direction: -1, text: 'I have never had an experience I would call spiritual' },
    { element: 'Knowledge', direction: 1, text: 'I could explain the main teachings of my faith tradition in detail' },
    { element: 'Knowledge', direction: 1, text: 'I have read a holy book from cover to cover' },
    { element: 'Knowledge', direction: -1, text: 'I know very little about what any religion actually teaches' },
    { element: 'Community', direction: 1, text: 'Many of my close friends share my faith' },
    { element: 'Community', direction: 1, text: 'My religious community would help me if I were in trouble' },
    { element: 'Community', direction: -1, text: 'I do not belong to any religious group' },
    { element: 'Moral Authority', direction: 1, text: 'When I face a hard moral choice, I turn to my faith for guidance' },
    { element: 'Moral Authority', direction: 1, text: 'Religious teachings are the best foundation for morality' },
    { element: 'Moral Authority', direction: -1, text: 'People can be good without religion just as well as with it' },
  ],
};
