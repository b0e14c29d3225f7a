// The Feminism quiz: 5 elements, 15 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const femQuiz: QuizContent = {
  report: 'fem',
  slug: 'fem',
  title: 'Feminism',
  description:
    'Your views on women and men in society: inequality, social structures, roles, sexual culture and men\'s place in feminism. Rate each statement from Strongly Agree to Strongly Disagree. About 2 minutes.',
  items: [
    { element: 'Inequality', direction: 1, text: 'Women are still paid less than men for the same work' },
    { element: 'Inequality', direction: 1, text: 'Women have to work harder than men to be taken seriously at work' },
    { element: 'Inequality', direction: -1, text: 'In my country women and men now have equal opportunities' },
    { element: 'Society', direction: 1, text: 'Society is still organised around the needs of men' },
    { element: 'Society', direction: 1, text: 'Most positions of power are held by men because the system favours them' },
    { element: 'Society', direction: -1, text: 'The idea that society is designed to favour men is outdated' },
    { element: 'Gender Roles', direction: 1, text: 'Fathers should do just as much childcare as mothers' },
    { element: 'Gender Roles', direction: 1, text: 'There are no jobs that are more suited to one sex than the other' },
    { element: 'Gender Roles', direction: -1, text: 'Children do best when their mother stays at home while they are young' },
    { element: 'Sexual Culture', direction: 1, text: 'Advertising treats women\'s bodies as objects' },
    { element: 'Sexual Culture', direction: 1, text: 'Pornography harms how men see women' },
    { element: 'Sexual Culture', direction: -1, text: 'Worries about sexualised images in the media are overblown' },
    { element: 'Men', direction: 1, text: 'Men have a responsibility to call out sexism among other men' },
    { element: 'Men', direction: 1, text: 'Feminism benefits men as well as women' },
    { element: 'Men', direction: -1, text: 'Feminism has gone too far in blaming men' },
  ],
};
