import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useGoogleLoginMutation as GoogleLoginMutation } from './__generated__/useGoogleLoginMutation.graphql.ts';
import type { SocialSignInOutcome } from './social-sign-in-outcome.ts';

const googleLoginMutation = graphql`
  mutation useGoogleLoginMutation($input: GoogleLoginInput!) {
    googleLogin(input: $input) {
      __typename
      ... on MutationGoogleLoginSuccess {
        data {
          status
          isNewUser
          viewer {
            id
            isLoggedIn
            username
            karma
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type GoogleLoginArguments = {
  token: string;
  onSuccess: (outcome: SocialSignInOutcome) => void;
  onFailure: (message: string) => void;
};

/** Logs in with a token from Google: logged_in, no_user (choose a username next) or expired. */
export function useGoogleLoginMutation() {
  const [commit, isInFlight] = useMutation<GoogleLoginMutation>(googleLoginMutation);
  const run = useCallback(
    ({ token, onSuccess, onFailure }: GoogleLoginArguments) => {
      commit({
        variables: { input: { idToken: token } },
        onCompleted: ({ googleLogin: result }) => {
          if (result.__typename === 'MutationGoogleLoginSuccess' && result.data) onSuccess({ status: result.data.status, isNewUser: result.data.isNewUser });
          else onFailure(result.message ?? 'Could not sign in.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [run, isInFlight] as const;
}
