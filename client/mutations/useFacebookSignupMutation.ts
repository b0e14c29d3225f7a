import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useFacebookSignupMutation as FacebookSignupMutation } from './__generated__/useFacebookSignupMutation.graphql.ts';
import type { SocialSignInOutcome } from './social-sign-in-outcome.ts';

const facebookSignupMutation = graphql`
  mutation useFacebookSignupMutation($input: FacebookSignupInput!) {
    facebookSignup(input: $input) {
      __typename
      ... on MutationFacebookSignupSuccess {
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

type FacebookSignupArguments = {
  token: string;
  username: string;
  externalId: string | null;
  onSuccess: (outcome: SocialSignInOutcome) => void;
  onFailure: (message: string) => void;
};

/** Creates the account with the chosen username (the username step after no_user). */
export function useFacebookSignupMutation() {
  const [commit, isInFlight] = useMutation<FacebookSignupMutation>(facebookSignupMutation);
  const run = useCallback(
    ({ token, username, externalId, onSuccess, onFailure }: FacebookSignupArguments) => {
      commit({
        variables: { input: { accessToken: token, username, externalId } },
        onCompleted: ({ facebookSignup: result }) => {
          if (result.__typename === 'MutationFacebookSignupSuccess' && result.data) onSuccess({ status: result.data.status, isNewUser: result.data.isNewUser });
          else onFailure(result.message ?? 'Could not sign in.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [run, isInFlight] as const;
}
