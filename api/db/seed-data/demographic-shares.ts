// How the demo community's demographic answers are distributed. Rough, plausible shares for an
// English-language opinion site; values are exactly the answer sets of docs/product.md#answer-sets.

export type Religion =
  | 'none' | 'agnostic' | 'atheist' | 'buddhist' | 'catholic' | 'christian' | 'confucian' | 'evangelical' | 'falun'
  | 'hindu' | 'jewish' | 'mormon' | 'protestant' | 'shia' | 'shinto' | 'sikh' | 'sunni' | 'taoist';

export type MaritalStatus = 'single' | 'relationship' | 'open-relationship' | 'married' | 'civil-union' | 'divorced' | 'widowed';

export type Shares<T> = Array<readonly [T, number]>;

/** Age bands of the members (inclusive years, share). */
export const ageBandShares: Shares<readonly [number, number]> = [
  [[18, 24], 20],
  [[25, 34], 28],
  [[35, 44], 20],
  [[45, 54], 14],
  [[55, 64], 10],
  [[65, 74], 6],
  [[75, 91], 2],
];

const religionProfiles = {
  american: [['christian', 20], ['catholic', 17], ['protestant', 10], ['evangelical', 11], ['mormon', 2], ['jewish', 2], ['none', 15], ['agnostic', 9], ['atheist', 8], ['sunni', 1.5], ['hindu', 1.5], ['buddhist', 1.5], ['sikh', 0.3], ['taoist', 0.2]],
  secularAnglo: [['none', 30], ['christian', 17], ['catholic', 11], ['protestant', 6], ['evangelical', 2], ['agnostic', 11], ['atheist', 13], ['sunni', 3.5], ['hindu', 2.5], ['sikh', 1.2], ['jewish', 1], ['buddhist', 1.5], ['shia', 0.5], ['mormon', 0.3]],
  irish: [['catholic', 48], ['none', 20], ['christian', 8], ['protestant', 4], ['agnostic', 9], ['atheist', 8], ['sunni', 1.5]],
  westernEurope: [['none', 33], ['catholic', 20], ['protestant', 11], ['christian', 6], ['atheist', 12], ['agnostic', 10], ['sunni', 5], ['jewish', 0.8], ['buddhist', 1], ['shia', 0.6]],
  nordic: [['none', 38], ['protestant', 24], ['christian', 8], ['atheist', 14], ['agnostic', 11], ['sunni', 3], ['catholic', 2]],
  catholicCountry: [['catholic', 58], ['christian', 8], ['evangelical', 7], ['protestant', 2], ['none', 11], ['agnostic', 7], ['atheist', 6], ['jewish', 0.5]],
  brazilian: [['catholic', 48], ['evangelical', 24], ['christian', 6], ['none', 11], ['agnostic', 5], ['atheist', 4]],
  filipino: [['catholic', 72], ['christian', 10], ['evangelical', 8], ['sunni', 4], ['none', 3], ['agnostic', 3]],
  indian: [['hindu', 74], ['sunni', 10], ['sikh', 5], ['christian', 3], ['buddhist', 1], ['shia', 1.5], ['none', 2.5], ['atheist', 2], ['agnostic', 1]],
  pakistani: [['sunni', 84], ['shia', 12], ['christian', 1.5], ['none', 1.5], ['agnostic', 1]],
  nigerian: [['christian', 34], ['evangelical', 10], ['catholic', 12], ['protestant', 4], ['sunni', 36], ['none', 2], ['agnostic', 2]],
  eastAfrican: [['christian', 40], ['evangelical', 16], ['catholic', 18], ['protestant', 10], ['sunni', 8], ['none', 5], ['hindu', 1]],
  southAfrican: [['christian', 46], ['evangelical', 12], ['catholic', 8], ['protestant', 8], ['none', 12], ['agnostic', 4], ['atheist', 3], ['sunni', 2.5], ['hindu', 2], ['jewish', 1]],
  japanese: [['none', 44], ['buddhist', 28], ['shinto', 18], ['christian', 2], ['agnostic', 5], ['atheist', 3]],
  singaporean: [['buddhist', 28], ['taoist', 10], ['christian', 17], ['catholic', 5], ['sunni', 13], ['hindu', 5], ['none', 18], ['confucian', 3], ['agnostic', 1]],
  chinese: [['none', 50], ['buddhist', 17], ['taoist', 8], ['confucian', 7], ['falun', 2], ['christian', 5], ['atheist', 7], ['agnostic', 4]],
  israeli: [['jewish', 76], ['sunni', 14], ['christian', 2], ['none', 5], ['atheist', 2], ['agnostic', 1]],
} satisfies Record<string, Shares<Religion>>;

