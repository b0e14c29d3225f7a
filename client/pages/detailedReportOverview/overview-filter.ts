// The report overview's filter (docs/product.md#report-overview): the checked demographic answers,
// the user tags and the Opinion DNA element ranges; how it is sent to the API and how each part
// reads as a removable chip.
import type { CreatedTag } from '../../mutations/useCreateUserTagMutation.ts';
import type { ActiveFilterChip } from '../../components/reports/ActiveFilterChips.tsx';
import type { Range } from '../../ui/RangeSlider.tsx';
import type { PopulationFilterInput } from './__generated__/DetailedReportOverviewPageQuery.graphql.ts';

export const FULL_RANGE: Range = { start: 0, end: 100 };
export const NO_RANGES: Readonly<Record<number, Range>> = {};

export type Ranges = Readonly<Record<number, Range>>;

export type OverviewFilter = {
  /** Checked answer keys per demographic field. */
  demographics: Readonly<Record<string, readonly string[]>>;
  tags: readonly CreatedTag[];
  /** Element index to its range; a missing index is the full 0-100. */
  ranges: Ranges;
};

export const emptyOverviewFilter: OverviewFilter = { demographics: {}, tags: [], ranges: NO_RANGES };

/** A range filters only when it is not the full 0-100 (only such a range is sent). */
export const isNarrowed = (range: Range) => range.start > FULL_RANGE.start || range.end < FULL_RANGE.end;

export function toInput(report: string, filter: OverviewFilter): PopulationFilterInput {
  return {
    report,
    demographics: Object.entries(filter.demographics)
      .filter(([, groups]) => groups.length > 0)
      .map(([field, groups]) => ({ field, groups: [...groups] })),
    userTagIds: filter.tags.map((tag) => tag.id),
    ranges: Object.entries(filter.ranges)
      .filter(([, range]) => isNarrowed(range))
      .map(([element, range]) => ({ element: Number(element), min: range.start, max: range.end })),
  };
}

export function withoutRange(ranges: Ranges, element: number): Ranges {
  const rest = { ...ranges };
  delete rest[element];
  return rest;
}

/** How many element ranges of `elements` (indexes start..end-1) are narrowed. */
export function narrowedCount(ranges: Ranges, start: number, end: number): number {
  return Object.entries(ranges).filter(([element, range]) => Number(element) >= start && Number(element) < end && isNarrowed(range)).length;
}

/** The words of the demographics and answers the overview lists. */
export type OverviewLabels = { field(field: string): string; answer(field: string, key: string): string; element(index: number): string };

export type OverviewChip = ActiveFilterChip &
  ({ kind: 'answer'; field: string; key: string } | { kind: 'tag'; tagId: number } | { kind: 'range'; element: number });

/**
 * Every active filter as a chip. The ranges are the sliders' positions, which the filter follows
 * a second later: a chip shows what was set at once.
 */
export function overviewChips(filter: OverviewFilter, sliderRanges: Ranges, labels: OverviewLabels): OverviewChip[] {
  const chips: OverviewChip[] = [];
  for (const [field, answers] of Object.entries(filter.demographics)) {
    for (const key of answers) {
      chips.push({ kind: 'answer', id: `answer:${field}:${key}`, text: `${labels.field(field)}: ${labels.answer(field, key)}`, field, key });
    }
  }
  for (const tag of filter.tags) chips.push({ kind: 'tag', id: `tag:${tag.id}`, text: `Tag: ${tag.name}`, tagId: tag.id });
  const narrowed = Object.entries(sliderRanges)
    .map(([element, range]) => ({ element: Number(element), range }))
    .filter(({ range }) => isNarrowed(range))
    .sort((left, right) => left.element - right.element);
  for (const { element, range } of narrowed) {
    chips.push({ kind: 'range', id: `range:${element}`, text: `${labels.element(element)} ${range.start}-${range.end}`, element });
  }
  return chips;
}
