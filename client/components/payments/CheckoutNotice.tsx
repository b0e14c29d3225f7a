import { useLocation } from 'react-router';
import type { CheckoutOutcome } from './useCheckoutConfirmation.ts';
import styles from './CheckoutNotice.module.css';

/** The navigation state a confirmed return from checkout hands to the page it goes on to. */
export type CheckoutNoticeState = { checkout: CheckoutOutcome };

function isCheckoutNoticeState(state: unknown): state is CheckoutNoticeState {
  const checkout = (state as Partial<CheckoutNoticeState> | null)?.checkout;
  return typeof checkout?.message === 'string' && typeof checkout.fulfilled === 'boolean';
}

/**
 * The confirmation of a return from checkout ("Payment received: welcome to Opinio Premium."),
 * shown at the top of the page the return went on to; nothing on any other visit.
 */
export function CheckoutNotice() {
  const { state } = useLocation();
  if (!isCheckoutNoticeState(state) || !state.checkout.message) return null;
  const { message, fulfilled } = state.checkout;
  return (
    <p className={fulfilled ? styles.confirmed : styles.pending} role="status" data-testid="checkout-notice">
      {message}
    </p>
  );
}
