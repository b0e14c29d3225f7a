// Demographic answers as reports group and name them (docs/product.md#report-groups): birth years
// become generations, education levels school/college/university, numbers of children
// none/1..5/6+; other answers stand for themselves. Votes and rollups keep the raw answers.
import type { DemographicField } from './demographics.ts';

export const QUESTION_LABELS: Record<DemographicField, string> = {
  gender: 'Gender',
  birthYear: 'Generation',
  nationality: 'Nationality',
  education: 'Education',
  maritalStatus: 'Marital status',
  householdIncome: 'Household income',
  sexualOrientation: 'Sexual orientation',
  religion: 'Religion',
  politicalSpectrum: 'Political spectrum',
  numChildren: 'Children',
};

/** Each group: its key (the answer value reports use), its short label, and how a sentence names its people. */
type GroupNames = { key: string; label: string; people: string };

const FIXED_GROUPS: Partial<Record<DemographicField, GroupNames[]>> = {
  gender: [
    { key: 'male', label: 'Male', people: 'Men' },
    { key: 'female', label: 'Female', people: 'Women' },
    { key: 'non-binary', label: 'Non-binary', people: 'Non-binary people' },
  ],
  birthYear: [
    { key: 'silent', label: 'Silent', people: 'The Silent Generation' },
    { key: 'boomer', label: 'Boomer', people: 'Boomers' },
    { key: 'x', label: 'Gen X', people: 'Generation X' },
    { key: 'y', label: 'Gen Y', people: 'Millennials' },
    { key: 'z', label: 'Gen Z', people: 'Generation Z' },
  ],
  education: [
    { key: 'school', label: 'School', people: 'People with a school education' },
    { key: 'college', label: 'College', people: 'People with a college education' },
    { key: 'university', label: 'University', people: 'People with a university degree' },
  ],
  maritalStatus: [
    { key: 'single', label: 'Single', people: 'Single people' },
    { key: 'relationship', label: 'Relationship', people: 'People in a relationship' },
    { key: 'open-relationship', label: 'Open relationship', people: 'People in an open relationship' },
    { key: 'married', label: 'Married', people: 'Married people' },
    { key: 'civil-union', label: 'Civil union', people: 'People in a civil union' },
    { key: 'divorced', label: 'Divorced', people: 'Divorced people' },
    { key: 'widowed', label: 'Widowed', people: 'Widowed people' },
  ],
  householdIncome: [
    { key: '10', label: 'Under $20k', people: 'People with a household income under $20k' },
    { key: '20', label: '$20-35k', people: 'People with a household income of $20-35k' },
    { key: '35', label: '$35-50k', people: 'People with a household income of $35-50k' },
    { key: '50', label: '$50-75k', people: 'People with a household income of $50-75k' },
    { key: '75', label: '$75-100k', people: 'People with a household income of $75-100k' },
    { key: '100', label: 'Over $100k', people: 'People with a household income over $100k' },
    { key: '200', label: 'Over $200k', people: 'People with a household income over $200k' },
  ],
  sexualOrientation: [
    { key: 'asexual', label: 'Asexual', people: 'Asexual people' },
    { key: 'bisexual', label: 'Bisexual', people: 'Bisexual people' },
    { key: 'heterosexual', label: 'Heterosexual', people: 'Heterosexual people' },
    { key: 'homosexual', label: 'Homosexual', people: 'Homosexual people' },
    { key: 'pansexual', label: 'Pansexual', people: 'Pansexual people' },
  ],
  religion: [
    { key: 'none', label: 'None', people: 'People with no religion' },
    { key: 'agnostic', label: 'Agnostic', people: 'Agnostics' },
    { key: 'atheist', label: 'Atheist', people: 'Atheists' },
    { key: 'buddhist', label: 'Buddhist', people: 'Buddhists' },
    { key: 'catholic', label: 'Catholic', people: 'Catholics' },
    { key: 'christian', label: 'Christian', people: 'Christians' },
    { key: 'confucian', label: 'Confucian', people: 'Confucians' },
    { key: 'evangelical', label: 'Evangelical', people: 'Evangelicals' },
    { key: 'falun', label: 'Falun Gong', people: 'Falun Gong practitioners' },
    { key: 'hindu', label: 'Hindu', people: 'Hindus' },
    { key: 'jewish', label: 'Jewish', people: 'Jewish people' },
    { key: 'mormon', label: 'Mormon', people: 'Mormons' },
    { key: 'protestant', label: 'Protestant', people: 'Protestants' },
    { key: 'shia', label: 'Shia', people: 'Shia Muslims' },
    { key: 'shinto', label: 'Shinto', people: 'Shinto followers' },
    { key: 'sikh', label: 'Sikh', people: 'Sikhs' },
    { key: 'sunni', label: 'Sunni', people: 'Sunni Muslims' },
    { key: 'taoist', label: 'Taoist', people: 'Taoists' },
  ],
  politicalSpectrum: [
    { key: '1', label: 'Left', people: 'People on the left' },
    { key: '25', label: 'Moderate Left', people: 'People on the moderate left' },
    { key: '50', label: 'Center', people: 'Centrists' },
    { key: '75', label: 'Moderate Right', people: 'People on the moderate right' },
    { key: '100', label: 'Right', people: 'People on the right' },
  ],
  numChildren: [
    { key: 'none', label: 'None', people: 'People without children' },
    { key: '1', label: '1', people: 'People with 1 child' },
    { key: '2', label: '2', people: 'People with 2 children' },
    { key: '3', label: '3', people: 'People with 3 children' },
    { key: '4', label: '4', people: 'People with 4 children' },
    { key: '5', label: '5', people: 'People with 5 children' },
    { key: '6+', label: '6+', people: 'People with 6 or more children' },
  ],
};

