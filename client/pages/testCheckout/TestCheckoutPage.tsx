import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginRequiredCard } from '../../components/auth/LoginRequiredCard.tsx';
import { TestModeNotice } from '../../components/payments/TestModeNotice.tsx';
import { formatAmount, formatRecurringPrice, sitePathOf } from '../../lib/payments.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useCompleteTestCheckoutMutation } from '../../mutations/useCompleteTestCheckoutMutation.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { testCheckoutPageQuery } from './TestCheckoutPageQuery.ts';
import type { TestCheckoutPageQuery } from './__generated__/TestCheckoutPageQuery.graphql.ts';
import styles from './TestCheckoutPage.module.css';

/**
 * Route testCheckout (/payments/test-checkout?session_id=..., docs/product.md#test-payments-mode):
 * test-payments mode's stand-in for Stripe Checkout. "Pay (test)" completes the checkout on the
 * server through the same fulfilment as Stripe's webhook, then goes where Stripe would send the
 * browser; "Cancel" goes back to where the checkout started.
 */
export function TestCheckoutPage() {
  const data = useRouteQuery<TestCheckoutPageQuery>(testCheckoutPageQuery);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [completeTestCheckout, isPaying] = useCompleteTestCheckoutMutation();
  const [error, setError] = useState('');
  const [leaving, setLeaving] = useState(false);
  const config = data.paymentsConfig;
  const session = data.checkoutSession;

  if (config.mode !== 'TEST') {
    return <StatusMessage message="There is no test checkout: this site takes payments through Stripe." />;
  }
  if (session.__typename === 'AuthError') return <LoginRequiredCard asPage reason="Please log in or sign up to pay" />;
  if (session.__typename !== 'CheckoutSession' || !session.kind) {
    return <StatusMessage message={session.message ?? 'Checkout session not found'} />;
  }

  const premium = session.kind === 'PREMIUM';
  const item = premium ? 'Opinio Premium, monthly' : 'The Opinion DNA Manual, e-book';
  const amount = premium
    ? config.premiumUnitAmount != null
      ? formatRecurringPrice(config.premiumUnitAmount, config.currency, config.premiumInterval)
      : 'the plan price'
    : formatAmount(config.ebookUnitAmount, config.currency);
  const successPath = sitePathOf(session.successUrl ?? '') ?? (premium ? routePaths.dnaReport() : routePaths.billing());

  const pay = () => {
    setError('');
    completeTestCheckout(searchParams.get('session_id') ?? '', {
      onSuccess: (successUrl) => {
        setLeaving(true);
        // Where Stripe sends a paid checkout; replacing this page, so Back does not offer to pay again.
        void navigate(sitePathOf(successUrl) ?? successPath, { replace: true });
      },
      onFailure: setError,
    });
  };
  const cancel = () => {
    // Back to the page the checkout started on (the server sent the browser here from it);
    // opened some other way, to where this purchase is offered.
    const cameFromHere = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
    if (cameFromHere && window.history.length > 1) window.history.back();
    else void navigate(premium ? routePaths.offer() : routePaths.billing());
  };

  return (
    <PageColumn title="Test checkout">
      <TestModeNotice>This page stands in for Stripe&apos;s checkout: no card details are asked for.</TestModeNotice>
      <Card as="section" className={styles.card} aria-labelledby="test-checkout-title" data-testid="test-checkout">
        <h2 id="test-checkout-title" className={styles.heading}>
          Your order
        </h2>
        <dl className={styles.order}>
          <div>
            <dt>Item</dt>
            <dd data-testid="test-checkout-item">{item}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd data-testid="test-checkout-amount">{amount}</dd>
          </div>
        </dl>
        {session.paid ? (
          <>
            <p className={styles.paid}>This checkout is paid.</p>
            <div className={styles.actions}>
              <ButtonLink variant="primary" to={successPath} replace>
                Continue
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <div className={styles.actions}>
              <Button variant="primary" onClick={pay} disabled={isPaying || leaving}>
                {isPaying || leaving ? 'Paying ...' : 'Pay (test)'}
              </Button>
              <Button onClick={cancel} disabled={isPaying || leaving}>
                Cancel
              </Button>
            </div>
            <FormError message={error} />
          </>
        )}
      </Card>
    </PageColumn>
  );
}
