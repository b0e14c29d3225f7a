import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CheckoutOutcome } from './useCheckoutConfirmation.ts';
import styles from './CheckoutNotice.module.css';

/** The navigation state a confirmed return from checkout hands to the page it goes on to. */
export type CheckoutNoticeState = { checkout: CheckoutOutcome };

function checkoutOf(state: unknown): CheckoutOutcome | null {
  const checkout = (state as Partial<CheckoutNoticeState> | null)?.checkout;
  return typeof checkout?.message === 'string' && checkout.message !== '' && typeof checkout.fulfilled === 'boolean' ? checkout : null;
}

/**
 * The confirmation of a return from checkout ("Payment received: welcome to Opinio Premium."),
 * shown at the top of the page the return went on to; nothing on any other visit.
 */
export function CheckoutNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const arriving = checkoutOf(location.state);
  const here = `${location.pathname}${location.search}${location.hash}`;
  const [shown, setShown] = useState<{ checkout: CheckoutOutcome; at: string } | null>(null);
  // Kept here while this page shows, and forgotten when the page goes elsewhere.
  if (arriving && shown?.checkout !== arriving) setShown({ checkout: arriving, at: here });
  if (!arriving && shown && shown.at !== here) setShown(null);

  useEffect(() => {
    // Out of the history entry once shown: a reload, or coming back to this entry, would
    // otherwise confirm the payment again.
    if (arriving) void navigate(here, { replace: true, state: null });
  }, [arriving, here, navigate]);

  const checkout = arriving ?? (shown?.at === here ? shown.checkout : null);
  if (!checkout) return null;
  return (
    <p className={checkout.fulfilled ? styles.confirmed : styles.pending} role="status" data-testid="checkout-notice">
      {checkout.message}
    </p>
  );
}