/** The group a raw stored answer falls in; null when the answer is not one of the known set. */
export function groupKeyOf(field: DemographicField, rawAnswer: string): string | null {
  switch (field) {
    case 'birthYear': {
      const year = Number(rawAnswer);
      if (!Number.isInteger(year)) return null;
      if (year <= 1945) return 'silent';
      if (year <= 1964) return 'boomer';
      if (year <= 1980) return 'x';
      if (year <= 1996) return 'y';
      return 'z';
    }
    case 'education': {
      const level = Number(rawAnswer);
      if (level >= 10 && level <= 30) return 'school';
      if (level >= 40 && level <= 50) return 'college';
      if (level >= 60 && level <= 70) return 'university';
      return null;
    }
    case 'numChildren': {
      const children = Number(rawAnswer);
      if (children === -1) return 'none';
      if (Number.isInteger(children) && children >= 1 && children <= 5) return String(children);
      if (Number.isInteger(children) && children >= 6) return '6+';
      return null;
    }
    case 'nationality':
      return /^[a-z]{2}$/.test(rawAnswer) ? rawAnswer : null;
    default:
      return FIXED_GROUPS[field]?.some((group) => group.key === rawAnswer) ? rawAnswer : null;
  }
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Nationality labels come from Intl.DisplayNames, with gb "UK" and us "USA" (docs/decisions.md#personal-details). */
function countryName(code: string): string {
  if (code === 'gb') return 'UK';
  if (code === 'us') return 'USA';
  try {
    return regionNames.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

export function groupNames(field: DemographicField, key: string): GroupNames {
  if (field === 'nationality') {
    const name = countryName(key);
    return { key, label: name, people: `People from ${key === 'gb' || key === 'us' ? 'the ' : ''}${name}` };
  }
  return FIXED_GROUPS[field]?.find((group) => group.key === key) ?? { key, label: key, people: key };
}

/** Where a group sorts within its question: the answer set's order; nationalities by name. */
export function groupOrder(field: DemographicField, key: string): number {
  const index = FIXED_GROUPS[field]?.findIndex((group) => group.key === key) ?? -1;
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}
