import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLoginMutation as LoginMutation } from './__generated__/useLoginMutation.graphql.ts';

const loginMutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on MutationLoginSuccess {
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

type LoginArguments = {
  email: string;
  password: string;
  onSuccess: () => void;
  /** The text to show in the form error box. */
  onFailure: (message: string) => void;
};

export function useLoginMutation() {
  const [commit, isInFlight] = useMutation<LoginMutation>(loginMutation);
  const logIn = useCallback(
    ({ email, password, onSuccess, onFailure }: LoginArguments) => {
      commit({
        variables: { input: { email, password } },
        onCompleted: ({ login }) => {
          if (login.__typename === 'MutationLoginSuccess') onSuccess();
          else onFailure(login.message ?? 'Could not log in.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [logIn, isInFlight] as const;
}
