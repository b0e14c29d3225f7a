import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import { appShellQuery } from '../../components/layout/AppShellQuery.ts';
import { routePaths } from '../../lib/route-paths.ts';
const checkoutSessionQuery = graphql`
  query useCheckoutReturnQuery($sessionId: String!) {
    checkoutSession(sessionId: $sessionId) {
      __typename
      ... on CheckoutSession {
        paid
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Back from checkout with ?session_id=... (docs/product.md#opinion-dna-page), read the checkout,
 * refresh the user, then go to the detailed opiniondna report. Answers true while that is under
 * way.
 */
export function useCheckoutReturn(): boolean {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
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
    // Reads the checkout (what it unlocked came through the webhook), then refreshes the user.
    fetchQuery(environment, checkoutSessionQuery, { sessionId }, { fetchPolicy: 'network-only' }).subscribe({ complete: finish, error: finish });
  }, [sessionId, environment, navigate]);

  return confirming;
}
