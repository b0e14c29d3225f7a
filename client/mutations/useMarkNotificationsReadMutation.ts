import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkNotificationsReadMutation as MarkNotificationsReadMutation } from './__generated__/useMarkNotificationsReadMutation.graphql.ts';

const markNotificationsReadMutation = graphql`
  mutation useMarkNotificationsReadMutation {
    markNotificationsRead {
      __typename
      ... on MutationMarkNotificationsReadSuccess {
        data {
          id
          newNotification
        }
      }
    }
  }
`;

/** The notifications were seen: the viewer's NewNotification (the red dot) clears. */
export function useMarkNotificationsReadMutation() {
  const [commit] = useMutation<MarkNotificationsReadMutation>(markNotificationsReadMutation);
  return useCallback(() => {
    commit({ variables: {} });
  }, [commit]);
}
