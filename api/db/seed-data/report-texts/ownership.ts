// Detailed Ownership texts for every element and level band. Written for this project.
import type { ReportTexts } from '../quizzes/quiz-content.ts';
import { reportTextsFrom } from './element-band-texts.ts';

export const ownershipTexts: ReportTexts = reportTextsFrom({
  'Institutional Faith': {
    help: 'how much you trust banks, governments and companies to look after what people own',
    high: 'you trust banks, governments and companies to protect what people own',
    low: 'you distrust institutions to look after people\'s property and savings',
  },
  'Need for Ownership': {
    help: 'how important it is to you to own things rather than rent or share them',
    high: 'owning your home and things gives you a sense of security you value highly',
    low: 'you are happy to rent, borrow or share rather than own',
  },
  'Equality/Fairness in Ownership': {
    help: 'how much you want wealth and ownership to be spread fairly',
    high: 'you think ownership and wealth should be spread much more evenly',
    low: 'you accept large differences in ownership as the result of effort and luck',
  },
  'Community Ownership': {
    help: 'how much you favour things being owned together by communities, cooperatives or the public',
    high: 'you favour cooperatives, commons and community-owned services',
    low: 'you prefer things to be owned privately by individuals and companies',
  },
  'Revolutionary Tendency': {
    help: 'how ready you are for radical change to who owns what',
    high: 'you would welcome a radical overhaul of who owns what',
    low: 'you prefer gradual change within the current system of ownership',
  },
  'Web3 Optimism': {
    help: 'how hopeful you are that blockchains, cryptocurrencies and digital ownership will change things for the better',
    high: 'you expect blockchains and digital ownership to give power back to ordinary people',
    low: 'you see cryptocurrencies and Web3 mostly as hype or speculation',
  },
});
