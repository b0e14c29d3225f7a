import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCancelTestSubscriptionMutation as CancelTestSubscriptionMutation } from './__generated__/useCancelTestSubscriptionMutation.graphql.ts';

const cancelTestSubscriptionMutation = graphql`
  mutation useCancelTestSubscriptionMutation {
    cancelTestSubscription {
      __typename
      ... on MutationCancelTestSubscriptionSuccess {
        data {
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * The test portal's "Cancel subscription (test)": the server runs it through the same code as
 * Stripe's customer.subscription.deleted webhook. The reports lock again, so the store is
 * marked stale.
 */
export function useCancelTestSubscriptionMutation() {
  const [commit, isInFlight] = useMutation<CancelTestSubscriptionMutation>(cancelTestSubscriptionMutation);
  const cancelTestSubscription = useCallback(
    (callbacks: { onSuccess: () => void; onFailure: (message: string) => void }) => {
      commit({
        variables: {},
        updater: (store) => store.invalidateStore(),
        onCompleted: ({ cancelTestSubscription: result }) => {
          if (result.__typename === 'MutationCancelTestSubscriptionSuccess') callbacks.onSuccess();
          else callbacks.onFailure(result.message ?? 'The subscription could not be cancelled');
        },
        onError: () => callbacks.onFailure('The subscription could not be cancelled'),
      });
    },
    [commit],
  );
  return [cancelTestSubscription, isInFlight] as const;
}
