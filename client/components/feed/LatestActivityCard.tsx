import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import { Card } from '../../ui/Card.tsx';
import { ActivityRow } from './ActivityRow.tsx';
import type { LatestActivityCard_cards$key } from './__generated__/LatestActivityCard_cards.graphql.ts';
import styles from './SidebarCard.module.css';

/** Activity titles are cut at 70 characters in the sidebar (docs/product.md#contributors-and-activity). */
export const SIDEBAR_ACTIVITY_TITLE_LENGTH = 70;

const latestActivityFragment = graphql`
  fragment LatestActivityCard_cards on HomeFeedCards {
    latestActivity(first: 5) {
      commentId
      username
      opinionTitle
      opinionSlug
      createdAt
    }
  }
`;

/** The newest comments, with "See more" to the Latest Activity page. */
export function LatestActivityCard({ cardsRef }: { cardsRef: LatestActivityCard_cards$key }) {
  const { latestActivity } = useFragment(latestActivityFragment, cardsRef);
  const titleId = useId();
  return (
    <Card as="section" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Latest activity
      </h2>
      {latestActivity.length === 0 ? (
        <p className={styles.muted}>No activity yet</p>
      ) : (
        <ul className={styles.list}>
          {latestActivity.map((entry) => (
            <li key={entry.commentId}>
              <ActivityRow entry={entry} titleLength={SIDEBAR_ACTIVITY_TITLE_LENGTH} />
            </li>
          ))}
        </ul>
      )}
      <Link className={styles.more} to={routePaths.latestActivity()}>
        See more
      </Link>
    </Card>
  );
}
