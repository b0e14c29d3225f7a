// An opinion's insights and its vote distribution by demographic, computed from the vote
// rollups (one statement, whatever the number of votes; the opinion's tally comes from the
// request's batched tally loader). Owns no table.
import type { FiveCounts } from '../../domain/vote-results.ts';
import { demographicBreakdown, findInsights, groupRollups, type BreakdownQuestion, type Insight } from '../../domain/insights.ts';
import type { VoteService } from '../vote/service.ts';

export type InsightService = ReturnType<typeof createInsightService>;
export type OpinionInsights = { insights: Insight[]; breakdown: BreakdownQuestion[] };

export function createInsightService(dependencies: { votes: VoteService }) {
  const { votes } = dependencies;
  return {
    async forOpinion(opinionId: number, everyone: FiveCounts): Promise<OpinionInsights> {
      const groups = groupRollups(await votes.demographicTotals(opinionId));
      return { insights: findInsights(everyone, groups), breakdown: demographicBreakdown(groups) };
    },
  };
}
