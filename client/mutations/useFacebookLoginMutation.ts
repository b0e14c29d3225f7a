import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useFacebookLoginMutation as FacebookLoginMutation } from './__generated__/useFacebookLoginMutation.graphql.ts';
import type { SocialSignInOutcome } from './social-sign-in-outcome.ts';

const facebookLoginMutation = graphql`
  mutation useFacebookLoginMutation($input: FacebookLoginInput!) {
    facebookLogin(input: $input) {
      __typename
      ... on MutationFacebookLoginSuccess {
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

type FacebookLoginArguments = {
  token: string;
  onSuccess: (outcome: SocialSignInOutcome) => void;
  onFailure: (message: string) => void;
};

/** Logs in with a token from Facebook: logged_in, no_user (choose a username next) or expired. */
export function useFacebookLoginMutation() {
  const [commit, isInFlight] = useMutation<FacebookLoginMutation>(facebookLoginMutation);
  const run = useCallback(
    ({ token, onSuccess, onFailure }: FacebookLoginArguments) => {
      commit({
        variables: { input: { accessToken: token } },
        onCompleted: ({ facebookLogin: result }) => {
          if (result.__typename === 'MutationFacebookLoginSuccess' && result.data) onSuccess({ status: result.data.status, isNewUser: result.data.isNewUser });
          else onFailure(result.message ?? 'Could not sign in.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [run, isInFlight] as const;
}
