import { useParams } from 'react-router';
import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { CheckoutButton } from '../../components/payments/CheckoutButton.tsx';
import { TestModeNotice } from '../../components/payments/TestModeNotice.tsx';
import { offerPageSlug, subscriptionFeatures } from '../../components/reports/UpgradeModal.tsx';
import { opinionSelectionArticleSlug } from '../../lib/article-slugs.ts';
import { formatAmount, formatRecurringPrice, hasPremium } from '../../lib/payments.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { AnchorButton, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { offerPageQuery } from './OfferPageQuery.ts';
import type { OfferPageQuery } from './__generated__/OfferPageQuery.graphql.ts';
import styles from './ArticlePage.module.css';

/**
 * Route article (/article/{slug}): the subscription offer the upgrade modal's "Learn more" leads
 * to, and the article on opinion selection the Suggest page links to; any other slug is not found.
 */
export function ArticlePage() {
  const { slug } = useParams();
  if (slug === offerPageSlug) return <OfferPage />;
  if (slug === opinionSelectionArticleSlug) return <OpinionSelectionArticle />;
  return <PageStatus status={404} />;
}

function OpinionSelectionArticle() {
  return (
    <PageColumn title="How we choose opinions">
      <article className={styles.article}>
        <p>
          Opinio is an encyclopedia of opinion: each opinion is a statement people can agree or disagree with, and its page
          shows how everyone voted, broken down by who they are, with the best arguments For and Against. Which statements
          become opinions decides how useful all of that is, so we choose them with care.
        </p>
        <h2>What we look for</h2>
        <ul>
          <li>
            <strong>A real debate.</strong> Thoughtful, informed people land on both sides. A statement nearly everyone agrees
            with teaches nobody anything.
          </li>
          <li>
            <strong>Sincerely held.</strong> Someone, somewhere, defends it and means it. We do not add positions nobody holds
            just to knock them down.
          </li>
          <li>
            <strong>Fairly worded.</strong> The statement says what its supporters would say, in words they would accept, and
            it can be read the same way by people on either side.
          </li>
          <li>
            <strong>General before specific.</strong> A broad opinion comes first; narrower versions (a country, a group, a
            year) follow once the broad one has been voted on.
          </li>
          <li>
            <strong>New.</strong> If the opinion, or one that means the same, is already here, we keep the existing one so the
            votes and arguments stay together.
          </li>
        </ul>
        <h2>How a suggestion becomes an opinion</h2>
        <p>
          Anyone can suggest an opinion in the comments of the Suggest page. Members give good points to the suggestions they
          want to vote on; editors read the best-supported ones, reword them where needed to meet the rules above, and publish
          them under the topics they belong to. Some suggestions wait until enough people have shown interest, and a
          suggestion whose author is willing to write the first argument For it tends to be added sooner.
        </p>
        <p>
          Members who may create opinions publish them directly with the New opinion button, under the same rules; opinions
          that break them are edited or removed.
        </p>
      </article>
    </PageColumn>
  );
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
