// Rules of the user profile (docs/product.md#profiles-karma-and-awards): the activity grid, its
// heat colours, the good points per comment ratio, and what a person may write about themselves.
import { ValidationError, type FieldProblem } from './errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days the grid covers back from today (a year), before aligning its start to a Sunday. */
export const ACTIVITY_GRID_DAYS = 365;

/** UTC midnight of the day `date` falls on. */
export function utcMidnight(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * The grid's first day: a year back from today, moved back to a Sunday so the grid draws as
 * whole weeks (columns) of seven days (rows).
 */
export function activityGridStart(now: Date): Date {
  const yearBack = new Date(utcMidnight(now).getTime() - (ACTIVITY_GRID_DAYS - 1) * DAY_MS);
  return new Date(yearBack.getTime() - yearBack.getUTCDay() * DAY_MS);
}

export type ActivityGrid = { startTime: Date; activity: number[] };

/**
 * Daily contribution counts from the grid's start through today (UTC days), zero-filled.
 * `days` holds per-day counts keyed "YYYY-MM-DD"; days outside the grid are ignored.
 */
export function buildActivityGrid(days: ReadonlyMap<string, number>, now: Date): ActivityGrid {
  const start = activityGridStart(now);
  const length = Math.round((utcMidnight(now).getTime() - start.getTime()) / DAY_MS) + 1;
  const activity = Array.from({ length }, (_, index) => days.get(new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10)) ?? 0);
  return { startTime: start, activity };
}

/** Heat colour step of a day: over 40, 30, 20, 10 contributions per day, then over 0. */
export function heatLevel(count: number): 0 | 1 | 2 | 3 | 4 | 5 {
  if (count > 40) return 5;
  if (count > 30) return 4;
  if (count > 20) return 3;
  if (count > 10) return 2;
  if (count > 0) return 1;
  return 0;
}

/** Good points received per comment written, to 2 decimals; "0.00" without comments. */
export function goodPointsPerComment(goodPoints: number, comments: number): string {
  if (comments <= 0) return '0.00';
  return (Math.round((goodPoints / comments) * 100) / 100).toFixed(2);
}

export const PROFILE_LIMITS = { fullName: 80, location: 80, bio: 1_000, expertise: 300 } as const;

export type ProfileDetails = { fullName: string; location: string; bio: string; expertise: string };

const FIELD_LABELS: Record<keyof ProfileDetails, string> = {
  fullName: 'Name',
  location: 'Location',
  bio: 'Bio',
  expertise: 'Expertise',
};

// Control characters other than line breaks and tabs have no place in a profile.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Trims the fields, removes line breaks from single-line ones and checks the limits.
 * Throws a ValidationError naming every field that is wrong.
 */
export function normalizeProfileDetails(input: ProfileDetails): ProfileDetails {
  const normalized: ProfileDetails = {
    fullName: input.fullName.replace(/[\r\n]+/g, ' ').trim(),
    location: input.location.replace(/[\r\n]+/g, ' ').trim(),
    bio: input.bio.replace(/\r\n?/g, '\n').trim(),
    expertise: input.expertise.replace(/[\r\n]+/g, ' ').trim(),
  };
  const problems: FieldProblem[] = [];
  for (const field of Object.keys(PROFILE_LIMITS) as Array<keyof ProfileDetails>) {
    const value = normalized[field];
    if (value.length > PROFILE_LIMITS[field]) {
      problems.push({ path: [field], message: `${FIELD_LABELS[field]} can be at most ${PROFILE_LIMITS[field]} characters` });
    } else if (CONTROL_CHARACTERS.test(value)) {
      problems.push({ path: [field], message: `${FIELD_LABELS[field]} contains characters that are not allowed` });
    }
  }
  if (problems.length > 0) throw new ValidationError(problems[0].message, problems);
  return normalized;
}