const religionProfileByNationality: Record<string, keyof typeof religionProfiles> = {
  us: 'american', gb: 'secularAnglo', ca: 'secularAnglo', au: 'secularAnglo', nz: 'secularAnglo', ie: 'irish',
  de: 'westernEurope', fr: 'westernEurope', nl: 'westernEurope', se: 'nordic', no: 'nordic',
  es: 'catholicCountry', it: 'catholicCountry', mx: 'catholicCountry', ar: 'catholicCountry', pl: 'catholicCountry',
  br: 'brazilian', ph: 'filipino', in: 'indian', pk: 'pakistani', ng: 'nigerian', ke: 'eastAfrican', za: 'southAfrican',
  jp: 'japanese', sg: 'singaporean', cn: 'chinese', il: 'israeli',
};

export function religionSharesFor(nationality: string): Shares<Religion> {
  return religionProfiles[religionProfileByNationality[nationality] ?? 'secularAnglo'];
}

/** Religions whose members the vote model treats as not religious. */
export const secularReligions: ReadonlySet<Religion> = new Set(['none', 'atheist', 'agnostic']);

export function maritalSharesFor(age: number): Shares<MaritalStatus> {
  if (age < 25) return [['single', 58], ['relationship', 36], ['open-relationship', 3], ['married', 3]];
  if (age < 35) return [['single', 28], ['relationship', 27], ['open-relationship', 3], ['married', 34], ['civil-union', 3], ['divorced', 5]];
  if (age < 55) return [['single', 13], ['relationship', 11], ['open-relationship', 2], ['married', 54], ['civil-union', 3], ['divorced', 15], ['widowed', 2]];
  return [['single', 7], ['relationship', 6], ['open-relationship', 1], ['married', 54], ['civil-union', 2], ['divorced', 18], ['widowed', 12]];
}

/** -1 is "none"; larger families are rarer. */
export function childrenSharesFor(age: number): Shares<number> {
  if (age < 25) return [[-1, 90], [1, 8], [2, 2]];
  if (age < 35) return [[-1, 58], [1, 20], [2, 15], [3, 5], [4, 2]];
  return [[-1, 30], [1, 18], [2, 30], [3, 13], [4, 5], [5, 2], [6, 2]];
}

export function educationSharesFor(age: number): Shares<number> {
  if (age < 22) return [[20, 3], [30, 55], [40, 40], [50, 2]];
  return [[10, 1], [20, 3], [30, 20], [40, 24], [50, 30], [60, 16], [70, 6]];
}

export const orientationShares: Shares<string> = [['heterosexual', 84], ['bisexual', 8], ['homosexual', 4.5], ['pansexual', 1.5], ['asexual', 2]];
export const youngOrientationShares: Shares<string> = [['heterosexual', 76], ['bisexual', 13], ['homosexual', 5.5], ['pansexual', 3], ['asexual', 2.5]];

/** Household income buckets (docs/product.md#answer-sets), lowest first. */
export const incomeBuckets = [10, 20, 35, 50, 75, 100, 200] as const;
/** Political spectrum answers, left first. */
export const politicalBuckets = [1, 25, 50, 75, 100] as const;
