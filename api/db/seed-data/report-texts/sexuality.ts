// Detailed Sexuality texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const sexualityTexts: ReportTexts = reportTextsFrom({
  'Sexual Licence': {
    help: 'how permissive you are about casual sex and sexual freedom',
    high: 'you think adults should be free to enjoy sex without commitment or judgement',
    low: 'you think sex belongs within committed relationships and is best kept private',
  },
  'Innate Sexuality': {
    help: 'how far you think sexual orientation and desire are inborn rather than shaped by culture and choice',
    high: 'you see sexual orientation as something people are born with',
    low: 'you see sexuality as shaped by upbringing, culture and choice',
  },
  'Sex and Power': {
    help: 'how much you see sex and sexual norms as bound up with power between people',
    high: 'you see sexual norms as tied to power and often to exploitation',
    low: 'you see sex as mostly a private matter between equals, not a question of power',
  },
  'Relationship': {
    help: 'how much you value commitment, exclusivity and marriage in relationships',
    high: 'you value lifelong commitment and exclusivity highly',
    low: 'you think relationships can take many forms and need not be exclusive or lifelong',
  },
  'Sex and Gender': {
    help: 'how far you think men and women differ in what they want from sex and relationships',
    high: 'you believe men and women differ deeply in their sexual desires and roles',
    low: 'you believe the differences between men and women in sex and love are small or learned',
  },
});
