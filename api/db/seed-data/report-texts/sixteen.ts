// Detailed Sixteen Types texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const sixteenTexts: ReportTexts = reportTextsFrom({
  'Extravert/Introvert': {
    help: 'whether you draw energy from the outer world of people and activity (extravert, low scores) or from your inner world of thoughts and quiet (introvert, high scores)',
    high: 'you recharge in quiet and think before you speak',
    low: 'you recharge among people and think out loud',
  },
  'Sensing/Intuition': {
    help: 'whether you focus on concrete facts and experience (sensing, low scores) or on patterns, possibilities and ideas (intuition, high scores)',
    high: 'you look for patterns, meanings and what could be',
    low: 'you trust concrete facts, details and what has worked before',
  },
  'Thinking/Feeling': {
    help: 'whether you decide mainly by logic and consistency (thinking, low scores) or by values and the people affected (feeling, high scores)',
    high: 'you weigh values and people\'s feelings when you decide',
    low: 'you weigh logic, consistency and objective criteria when you decide',
  },
  'Judging/Perceiving': {
    help: 'whether you prefer a planned, settled life (judging, low scores) or a flexible, open one (perceiving, high scores)',
    high: 'you like to keep options open and adapt as you go',
    low: 'you like plans, schedules and things settled',
  },
});
