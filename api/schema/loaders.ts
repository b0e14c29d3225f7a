// Request-scoped DataLoaders. Each batches one per-opinion (or per-topic) read that a list of
// cards would otherwise run once per card.
import DataLoader from 'dataloader';
import type { StoredKarma } from '../domain/karma.ts';
import type { FiveCounts } from '../domain/vote-results.ts';
import type { CommentNode } from '../modules/comment/thread-trees.ts';
import type { UserTagRow } from '../modules/usertag/service.ts';
import type { Services } from '../services.ts';
import type { ViewerIdentity } from '../domain/viewer.ts';

export type RequestLoaders = ReturnType<typeof createRequestLoaders>;

function fromMap<K, V>(map: Map<K, V>, keys: readonly K[], fallback: V): V[] {
  return keys.map((key) => map.get(key) ?? fallback);
}

export function createRequestLoaders(services: Services, viewer: ViewerIdentity | null) {
  return {
    /** Vote counts from the rollups; the opinion page, feed cards and live updates all read these. */
    voteTally: new DataLoader<number, FiveCounts>(async (ids) =>
      fromMap(await services.votes.tallies(ids), ids, [0, 0, 0, 0, 0] as FiveCounts),
    ),
    /** The viewer's own rating per opinion; null when not voted or logged out. */
    viewerRating: new DataLoader<number, number | null>(async (ids) =>
      viewer ? fromMap(await services.votes.ratingsOf(viewer.userId, ids), ids, null) : ids.map(() => null),
    ),
    commentCount: new DataLoader<number, number>(async (ids) =>
      fromMap(await services.comments.countsByOpinion(ids), ids, 0),
    ),
    /** Whether the viewer follows each topic; false when logged out. */
    topicFollowedByViewer: new DataLoader<number, boolean>(async (ids) => {
      if (!viewer) return ids.map(() => false);
      const followed = await services.topics.followedAmong(viewer.userId, ids);
      return ids.map((id) => followed.has(id));
    }),
    /** Whole comment threads by thread key: one statement for every thread a request shows. */
    threadComments: new DataLoader<string, CommentNode[]>(async (keys) => {
      const byKey = await services.comments.threadsComments(keys, viewer?.userId ?? null);
      return keys.map((key) => byKey.get(key) ?? []);
    }),
    topicFollowerCount: new DataLoader<number, number>(async (ids) => fromMap(await services.topics.followerCounts(ids), ids, 0)),
    topicOpinionCount: new DataLoader<number, number>(async (ids) =>
      fromMap(await services.opinions.visibleCountsPerTopic(ids), ids, 0),
    ),
    /** Each member's stored karma, for lists of people (Contributors): one statement per list. */
    storedKarma: new DataLoader<number, StoredKarma | null>(async (ids) => fromMap(await services.users.storedKarmaOf(ids), ids, null)),
    /** Each member's user tags, for a page of the admin hub's member cards. */
    memberTags: new DataLoader<number, UserTagRow[]>(async (ids) => fromMap(await services.userTags.tagsOfMembers(ids), ids, [])),
    /** Who deleted each opinion of the admin hub's list, and their note (the audit log). */
    opinionDeletion: new DataLoader<number, { deletedBy: string | null; note: string }>(async (ids) =>
      fromMap(await services.admin.deletionsOf(ids), ids, { deletedBy: null, note: '' }),
    ),
  };
}

/**
 * After a vote in this request: the opinion's counts and the voter's rating are what the vote
 * computed, so the answer reads them from the loaders instead of from the database again.
 */
export function primeWithVote(loaders: RequestLoaders, vote: { opinionId: number; rating: number; counts: FiveCounts }): void {
  loaders.voteTally.clear(vote.opinionId).prime(vote.opinionId, vote.counts);
  loaders.viewerRating.clear(vote.opinionId).prime(vote.opinionId, vote.rating);
}
