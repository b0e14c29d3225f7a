// An opinion's insights and its vote distribution by demographic, published from a snapshot of
// the vote rollups (docs/privacy.md#public-breakdowns-snapshots-not-live-figures): retaken at most
// every 15 minutes and only once at least 5 different people voted since, with noise on the
// published counts. The live five-rating tally stays exact elsewhere: it carries no demographics.
// Owns InsightSnapshot.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import {
  BREAKDOWN_SNAPSHOTS,
  firstSnapshotIsDue,
  noisyGroups,
  shownVoters,
  snapshotIsDue,
  type SnapshotPolicy,
  type StoredSnapshot,
} from '../../domain/breakdown-snapshots.ts';
import { demographicBreakdown, findInsights, groupRollups, type BreakdownQuestion, type GroupCounts, type Insight } from '../../domain/insights.ts';
import type { FiveCounts } from '../../domain/vote-results.ts';
import type { VoteService } from '../vote/service.ts';

export type InsightService = ReturnType<typeof createInsightService>;
export type OpinionInsights = {
  insights: Insight[];
  breakdown: BreakdownQuestion[];
  /** When the snapshot they come from was taken; null before there is one. */
  asOf: Date | null;
};

const NOTHING_YET: OpinionInsights = { insights: [], breakdown: [], asOf: null };

/** Opinions whose published insights a process keeps worked out (some 20 kB for 85 answer groups). */
const PUBLISHED_KEPT = 1_000;

export function createInsightService(dependencies: {
  prisma: PrismaClient;
  votes: VoteService;
  /** The noise secret; null publishes exact snapshot figures (tests of the insight rules only). */
  noiseSecret: (() => Promise<string>) | null;
  /** Tests of the snapshot rules may shorten them; every server uses BREAKDOWN_SNAPSHOTS. */
  policy?: SnapshotPolicy;
  now?: () => Date;
}) {
  const { prisma, votes } = dependencies;
  const policy = dependencies.policy ?? BREAKDOWN_SNAPSHOTS;
  const now = dependencies.now ?? (() => new Date());

  async function stored(opinionId: number): Promise<StoredSnapshot | null> {
    const row = await prisma.insightSnapshot.findUnique({ where: { opinionId } });
    if (!row) return null;
    return { sequence: row.sequence, takenAt: row.takenAt, everyone: row.everyone as FiveCounts, groups: row.groups as GroupCounts[] };
  }

  /**
   * Takes a snapshot to replace `previous` (none: the first). Two requests may both decide to
   * take one: the write is conditional on the snapshot they saw, so one wins and the other
   * publishes the winner's.
   */
  async function retake(opinionId: number, previous: StoredSnapshot | null): Promise<StoredSnapshot | null> {
    const [rows, tallies] = await Promise.all([votes.demographicTotals(opinionId), votes.tallies([opinionId])]);
    const taken = { everyone: tallies.get(opinionId)!, groups: groupRollups(rows), takenAt: now() };
    if (previous === null) {
      if (!firstSnapshotIsDue(taken.everyone)) return null;
      await prisma.insightSnapshot.createMany({ data: [{ opinionId, sequence: 1, ...taken }], skipDuplicates: true });
    } else {
      await prisma.insightSnapshot.updateMany({
        where: { opinionId, sequence: previous.sequence },
        data: { sequence: previous.sequence + 1, ...taken },
      });
    }
    return stored(opinionId);
  }

  /** The snapshot to publish now, retaken first when the rules allow; null before K people voted. */
  async function current(opinionId: number, liveTally: FiveCounts): Promise<StoredSnapshot | null> {
    const snapshot = await stored(opinionId);
    if (snapshot === null) return firstSnapshotIsDue(liveTally) ? retake(opinionId, null) : null;
    if (now().getTime() - snapshot.takenAt.getTime() < policy.minIntervalMs) return snapshot;
    const votersSince = await votes.votersSince(opinionId, snapshot.takenAt, policy.minNewVoters);
    return snapshotIsDue(policy, snapshot.takenAt, now(), votersSince) ? retake(opinionId, snapshot) : snapshot;
  }

  // What a snapshot publishes depends on the snapshot alone (its noise is keyed on it and on the
  // process's one secret), so it is worked out once per snapshot and process: the noise is 10
  // HMACs per answer group, 850 for a popular opinion, several ms of the event loop on every read
  // otherwise (docs/benchmarks.md#opinion-page). Keyed on the row's sequence and time, so a
  // snapshot retaken by another process, or moved in time, is worked out afresh.
  const published = new Map<number, { sequence: number; takenAt: number; value: OpinionInsights }>();

  function publish(opinionId: number, snapshot: StoredSnapshot, secret: string | null): OpinionInsights {
    const known = published.get(opinionId);
    if (known && known.sequence === snapshot.sequence && known.takenAt === snapshot.takenAt.getTime()) return known.value;
    const groups = noisyGroups(secret, opinionId, snapshot);
    const value: OpinionInsights = {
      insights: findInsights(snapshot.everyone, groups),
      breakdown: demographicBreakdown(groups, (voters) => shownVoters(voters, secret)),
      asOf: snapshot.takenAt,
    };
    published.delete(opinionId); // re-inserted last: the oldest entry is the first to go
    published.set(opinionId, { sequence: snapshot.sequence, takenAt: snapshot.takenAt.getTime(), value });
    if (published.size > PUBLISHED_KEPT) published.delete(published.keys().next().value!);
    return value;
  }

  return {
    async forOpinion(opinionId: number, liveTally: FiveCounts): Promise<OpinionInsights> {
      const snapshot = await current(opinionId, liveTally);
      if (snapshot === null) return NOTHING_YET;
      return publish(opinionId, snapshot, dependencies.noiseSecret ? await dependencies.noiseSecret() : null);
    },
  };
}
