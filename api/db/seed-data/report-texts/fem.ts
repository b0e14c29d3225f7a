// Detailed Feminism texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const femTexts: ReportTexts = reportTextsFrom({
  'Inequality': {
    help: 'how much you believe women still face unfair disadvantages compared with men',
    high: 'you believe women still face substantial unfair disadvantages',
    low: 'you believe equality between the sexes has largely been achieved',
  },
  'Society': {
    help: 'how far you see society as structured to favour men',
    high: 'you see many social structures as built around men\'s interests',
    low: 'you think society does not systematically favour either sex',
  },
  'Gender Roles': {
    help: 'how much you reject traditional roles for women and men at home and at work',
    high: 'you think men and women should share all roles at home and at work',
    low: 'you see value in traditional roles for women and men',
  },
  'Sexual Culture': {
    help: 'how critical you are of the way sex and women\'s bodies are portrayed and treated in culture',
    high: 'you are critical of how culture sexualises and objectifies women',
    low: 'you think concerns about objectification are exaggerated',
  },
  'Men': {
    help: 'how you see men\'s role in and relationship to feminism',
    high: 'you think men must actively change and support feminist goals',
    low: 'you think feminism often overlooks or blames men unfairly',
  },
});
