import { useParams } from 'react-router';
import { CheckoutButton } from '../../components/payments/CheckoutButton.tsx';
import { TestModeNotice } from '../../components/payments/TestModeNotice.tsx';
import { offerPageSlug, subscriptionFeatures } from '../../components/reports/UpgradeModal.tsx';
import { formatAmount, formatRecurringPrice, hasPremium } from '../../lib/payments.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { AnchorButton, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { SitePage } from './SitePage.tsx';
import { offerPageQuery } from './OfferPageQuery.ts';
import type { OfferPageQuery } from './__generated__/OfferPageQuery.graphql.ts';
import styles from './ArticlePage.module.css';

/**
 * Route article (/article/{slug}): the subscription offer the upgrade modal's "Learn more" leads
 * to; any other slug is a stored page (the opinion-selection article the Suggest page links to,
 * and whatever admins write), or not found.
 */
export function ArticlePage() {
  const { slug } = useParams();
  if (slug === offerPageSlug) return <OfferPage />;
  return <SitePage />;
}

/**
 * The subscription offer (docs/product.md#payments): Opinio Premium at the server's price, and the
 * e-book on its own. Someone who has either gets the way to it instead of a second checkout.
 */
function OfferPage() {
  const { paymentsConfig: config, viewer } = useRouteQuery<OfferPageQuery>(offerPageQuery);
  const billing = viewer.billing;
  const premium = billing ? hasPremium(billing.status) : false;
  const premiumPrice =
    config.premiumUnitAmount != null ? formatRecurringPrice(config.premiumUnitAmount, config.currency, config.premiumInterval) : null;
  const ebookPrice = formatAmount(config.ebookUnitAmount, config.currency);
  return (
    <PageColumn title="Opinion DNA Premium">
      <div className={styles.offer} data-testid="offer-page">
        {config.mode === 'TEST' ? <TestModeNotice /> : null}
        <Card as="section" className={styles.offerCard} aria-labelledby="offer-premium-title">
          <h2 id="offer-premium-title" className={styles.offerTitle}>
            Opinio Premium
          </h2>
          <p>Subscribe to see everything your answers say about you. A subscription gives you:</p>
          <ul className={styles.features}>
            {subscriptionFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p className={styles.price}>
            Price: <span data-testid="offer-price">{premiumPrice ?? 'shown at checkout'}</span>.
            {premiumPrice ? <span className={styles.priceNote}> Cancel any time.</span> : null}
          </p>
          {premium ? (
            <div className={styles.owned}>
              <p>You have Opinio Premium.</p>
              <ButtonLink to={routePaths.billing()}>Manage your plan</ButtonLink>
            </div>
          ) : (
            <CheckoutButton />
          )}
        </Card>
        <Card as="section" className={styles.offerCard} aria-labelledby="offer-ebook-title" data-testid="offer-ebook">
          <h2 id="offer-ebook-title" className={styles.offerTitle}>
            The Opinion DNA Manual
          </h2>
          <p>
            The 130 page manual on its own: every element of the Opinion DNA explained, as a PDF. It comes with Opinio
            Premium.
          </p>
          <p className={styles.price} data-testid="offer-ebook-price">
            The Opinion DNA Manual, e-book, {ebookPrice}
          </p>
          {billing?.manualDownloadUrl ? (
            <div className={styles.owned}>
              <p>{premium ? 'It comes with your Opinio Premium.' : 'You bought the e-book.'}</p>
              <AnchorButton href={billing.manualDownloadUrl} download>
                Download the manual (PDF)
              </AnchorButton>
            </div>
          ) : (
            <CheckoutButton kind="EBOOK" label="Buy" ariaLabel={`Buy the e-book, ${ebookPrice}`} variant="secondary" />
          )}
        </Card>
      </div>
    </PageColumn>
  );
}
