import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import { Card } from '../../ui/Card.tsx';
import type { TrendingOpinionsCard_cards$key } from './__generated__/TrendingOpinionsCard_cards.graphql.ts';
import styles from './SidebarCard.module.css';

const trendingOpinionsFragment = graphql`
  fragment TrendingOpinionsCard_cards on HomeFeedCards {
    trendingOpinions {
      id
      slug
      title
    }
  }
`;

/** The top 10 opinions by trending score. */
export function TrendingOpinionsCard({ cardsRef }: { cardsRef: TrendingOpinionsCard_cards$key }) {
  const { trendingOpinions } = useFragment(trendingOpinionsFragment, cardsRef);
  const titleId = useId();
  return (
    <Card as="section" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Trending opinions
      </h2>
      {trendingOpinions.length === 0 ? (
        <p className={styles.muted}>Nothing trending yet</p>
      ) : (
        <ol className={styles.list}>
          {trendingOpinions.map((opinion) => (
            <li key={opinion.id}>
              <Link className={styles.link} to={routePaths.opinion(opinion.slug)}>
                {opinion.title}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
