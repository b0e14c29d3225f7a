import { type ReactNode, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { UpgradeModalCheckoutMutation } from './__generated__/UpgradeModalCheckoutMutation.graphql.ts';
import styles from './UpgradeModal.module.css';

const checkoutMutation = graphql`
  mutation UpgradeModalCheckoutMutation($returnPath: String) {
    createCheckoutSession(kind: PREMIUM, returnPath: $returnPath) {
      __typename
      ... on MutationCreateCheckoutSessionSuccess {
        data {
          url
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Where "Learn more" leads: the offer page (route article, /article/{slug}). */
export const offerPageSlug = 'opinion-dna-premium';
export const offerPageUrl = `/article/${offerPageSlug}`;

/** What a subscription gives, as the upgrade modal and the offer page list it (docs/product.md#payments). */
export const subscriptionFeatures = ['Your Opinion DNA', '10 element reports', '130 page manual'] as const;

/** The price the app shows (docs/product.md#payments: 9.99 USD). */
export const offerPriceLabel = '9.99 USD';

/**
 * The checkout button of the upgrade modal and the offer page: starts a checkout and follows it,
 * or shows why it could not start under the button.
 */
export function CheckoutButton({ children }: { children?: ReactNode }) {
  const [commit, isInFlight] = useMutation<UpgradeModalCheckoutMutation>(checkoutMutation);
  const [error, setError] = useState('');
  const checkout = () => {
    setError('');
    commit({
      // "Back" on the checkout page returns here.
      variables: { returnPath: `${window.location.pathname}${window.location.search}` },
      onCompleted: (response) => {
        const result = response.createCheckoutSession;
        if (result.__typename === 'MutationCreateCheckoutSessionSuccess' && result.data) window.location.assign(result.data.url);
        else setError(result.message ?? 'Checkout could not be started');
      },
      onError: () => setError('Checkout could not be started'),
    });
  };
  return (
    <>
      <div className={styles.actions}>
        <Button variant="primary" onClick={checkout} disabled={isInFlight}>
          {isInFlight ? 'Submitting...' : 'Checkout'}
        </Button>
        {children}
      </div>
      <FormError message={error} />
    </>
  );
}

/** The upgrade checkout modal: Your Opinion DNA, 10 element reports, 130 page manual. */
export function UpgradeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Unlock your full profile">
      <div className={styles.body} data-testid="upgrade-modal">
        <p>Subscribe to see everything your answers say about you:</p>
        <ul className={styles.features}>
          {subscriptionFeatures.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <a href={offerPageUrl} className={styles.learnMore}>
          Learn more
        </a>
        <CheckoutButton>
          <Button variant="ghost" onClick={onClose}>
            Not now
          </Button>
        </CheckoutButton>
      </div>
    </Modal>
  );
}

/** The buy-report modal: single reports are not for sale yet. */
export function BuyReportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Buy this report">
      <div className={styles.body} data-testid="buy-report-modal">
        <p>Premium features are coming soon.</p>
        <div className={styles.actions}>
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
    </Modal>
  );
}
