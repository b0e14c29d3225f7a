import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRequestSignupCodeMutation as RequestSignupCodeMutation } from './__generated__/useRequestSignupCodeMutation.graphql.ts';

const requestSignupCodeMutation = graphql`
  mutation useRequestSignupCodeMutation($input: RequestSignupCodeInput!) {
    requestSignupCode(input: $input) {
      __typename
      ... on MutationRequestSignupCodeSuccess {
        data
      }
      ... on Error {
        message
      }
    }
  }
`;

type RequestSignupCodeArguments = {
  email: string;
  username: string;
  password: string;
  externalId: string | null;
  onSuccess: () => void;
  onFailure: (message: string) => void;
};

/** Step one of e-mail sign-up: the server e-mails a 6-digit code. */
export function useRequestSignupCodeMutation() {
  const [commit, isInFlight] = useMutation<RequestSignupCodeMutation>(requestSignupCodeMutation);
  const requestSignupCode = useCallback(
    ({ email, username, password, externalId, onSuccess, onFailure }: RequestSignupCodeArguments) => {
      commit({
        variables: { input: { email, username, password, externalId } },
        onCompleted: ({ requestSignupCode: result }) => {
          if (result.__typename === 'MutationRequestSignupCodeSuccess') onSuccess();
          else onFailure(result.message ?? 'Could not send the code.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [requestSignupCode, isInFlight] as const;
}
