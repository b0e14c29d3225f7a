// Detailed Climate texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const climateTexts: ReportTexts = reportTextsFrom({
  'Pessimism': {
    help: 'how bleak you expect the effects of climate change to be',
    high: 'you expect climate change to have severe, perhaps catastrophic effects',
    low: 'you expect the effects of climate change to be manageable or overstated',
  },
  'Urgency': {
    help: 'how urgently you think climate change must be addressed',
    high: 'you think climate action cannot wait and must come before other priorities',
    low: 'you think climate action can be phased in gradually alongside other priorities',
  },
  'Appropriate Response': {
    help: 'how far-reaching you think the response to climate change should be',
    high: 'you support sweeping changes to the economy and daily life to cut emissions',
    low: 'you prefer modest, market-friendly measures and adaptation',
  },
  'Personal Commitment': {
    help: 'how much you are willing to change your own life for the climate',
    high: 'you are ready to change how you live, travel and eat for the climate',
    low: 'you prefer not to change your own habits for the climate',
  },
  'Financial Burden': {
    help: 'how willing you are for your country and you to bear the costs of climate policy',
    high: 'you accept higher costs and taxes to pay for climate policy',
    low: 'you think the costs of climate policy are too high for people to bear',
  },
});
