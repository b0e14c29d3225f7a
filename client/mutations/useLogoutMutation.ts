import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation as LogoutMutation } from './__generated__/useLogoutMutation.graphql.ts';

const logoutMutation = graphql`
  mutation useLogoutMutation {
    logout {
      id
      isLoggedIn
    }
  }
`;

/** Ends the session (the server clears the cookie). Always succeeds unless the network fails. */
export function useLogoutMutation() {
  const [commit, isInFlight] = useMutation<LogoutMutation>(logoutMutation);
  const logOut = useCallback(
    (callbacks: { onSuccess: () => void; onFailure: (message: string) => void }) => {
      commit({
        variables: {},
        onCompleted: () => callbacks.onSuccess(),
        onError: (error) => callbacks.onFailure(error.message),
      });
    },
    [commit],
  );
  return [logOut, isInFlight] as const;
}
