// The detailed opinion report screen's pure parts: its filter in the query string and in the API's
// shape, the chips, and the CSV of the matrix as shown.
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  dateRangeProblem,
  emptyFilter,
  filterChips,
  filterFromSearch,
  filterInput,
  filterToSearch,
  withAnswer,
} from '../../client/pages/detailedOpinionReport/report-filter.ts';
import { agreeText, reportCsv, type ReportFigures } from '../../client/pages/detailedOpinionReport/report-rows.ts';
import { toCsv } from '../../client/lib/csv.ts';

describe('the report filter', () => {
  it('round-trips through the query string', () => {
    let filter = withAnswer(emptyFilter, 'gender', 'female', true);
    filter = withAnswer(filter, 'gender', 'male', true);
    filter = withAnswer(filter, 'birthYear', 'y', true);
    filter = { ...filter, from: '2024-01-01', to: '', tags: [{ id: 7, name: 'Panel: wave 2' }] };
    const search = filterToSearch(filter);
    expect(search.toString()).toBe('gender=female&gender=male&birthYear=y&from=2024-01-01&tag=7%3APanel%3A+wave+2');
    expect(filterFromSearch(new URLSearchParams(search.toString()))).toEqual(filter);
  });

  it('reads a hand-written address leniently: duplicates once, a tag without a name, junk tags and other parameters dropped', () => {
    const filter = filterFromSearch(new URLSearchParams('gender=female&gender=female&tag=3&tag=x&tag=3:again&education=&utm_source=newsletter&fbclid=abc'));
    expect(filter).toEqual({ demographics: { gender: ['female'] }, tags: [{ id: 3, name: 'Tag 3' }], from: '', to: '' });
  });

  it('sends nothing for no filter, and the API shape otherwise', () => {
    expect(filterInput(emptyFilter)).toBeNull();
    expect(filterInput(withAnswer(withAnswer(emptyFilter, 'gender', 'female', true), 'gender', 'female', false))).toBeNull();
    expect(filterInput({ ...withAnswer(emptyFilter, 'religion', 'none', true), to: '2024-02-01', tags: [{ id: 4, name: 'x' }] })).toEqual({
      demographics: [{ field: 'religion', groups: ['none'] }],
      userTagIds: [4],
      dateRange: ',2024-02-01',
    });
  });

  it('holds back a reversed date range and says why', () => {
    const reversed = { ...emptyFilter, from: '2024-03-01', to: '2024-02-01' };
    expect(dateRangeProblem(reversed)).toBe('The from date must not be after the to date');
    expect(filterInput(reversed)).toBeNull();
    expect(dateRangeProblem({ ...reversed, to: '2024-03-01' })).toBeNull();
  });

  it('counts and names the active filters as chips, each removable', () => {
    const filter = { ...withAnswer(withAnswer(emptyFilter, 'gender', 'female', true), 'nationality', 'gb', true), from: '2024-01-01', tags: [{ id: 2, name: 'Panel' }] };
    expect(activeFilterCount(filter)).toBe(4);
    const labels = { field: (field: string) => ({ gender: 'Gender' })[field] ?? field, answer: (_field: string, key: string) => ({ female: 'Female' })[key] ?? key };
    const chips = filterChips(filter, labels);
    expect(chips.map((chip) => chip.text)).toEqual(['Gender: Female', 'nationality: gb', 'Votes from 2024-01-01', 'Tag: Panel']);
    expect(chips[0].without.demographics).toEqual({ nationality: ['gb'] });
    expect(chips[2].without.from).toBe('');
    expect(chips[3].without.tags).toEqual([]);
  });
});

describe('the report CSV', () => {
  const report: ReportFigures = {
    privacyK: 5,
    everyone: { key: 'everyone', label: 'Everyone', voters: 20, counts: [8, 4, 2, 4, 2], percentages: [40, 20, 10, 20, 10], agree: { share: 0.6, low: 0.386, high: 0.781 } },
    demographics: [
      {
        field: 'gender',
        label: 'Gender',
        rows: [
          { key: 'female', label: 'Female', voters: 16, counts: [8, 4, 2, 2, 0], percentages: [50, 25, 13, 13, 0], agree: { share: 0.75, low: 0.5, high: 0.9 } },
          { key: 'male', label: 'Male', voters: null, counts: null, percentages: null, agree: null },
        ],
      },
    ],
  };

  it('writes the matrix as shown, suppressed rows as "fewer than 5"', () => {
    const lines = reportCsv(report, false).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Demographic,Answer,Voters,Strongly Agree votes,Agree votes,Neutral votes,Disagree votes,Strongly Disagree votes,' +
        'Strongly Agree %,Agree %,Neutral %,Disagree %,Strongly Disagree %,Agree share %,Agree share 95% low %,Agree share 95% high %',
    );
    expect(lines[1]).toBe('Everyone,All voters,20,8,4,2,4,2,40,20,10,20,10,60,39,78');
    expect(lines[2]).toBe('Gender,Female,16,8,4,2,2,0,50,25,13,13,0,75,50,90');
    expect(lines[3]).toBe(`Gender,Male,${Array.from({ length: 14 }, () => 'fewer than 5').join(',')}`);
    expect(reportCsv(report, true).split('\r\n')[1]).toMatch(/^Everyone,Matching the filters,/);
  });

  it('quotes and defuses cells as the server CSV does', () => {
    expect(toCsv([['=SUM(A1)', 'a, b', 'say "hi"', -3, null]])).toBe(`'=SUM(A1),"a, b","say ""hi""",-3,\r\n`);
  });

  it('words the share agreeing with its interval', () => {
    expect(agreeText({ share: 0.623, low: 0.549, high: 0.694 })).toBe('62% agree (55–69%)');
  });
});
