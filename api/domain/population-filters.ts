// The report overview's filters (docs/product.md#report-overview; groups:
// docs/product.md#report-groups): checkbox groups per demographic, user tags, and per-element score
// ranges. Parsing turns what a client sent into a checked filter or a ValidationError naming the
// problem; the SQL is built from these fixed definitions only, never from client text.
import { isDatabaseId } from './database-ids.ts';
import {
  EDUCATION,
  GENDERS,
  HOUSEHOLD_INCOME,
  MARITAL_STATUSES,
  NATIONALITIES,
  POLITICAL_SPECTRUM,
  RELIGIONS,
  SEXUAL_ORIENTATIONS,
  textAnswerLabel,
} from './demographic-answers.ts';
import { ValidationError, type FieldProblem } from './errors.ts';

/** A group matches a range of a numeric column or a set of text answers. */
export type FilterGroup =
  | { key: string; label: string; min: number; max: number }
  | { key: string; label: string; values: readonly string[] };

export type FilterField = {
  field:
    | 'birthYear'
    | 'education'
    | 'gender'
    | 'householdIncome'
    | 'maritalStatus'
    | 'nationality'
    | 'numChildren'
    | 'politicalSpectrum'
    | 'religion'
    | 'sexualOrientation';
  label: string;
  groups: FilterGroup[];
  /**
   * Only the answers someone in the population gave are listed (docs/decisions.md#report-overview,
   * "Nationality filter"); the others list every group. Such a field's groups are one stored
   * value each, counted by grouping on the column rather than one condition per group.
   */
  listsPresentOnly?: true;
};

const textGroups = (values: readonly string[]): FilterGroup[] => values.map((value) => ({ key: value, label: textAnswerLabel(value), values: [value] }));
const numberGroups = (options: Array<{ value: string; label: string }>): FilterGroup[] =>
  options.map((option) => ({ key: option.value, label: option.label, min: Number(option.value), max: Number(option.value) }));

/** The overview's checkbox groups, in the order of docs/product.md#report-overview (nationality placed by its name). */
export const FILTER_FIELDS: FilterField[] = [
  {
    field: 'birthYear',
    label: 'Generation',
    groups: [
      { key: 'silent', label: 'Silent (born 1945 or earlier)', min: -10_000, max: 1945 },
      { key: 'boomer', label: 'Boomer (1946-1964)', min: 1946, max: 1964 },
      { key: 'x', label: 'Generation X (1965-1980)', min: 1965, max: 1980 },
      { key: 'y', label: 'Millennial (1981-1996)', min: 1981, max: 1996 },
      { key: 'z', label: 'Generation Z (1997 or later)', min: 1997, max: 10_000 },
    ],
  },
  {
    field: 'education',
    label: 'Education',
    groups: [
      { key: 'school', label: 'School', min: Number(EDUCATION[0].value), max: 30 },
      { key: 'college', label: 'College', min: 40, max: 50 },
      { key: 'university', label: 'University', min: 60, max: 70 },
    ],
  },
  { field: 'gender', label: 'Gender', groups: textGroups(GENDERS) },
  { field: 'householdIncome', label: 'Household income', groups: numberGroups(HOUSEHOLD_INCOME) },
  { field: 'maritalStatus', label: 'Marital status', groups: textGroups(MARITAL_STATUSES) },
  {
    field: 'nationality',
    label: 'Nationality',
    // ISO 3166-1 alpha-2 codes labelled as the personal-details form labels them (gb "UK"), by label.
    groups: NATIONALITIES.map((option) => ({ key: option.value, label: option.label, values: [option.value] })),
    listsPresentOnly: true,
  },
  {
    field: 'numChildren',
    label: 'Children',
    groups: [
      { key: 'none', label: 'None', min: -1, max: -1 },
      ...[1, 2, 3, 4, 5].map((count) => ({ key: String(count), label: String(count), min: count, max: count })),
      { key: '6+', label: '6 or more', min: 6, max: 20 },
    ],
  },
  { field: 'politicalSpectrum', label: 'Political spectrum', groups: numberGroups(POLITICAL_SPECTRUM) },
  { field: 'religion', label: 'Religion', groups: textGroups(RELIGIONS) },
  { field: 'sexualOrientation', label: 'Sexual orientation', groups: textGroups(SEXUAL_ORIENTATIONS) },
];

