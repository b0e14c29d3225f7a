import { useParams } from 'react-router';
import { CheckoutButton, offerPageSlug, offerPriceLabel, subscriptionFeatures } from '../../components/UpgradeModal.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import styles from './ArticlePage.module.css';

/**
 * Route article (/article/{slug}). The only article so far is the subscription offer the upgrade
 * modal's "Learn more" leads to; any other slug is not found.
 */
export function ArticlePage() {
  const { slug } = useParams();
  if (slug !== offerPageSlug) return <NotFoundPage />;
  return <OfferPage />;
}

function OfferPage() {
  return (
    <PageColumn title="Opinion DNA Premium">
      <div className={styles.offer} data-testid="offer-page">
        <p>Subscribe to see everything your answers say about you. A subscription gives you:</p>
        <ul className={styles.features}>
          {subscriptionFeatures.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p className={styles.price}>
          Price: <span data-testid="offer-price">{offerPriceLabel}</span>
        </p>
        <CheckoutButton />
      </div>
    </PageColumn>
  );
}
