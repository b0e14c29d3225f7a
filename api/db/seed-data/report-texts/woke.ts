// Detailed Woke texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const wokeTexts: ReportTexts = reportTextsFrom({
  'Systemic Injustice': {
    help: 'how far you see unfair outcomes as built into the way society is organised',
    high: 'you see many unequal outcomes as the product of systems, not just individual choices',
    low: 'you explain most unequal outcomes by individual choices, effort and circumstance',
  },
  'Identity Salience': {
    help: 'how central group identities such as race, sex and sexuality are to how you see people and yourself',
    high: 'group identities shape experience so much that they should be front of mind',
    low: 'you prefer to see people as individuals first and group members a distant second',
  },
  'Language Policing': {
    help: 'how strongly you feel that words and expressions should be changed to avoid harm',
    high: 'you think careful, inclusive language matters and hurtful terms should be dropped',
    low: 'you think policing words does more harm than good and people should not be easily offended',
  },
  'Privilege Awareness': {
    help: 'how much you think unearned advantages shape people\'s lives and should be acknowledged',
    high: 'you believe many people enjoy advantages they did not earn and should recognise them',
    low: 'you believe talk of privilege overlooks individual struggle and effort',
  },
  'Institutional Distrust': {
    help: 'how far you distrust mainstream institutions such as police, courts, media and universities to treat everyone fairly',
    high: 'you doubt that mainstream institutions treat all groups fairly',
    low: 'you broadly trust mainstream institutions to act fairly',
  },
  'Activism': {
    help: 'how willing you are to act, speak out and campaign for social justice',
    high: 'you think speaking out and campaigning for justice is something everyone should do',
    low: 'you prefer to keep politics out of daily life and leave campaigning to others',
  },
});
