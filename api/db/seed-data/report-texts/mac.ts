// Detailed Morality as Cooperation texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const macTexts: ReportTexts = reportTextsFrom({
  'Family': {
    help: 'how strongly you feel a moral duty to look after your relatives',
    high: 'you see caring for your relatives as one of the first duties a person has',
    low: 'you treat family ties as one bond among many rather than a special moral duty',
  },
  'Group': {
    help: 'how much weight you give to loyalty towards the groups you belong to',
    high: 'standing by your team, town or community feels like a moral obligation',
    low: 'you judge people as individuals and feel little duty to side with your own group',
  },
  'Reciprocity': {
    help: 'how much you value returning favours and keeping the give-and-take of relationships balanced',
    high: 'you feel strongly that favours must be returned and debts repaid',
    low: 'you give and help without keeping track of who owes whom',
  },
  'Heroism': {
    help: 'how much you admire courage, strength and taking risks for others',
    high: 'bravery and standing up under pressure are among the virtues you admire most',
    low: 'you are wary of glorifying bravery and prefer caution and modesty',
  },
  'Deference': {
    help: 'how much you value respect for elders, experience and rightful authority',
    high: 'showing respect to elders and people in charge is part of being a good person',
    low: 'you think respect has to be earned and titles or age count for little',
  },
  'Fairness': {
    help: 'how much you care about dividing things equally and settling disputes impartially',
    high: 'splitting things evenly and judging disputes without favouritism feel morally essential',
    low: 'you are comfortable with unequal shares when other reasons outweigh an even split',
  },
  'Property': {
    help: 'how much you value respecting what belongs to others, and what was there first',
    high: 'respecting ownership and first possession feels like a basic moral rule',
    low: 'you see ownership as a practical arrangement that can bend when needs are greater',
  },
});
