import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CheckoutKind,
  useCreateCheckoutSessionMutation as CreateCheckoutSessionMutation,
} from './__generated__/useCreateCheckoutSessionMutation.graphql.ts';

export type { CheckoutKind };

const createCheckoutSessionMutation = graphql`
  mutation useCreateCheckoutSessionMutation($kind: CheckoutKind!, $returnPath: String) {
    createCheckoutSession(kind: $kind, returnPath: $returnPath) {
      __typename
      ... on MutationCreateCheckoutSessionSuccess {
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

/**
 * Starts a checkout (docs/product.md#payments): Opinio Premium or the e-book, at the server's
 * price. Answers the URL to send the browser to: Stripe's hosted checkout, or the local test
 * checkout page in test-payments mode.
 */
export function useCreateCheckoutSessionMutation() {
  const [commit, isInFlight] = useMutation<CreateCheckoutSessionMutation>(createCheckoutSessionMutation);
  const createCheckoutSession = useCallback(
    (
      input: { kind: CheckoutKind; returnPath: string },
      callbacks: { onSuccess: (url: string) => void; onFailure: (message: string) => void },
    ) => {
      commit({
        variables: input,
        onCompleted: ({ createCheckoutSession: result }) => {
          if (result.__typename === 'MutationCreateCheckoutSessionSuccess' && result.data) callbacks.onSuccess(result.data.url);
          else callbacks.onFailure(result.message ?? 'Checkout could not be started');
        },
        onError: () => callbacks.onFailure('Checkout could not be started'),
      });
    },
    [commit],
  );
  return [createCheckoutSession, isInFlight] as const;
}
