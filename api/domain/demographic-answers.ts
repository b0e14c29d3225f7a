// The answer sets of the personal details form (docs/product.md#answer-sets): the values that
// are stored, the labels people see, the checks a submitted form must pass, and the groups the
// report overview filters by. The server is the one source: the client reads these through
// the schema (demographicQuestions), so labels cannot drift between the form and the filters.
import type { DemographicAnswers, DemographicField } from './demographics.ts';
import { ValidationError, type FieldProblem } from './errors.ts';

export type AnswerOption = { value: string; label: string };

/** One question of the form: a numeric input (birth year) or a select over fixed answers. */
export type DemographicQuestion = {
  field: DemographicField;
  label: string;
  kind: 'number' | 'select';
  options: AnswerOption[];
};

/** Words whose hyphen is part of the word, so their label keeps it (the charts already say "Non-binary"). */
const hyphenatedWords: ReadonlySet<string> = new Set(['non-binary']);

/** A stored text answer as people read it: capitalised, dashes as spaces ("civil-union": "Civil union"). */
export function textAnswerLabel(value: string): string {
  const capitalised = value.charAt(0).toUpperCase() + value.slice(1);
  return hyphenatedWords.has(value) ? capitalised : capitalised.replace(/-/g, ' ');
}
const plain = (values: readonly string[]): AnswerOption[] => values.map((value) => ({ value, label: textAnswerLabel(value) }));

export const GENDERS = ['male', 'female', 'non-binary'] as const;
export const MARITAL_STATUSES = ['single', 'relationship', 'open-relationship', 'married', 'civil-union', 'divorced', 'widowed'] as const;
export const SEXUAL_ORIENTATIONS = ['asexual', 'bisexual', 'heterosexual', 'homosexual', 'pansexual'] as const;
export const RELIGIONS = [
  'none', 'agnostic', 'atheist', 'buddhist', 'catholic', 'christian', 'confucian', 'evangelical', 'falun', 'hindu', 'jewish',
  'mormon', 'protestant', 'shia', 'shinto', 'sikh', 'sunni', 'taoist',
] as const;

export const POLITICAL_SPECTRUM: AnswerOption[] = [
  { value: '1', label: 'Left' },
  { value: '25', label: 'Moderate Left' },
  { value: '50', label: 'Center' },
  { value: '75', label: 'Moderate Right' },
  { value: '100', label: 'Right' },
];

export const EDUCATION: AnswerOption[] = [
  { value: '10', label: 'No formal schooling' },
  { value: '20', label: 'Primary school' },
  { value: '30', label: 'Secondary school' },
  { value: '40', label: 'Vocational or some college' },
  { value: '50', label: "Bachelor's degree" },
  { value: '60', label: "Master's degree" },
  { value: '70', label: 'Doctorate' },
];

export const HOUSEHOLD_INCOME: AnswerOption[] = [
  { value: '10', label: 'Under $20k' },
  { value: '20', label: '$20-35k' },
  { value: '35', label: '$35-50k' },
  { value: '50', label: '$50-75k' },
  { value: '75', label: '$75-100k' },
  { value: '100', label: 'Over $100k' },
  { value: '200', label: 'Over $200k' },
];

