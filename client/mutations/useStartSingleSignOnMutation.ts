import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useStartSingleSignOnMutation as StartSingleSignOnMutation } from './__generated__/useStartSingleSignOnMutation.graphql.ts';

const startSingleSignOnMutation = graphql`
  mutation useStartSingleSignOnMutation($returnUrl: String) {
    startSingleSignOn(returnUrl: $returnUrl) {
      __typename
      ... on MutationStartSingleSignOnSuccess {
        data {
          url
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Asks the server for the sister site's sign-on address (with a one-minute, single-use token). */
export function useStartSingleSignOnMutation() {
  const [commit, isInFlight] = useMutation<StartSingleSignOnMutation>(startSingleSignOnMutation);
  const start = useCallback(
    (returnUrl: string | null, callbacks: { onSuccess: (url: string) => void; onFailure: (message: string) => void }) => {
      commit({
        variables: { returnUrl },
        onCompleted: ({ startSingleSignOn: result }) => {
          if (result.__typename === 'MutationStartSingleSignOnSuccess' && result.data) callbacks.onSuccess(result.data.url);
          else callbacks.onFailure(result.message ?? 'Could not continue to the sister site.');
        },
        onError: (error) => callbacks.onFailure(error.message),
      });
    },
    [commit],
  );
  return [start, isInFlight] as const;
}
