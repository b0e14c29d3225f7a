// Detailed Equalitarianism texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const equalitarianismTexts: ReportTexts = reportTextsFrom({
  'High vs Low': {
    help: 'how strongly you hold that human groups are equal in abilities and potential, and that differences come from the environment',
    high: 'you believe groups of people are essentially equal in potential and that gaps come from circumstances',
    low: 'you accept that groups may differ in some abilities for reasons beyond circumstance',
  },
});
