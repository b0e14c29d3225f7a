// Detailed Gender texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const genderTexts: ReportTexts = reportTextsFrom({
  'Gender vs Sex': {
    help: 'how far you see gender as distinct from biological sex (high) rather than the same thing (low)',
    high: 'you see gender as a social identity that can differ from biological sex',
    low: 'you see gender and biological sex as one and the same',
  },
  'Gender Essentialism': {
    help: 'how far you believe differences between men and women are natural and fixed',
    high: 'you believe many differences between men and women are natural and lasting',
    low: 'you believe most differences between men and women come from upbringing and culture',
  },
  'Gender Roles': {
    help: 'how much you favour traditional roles for men and women',
    high: 'you favour traditional roles for men and women in family and work',
    low: 'you think roles should not depend on whether someone is a man or a woman',
  },
  'Transgender Attitudes': {
    help: 'how accepting you are of transgender people and transition',
    high: 'you are accepting of transgender people and their transitions',
    low: 'you are sceptical of gender transition and its place in society',
  },
});
