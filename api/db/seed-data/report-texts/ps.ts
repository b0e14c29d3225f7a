// Detailed Political Spectrum texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const psTexts: ReportTexts = reportTextsFrom({
  'Left/Right': {
    help: 'your economic position, from the left (low scores: redistribution, public ownership, regulation) to the right (high scores: free markets, low taxes, private enterprise)',
    high: 'you favour free markets, low taxes and private enterprise',
    low: 'you favour redistribution, public services and regulation of markets',
  },
  'Libertarian/Authoritarian': {
    help: 'your social position, from libertarian (low scores: personal freedom, limited state power) to authoritarian (high scores: order, tradition, strong state power)',
    high: 'you favour order, tradition and a strong state that enforces rules',
    low: 'you favour personal freedom and a state that stays out of private life',
  },
});
