import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetOpinionDeletedMutation as SetOpinionDeletedMutation } from './__generated__/useSetOpinionDeletedMutation.graphql.ts';

const setOpinionDeletedMutation = graphql`
  mutation useSetOpinionDeletedMutation($input: SetOpinionDeletedInput!) {
    setOpinionDeleted(input: $input) {
      __typename
      ... on MutationSetOpinionDeletedSuccess {
        data {
          id
          deleted
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Deletes (the page then shows "Deleted") or restores an opinion. */
export function useSetOpinionDeletedMutation() {
  const [commit, isInFlight] = useMutation<SetOpinionDeletedMutation>(setOpinionDeletedMutation);
  const setDeleted = useCallback(
    (opinionId: string, deleted: boolean, onFailure: (message: string) => void) =>
      commit({
        variables: { input: { opinionId, deleted } },
        // For You changes with follows and deletions: cached feeds refetch on their next visit.
        updater: (store) => store.invalidateStore(),
        onCompleted: ({ setOpinionDeleted: result }) => {
          if (result.__typename !== 'MutationSetOpinionDeletedSuccess') {
            onFailure('message' in result && result.message ? result.message : 'The opinion could not be changed.');
          }
        },
        onError: (error) => onFailure(error.message),
      }),
    [commit],
  );
  return [setDeleted, isInFlight] as const;
}