export type ElementRange = { element: number; min: number; max: number };

/** A checked filter: chosen groups per field (OR within a field, AND across), tags (any), ranges (all). */
export type PopulationFilter = {
  demographics: Array<{ field: FilterField; groups: FilterGroup[] }>;
  userTagIds: number[];
  ranges: ElementRange[];
};

export type PopulationFilterInput = {
  demographics?: Array<{ field: string; groups: string[] }> | null;
  userTagIds?: number[] | null;
  ranges?: Array<{ element: number; min: number; max: number }> | null;
};

export const MAX_FILTER_TAGS = 50;

/**
 * Checks a filter against a report with `elementCount` elements. Ranges: 0 <= min < max <= 100
 * (the start stays below the end), one per element; a full 0-100 range filters nothing
 * and is dropped. Unknown fields, groups, elements: a ValidationError naming them.
 */
export function parsePopulationFilter(input: PopulationFilterInput, elementCount: number): PopulationFilter {
  const problems: FieldProblem[] = [];
  const demographics: PopulationFilter['demographics'] = [];
  const seenFields = new Set<string>();
  for (const [index, entry] of (input.demographics ?? []).entries()) {
    const field = FILTER_FIELDS.find((candidate) => candidate.field === entry.field);
    if (!field) {
      problems.push({ path: ['demographics', String(index), 'field'], message: `Unknown demographic filter: ${entry.field}` });
      continue;
    }
    if (seenFields.has(field.field)) {
      problems.push({ path: ['demographics', String(index), 'field'], message: `${field.field} is filtered twice` });
      continue;
    }
    seenFields.add(field.field);
    const groups: FilterGroup[] = [];
    for (const key of new Set(entry.groups)) {
      const group = field.groups.find((candidate) => candidate.key === key);
      if (group) groups.push(group);
      else problems.push({ path: ['demographics', String(index), 'groups'], message: `Unknown ${field.field} answer: ${key}` });
    }
    if (groups.length > 0) demographics.push({ field, groups });
  }

  const userTagIds = [...new Set(input.userTagIds ?? [])];
  if (userTagIds.length > MAX_FILTER_TAGS) problems.push({ path: ['userTagIds'], message: `At most ${MAX_FILTER_TAGS} tags` });
  for (const id of userTagIds) {
    if (!isDatabaseId(id)) problems.push({ path: ['userTagIds'], message: `Unknown user tag: ${id}` });
  }

  const ranges: ElementRange[] = [];
  const seenElements = new Set<number>();
  for (const [index, range] of (input.ranges ?? []).entries()) {
    const path = ['ranges', String(index)];
    if (!Number.isInteger(range.element) || range.element < 0 || range.element >= elementCount) {
      problems.push({ path, message: `Unknown element: ${range.element}` });
    } else if (seenElements.has(range.element)) {
      problems.push({ path, message: `Element ${range.element} has two ranges` });
    } else if (![range.min, range.max].every((bound) => Number.isInteger(bound) && bound >= 0 && bound <= 100)) {
      problems.push({ path, message: 'Range bounds must be whole numbers from 0 to 100' });
    } else if (range.min >= range.max) {
      problems.push({ path, message: 'A range must start below its end' });
    } else {
      seenElements.add(range.element);
      if (range.min > 0 || range.max < 100) ranges.push({ element: range.element, min: range.min, max: range.max });
    }
  }
  if (problems.length > 0) throw new ValidationError(problems[0].message, problems);
  ranges.sort((a, b) => a.element - b.element);
  return { demographics, userTagIds: userTagIds.sort((a, b) => a - b), ranges };
}
