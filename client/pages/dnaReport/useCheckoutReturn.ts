import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import { appShellQuery } from '../../components/layout/AppShellQuery.ts';
import { routePaths } from '../../lib/route-paths.ts';
import type { useCheckoutReturnMutation } from './__generated__/useCheckoutReturnMutation.graphql.ts';

const confirmCheckoutMutation = graphql`
  mutation useCheckoutReturnMutation($sessionId: String!) {
    confirmCheckout(sessionId: $sessionId) {
      __typename
      ... on MutationConfirmCheckoutSuccess {
        data {
          paid
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Back from checkout with ?session_id=... (docs/product.md#opinion-dna-page), confirm the checkout,
 * refresh the user, then go to the detailed opiniondna report. Answers true while that is under
 * way.
 */
export function useCheckoutReturn(): boolean {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [commit] = useMutation<useCheckoutReturnMutation>(confirmCheckoutMutation);
  const [confirming, setConfirming] = useState(sessionId !== null);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!sessionId || started.current === sessionId) return;
    started.current = sessionId;
    const finish = () => {
      fetchQuery(environment, appShellQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
        complete: () => void navigate(routePaths.detailedReport('opiniondna'), { replace: true }),
        error: () => void navigate(routePaths.detailedReport('opiniondna'), { replace: true }),
      });
      setConfirming(false);
    };
    commit({ variables: { sessionId }, onCompleted: finish, onError: finish });
  }, [sessionId, commit, environment, navigate]);

  return confirming;
}
