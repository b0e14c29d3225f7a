import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useResetPasswordMutation as ResetPasswordMutation } from './__generated__/useResetPasswordMutation.graphql.ts';

const resetPasswordMutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on MutationResetPasswordSuccess {
        data {
          id
          isLoggedIn
          username
          karma
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type ResetPasswordArguments = {
  tokenValue: string;
  newPassword: string;
  externalId: string | null;
  onSuccess: () => void;
  onFailure: (message: string) => void;
};

/** Sets the new password from a reset link; the server logs this browser in and every other one out. */
export function useResetPasswordMutation() {
  const [commit, isInFlight] = useMutation<ResetPasswordMutation>(resetPasswordMutation);
  const resetPassword = useCallback(
    ({ tokenValue, newPassword, externalId, onSuccess, onFailure }: ResetPasswordArguments) => {
      commit({
        variables: { input: { tokenValue, newPassword, externalId } },
        onCompleted: ({ resetPassword: result }) => {
          if (result.__typename === 'MutationResetPasswordSuccess') onSuccess();
          else onFailure(result.message ?? 'Could not set the password.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [resetPassword, isInFlight] as const;
}
