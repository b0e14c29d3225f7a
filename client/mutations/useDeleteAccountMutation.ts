import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteAccountMutation as DeleteAccountMutation } from './__generated__/useDeleteAccountMutation.graphql.ts';

const deleteAccountMutation = graphql`
  mutation useDeleteAccountMutation($confirmation: String!) {
    deleteAccount(confirmation: $confirmation) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Erases the viewer's account (docs/product.md#your-data). The server signs every device out and
 * clears the cookie; the caller leaves the page, so nothing of the account stays in the store.
 */
export function useDeleteAccountMutation() {
  const [commit, isInFlight] = useMutation<DeleteAccountMutation>(deleteAccountMutation);
  const deleteAccount = useCallback(
    (confirmation: string, callbacks: { onSuccess: () => void; onFailure: (message: string) => void }) => {
      commit({
        variables: { confirmation },
        onCompleted: ({ deleteAccount: result }) => {
          if (result.__typename === 'MutationDeleteAccountSuccess') callbacks.onSuccess();
          else callbacks.onFailure(result.message ?? 'Your account could not be deleted.');
        },
        onError: (error) => callbacks.onFailure(error.message),
      });
    },
    [commit],
  );
  return [deleteAccount, isInFlight] as const;
}
