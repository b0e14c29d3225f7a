// The Sexuality quiz: 5 elements, 15 statements, both keying directions for every element.
// Written for this project.
import type { QuizContent } from './quiz-content.ts';

export const sexualityQuiz: QuizContent = {
  report: 'sexuality',
  slug: 'sexuality',
  title: 'Sexuality',
  description:
    'Your attitudes to sex and relationships: sexual freedom, nature and nurture, power, commitment and gender. Rate each statement from Strongly Agree to Strongly Disagree. About 2 minutes.',
  items: [
    { element: 'Sexual Licence', direction: 1, text: 'Casual sex between consenting adults is nobody else\'s business' },
    { element: 'Sexual Licence', direction: 1, text: 'Trying many partners before settling down is healthy' },
    { element: 'Sexual Licence', direction: -1, text: 'Sex without commitment leaves people empty' },
    { element: 'Innate Sexuality', direction: 1, text: 'People are born with their sexual orientation' },
    { element: 'Innate Sexuality', direction: 1, text: 'No amount of persuasion can change who someone is attracted to' },
    { element: 'Innate Sexuality', direction: -1, text: 'Culture shapes who people find attractive more than biology does' },
    { element: 'Sex and Power', direction: 1, text: 'Sexual norms mostly serve the interests of the powerful' },
    { element: 'Sex and Power', direction: 1, text: 'Relationships with a big power gap, like boss and employee, are rarely truly consensual' },
    { element: 'Sex and Power', direction: -1, text: 'Talk of power ruins an ordinary understanding of romance' },
    { element: 'Relationship', direction: 1, text: 'Marriage is meant to be for life' },
    { element: 'Relationship', direction: 1, text: 'Faithfulness is the foundation of any relationship' },
    { element: 'Relationship', direction: -1, text: 'Open relationships can be just as healthy as exclusive ones' },
    { element: 'Sex and Gender', direction: 1, text: 'Men and women want fundamentally different things from sex' },
    { element: 'Sex and Gender', direction: 1, text: 'Men are naturally more interested in casual sex than women' },
    { element: 'Sex and Gender', direction: -1, text: 'Differences in sexual behaviour between men and women are mostly learned' },
  ],
};
