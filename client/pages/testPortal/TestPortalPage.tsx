import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoginRequiredCard } from '../../components/auth/LoginRequiredCard.tsx';
import { TestModeNotice } from '../../components/payments/TestModeNotice.tsx';
import { billingStatusLabel, formatBillingDate, formatRecurringPrice, hasPremium } from '../../lib/payments.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useCancelTestSubscriptionMutation } from '../../mutations/useCancelTestSubscriptionMutation.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { testPortalPageQuery } from './TestPortalPageQuery.ts';
import type { TestPortalPageQuery } from './__generated__/TestPortalPageQuery.graphql.ts';
import styles from './TestPortalPage.module.css';

/**
 * Route testPortal (/payments/test-portal, docs/product.md#test-payments-mode): test-payments
 * mode's stand-in for Stripe's customer portal, where "Manage billing" leads. Cancelling runs
 * through the same code as Stripe's customer.subscription.deleted webhook, then returns to billing.
 */
export function TestPortalPage() {
  const { paymentsConfig: config, viewer } = useRouteQuery<TestPortalPageQuery>(testPortalPageQuery);
  const navigate = useNavigate();
  const [cancelTestSubscription, isCancelling] = useCancelTestSubscriptionMutation();
  const [error, setError] = useState('');

  if (config.mode !== 'TEST') {
    return <StatusMessage message="There is no test portal: this site manages billing through Stripe." />;
  }
  if (!viewer.isLoggedIn || !viewer.billing) return <LoginRequiredCard asPage reason="Please log in or sign up to manage billing" />;
  const { billing } = viewer;
  const premium = hasPremium(billing.status);
  const cancel = () => {
    setError('');
    cancelTestSubscription({ onSuccess: () => void navigate(routePaths.billing()), onFailure: setError });
  };
  const price =
    config.premiumUnitAmount != null ? formatRecurringPrice(config.premiumUnitAmount, config.currency, config.premiumInterval) : null;

  return (
    <PageColumn title="Test customer portal">
      <TestModeNotice>This page stands in for Stripe&apos;s customer portal: nothing is charged or refunded.</TestModeNotice>
      <Card as="section" className={styles.card} aria-labelledby="test-portal-title" data-testid="test-portal">
        <h2 id="test-portal-title" className={styles.heading}>
          Your subscription
        </h2>
        {premium ? (
          <>
            <dl className={styles.facts}>
              <div>
                <dt>Plan</dt>
                <dd>
                  {billing.plan ?? 'Opinio Premium'}
                  {price ? `, ${price}` : ''}
                </dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{billingStatusLabel(billing)}</dd>
              </div>
              {billing.currentPeriodEnd ? (
                <div>
                  <dt>{billing.cancelAtPeriodEnd ? 'Access until' : 'Renews on'}</dt>
                  <dd data-testid="test-portal-renewal">{formatBillingDate(billing.currentPeriodEnd)}</dd>
                </div>
              ) : null}
            </dl>
            <p className={styles.text}>Cancelling here ends the plan at once, as Stripe&apos;s subscription deleted event does.</p>
          </>
        ) : (
          <p className={styles.text}>You have no active plan.</p>
        )}
        <div className={styles.actions}>
          {premium ? (
            <Button onClick={cancel} disabled={isCancelling} className={styles.danger}>
              {isCancelling ? 'Cancelling ...' : 'Cancel subscription (test)'}
            </Button>
          ) : null}
          <ButtonLink to={routePaths.billing()}>Back to billing</ButtonLink>
        </div>
        <FormError message={error} />
      </Card>
    </PageColumn>
  );
}
