import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Card } from '../../ui/Card.tsx';
import type { OpinionInsights_opinion$key } from './__generated__/OpinionInsights_opinion.graphql.ts';
import styles from './OpinionInsights.module.css';

/** Insights shown before "See more" (docs/product.md#insights). */
export const INSIGHTS_SHOWN = 2;

const opinionInsightsFragment = graphql`
  fragment OpinionInsights_opinion on Opinion {
    insights {
      items {
        desc
        agreementDirection
      }
    }
  }
`;

/** Groups that agree notably more or less than everyone else; 2 until "See more". */
export function OpinionInsights({ opinionRef }: { opinionRef: OpinionInsights_opinion$key }) {
  const { insights } = useFragment(opinionInsightsFragment, opinionRef);
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const listId = useId();
  const items = insights.items;
  const shown = expanded ? items : items.slice(0, INSIGHTS_SHOWN);
  return (
    <Card as="section" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Insights
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>No group stands out yet: insights appear once enough people have voted.</p>
      ) : (
        <ul id={listId} className={styles.insights}>
          {shown.map((insight) => (
            <li key={insight.desc} className={insight.agreementDirection > 0 ? styles.agree : styles.disagree}>
              {insight.desc}
            </li>
          ))}
        </ul>
      )}
      {items.length > INSIGHTS_SHOWN ? (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'See less' : 'See more'}
        </button>
      ) : null}
    </Card>
  );
}
