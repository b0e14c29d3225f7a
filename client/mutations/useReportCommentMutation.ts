import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CommentReportReason, useReportCommentMutation as ReportCommentMutation } from './__generated__/useReportCommentMutation.graphql.ts';
import { failureMessage } from './comment-mutation-result.ts';

const reportCommentMutation = graphql`
  mutation useReportCommentMutation($input: ReportCommentInput!) {
    reportComment(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on MutationReportCommentSuccess {
        data {
          id
        }
      }
    }
  }
`;

export type { CommentReportReason };

/** Reports a comment to the moderators. */
export function useReportCommentMutation() {
  const [commit, isInFlight] = useMutation<ReportCommentMutation>(reportCommentMutation);
  const report = useCallback(
    (commentId: string, reason: CommentReportReason, onDone: (error: string | null) => void) => {
      commit({
        variables: { input: { commentId, reason } },
        onCompleted: (data) => onDone(failureMessage(data.reportComment, 'The comment could not be reported.')),
        onError: (error) => onDone(error.message),
      });
    },
    [commit],
  );
  return [report, isInFlight] as const;
}
