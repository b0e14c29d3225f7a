// The Woke quiz: 6 elements, 18 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const wokeQuiz: QuizContent = {
  report: 'woke',
  slug: 'woke',
  title: 'Woke',
  description:
    'How you see social justice: systemic injustice, identity, language, privilege, trust in institutions and activism. Rate each statement from Strongly Agree to Strongly Disagree. About 3 minutes.',
  items: [
    { element: 'Systemic Injustice', direction: 1, text: 'Unequal outcomes between groups are mostly caused by how society is set up' },
    { element: 'Systemic Injustice', direction: 1, text: 'Laws that look neutral can still be unfair to some groups' },
    { element: 'Systemic Injustice', direction: -1, text: 'Most differences in success come down to the choices people make' },
    { element: 'Identity Salience', direction: 1, text: 'You cannot understand a person without understanding their group identity' },
    { element: 'Identity Salience', direction: 1, text: 'My own identity groups shape how I see the world' },
    { element: 'Identity Salience', direction: -1, text: 'Focusing on race or sex divides people more than it helps' },
    { element: 'Language Policing', direction: 1, text: 'Some everyday words should be retired because they hurt people' },
    { element: 'Language Policing', direction: 1, text: 'Using someone\'s chosen terms for their identity is basic respect' },
    { element: 'Language Policing', direction: -1, text: 'People are far too quick to take offence at words these days' },
    { element: 'Privilege Awareness', direction: 1, text: 'Some people get ahead because of advantages they were simply born with' },
    { element: 'Privilege Awareness', direction: 1, text: 'People should reflect on the advantages their background gave them' },
    { element: 'Privilege Awareness', direction: -1, text: 'Talking about privilege mostly makes people feel guilty for no reason' },
    { element: 'Institutional Distrust', direction: 1, text: 'The police do not treat all communities equally' },
    { element: 'Institutional Distrust', direction: 1, text: 'Major institutions mainly protect the people who already hold power' },
    { element: 'Institutional Distrust', direction: -1, text: 'Our courts generally treat everyone fairly' },
    { element: 'Activism', direction: 1, text: 'Staying silent about injustice is taking the side of the oppressor' },
    { element: 'Activism', direction: 1, text: 'Companies should take public stands on social issues' },
    { element: 'Activism', direction: -1, text: 'I would rather keep political causes out of my workplace' },
  ],
};
