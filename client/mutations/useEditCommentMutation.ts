import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CommentResponseType, useEditCommentMutation as EditCommentMutation } from './__generated__/useEditCommentMutation.graphql.ts';
import { failureMessage } from './comment-mutation-result.ts';

const editCommentMutation = graphql`
  mutation useEditCommentMutation($input: EditCommentInput!) {
    editComment(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on MutationEditCommentSuccess {
        data {
          id
          ...CommentItem_comment
        }
      }
    }
  }
`;

/** Saves new text (and type); the comment record updates in place. */
export function useEditCommentMutation() {
  const [commit, isInFlight] = useMutation<EditCommentMutation>(editCommentMutation);
  const edit = useCallback(
    (commentId: string, body: string, responseType: CommentResponseType | null, onDone: (error: string | null) => void) => {
      commit({
        variables: { input: { commentId, body, responseType } },
        onCompleted: (data) => onDone(failureMessage(data.editComment, 'Your changes could not be saved.')),
        onError: (error) => onDone(error.message),
      });
    },
    [commit],
  );
  return [edit, isInFlight] as const;
}
