// Detailed Big Five texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const bigfiveTexts: ReportTexts = reportTextsFrom({
  'Openness': {
    help: 'how curious you are about ideas, art and new experiences',
    high: 'you seek out new ideas, places and experiences and enjoy imagining how things could be',
    low: 'you prefer the familiar and practical to the novel and abstract',
  },
  'Conscientiousness': {
    help: 'how organised, careful and dependable you are',
    high: 'you plan ahead, keep your promises and finish what you start',
    low: 'you are spontaneous and flexible and do not mind a little disorder',
  },
  'Extraversion': {
    help: 'how much you draw energy from people, activity and attention',
    high: 'company, conversation and lively settings energise you',
    low: 'you recharge in quiet and prefer small groups or time alone',
  },
  'Agreeableness': {
    help: 'how warm, trusting and cooperative you are with others',
    high: 'you are warm and trusting and you go out of your way to keep the peace',
    low: 'you are frank and sceptical and do not mind friction when something needs saying',
  },
  'Neuroticism': {
    help: 'how strongly you feel worry, stress and changing moods',
    high: 'you feel worry and stress keenly and your moods can swing',
    low: 'you stay even-tempered and recover quickly from stress',
  },
});
