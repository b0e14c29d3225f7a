import { type ReactNode, useState } from 'react';
import { type CheckoutKind, useCreateCheckoutSessionMutation } from '../../mutations/useCreateCheckoutSessionMutation.ts';
import { Button, type ButtonVariant } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import styles from './CheckoutButton.module.css';

type CheckoutButtonProps = {
  /** What the checkout buys: Opinio Premium or the e-book. */
  kind?: CheckoutKind;
  /** The button's text. */
  label?: string;
  /** An accessible name when several checkout buttons share a label. */
  ariaLabel?: string;
  variant?: ButtonVariant;
  /** More buttons in the same row (the modal's "Not now"). */
  children?: ReactNode;
};

/**
 * A checkout button (the upgrade modal, the offer page, billing): starts a checkout at the
 * server's price and follows it to Stripe, or to the local test checkout page in test-payments
 * mode; or shows why it could not start under the button.
 */
export function CheckoutButton({ kind = 'PREMIUM', label = 'Checkout', ariaLabel, variant = 'primary', children }: CheckoutButtonProps) {
  const [createCheckoutSession, isInFlight] = useCreateCheckoutSessionMutation();
  const [error, setError] = useState('');
  // Between the answer and the next page loading, the button stays busy: a second click would
  // start a second checkout.
  const [leaving, setLeaving] = useState(false);
  const checkout = () => {
    setError('');
    createCheckoutSession(
      // "Back" on the checkout page returns here.
      { kind, returnPath: `${window.location.pathname}${window.location.search}` },
      {
        onSuccess: (url) => {
          setLeaving(true);
          window.location.assign(url);
        },
        onFailure: setError,
      },
    );
  };
  const busy = isInFlight || leaving;
  return (
    <div className={styles.checkout}>
      <div className={styles.actions}>
        <Button variant={variant} onClick={checkout} disabled={busy} aria-label={busy ? undefined : ariaLabel}>
          {busy ? 'Submitting...' : label}
        </Button>
        {children}
      </div>
      <FormError message={error} />
    </div>
  );
}
