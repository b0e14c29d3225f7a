// Karma, levels and awards (docs/product.md#profiles-karma-and-awards) at every threshold.
import { describe, expect, it } from 'vitest';
import {
  COMMENT_AWARDS,
  GOOD_POINT_AWARDS,
  highestAward,
  karmaFrom,
  LEVEL_THRESHOLDS,
  levelFor,
  milestonesReached,
  milestonesToAnnounce,
  milestoneText,
  nextAward,
  nextLevelKarma,
  publicKarma,
  publicVotesBefore,
  VOTE_AWARDS,
} from '../../api/domain/karma.ts';

const none = { votes: 0, comments: 0, goodPointsReceived: 0, opinions: 0 };

describe('karma', () => {
  it('is 1 per vote, 5 per comment, 10 per good point received, 20 per opinion', () => {
    expect(karmaFrom(none)).toBe(0);
    expect(karmaFrom({ ...none, votes: 1 })).toBe(1);
    expect(karmaFrom({ ...none, comments: 1 })).toBe(5);
    expect(karmaFrom({ ...none, goodPointsReceived: 1 })).toBe(10);
    expect(karmaFrom({ ...none, opinions: 1 })).toBe(20);
    expect(karmaFrom({ votes: 3, comments: 2, goodPointsReceived: 4, opinions: 1 })).toBe(3 + 10 + 40 + 20);
  });
});

describe('levels', () => {
  it('start at karma 0, 50, 250, 1,000, 5,000, 25,000, 100,000', () => {
    expect(LEVEL_THRESHOLDS).toEqual([0, 50, 250, 1000, 5000, 25000, 100000]);
  });

  it.each([
    [0, 1],
    [49, 1],
    [50, 2],
    [249, 2],
    [250, 3],
    [999, 3],
    [1000, 4],
    [4999, 4],
    [5000, 5],
    [24999, 5],
    [25000, 6],
    [99999, 6],
    [100000, 7],
    [10_000_000, 7],
  ])('karma %i is level %i', (karma, level) => {
    expect(levelFor(karma)).toBe(level);
  });

  it('names the karma of the next level, none at level 7', () => {
    expect(nextLevelKarma(0)).toBe(50);
    expect(nextLevelKarma(50)).toBe(250);
    expect(nextLevelKarma(99_999)).toBe(100_000);
    expect(nextLevelKarma(100_000)).toBeNull();
  });
});

describe('awards', () => {
  it('use the documented thresholds', () => {
    expect(VOTE_AWARDS).toEqual([1, 10, 100, 1000, 10000]);
    expect(COMMENT_AWARDS).toEqual([1, 10, 100, 500, 1000, 2500, 5000, 10000, 100000]);
    expect(GOOD_POINT_AWARDS).toEqual([1, 10, 100, 1000, 2500, 5000, 10000, 100000, 1000000]);
  });

  it.each([VOTE_AWARDS, COMMENT_AWARDS, GOOD_POINT_AWARDS].flatMap((thresholds: readonly number[]) =>
    thresholds.flatMap((threshold, index) => [
      [thresholds, threshold - 1, index === 0 ? 0 : thresholds[index - 1]] as const,
      [thresholds, threshold, threshold] as const,
    ]),
  ))('%j: count %i has reached %i', (thresholds, count, award) => {
    expect(highestAward(thresholds, count)).toBe(award);
  });

  it('names the next award, none after the last', () => {
    expect(nextAward(VOTE_AWARDS, 0)).toBe(1);
    expect(nextAward(VOTE_AWARDS, 1)).toBe(10);
    expect(nextAward(VOTE_AWARDS, 10_000)).toBeNull();
  });
});

describe('milestones', () => {
  it('are nothing before any activity (level 1 is where everyone starts)', () => {
    expect(milestonesReached(none)).toEqual([]);
  });

  it('list every level and award reached', () => {
    expect(milestonesReached({ votes: 10, comments: 1, goodPointsReceived: 4, opinions: 0 })).toEqual([
      { kind: 'LEVEL', threshold: 2 }, // 10 + 5 + 40 = 55 karma
      { kind: 'VOTE_AWARD', threshold: 1 },
      { kind: 'VOTE_AWARD', threshold: 10 },
      { kind: 'COMMENT_AWARD', threshold: 1 },
      { kind: 'GOOD_POINT_AWARD', threshold: 1 },
    ]);
    expect(milestonesReached({ ...none, votes: 49 })).not.toContainEqual({ kind: 'LEVEL', threshold: 2 });
    expect(milestonesReached({ ...none, votes: 50 })).toContainEqual({ kind: 'LEVEL', threshold: 2 });
  });

  it('announce only the highest new one of each kind', () => {
    expect(
      milestonesToAnnounce([
        { kind: 'VOTE_AWARD', threshold: 1 },
        { kind: 'LEVEL', threshold: 2 },
        { kind: 'VOTE_AWARD', threshold: 100 },
        { kind: 'VOTE_AWARD', threshold: 10 },
        { kind: 'LEVEL', threshold: 3 },
      ]),
    ).toEqual([
      { kind: 'LEVEL', threshold: 3 },
      { kind: 'VOTE_AWARD', threshold: 100 },
    ]);
    expect(milestonesToAnnounce([])).toEqual([]);
  });

  it('are worded for the notification', () => {
    expect(milestoneText({ kind: 'LEVEL', threshold: 4 })).toBe('You reached level 4');
    expect(milestoneText({ kind: 'VOTE_AWARD', threshold: 1 })).toBe('Award: you have voted on 1 opinion');
    expect(milestoneText({ kind: 'COMMENT_AWARD', threshold: 2500 })).toBe('Award: you have written 2,500 comments');
    expect(milestoneText({ kind: 'GOOD_POINT_AWARD', threshold: 10 })).toBe('Award: you have received 10 good points');
  });
});

describe('karma others see (docs/privacy.md, attack 4)', () => {
  const now = new Date('2026-03-10T15:30:00Z');
  const today = new Date('2026-03-10T00:00:00Z');

  it('counts votes up to the start of the UTC day', () => {
    expect(publicVotesBefore(now).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(publicVotesBefore(new Date('2026-03-10T23:59:59.999Z')).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(publicVotesBefore(new Date('2026-03-11T00:00:00.000Z')).toISOString()).toBe('2026-03-11T00:00:00.000Z');
  });

  it('leaves out the votes of a recount made today, and none once the day has turned', () => {
    expect(publicKarma({ karma: 57, karmaDay: today, karmaDayVotes: 9 }, now)).toBe(48);
    expect(publicKarma({ karma: 57, karmaDay: new Date('2026-03-09T00:00:00Z'), karmaDayVotes: 9 }, now)).toBe(57);
    expect(publicKarma({ karma: 57, karmaDay: today, karmaDayVotes: 9 }, new Date('2026-03-11T00:00:00Z'))).toBe(57);
    // Never recounted (a new account, an account from before the count was stored).
    expect(publicKarma({ karma: 12, karmaDay: null, karmaDayVotes: 0 }, now)).toBe(12);
  });
});
