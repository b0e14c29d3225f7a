import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CheckoutNoticeState } from '../../components/payments/CheckoutNotice.tsx';
import { useCheckoutConfirmation } from '../../components/payments/useCheckoutConfirmation.ts';
import { routePaths } from '../../lib/route-paths.ts';

/**
 * Back from checkout with ?session_id=... (docs/product.md#opinion-dna-page): confirms the
 * checkout (waiting a little for the webhook that unlocks it), refreshes the user, then goes to
 * the detailed opiniondna report, which shows the confirmation. Answers true while that is
 * under way.
 */
export function useCheckoutReturn(): boolean {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const navigate = useNavigate();
  const outcome = useCheckoutConfirmation(sessionId);

  useEffect(() => {
    if (!outcome) return;
    const state: CheckoutNoticeState = { checkout: outcome };
    void navigate(routePaths.detailedReport('opiniondna'), { replace: true, state });
  }, [outcome, navigate]);

  return sessionId !== null;
}
