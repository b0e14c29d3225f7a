import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCompleteTestCheckoutMutation as CompleteTestCheckoutMutation } from './__generated__/useCompleteTestCheckoutMutation.graphql.ts';

const completeTestCheckoutMutation = graphql`
  mutation useCompleteTestCheckoutMutation($sessionId: String!) {
    completeTestCheckout(sessionId: $sessionId) {
      __typename
      ... on MutationCompleteTestCheckoutSuccess {
        data {
          paid
          successUrl
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Test-payments mode's "Pay (test)": the server completes the local checkout through the same
 * fulfilment as Stripe's checkout.session.completed webhook. What it unlocked changes much of
 * what the store holds (reports, billing, the viewer), so the store is marked stale.
 */
export function useCompleteTestCheckoutMutation() {
  const [commit, isInFlight] = useMutation<CompleteTestCheckoutMutation>(completeTestCheckoutMutation);
  const completeTestCheckout = useCallback(
    (sessionId: string, callbacks: { onSuccess: (successUrl: string) => void; onFailure: (message: string) => void }) => {
      commit({
        variables: { sessionId },
        updater: (store) => store.invalidateStore(),
        onCompleted: ({ completeTestCheckout: result }) => {
          if (result.__typename === 'MutationCompleteTestCheckoutSuccess' && result.data?.paid) callbacks.onSuccess(result.data.successUrl);
          else callbacks.onFailure(result.message ?? 'The test payment did not go through');
        },
        onError: () => callbacks.onFailure('The test payment did not go through'),
      });
    },
    [commit],
  );
  return [completeTestCheckout, isInFlight] as const;
}
