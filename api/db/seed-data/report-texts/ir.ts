// Detailed International Relations texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const irTexts: ReportTexts = reportTextsFrom({
  'Liberal vs Realist': {
    help: 'whether you see world politics as a place for cooperation, law and shared institutions (liberal) or as a contest of power and national interest (realist)',
    high: 'you believe trade, international law and shared institutions can make the world more peaceful',
    low: 'you believe states act on power and self-interest and that strength keeps the peace',
  },
});
