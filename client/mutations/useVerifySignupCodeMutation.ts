import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useVerifySignupCodeMutation as VerifySignupCodeMutation } from './__generated__/useVerifySignupCodeMutation.graphql.ts';

const verifySignupCodeMutation = graphql`
  mutation useVerifySignupCodeMutation($input: VerifySignupCodeInput!) {
    verifySignupCode(input: $input) {
      __typename
      ... on MutationVerifySignupCodeSuccess {
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

type VerifySignupCodeArguments = {
  email: string;
  code: string;
  onSuccess: () => void;
  onFailure: (message: string) => void;
};

/** Step two of e-mail sign-up: the code creates the account and logs in. */
export function useVerifySignupCodeMutation() {
  const [commit, isInFlight] = useMutation<VerifySignupCodeMutation>(verifySignupCodeMutation);
  const verifySignupCode = useCallback(
    ({ email, code, onSuccess, onFailure }: VerifySignupCodeArguments) => {
      commit({
        variables: { input: { email, code } },
        onCompleted: ({ verifySignupCode: result }) => {
          if (result.__typename === 'MutationVerifySignupCodeSuccess') onSuccess();
          else onFailure(result.message ?? 'Could not verify the code.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [verifySignupCode, isInFlight] as const;
}
