// Detailed Trans texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const transTexts: ReportTexts = reportTextsFrom({
  'Trans Inclusive vs Gender Critical': {
    help: 'where you stand between a trans-inclusive view (gender identity comes first) and a gender-critical view (biological sex comes first)',
    high: 'you believe a person\'s gender identity should be recognised in law and daily life',
    low: 'you believe biological sex should take precedence in law and in single-sex spaces',
  },
});
