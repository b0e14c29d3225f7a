import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginRequiredCard } from '../../components/auth/LoginRequiredCard.tsx';
import { CheckoutButton } from '../../components/payments/CheckoutButton.tsx';
import { CheckoutNotice, type CheckoutNoticeState } from '../../components/payments/CheckoutNotice.tsx';
import { TestModeNotice } from '../../components/payments/TestModeNotice.tsx';
import { useCheckoutConfirmation } from '../../components/payments/useCheckoutConfirmation.ts';
import { SettingsNav } from '../../components/profile/SettingsNav.tsx';
import {
  billingStatusLabel,
  formatAmount,
  formatBillingDate,
  formatRecurringPrice,
  hasPremium,
  purchaseLabel,
} from '../../lib/payments.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useOpenBillingPortalMutation } from '../../mutations/useOpenBillingPortalMutation.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { AnchorButton, Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { billingPageQuery } from './BillingPageQuery.ts';
import type { BillingPageQuery, BillingPageQuery$data } from './__generated__/BillingPageQuery.graphql.ts';
import styles from './BillingPage.module.css';

type Billing = NonNullable<BillingPageQuery$data['viewer']['billing']>;
type PaymentsConfig = BillingPageQuery$data['paymentsConfig'];

/**
 * Route billing (/app/settings, docs/product.md#billing): the plan, its status and renewal,
 * "Manage billing" (Stripe's customer portal), the e-book, and the receipts. Back from an e-book
 * checkout (?session_id=) it confirms the purchase first.
 */
export function BillingPage() {
  const data = useRouteQuery<BillingPageQuery>(billingPageQuery);
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const navigate = useNavigate();
  const outcome = useCheckoutConfirmation(data.viewer.isLoggedIn ? sessionId : null);

  // Confirmed: the same page without the session, loaded afresh, with the confirmation on top.
  useEffect(() => {
    if (!outcome) return;
    const state: CheckoutNoticeState = { checkout: outcome };
    void navigate(routePaths.billing(), { replace: true, state });
  }, [outcome, navigate]);

  if (!data.viewer.isLoggedIn || !data.viewer.billing) {
    return <LoginRequiredCard asPage reason="Please log in or sign up to see your billing" />;
  }
  const { billing } = data.viewer;
  const config = data.paymentsConfig;
  return (
    <PageColumn title="Billing">
      <SettingsNav />
      {sessionId ? <PageLoading label="Confirming your payment ..." /> : <CheckoutNotice />}
      {config.mode === 'TEST' ? <TestModeNotice /> : null}
      <PlanSection billing={billing} config={config} />
      <ManualSection billing={billing} config={config} />
      <ReceiptsSection purchases={billing.purchases} />
    </PageColumn>
  );
}

function PlanSection({ billing, config }: { billing: Billing; config: PaymentsConfig }) {
  const [openBillingPortal, isOpening] = useOpenBillingPortalMutation();
  const [error, setError] = useState('');
  const [leaving, setLeaving] = useState(false);
  const premium = hasPremium(billing.status);
  const manage = () => {
    setError('');
    openBillingPortal(routePaths.billing(), {
      onSuccess: (url) => {
        setLeaving(true);
        window.location.assign(url);
      },
      onFailure: setError,
    });
  };
  const renewal = premium && billing.currentPeriodEnd ? formatBillingDate(billing.currentPeriodEnd) : null;
  const price =
    config.premiumUnitAmount != null ? formatRecurringPrice(config.premiumUnitAmount, config.currency, config.premiumInterval) : null;
  return (
    <Card as="section" className={styles.section} aria-labelledby="billing-plan-title" data-testid="billing-plan">
      <h2 id="billing-plan-title" className={styles.heading}>
        Your plan
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Plan</dt>
          <dd data-testid="billing-plan-name">{billing.plan ?? 'Free'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="billing-status">{billingStatusLabel(billing)}</dd>
        </div>
        {renewal ? (
          <div>
            <dt>{billing.cancelAtPeriodEnd ? 'Access until' : billing.status === 'past_due' ? 'Current period ends' : 'Renews on'}</dt>
            <dd data-testid="billing-renewal">{renewal}</dd>
          </div>
        ) : null}
      </dl>
      {premium ? null : (
        <p className={styles.text}>
          Opinio Premium{price ? `, ${price}` : ''}: your full Opinion DNA, the 10 element reports and the 130 page manual.
        </p>
      )}
      <div className={styles.actions}>
        {premium ? null : <CheckoutButton label="Upgrade" ariaLabel="Upgrade to Opinio Premium" />}
        {billing.canManage ? (
          <Button onClick={manage} disabled={isOpening || leaving}>
            {isOpening || leaving ? 'Opening ...' : 'Manage billing'}
          </Button>
        ) : null}
      </div>
      <FormError message={error} />
    </Card>
  );
}

function ManualSection({ billing, config }: { billing: Billing; config: PaymentsConfig }) {
  const price = formatAmount(config.ebookUnitAmount, config.currency);
  return (
    <Card as="section" className={styles.section} aria-labelledby="billing-manual-title" data-testid="billing-manual">
      <h2 id="billing-manual-title" className={styles.heading}>
        The Opinion DNA Manual
      </h2>
      {billing.manualDownloadUrl ? (
        <div className={styles.row}>
          <p className={styles.text}>
            {billing.ebookPurchased ? 'You bought the e-book.' : 'It comes with your Opinio Premium.'} The manual is a PDF of
            every element of the Opinion DNA explained.
          </p>
          <AnchorButton variant="primary" href={billing.manualDownloadUrl} download>
            Download the manual (PDF)
          </AnchorButton>
        </div>
      ) : (
        <div className={styles.row}>
          <p className={styles.text}>The Opinion DNA Manual, e-book, {price}. It also comes with Opinio Premium.</p>
          <CheckoutButton kind="EBOOK" label="Buy the e-book" variant="secondary" />
        </div>
      )}
    </Card>
  );
}

function ReceiptsSection({ purchases }: { purchases: Billing['purchases'] }) {
  return (
    <Card as="section" className={styles.section} aria-labelledby="billing-receipts-title" data-testid="billing-receipts">
      <h2 id="billing-receipts-title" className={styles.heading}>
        Receipts
      </h2>
      {purchases.length === 0 ? (
        <p className={styles.text}>No payments yet.</p>
      ) : (
        <table className={styles.receipts} aria-labelledby="billing-receipts-title">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What</th>
              <th scope="col" className={styles.amount}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {purchases.map((purchase, index) => (
              <tr key={`${purchase.completedAt ?? ''}-${index}`} data-testid="billing-receipt">
                <td>{purchase.completedAt ? formatBillingDate(purchase.completedAt) : ''}</td>
                <td>
                  {purchaseLabel(purchase.kind)}
                  {purchase.status === 'refunded' ? <span className={styles.refunded}> (refunded)</span> : null}
                </td>
                <td className={styles.amount}>{formatAmount(purchase.amount, purchase.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
