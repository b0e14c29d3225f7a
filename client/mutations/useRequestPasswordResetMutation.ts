import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation } from './__generated__/useRequestPasswordResetMutation.graphql.ts';

const requestPasswordResetMutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

type RequestPasswordResetArguments = {
  email: string;
  externalId: string | null;
  onSuccess: () => void;
  onFailure: (message: string) => void;
};

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export function useRequestPasswordResetMutation() {
  const [commit, isInFlight] = useMutation<RequestPasswordResetMutation>(requestPasswordResetMutation);
  const requestPasswordReset = useCallback(
    ({ email, externalId, onSuccess, onFailure }: RequestPasswordResetArguments) => {
      commit({
        variables: { input: { email, externalId } },
        onCompleted: ({ requestPasswordReset: result }) => {
          if (result.__typename === 'MutationRequestPasswordResetSuccess') onSuccess();
          else onFailure(result.message ?? 'Could not send the link.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [requestPasswordReset, isInFlight] as const;
}
