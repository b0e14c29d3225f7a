import { useId, useState } from 'react';
import { Link } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import { Card } from '../../ui/Card.tsx';
import { NewOpinionButton } from '../opinionWriting/NewOpinionButton.tsx';
import type { NewOpinionButton_viewer$key } from '../opinionWriting/__generated__/NewOpinionButton_viewer.graphql.ts';
import styles from './FeedNavigationCard.module.css';

/** The Topics dropdown's entries (docs/product.md#sidebars). */
const topicMenu: Array<{ label: string; to: string }> = [
  { label: 'For You', to: routePaths.opinionFeed() },
  { label: 'In the News', to: routePaths.topic('in-the-news') },
  { label: 'Eternals', to: routePaths.topic('eternals') },
  { label: 'Culture Wars', to: routePaths.topic('culture-wars') },
  { label: 'How to Live', to: routePaths.topic('how-to-live') },
  { label: 'Entertainment', to: routePaths.topic('entertainment') },
  { label: 'See all topics', to: routePaths.allTopics() },
];

type FeedNavigationCardProps = {
  /** Who is looking: New opinion shows for people who may create opinions (and prompts visitors). */
  viewerRef: NewOpinionButton_viewer$key;
};

/** The left sidebar's top: New opinion, the Topics dropdown and the Opinion DNA link. */
export function FeedNavigationCard({ viewerRef }: FeedNavigationCardProps) {
  const [topicsOpen, setTopicsOpen] = useState(false);
  const menuId = useId();
  return (
    <Card as="section" className={styles.card} aria-label="Browse">
      <NewOpinionButton viewerRef={viewerRef} fullWidth />
      <nav aria-label="Topics">
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={topicsOpen}
          aria-controls={menuId}
          onClick={() => setTopicsOpen((open) => !open)}
        >
          Topics
          <span aria-hidden="true" className={styles.chevron}>
            {topicsOpen ? '▴' : '▾'}
          </span>
        </button>
        <ul id={menuId} className={styles.menu} hidden={!topicsOpen}>
          {topicMenu.map((entry) => (
            <li key={entry.label}>
              <Link className={styles.menuLink} to={entry.to}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link className={styles.dnaLink} to={routePaths.dnaReport()}>
        Opinion DNA
      </Link>
    </Card>
  );
}
