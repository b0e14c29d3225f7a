// Karma, levels and awards (docs/product.md#profiles-karma-and-awards). Pure rules:
// the user service counts the sources and stores the results.
import { utcMidnight } from './profile.ts';

export type KarmaSources = {
  /** Opinions voted on (one vote per opinion counts once, whatever its changes). */
  votes: number;
  /** Comments written and not deleted. */
  comments: number;
  /** Good points (likes) received on one's comments that are not deleted. */
  goodPointsReceived: number;
  /** Opinions created that are not deleted or removed. */
  opinions: number;
};

export const KARMA_PER_VOTE = 1;
export const KARMA_PER_COMMENT = 5;
export const KARMA_PER_GOOD_POINT = 10;
export const KARMA_PER_OPINION = 20;

export function karmaFrom(sources: KarmaSources): number {
  return (
    sources.votes * KARMA_PER_VOTE +
    sources.comments * KARMA_PER_COMMENT +
    sources.goodPointsReceived * KARMA_PER_GOOD_POINT +
    sources.opinions * KARMA_PER_OPINION
  );
}

/** Karma at which levels 1..7 start (index 0 is level 1). */
export const LEVEL_THRESHOLDS = [0, 50, 250, 1_000, 5_000, 25_000, 100_000] as const;
export const MAX_LEVEL = LEVEL_THRESHOLDS.length;

export function levelFor(karma: number): number {
  let level = 1;
  for (let index = 1; index < LEVEL_THRESHOLDS.length; index += 1) {
    if (karma >= LEVEL_THRESHOLDS[index]) level = index + 1;
  }
  return level;
}

/** Karma needed for the next level; null at the top level. */
export function nextLevelKarma(karma: number): number | null {
  const level = levelFor(karma);
  return level >= MAX_LEVEL ? null : LEVEL_THRESHOLDS[level];
}

export const VOTE_AWARDS = [1, 10, 100, 1_000, 10_000] as const;
export const COMMENT_AWARDS = [1, 10, 100, 500, 1_000, 2_500, 5_000, 10_000, 100_000] as const;
export const GOOD_POINT_AWARDS = [1, 10, 100, 1_000, 2_500, 5_000, 10_000, 100_000, 1_000_000] as const;

/** The highest award threshold reached by `count`; 0 when none is. */
export function highestAward(thresholds: readonly number[], count: number): number {
  let reached = 0;
  for (const threshold of thresholds) if (count >= threshold) reached = threshold;
  return reached;
}

/** The next award threshold after `count`; null when every award is reached. */
export function nextAward(thresholds: readonly number[], count: number): number | null {
  return thresholds.find((threshold) => threshold > count) ?? null;
}

export type MilestoneKind = 'LEVEL' | 'VOTE_AWARD' | 'COMMENT_AWARD' | 'GOOD_POINT_AWARD';

/** A milestone is a level (threshold = level number, 2..7) or an award threshold reached. */
export type MilestoneReached = { kind: MilestoneKind; threshold: number };

/**
 * Every milestone the counts have reached. Level 1 is where everyone starts, so it is not a
 * milestone.
 */
export function milestonesReached(sources: KarmaSources): MilestoneReached[] {
  const reached: MilestoneReached[] = [];
  const level = levelFor(karmaFrom(sources));
  for (let number = 2; number <= level; number += 1) reached.push({ kind: 'LEVEL', threshold: number });
  const awards: Array<[MilestoneKind, readonly number[], number]> = [
    ['VOTE_AWARD', VOTE_AWARDS, sources.votes],
    ['COMMENT_AWARD', COMMENT_AWARDS, sources.comments],
    ['GOOD_POINT_AWARD', GOOD_POINT_AWARDS, sources.goodPointsReceived],
  ];
  for (const [kind, thresholds, count] of awards) {
    for (const threshold of thresholds) if (count >= threshold) reached.push({ kind, threshold });
  }
  return reached;
}

/**
 * Which of the newly recorded milestones to announce: the highest of each kind. Someone who
 * crosses several thresholds at once (karma counted for the first time, a burst of likes) gets
 * one notification per kind, not a pile.
 */
export function milestonesToAnnounce(newlyReached: readonly MilestoneReached[]): MilestoneReached[] {
  const highest = new Map<MilestoneKind, MilestoneReached>();
  for (const milestone of newlyReached) {
    const current = highest.get(milestone.kind);
    if (!current || milestone.threshold > current.threshold) highest.set(milestone.kind, milestone);
  }
  const order: MilestoneKind[] = ['LEVEL', 'VOTE_AWARD', 'COMMENT_AWARD', 'GOOD_POINT_AWARD'];
  return order.flatMap((kind) => (highest.has(kind) ? [highest.get(kind)!] : []));
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The words of a Milestone notification. */
export function milestoneText(milestone: MilestoneReached): string {
  switch (milestone.kind) {
    case 'LEVEL':
      return `You reached level ${milestone.threshold}`;
    case 'VOTE_AWARD':
      return `Award: you have voted on ${plural(milestone.threshold, 'opinion', 'opinions')}`;
    case 'COMMENT_AWARD':
      return `Award: you have written ${plural(milestone.threshold, 'comment', 'comments')}`;
    case 'GOOD_POINT_AWARD':
      return `Award: you have received ${plural(milestone.threshold, 'good point', 'good points')}`;
  }
}

/**
 * Votes up to this moment count in the figures other people see about a person (vote count,
 * karma, level, vote award, activity grid): the start of the current UTC day. A live figure would
 * name the voter behind a change anywhere else (docs/privacy.md, attack 4); the person themself
 * sees live figures.
 */
export function publicVotesBefore(now: Date): Date {
  return utcMidnight(now);
}

/** What the last recount stored: karma, and how many of its votes were cast on `karmaDay`. */
export type StoredKarma = { karma: number; karmaDay: Date | null; karmaDayVotes: number };

/**
 * The karma other people see: the stored karma without the votes of the current UTC day. The
 * stored karma and its count of the day's votes are written by one statement, so the two always
 * describe the same votes; after the day has turned, every vote in the stored karma is public.
 */
export function publicKarma(stored: StoredKarma, now: Date): number {
  const today = publicVotesBefore(now);
  if (stored.karmaDay === null || stored.karmaDay.getTime() < today.getTime()) return stored.karma;
  return stored.karma - stored.karmaDayVotes * KARMA_PER_VOTE;
}

/** The karma `viewerId` may see of `userId`'s: the owner's live figure, everyone else's public one. */
export function karmaShownTo(viewerId: number | null, userId: number, stored: StoredKarma, now: Date): number {
  return viewerId === userId ? stored.karma : publicKarma(stored, now);
}
