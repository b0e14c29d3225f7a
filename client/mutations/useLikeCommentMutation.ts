import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLikeCommentMutation as LikeCommentMutation } from './__generated__/useLikeCommentMutation.graphql.ts';
import { failureMessage } from './comment-mutation-result.ts';

const likeCommentMutation = graphql`
  mutation useLikeCommentMutation($input: LikeCommentInput!) {
    likeComment(input: $input) {
      __typename
      # Concrete error types: the optimistic response names the success type alone.
      ... on AuthError {
        message
      }
      ... on NotFoundError {
        message
      }
      ... on GoneError {
        message
      }
      ... on ValidationError {
        message
      }
      ... on InputValidationError {
        message
      }
      ... on MutationLikeCommentSuccess {
        data {
          id
          likeNum
          likedByMe
        }
      }
    }
  }
`;

type LikeArguments = {
  comment: { id: string; likeNum: number; likedByMe: boolean };
  liked: boolean;
  /** The server refused; the optimistic change has been reverted. */
  onFailure: (message: string) => void;
};

/** Gives or takes back a good point: the count moves at once and reverts if the server says no. */
export function useLikeCommentMutation() {
  const [commit, isInFlight] = useMutation<LikeCommentMutation>(likeCommentMutation);
  const like = useCallback(
    ({ comment, liked, onFailure }: LikeArguments) => {
      const change = liked === comment.likedByMe ? 0 : liked ? 1 : -1;
      commit({
        variables: { input: { commentId: comment.id, liked } },
        optimisticResponse: {
          likeComment: {
            __typename: 'MutationLikeCommentSuccess',
            data: { id: comment.id, likeNum: comment.likeNum + change, likedByMe: liked },
          },
        },
        onCompleted: (data) => {
          const message = failureMessage(data.likeComment, 'Your good point could not be saved.');
          if (message) onFailure(message);
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [like, isInFlight] as const;
}
