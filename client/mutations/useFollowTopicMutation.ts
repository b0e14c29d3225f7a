import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { clearOpinionFeed } from '../lib/feed-clear.ts';
import type { useFollowTopicMutation as FollowTopicMutation } from './__generated__/useFollowTopicMutation.graphql.ts';

const followTopicMutation = graphql`
  mutation useFollowTopicMutation($input: FollowTopicInput!) {
    followTopic(input: $input) {
      __typename
      ... on MutationFollowTopicSuccess {
        data {
          id
          viewerFollows
          numFollowers
        }
      }
      ... on AuthError {
        message
      }
      ... on NotFoundError {
        message
      }
      ... on ValidationError {
        message
      }
      ... on InputValidationError {
        message
      }
      ... on RateLimitError {
        message
      }
    }
  }
`;

/** Follows or unfollows a topic; the button flips at once and the server confirms. */
export function useFollowTopicMutation() {
  const [commit, isInFlight] = useMutation<FollowTopicMutation>(followTopicMutation);
  const setFollowing = useCallback(
    (topic: { id: string; numFollowers: number }, following: boolean, onFailure: (message: string) => void) =>
      commit({
        variables: { input: { topicId: topic.id, following } },
        // Every field the answer selects: a missing one would leave the topic page without it,
        // and the page would load again.
        optimisticResponse: {
          followTopic: {
            __typename: 'MutationFollowTopicSuccess',
            data: { id: topic.id, viewerFollows: following, numFollowers: Math.max(0, topic.numFollowers + (following ? 1 : -1)) },
          },
        },
        // For You changes with follows and deletions: cached feeds refetch on their next visit.
        updater: (store) => store.invalidateStore(),
        onCompleted: ({ followTopic: result }) => {
          if (result.__typename !== 'MutationFollowTopicSuccess') {
            onFailure('message' in result ? result.message : 'Please try again.');
            return;
          }
          // Someone quick may be on For You already, drawn from the cache before the store was
          // invalidated: it starts again from the server, which now knows the follow.
          clearOpinionFeed();
        },
        onError: (error) => onFailure(error.message),
      }),
    [commit],
  );
  return [setFollowing, isInFlight] as const;
}
