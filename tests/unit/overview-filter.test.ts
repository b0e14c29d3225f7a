// The report overview's filter, pure parts: what is sent to the API (a range only when it is not
// the full 0-100) and the chips that name every active filter.
import { describe, expect, it } from 'vitest';
import { withAnswer } from '../../client/components/reports/answer-filter.ts';
import {
  emptyOverviewFilter,
  FULL_RANGE,
  narrowedCount,
  overviewChips,
  toInput,
  withoutRange,
  type OverviewLabels,
} from '../../client/pages/detailedReportOverview/overview-filter.ts';

const labels: OverviewLabels = {
  field: (field) => ({ gender: 'Gender', birthYear: 'Generation' })[field] ?? field,
  answer: (field, key) => ({ female: 'Female', y: 'Millennial (1981-1996)' })[key] ?? key,
  element: (index) => ['Openness', 'Conscientiousness', 'Extraversion'][index] ?? `Element ${index + 1}`,
};

describe('the overview filter', () => {
  it('sends the checked answers, the tags and only the narrowed ranges', () => {
    let filter = withAnswer(emptyOverviewFilter, 'gender', 'female', true);
    filter = withAnswer(filter, 'birthYear', 'y', true);
    filter = withAnswer(filter, 'birthYear', 'y', false);
    filter = { ...filter, tags: [{ id: 7, name: 'Newsletter readers' }], ranges: { 0: { start: 20, end: 80 }, 1: FULL_RANGE, 2: { start: 0, end: 99 } } };
    expect(toInput('opiniondna', filter)).toEqual({
      report: 'opiniondna',
      demographics: [{ field: 'gender', groups: ['female'] }],
      userTagIds: [7],
      ranges: [
        { element: 0, min: 20, max: 80 },
        { element: 2, min: 0, max: 99 },
      ],
    });
    expect(toInput('opiniondna', emptyOverviewFilter)).toEqual({ report: 'opiniondna', demographics: [], userTagIds: [], ranges: [] });
  });

  it('names every active filter as a chip, answers, then tags, then ranges by element', () => {
    const filter = { ...withAnswer(emptyOverviewFilter, 'gender', 'female', true), tags: [{ id: 7, name: 'Newsletter readers' }] };
    const sliders = { 2: { start: 10, end: 100 }, 0: { start: 20, end: 80 }, 1: FULL_RANGE };
    expect(overviewChips(filter, sliders, labels)).toEqual([
      { kind: 'answer', id: 'answer:gender:female', text: 'Gender: Female', field: 'gender', key: 'female' },
      { kind: 'tag', id: 'tag:7', text: 'Tag: Newsletter readers', tagId: 7 },
      { kind: 'range', id: 'range:0', text: 'Openness 20-80', element: 0 },
      { kind: 'range', id: 'range:2', text: 'Extraversion 10-100', element: 2 },
    ]);
    expect(overviewChips(emptyOverviewFilter, { 0: FULL_RANGE }, labels)).toEqual([]);
  });

  it('counts the narrowed ranges of a section and removes one', () => {
    const ranges = { 0: { start: 20, end: 80 }, 1: FULL_RANGE, 12: { start: 0, end: 50 } };
    expect(narrowedCount(ranges, 0, 12)).toBe(1);
    expect(narrowedCount(ranges, 12, 36)).toBe(1);
    expect(narrowedCount(ranges, 36, 48)).toBe(0);
    expect(withoutRange(ranges, 0)).toEqual({ 1: FULL_RANGE, 12: { start: 0, end: 50 } });
    expect(ranges[0]).toEqual({ start: 20, end: 80 });
  });
});