export const NUM_CHILDREN: AnswerOption[] = [
  { value: '-1', label: 'None' },
  ...Array.from({ length: 20 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
];

/** ISO 3166-1 alpha-2, every officially assigned code, lower case as stored. */
export const COUNTRY_CODES = (
  'ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs bt bv bw by bz ' +
  'ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg eh er es et fi fj fk fm fo fr ' +
  'ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo ' +
  'jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo mp mq mr ' +
  'ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro ' +
  'rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv ' +
  'tw tz ua ug um us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw'
).split(' ');

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** gb shows "UK", us shows "USA" (docs/product.md#answer-sets); the rest use the English display name. */
const countryLabelOverrides: Record<string, string> = { gb: 'UK', us: 'USA' };

export function countryLabel(code: string): string {
  return countryLabelOverrides[code] ?? regionNames.of(code.toUpperCase()) ?? code.toUpperCase();
}

export const NATIONALITIES: AnswerOption[] = COUNTRY_CODES.map((code) => ({ value: code, label: countryLabel(code) })).sort(
  (a, b) => a.label.localeCompare(b.label, 'en'),
);

export const EARLIEST_BIRTH_YEAR = 1900;

/** The form's questions in the order the form shows them. */
export const DEMOGRAPHIC_QUESTIONS: DemographicQuestion[] = [
  { field: 'gender', label: 'Gender', kind: 'select', options: plain(GENDERS) },
  { field: 'birthYear', label: 'Birth year', kind: 'number', options: [] },
  { field: 'nationality', label: 'Nationality', kind: 'select', options: NATIONALITIES },
  { field: 'education', label: 'Education', kind: 'select', options: EDUCATION },
  { field: 'maritalStatus', label: 'Marital status', kind: 'select', options: plain(MARITAL_STATUSES) },
  { field: 'householdIncome', label: 'Household income', kind: 'select', options: HOUSEHOLD_INCOME },
  { field: 'sexualOrientation', label: 'Sexual orientation', kind: 'select', options: plain(SEXUAL_ORIENTATIONS) },
  { field: 'religion', label: 'Religion', kind: 'select', options: plain(RELIGIONS) },
  { field: 'politicalSpectrum', label: 'Political spectrum', kind: 'select', options: POLITICAL_SPECTRUM },
  { field: 'numChildren', label: 'Number of children', kind: 'select', options: NUM_CHILDREN },
];

const NUMERIC_FIELDS: ReadonlySet<DemographicField> = new Set([
  'birthYear',
  'education',
  'householdIncome',
  'politicalSpectrum',
  'numChildren',
]);

export type DemographicsUpdate = Partial<DemographicAnswers>;

/**
 * Checks a submitted form. A field that is absent stays as it is; null or "" clears it; any
 * other value must be one of the field's answers (birth year: a whole number from 1900 to the
 * current year). Numbers may arrive as numeric strings (HTML forms). All problems are reported
 * at once and nothing is written when there is one.
 */
export function parseDemographicsUpdate(input: Record<string, unknown>, now: Date): DemographicsUpdate {
  const problems: FieldProblem[] = [];
  const update: Record<string, string | number | null> = {};
  const known = new Set<string>(DEMOGRAPHIC_QUESTIONS.map((question) => question.field));
  for (const key of Object.keys(input)) {
    if (!known.has(key)) problems.push({ path: [key], message: `${key} is not a personal details field` });
  }
  const currentYear = now.getUTCFullYear();
  for (const question of DEMOGRAPHIC_QUESTIONS) {
    const { field } = question;
    if (!(field in input) || input[field] === undefined) continue;
    const raw = input[field];
    if (raw === null || raw === '') {
      update[field] = null;
      continue;
    }
    if (field === 'birthYear') {
      const year = typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : raw;
      if (typeof year !== 'number' || !Number.isInteger(year)) {
        problems.push({ path: [field], message: 'Birth year must be a whole number, like 1990' });
      } else if (year > currentYear) {
        problems.push({ path: [field], message: 'Birth year cannot be in the future' });
      } else if (year < EARLIEST_BIRTH_YEAR) {
        problems.push({ path: [field], message: `Birth year must be ${EARLIEST_BIRTH_YEAR} or later` });
      } else {
        update[field] = year;
      }
      continue;
    }
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
    if (text === null || !question.options.some((option) => option.value === text)) {
      problems.push({ path: [field], message: `${question.label} must be one of the listed answers` });
      continue;
    }
    update[field] = NUMERIC_FIELDS.has(field) ? Number(text) : text;
  }
  if (problems.length > 0) throw new ValidationError(problems[0].message, problems);
  return update as DemographicsUpdate;
}
