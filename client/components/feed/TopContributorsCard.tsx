import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Avatar } from '../profile/Avatar.tsx';
import type { TopContributorsCard_cards$key } from './__generated__/TopContributorsCard_cards.graphql.ts';
import styles from './SidebarCard.module.css';

const topContributorsFragment = graphql`
  fragment TopContributorsCard_cards on HomeFeedCards {
    topCommenters(first: 5) {
      usernameCased
    }
  }
`;

/** The most active commenters, with "See all" to the Contributors page. */
export function TopContributorsCard({ cardsRef }: { cardsRef: TopContributorsCard_cards$key }) {
  const { topCommenters } = useFragment(topContributorsFragment, cardsRef);
  const titleId = useId();
  return (
    <Card as="section" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Top contributors
      </h2>
      {topCommenters.length === 0 ? (
        <p className={styles.muted}>No contributors yet</p>
      ) : (
        <ul className={styles.list}>
          {topCommenters.map((contributor) => (
            <li key={contributor.usernameCased}>
              <Link className={styles.link} to={routePaths.userProfile(contributor.usernameCased)}>
                <Avatar username={contributor.usernameCased} size={24} /> @{contributor.usernameCased}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className={styles.more} to={routePaths.topContributors()}>
        See all
      </Link>
    </Card>
  );
}
