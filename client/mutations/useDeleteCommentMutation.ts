import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteCommentMutation as DeleteCommentMutation } from './__generated__/useDeleteCommentMutation.graphql.ts';
import { failureMessage } from './comment-mutation-result.ts';

const deleteCommentMutation = graphql`
  mutation useDeleteCommentMutation($input: CommentIdInput!) {
    deleteComment(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on MutationDeleteCommentSuccess {
        data {
          id
          ...CommentItem_comment
        }
      }
    }
  }
`;

/** Deletes a comment; it stays in place showing the deleted text for its reason. */
export function useDeleteCommentMutation() {
  const [commit, isInFlight] = useMutation<DeleteCommentMutation>(deleteCommentMutation);
  const remove = useCallback(
    (commentId: string, onDone: (error: string | null) => void) => {
      commit({
        variables: { input: { commentId } },
        onCompleted: (data) => onDone(failureMessage(data.deleteComment, 'The comment could not be deleted.')),
        onError: (error) => onDone(error.message),
      });
    },
    [commit],
  );
  return [remove, isInFlight] as const;
}
