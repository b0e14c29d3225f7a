import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { checkoutPolling, checkoutReturnMessage, shouldAskAgain } from '../../lib/payments.ts';
import { appShellQuery } from '../layout/AppShellQuery.ts';
import type { useCheckoutConfirmationQuery } from './__generated__/useCheckoutConfirmationQuery.graphql.ts';

const checkoutSessionQuery = graphql`
  query useCheckoutConfirmationQuery($sessionId: String!) {
    checkoutSession(sessionId: $sessionId) {
      __typename
      ... on CheckoutSession {
        paid
        fulfilled
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

/** What a return from checkout came to: the server's message, and whether the purchase is unlocked. */
export type CheckoutOutcome = { message: string; fulfilled: boolean };

const couldNotCheck = 'Your payment could not be checked just now. Billing shows it once it is confirmed.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from checkout with `sessionId` (docs/product.md#payments): reads the checkout (a read: what
 * a payment unlocks comes from the webhook), asking again while it is paid but not yet unlocked,
 * then refreshes the viewer and marks the store stale so every report and the billing page load
 * afresh. Answers null while that is under way, then the outcome; null throughout without a
 * session.
 */
export function useCheckoutConfirmation(sessionId: string | null): CheckoutOutcome | null {
  const environment = useRelayEnvironment();
  const [outcome, setOutcome] = useState<{ sessionId: string; outcome: CheckoutOutcome } | null>(null);

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    void (async () => {
      const startedAt = Date.now();
      let result: CheckoutOutcome = { message: couldNotCheck, fulfilled: false };
      let paid = false;
      for (let attempt = 1; !cancelled; attempt += 1) {
        paid = false;
        try {
          const data = await fetchQuery<useCheckoutConfirmationQuery>(environment, checkoutSessionQuery, { sessionId }, { fetchPolicy: 'network-only' }).toPromise();
          const session = data?.checkoutSession;
          if (session?.__typename === 'CheckoutSession') {
            result = { message: session.message ?? '', fulfilled: session.fulfilled === true };
            paid = session.paid === true;
          } else {
            // Not this member's checkout, or not logged in: nothing to wait for.
            result = { message: session?.message ?? couldNotCheck, fulfilled: false };
            break;
          }
        } catch {
          result = { message: couldNotCheck, fulfilled: false };
        }
        if (!shouldAskAgain({ paid, fulfilled: result.fulfilled, attempt, elapsedMs: Date.now() - startedAt })) break;
        await sleep(checkoutPolling.intervalMs);
      }
      if (cancelled) return;
      // Paid and still locked after the whole wait: "a few seconds" has not held.
      result = { ...result, message: checkoutReturnMessage({ paid, ...result }) };
      // What a payment unlocks is all over the store (reports, billing, the viewer), and one still
      // on its way may land any moment: whatever is shown next is asked afresh.
      // (invalidateStore is on every store proxy at runtime; the types name it only for updaters.)
      environment.commitUpdate((store) => (store as unknown as { invalidateStore(): void }).invalidateStore());
      // The top bar and whatever else shows the viewer; a failure keeps the viewer we have.
      await fetchQuery(environment, appShellQuery, {}, { fetchPolicy: 'network-only' })
        .toPromise()
        .catch(() => undefined);
      if (!cancelled) setOutcome({ sessionId, outcome: result });
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionId, environment]);

  return sessionId && outcome?.sessionId === sessionId ? outcome.outcome : null;
}
