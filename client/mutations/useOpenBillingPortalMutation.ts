import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useOpenBillingPortalMutation as OpenBillingPortalMutation } from './__generated__/useOpenBillingPortalMutation.graphql.ts';

const openBillingPortalMutation = graphql`
  mutation useOpenBillingPortalMutation($returnPath: String) {
    openBillingPortal(returnPath: $returnPath) {
      __typename
      ... on MutationOpenBillingPortalSuccess {
        data
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * "Manage billing": answers the URL of Stripe's customer portal for the viewer (the local test
 * portal in test-payments mode), which comes back to `returnPath`.
 */
export function useOpenBillingPortalMutation() {
  const [commit, isInFlight] = useMutation<OpenBillingPortalMutation>(openBillingPortalMutation);
  const openBillingPortal = useCallback(
    (returnPath: string, callbacks: { onSuccess: (url: string) => void; onFailure: (message: string) => void }) => {
      commit({
        variables: { returnPath },
        onCompleted: ({ openBillingPortal: result }) => {
          if (result.__typename === 'MutationOpenBillingPortalSuccess' && result.data) callbacks.onSuccess(result.data);
          else callbacks.onFailure(result.message ?? 'Billing could not be opened');
        },
        onError: () => callbacks.onFailure('Billing could not be opened'),
      });
    },
    [commit],
  );
  return [openBillingPortal, isInFlight] as const;
}
