import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useGoogleSignupMutation as GoogleSignupMutation } from './__generated__/useGoogleSignupMutation.graphql.ts';
import type { SocialSignInOutcome } from './social-sign-in-outcome.ts';

const googleSignupMutation = graphql`
  mutation useGoogleSignupMutation($input: GoogleSignupInput!) {
    googleSignup(input: $input) {
      __typename
      ... on MutationGoogleSignupSuccess {
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

type GoogleSignupArguments = {
  token: string;
  username: string;
  externalId: string | null;
  onSuccess: (outcome: SocialSignInOutcome) => void;
  onFailure: (message: string) => void;
};

/** Creates the account with the chosen username (the username step after no_user). */
export function useGoogleSignupMutation() {
  const [commit, isInFlight] = useMutation<GoogleSignupMutation>(googleSignupMutation);
  const run = useCallback(
    ({ token, username, externalId, onSuccess, onFailure }: GoogleSignupArguments) => {
      commit({
        variables: { input: { idToken: token, username, externalId } },
        onCompleted: ({ googleSignup: result }) => {
          if (result.__typename === 'MutationGoogleSignupSuccess' && result.data) onSuccess({ status: result.data.status, isNewUser: result.data.isNewUser });
          else onFailure(result.message ?? 'Could not sign in.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [run, isInFlight] as const;
}
