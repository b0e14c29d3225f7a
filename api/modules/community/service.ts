// Community figures for the home feed's sidebars and cards, the Contributors page and the
// Latest Activity page. Owns no table: it composes the opinion, vote, feed and comment reads.
import type { CommentService } from '../comment/service.ts';
import type { FeedService } from '../feed/service.ts';
import type { OpinionService } from '../opinion/service.ts';
import type { VoteService } from '../vote/service.ts';

export type CommunityService = ReturnType<typeof createCommunityService>;

/** Trending opinions are the top 10 by the trending score (docs/product.md#trending-order). */
export const TRENDING_OPINIONS = 10;
export const MAX_COMMUNITY_LIST = 100;

export function clampListSize(requested: number | null | undefined, fallback: number): number {
  return Math.min(Math.max(requested ?? fallback, 1), MAX_COMMUNITY_LIST);
}

export function createCommunityService(dependencies: {
  opinions: OpinionService;
  votes: VoteService;
  feed: FeedService;
  comments: CommentService;
}) {
  const { opinions, votes, feed, comments } = dependencies;
  return {
    /** Stats: visible opinions, comments not deleted, votes cast (one per person and opinion). */
    async stats(): Promise<{ opinions: number; comments: number; votes: number }> {
      const [opinionCount, commentCount, voteCount] = await Promise.all([
        opinions.countVisible(),
        comments.countComments(),
        votes.countVotes(),
      ]);
      return { opinions: opinionCount, comments: commentCount, votes: voteCount };
    },

    trendingOpinionIds(): Promise<number[]> {
      return feed.trendingOrder({ limit: TRENDING_OPINIONS });
    },

    topContributors(limit: number) {
      return comments.topCommenters(limit);
    },

    latestActivity(limit: number) {
      return comments.latestOpinionComments(limit);
    },
  };
}
