// The detailed opinion report's filter: what the sidebar holds, how it is written in the page's
// query string (so a view can be shared and survives a reload) and how it is sent to the API.
// Query string: one parameter per demographic with its checked answers (gender=female&gender=male),
// from / to (YYYY-MM-DD, the vote's UTC day) and tag=<id>:<name> (the name only labels the pill).
import { withAnswer } from '../../components/reports/answer-filter.ts';
import type { OpinionReportFilterInput } from './__generated__/DetailedOpinionReportPageQuery.graphql.ts';

export { withAnswer };

export type ReportTag = { id: number; name: string };

export type ReportFilter = {
  /** Checked answer keys per demographic field. */
  demographics: Readonly<Record<string, readonly string[]>>;
  tags: readonly ReportTag[];
  /** YYYY-MM-DD, or '' for an open end. */
  from: string;
  to: string;
};

export const emptyFilter: ReportFilter = { demographics: {}, tags: [], from: '', to: '' };

/** The demographics the report filters by (the API's field names): other parameters (utm_source, ...) are not filters. */
const REPORT_FIELDS: ReadonlySet<string> = new Set([
  'gender',
  'birthYear',
  'nationality',
  'education',
  'maritalStatus',
  'householdIncome',
  'sexualOrientation',
  'religion',
  'politicalSpectrum',
  'numChildren',
]);

const FROM = 'from';
const TO = 'to';
const TAG = 'tag';
const tagParameter = /^(\d+)(?::(.*))?$/s;

export function filterFromSearch(search: URLSearchParams): ReportFilter {
  const demographics: Record<string, string[]> = {};
  const tags: ReportTag[] = [];
  for (const [name, value] of search) {
    if (name === FROM || name === TO || value === '') continue;
    if (name === TAG) {
      const match = tagParameter.exec(value);
      const id = match ? Number(match[1]) : NaN;
      if (Number.isSafeInteger(id) && !tags.some((tag) => tag.id === id)) tags.push({ id, name: match?.[2] || `Tag ${id}` });
      continue;
    }
    if (!REPORT_FIELDS.has(name)) continue;
    const answers = (demographics[name] ??= []);
    if (!answers.includes(value)) answers.push(value);
  }
  return { demographics, tags, from: search.get(FROM) ?? '', to: search.get(TO) ?? '' };
}

export function filterToSearch(filter: ReportFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const [field, answers] of Object.entries(filter.demographics)) for (const answer of answers) search.append(field, answer);
  if (filter.from) search.set(FROM, filter.from);
  if (filter.to) search.set(TO, filter.to);
  for (const tag of filter.tags) search.append(TAG, `${tag.id}:${tag.name}`);
  return search;
}

/** A reversed range is not sent (the server refuses it); the sidebar says why instead. */
export function dateRangeProblem(filter: ReportFilter): string | null {
  return filter.from && filter.to && filter.from > filter.to ? 'The from date must not be after the to date' : null;
}

/** The API's filter; null when nothing filters. */
export function filterInput(filter: ReportFilter): OpinionReportFilterInput | null {
  const demographics = Object.entries(filter.demographics)
    .filter(([, groups]) => groups.length > 0)
    .map(([field, groups]) => ({ field, groups }));
  const dateRange = (filter.from || filter.to) && !dateRangeProblem(filter) ? `${filter.from},${filter.to}` : null;
  if (demographics.length === 0 && filter.tags.length === 0 && dateRange === null) return null;
  return { demographics, userTagIds: filter.tags.map((tag) => tag.id), dateRange };
}

/** What the "Filters (n)" disclosure counts: each checked answer, each tag, each date given. */
export function activeFilterCount(filter: ReportFilter): number {
  const answers = Object.values(filter.demographics).reduce((total, groups) => total + groups.length, 0);
  return answers + filter.tags.length + (filter.from ? 1 : 0) + (filter.to ? 1 : 0);
}

/** The same filter, however it was reached (for telling whether a change is still to be sent). */
export function sameFilter(left: ReportFilter, right: ReportFilter): boolean {
  return filterToSearch(left).toString() === filterToSearch(right).toString();
}

/** The words of the demographics and answers the report has shown (a checked answer may drop out of the list). */
export type FilterLabels = { field(field: string): string; answer(field: string, key: string): string };

/** One active filter as a removable chip: its words and the filter without it. */
export type FilterChip = { id: string; text: string; without: ReportFilter };

export function filterChips(filter: ReportFilter, labels: FilterLabels): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const [field, answers] of Object.entries(filter.demographics)) {
    for (const key of answers) {
      chips.push({ id: `${field}:${key}`, text: `${labels.field(field)}: ${labels.answer(field, key)}`, without: withAnswer(filter, field, key, false) });
    }
  }
  if (filter.from) chips.push({ id: FROM, text: `Votes from ${filter.from}`, without: { ...filter, from: '' } });
  if (filter.to) chips.push({ id: TO, text: `Votes to ${filter.to}`, without: { ...filter, to: '' } });
  for (const tag of filter.tags) {
    chips.push({ id: `${TAG}:${tag.id}`, text: `Tag: ${tag.name}`, without: { ...filter, tags: filter.tags.filter((other) => other.id !== tag.id) } });
  }
  return chips;
}
