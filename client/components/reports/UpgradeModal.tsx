import { CheckoutButton } from '../payments/CheckoutButton.tsx';
import { routePaths } from '../../lib/route-paths.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './UpgradeModal.module.css';

/** Where "Learn more" leads: the offer page (route article, /article/{slug}). */
export const offerPageSlug = 'opinion-dna-premium';

/** What a subscription gives, as the upgrade modal and the offer page list it (docs/product.md#payments). */
export const subscriptionFeatures = ['Your Opinion DNA', '10 element reports', '130 page manual'] as const;

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
        <a href={routePaths.offer()} className={styles.learnMore}>
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
