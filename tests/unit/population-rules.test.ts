// The pure rules behind the report overview and personal details: the K rule at its boundary,
// CSV escaping (formula injection), filter parsing, and the personal details answer checks.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../api/domain/csv.ts';
import { countryLabel, NATIONALITIES, parseDemographicsUpdate } from '../../api/domain/demographic-answers.ts';
import { ValidationError } from '../../api/domain/errors.ts';
import { FILTER_FIELDS, parsePopulationFilter } from '../../api/domain/population-filters.ts';
import { averageOrSuppressed, countOrSuppressed, PRIVACY_K, SUPPRESSED_TEXT } from '../../api/domain/privacy.ts';

describe('the K rule', () => {
  it('is 5 and suppresses every count under it, zero included', () => {
    expect(PRIVACY_K).toBe(5);
    expect([0, 1, 4].map(countOrSuppressed)).toEqual([null, null, null]);
    expect([5, 6, 1000].map(countOrSuppressed)).toEqual([5, 6, 1000]);
    expect(countOrSuppressed(Number.NaN)).toBeNull();
    expect(SUPPRESSED_TEXT).toBe('fewer than 5');
  });

  it('withholds an average with fewer than K contributors and rounds the rest to one decimal', () => {
    expect(averageOrSuppressed(42.26, 4)).toBeNull();
    expect(averageOrSuppressed(42.26, 5)).toBe(42.3);
    expect(averageOrSuppressed(null, 50)).toBeNull();
  });
});

describe('CSV cells', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=1,2', `"'=1,2"`],
    ['say "hi"', '"say ""hi"""'],
    ['plain', 'plain'],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers as numbers (negative ones too) and null as empty', () => {
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(toCsv([['a', 1], ['=b', null]])).toBe("a,1\r\n'=b,\r\n");
  });
});

describe('overview filters', () => {
  it('has the nine documented checkbox groups and nationality, with their report groups', () => {
    expect(FILTER_FIELDS.map((field) => field.field)).toEqual([
      'birthYear', 'education', 'gender', 'householdIncome', 'maritalStatus', 'nationality', 'numChildren', 'politicalSpectrum', 'religion', 'sexualOrientation',
    ]);
    const nationality = FILTER_FIELDS.find((field) => field.field === 'nationality')!;
    expect(nationality.groups).toHaveLength(249);
    expect(nationality.groups.find((group) => group.key === 'gb')!.label).toBe('UK');
    expect(nationality.groups.find((group) => group.key === 'us')!.label).toBe('USA');
    const keys = (field: string) => FILTER_FIELDS.find((candidate) => candidate.field === field)!.groups.map((group) => group.key);
    expect(keys('birthYear')).toEqual(['silent', 'boomer', 'x', 'y', 'z']);
    expect(keys('education')).toEqual(['school', 'college', 'university']);
    expect(keys('numChildren')).toEqual(['none', '1', '2', '3', '4', '5', '6+']);
    const generation = FILTER_FIELDS[0].groups as Array<{ key: string; min: number; max: number }>;
    expect(generation.find((group) => group.key === 'silent')!.max).toBe(1945);
    expect(generation.find((group) => group.key === 'boomer')).toMatchObject({ min: 1946, max: 1964 });
    expect(generation.find((group) => group.key === 'z')!.min).toBe(1997);
  });

  // The overview counts each answer group with its own condition (report/population.ts): an
  // answer in two groups would be counted twice.
  it('never puts one answer in two groups of the same demographic', () => {
    for (const field of FILTER_FIELDS) {
      const values = field.groups.flatMap((group) => ('values' in group ? [...group.values] : []));
      expect(new Set(values).size, field.field).toBe(values.length);
      const ranges = field.groups.flatMap((group) => ('min' in group ? [group] : [])).sort((a, b) => a.min - b.min);
      for (let index = 1; index < ranges.length; index += 1) expect(ranges[index].min, field.field).toBeGreaterThan(ranges[index - 1].max);
    }
  });

  it('drops full 0-100 ranges and keeps the rest, sorted', () => {
    const filter = parsePopulationFilter(
      { ranges: [{ element: 5, min: 0, max: 99 }, { element: 2, min: 0, max: 100 }, { element: 1, min: 1, max: 100 }] },
      48,
    );
    expect(filter.ranges).toEqual([{ element: 1, min: 1, max: 100 }, { element: 5, min: 0, max: 99 }]);
  });

  it.each([
    [{ ranges: [{ element: 0, min: 40, max: 40 }] }, 'A range must start below its end'],
    [{ ranges: [{ element: 0, min: 41, max: 40 }] }, 'A range must start below its end'],
    [{ ranges: [{ element: 0, min: -1, max: 40 }] }, 'Range bounds must be whole numbers from 0 to 100'],
    [{ ranges: [{ element: 0, min: 0, max: 101 }] }, 'Range bounds must be whole numbers from 0 to 100'],
    [{ ranges: [{ element: 0, min: 0.5, max: 10 }] }, 'Range bounds must be whole numbers from 0 to 100'],
    [{ ranges: [{ element: 5, min: 0, max: 10 }] }, 'Unknown element: 5'],
    [{ ranges: [{ element: -1, min: 0, max: 10 }] }, 'Unknown element: -1'],
    [{ userTagIds: [0] }, 'Unknown user tag: 0'],
    [{ demographics: [{ field: 'nationality', groups: ['xx'] }] }, 'Unknown nationality answer: xx'],
    [{ demographics: [{ field: 'favouriteColour', groups: ['red'] }] }, 'Unknown demographic filter: favouriteColour'],
    [{ demographics: [{ field: 'education', groups: ['60'] }] }, 'Unknown education answer: 60'],
    [{ demographics: [{ field: 'gender', groups: ['male'] }, { field: 'gender', groups: ['female'] }] }, 'gender is filtered twice'],
  ])('refuses %j', (input, message) => {
    expect(() => parsePopulationFilter(input, 5)).toThrow(ValidationError);
    expect(() => parsePopulationFilter(input, 5)).toThrow(message);
  });
});

describe('personal details answers', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  it('takes the current year as a birth year, not the next one', () => {
    expect(parseDemographicsUpdate({ birthYear: 2026 }, now)).toEqual({ birthYear: 2026 });
    expect(() => parseDemographicsUpdate({ birthYear: 2027 }, now)).toThrow('Birth year cannot be in the future');
    expect(parseDemographicsUpdate({ birthYear: '1900' }, now)).toEqual({ birthYear: 1900 });
    expect(() => parseDemographicsUpdate({ birthYear: 1899 }, now)).toThrow('Birth year must be 1900 or later');
  });

  it('stores numeric answers as numbers and clears with null or ""', () => {
    expect(parseDemographicsUpdate({ education: '70', numChildren: -1, gender: '', religion: null }, now)).toEqual({
      education: 70,
      numChildren: -1,
      gender: null,
      religion: null,
    });
  });

  it('labels countries with Intl.DisplayNames, gb as UK and us as USA', () => {
    expect(countryLabel('gb')).toBe('UK');
    expect(countryLabel('us')).toBe('USA');
    expect(countryLabel('fr')).toBe('France');
    expect(NATIONALITIES).toHaveLength(249);
    expect(new Set(NATIONALITIES.map((option) => option.value)).size).toBe(249);
  });
});
