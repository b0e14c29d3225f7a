import { describe, expect, it } from 'vitest';
import { clampPageSize, pageAfter, parseIdCursor } from '../../api/domain/feed-paging.ts';
import { rollupKeys, emptyDemographicSnapshot } from '../../api/domain/demographics.ts';

describe('pageAfter', () => {
  const order = [5, 9, 2, 7, 1];

  it('starts at the beginning without a cursor', () => {
    expect(pageAfter(order, null, 2)).toEqual({ ids: [5, 9], endReached: false });
  });

  it('continues after the cursor id and reports the end', () => {
    expect(pageAfter(order, 9, 2)).toEqual({ ids: [2, 7], endReached: false });
    expect(pageAfter(order, 7, 2)).toEqual({ ids: [1], endReached: true });
    expect(pageAfter(order, 1, 2)).toEqual({ ids: [], endReached: true });
  });

  it('ends the feed (never repeats page one) when the cursor id left the order', () => {
    expect(pageAfter(order, 42, 2)).toEqual({ ids: [], endReached: true });
  });

  it('walks the whole order without duplicates', () => {
    const seen: number[] = [];
    let after: number | null = null;
    for (;;) {
      const page = pageAfter(order, after, 2);
      seen.push(...page.ids);
      if (page.endReached) break;
      after = page.ids.at(-1)!;
    }
    expect(seen).toEqual(order);
  });
});

describe('rollupKeys', () => {
  it('always counts the vote for everyone, and for each answered question', () => {
    const snapshot = { ...emptyDemographicSnapshot(), gender: 'female', politicalSpectrum: 25 };
    expect(rollupKeys(snapshot)).toEqual([
      { field: '', answer: '' },
      { field: 'gender', answer: 'female' },
      { field: 'politicalSpectrum', answer: '25' },
    ]);
    expect(rollupKeys(emptyDemographicSnapshot())).toEqual([{ field: '', answer: '' }]);
  });
});

describe('cursors and page sizes from clients', () => {
  it('accepts positive integer ids only', () => {
    expect(parseIdCursor('12')).toBe(12);
    for (const bad of [null, undefined, '', '0', '-3', '1.5', 'abc', '1e400']) expect(parseIdCursor(bad)).toBeNull();
  });

  it('keeps page sizes between 1 and 50, 20 by default', () => {
    expect(clampPageSize(undefined)).toBe(20);
    expect(clampPageSize(0)).toBe(1);
    expect(clampPageSize(500)).toBe(50);
  });
});
