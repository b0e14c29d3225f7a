import { graphql, useFragment } from 'react-relay';
import { formatCount } from '../../lib/formatting.ts';
import { Card } from '../../ui/Card.tsx';
import type { CommunityStatsCard_cards$key } from './__generated__/CommunityStatsCard_cards.graphql.ts';
import styles from './SidebarCard.module.css';

const communityStatsFragment = graphql`
  fragment CommunityStatsCard_cards on HomeFeedCards {
    stats {
      opinions
      comments
      votes
    }
  }
`;

/** Site-wide counts: opinions, comments, votes. */
export function CommunityStatsCard({ cardsRef }: { cardsRef: CommunityStatsCard_cards$key }) {
  const { stats } = useFragment(communityStatsFragment, cardsRef);
  const figures: Array<[string, number]> = [
    ['Opinions', stats.opinions],
    ['Comments', stats.comments],
    ['Votes', stats.votes],
  ];
  return (
    <Card as="section" className={styles.card} aria-label="Stats">
      <dl className={styles.stats}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt className={styles.statLabel}>{label}</dt>
            <dd className={styles.statValue}>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
