// The Climate quiz: 5 elements, 15 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const climateQuiz: QuizContent = {
  report: 'climate',
  slug: 'climate',
  title: 'Climate',
  description:
    'Your views on climate change: how bad it is, how urgent, what should be done, what you will do yourself and who should pay. Rate each statement from Strongly Agree to Strongly Disagree. About 2 minutes.',
  items: [
    { element: 'Pessimism', direction: 1, text: 'Climate change will make large parts of the world uninhabitable' },
    { element: 'Pessimism', direction: 1, text: 'It is already too late to avoid serious damage from climate change' },
    { element: 'Pessimism', direction: -1, text: 'Warnings about climate change are exaggerated' },
    { element: 'Urgency', direction: 1, text: 'Climate change is the most urgent problem humanity faces' },
    { element: 'Urgency', direction: 1, text: 'We must cut emissions drastically within the next ten years' },
    { element: 'Urgency', direction: -1, text: 'There are more pressing problems than climate change right now' },
    { element: 'Appropriate Response', direction: 1, text: 'Flights should be heavily taxed to cut emissions' },
    { element: 'Appropriate Response', direction: 1, text: 'New petrol and diesel cars should be banned soon' },
    { element: 'Appropriate Response', direction: -1, text: 'Adapting to a warmer climate makes more sense than trying to stop it' },
    { element: 'Personal Commitment', direction: 1, text: 'I have cut down on flying for the sake of the climate' },
    { element: 'Personal Commitment', direction: 1, text: 'I would pay more for products with a lower carbon footprint' },
    { element: 'Personal Commitment', direction: -1, text: 'My own choices make no difference to the climate, so I do not change them' },
    { element: 'Financial Burden', direction: 1, text: 'I would accept higher energy bills to pay for clean energy' },
    { element: 'Financial Burden', direction: 1, text: 'Rich countries should pay poorer ones to cope with climate change' },
    { element: 'Financial Burden', direction: -1, text: 'Climate policies are making life too expensive for ordinary people' },
  ],
};
