import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation as LogoutMutation } from './__generated__/useLogoutMutation.graphql.ts';

const logoutMutation = graphql`
  mutation useLogoutMutation {
    logout {
      id
      isLoggedIn
      ssoLogoutUrl
    }
  }
`;

/**
 * Ends the session (the server clears the cookie). Always succeeds unless the network fails.
 * onSuccess gets the sister site's single-sign-on logout address, where the browser goes next.
 */
export function useLogoutMutation() {
  const [commit, isInFlight] = useMutation<LogoutMutation>(logoutMutation);
  const logOut = useCallback(
    (callbacks: { onSuccess: (ssoLogoutUrl: string) => void; onFailure: (message: string) => void }) => {
      commit({
        variables: {},
        onCompleted: ({ logout }) => callbacks.onSuccess(logout.ssoLogoutUrl),
        onError: (error) => callbacks.onFailure(error.message),
      });
    },
    [commit],
  );
  return [logOut, isInFlight] as const;
}
