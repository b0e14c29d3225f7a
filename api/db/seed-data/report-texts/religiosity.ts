// Detailed Religiosity texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const religiosityTexts: ReportTexts = reportTextsFrom({
  'Belief': {
    help: 'how firmly you hold religious or spiritual beliefs',
    high: 'you hold firm beliefs about God or a higher reality',
    low: 'you hold few or no beliefs about God or a higher reality',
  },
  'Practice': {
    help: 'how often you take part in religious or spiritual practices such as prayer, worship or meditation',
    high: 'religious or spiritual practice is a regular part of your life',
    low: 'religious or spiritual practice plays little or no part in your routine',
  },
  'Experience': {
    help: 'how often you feel the presence of something sacred or transcendent',
    high: 'you have felt the presence of something sacred or beyond yourself',
    low: 'you rarely or never have experiences you would call spiritual',
  },
  'Knowledge': {
    help: 'how well you know the teachings, texts and history of a religious tradition',
    high: 'you know the teachings and texts of a tradition well',
    low: 'you know little about the teachings and texts of any tradition',
  },
  'Community': {
    help: 'how much a religious community is part of your social life',
    high: 'a religious community is an important part of your social life',
    low: 'your social life has little to do with any religious community',
  },
  'Moral Authority': {
    help: 'how far religious teachings guide your moral decisions',
    high: 'religious teaching is a main guide for telling right from wrong',
    low: 'you work out right and wrong without reference to religious teaching',
  },
});
