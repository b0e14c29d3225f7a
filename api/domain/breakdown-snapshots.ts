// Public breakdowns from snapshots (docs/privacy.md#public-breakdowns-snapshots-not-live-figures).
// An opinion's votes by demographic answer and its insights are computed from a snapshot of the
// vote rollups, retaken only when enough time has passed AND enough different people have voted
// since, so comparing two published breakdowns never isolates one vote; the counts published from
// a snapshot carry noise, so a single vote inside a batch does not show either. Pure: the service
// stores and reads the snapshots.
import type { GroupCounts } from './insights.ts';
import { stickyStandardNormal } from './aggregate-noise.ts';
import { PRIVACY_K } from './privacy.ts';
import type { FiveCounts } from './vote-results.ts';

export type SnapshotPolicy = {
  /** No snapshot is retaken sooner than this after the previous one. */
  minIntervalMs: number;
  /** Different people who voted since the previous snapshot, needed before the next. */
  minNewVoters: number;
};

export const BREAKDOWN_SNAPSHOTS: SnapshotPolicy & { countSigma: number; roundVotersTo: number } = {
  minIntervalMs: 15 * 60 * 1000,
  minNewVoters: PRIVACY_K,
  /** Per layer and per rating count: one vote moves one rating count of a group by 1. */
  countSigma: 1,
  /** The voters shown per answer are rounded to this. */
  roundVotersTo: 5,
};

export type StoredSnapshot = { sequence: number; takenAt: Date; everyone: FiveCounts; groups: GroupCounts[] };

/** Whether a snapshot taken at `takenAt` may be replaced now, given how many people voted since. */
export function snapshotIsDue(policy: SnapshotPolicy, takenAt: Date, now: Date, votersSince: number): boolean {
  return now.getTime() - takenAt.getTime() >= policy.minIntervalMs && votersSince >= policy.minNewVoters;
}

/** The first snapshot waits until K people voted: before that every cell would be one of them. */
export function firstSnapshotIsDue(everyone: FiveCounts): boolean {
  return everyone.reduce((total, count) => total + count, 0) >= PRIVACY_K;
}

/**
 * The published rating counts of each answer group: exact plus two layers of noise per rating
 * count, one keyed on the exact count (the same count keeps the same value, so snapshots of an
 * unchanged group cannot be averaged to its exact count) and one new with each snapshot (so an
 * unchanged value does not say that nobody in the group voted). Never below zero.
 */
export function noisyGroups(secret: string | null, opinionId: number, snapshot: StoredSnapshot): GroupCounts[] {
  if (secret === null) return snapshot.groups;
  const sigma = BREAKDOWN_SNAPSHOTS.countSigma;
  return snapshot.groups.map((group) => {
    const cell = `breakdown|${opinionId}|${group.field}|${group.key}`;
    const counts = group.counts.map((count, rating) =>
      Math.max(
        0,
        Math.round(
          count +
            sigma * stickyStandardNormal(secret, `${cell}|r${rating}|count ${count}`) +
            sigma * stickyStandardNormal(secret, `${cell}|r${rating}|snapshot ${snapshot.sequence}`),
        ),
      ),
    ) as FiveCounts;
    return { ...group, counts, exactVoters: group.counts.reduce((total, count) => total + count, 0) };
  });
}

/** The voters shown for an answer: rounded to 5, never below K (smaller groups are suppressed). */
export function shownVoters(voters: number, secret: string | null): number {
  if (secret === null) return voters;
  const step = BREAKDOWN_SNAPSHOTS.roundVotersTo;
  return Math.max(PRIVACY_K, Math.round(voters / step) * step);
}
