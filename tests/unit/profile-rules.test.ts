// Profile rules: activity grid, heat colours, good points ratio, details validation, avatars.
import { describe, expect, it } from 'vitest';
import { avatarSizeFrom, generatedAvatarLook, generatedAvatarSvg } from '../../api/domain/avatar.ts';
import { ValidationError } from '../../api/domain/errors.ts';
import {
  activityGridStart,
  buildActivityGrid,
  goodPointsPerComment,
  heatLevel,
  normalizeProfileDetails,
  PROFILE_LIMITS,
} from '../../api/domain/profile.ts';

describe('activity grid', () => {
  const now = new Date('2026-11-23T08:30:00Z'); // a Monday

  it('starts a year back on a Sunday and ends today', () => {
    const start = activityGridStart(now);
    expect(start.toISOString()).toBe('2025-11-23T00:00:00.000Z');
    expect(start.getUTCDay()).toBe(0);
    const grid = buildActivityGrid(new Map(), now);
    expect(grid.activity).toHaveLength(366);
    expect(grid.activity.every((count) => count === 0)).toBe(true);
  });

  it('puts counts on their day and ignores days outside the grid', () => {
    const grid = buildActivityGrid(
      new Map([
        ['2025-11-23', 2],
        ['2026-11-23', 7],
        ['2026-06-01', 41],
        ['2025-11-22', 99],
        ['2026-11-24', 99],
      ]),
      now,
    );
    expect(grid.activity[0]).toBe(2);
    expect(grid.activity.at(-1)).toBe(7);
    const june1 = (Date.UTC(2026, 5, 1) - grid.startTime.getTime()) / 86_400_000;
    expect(grid.activity[june1]).toBe(41);
    expect(grid.activity.reduce((sum, count) => sum + count, 0)).toBe(50);
  });

  it('always covers at least 365 days, whatever the weekday', () => {
    for (let day = 0; day < 7; day += 1) {
      const grid = buildActivityGrid(new Map(), new Date(Date.UTC(2026, 0, 4 + day, 23, 59)));
      expect(grid.activity.length).toBeGreaterThanOrEqual(365);
      expect(grid.activity.length).toBeLessThanOrEqual(371);
      expect(grid.startTime.getUTCDay()).toBe(0);
    }
  });
});

describe('heat colours: over 40, 30, 20, 10, then over 0', () => {
  it.each([
    [0, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
    [30, 3],
    [31, 4],
    [40, 4],
    [41, 5],
    [500, 5],
  ])('%i contributions is step %i', (count, level) => {
    expect(heatLevel(count)).toBe(level);
  });
});

describe('good points per comment', () => {
  it('is shown to 2 decimals', () => {
    expect(goodPointsPerComment(0, 0)).toBe('0.00');
    expect(goodPointsPerComment(5, 0)).toBe('0.00');
    expect(goodPointsPerComment(1, 3)).toBe('0.33');
    expect(goodPointsPerComment(2, 3)).toBe('0.67');
    expect(goodPointsPerComment(10, 4)).toBe('2.50');
    expect(goodPointsPerComment(7, 7)).toBe('1.00');
  });
});

describe('profile details', () => {
  const empty = { fullName: '', location: '', bio: '', expertise: '' };

  it('trims, and removes line breaks from single-line fields', () => {
    expect(
      normalizeProfileDetails({ fullName: '  Ada\nLovelace ', location: 'London\r\n', bio: ' line 1\r\nline 2 ', expertise: 'Maths' }),
    ).toEqual({ fullName: 'Ada Lovelace', location: 'London', bio: 'line 1\nline 2', expertise: 'Maths' });
  });

  it('accepts each field at its limit and refuses one character more', () => {
    for (const field of Object.keys(PROFILE_LIMITS) as Array<keyof typeof PROFILE_LIMITS>) {
      const limit = PROFILE_LIMITS[field];
      expect(normalizeProfileDetails({ ...empty, [field]: 'x'.repeat(limit) })[field]).toHaveLength(limit);
      try {
        normalizeProfileDetails({ ...empty, [field]: 'x'.repeat(limit + 1) });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).fieldErrors[0].path).toEqual([field]);
        expect((error as ValidationError).message).toMatch(new RegExp(`at most ${limit} characters`));
      }
    }
  });

  it('refuses control characters', () => {
    expect(() => normalizeProfileDetails({ ...empty, fullName: 'A\u0000B' })).toThrow(ValidationError);
  });
});

describe('generated avatars', () => {
  it('are the same for the same name (any case) and differ between names', () => {
    expect(generatedAvatarSvg('Ada', 64)).toBe(generatedAvatarSvg('Ada', 64));
    expect(generatedAvatarLook('Ada').hue).toBe(generatedAvatarLook('ada').hue);
    expect(generatedAvatarLook('Ada').hue).not.toBe(generatedAvatarLook('Bob').hue);
    expect(generatedAvatarSvg('ada_l', 64)).toContain('>A</text>');
    expect(generatedAvatarSvg('ada_l', 256)).toContain('width="256"');
  });

  it('read ?size=big as big and anything else as the default', () => {
    expect(avatarSizeFrom('big')).toBe('big');
    expect(avatarSizeFrom(null)).toBe('small');
    expect(avatarSizeFrom('huge')).toBe('small');
  });
});
