import { Link } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import styles from './HomePage.module.css';

/** Route home (/home): a placeholder home, a short way into the product (docs/product.md#routes). */
export function HomePage() {
  return (
    <PageColumn title="Home">
      <Card as="section" className={styles.card} aria-label="Welcome">
        <p className={styles.lead}>
          Opinio is an encyclopedia of opinion: vote on opinions from Strongly Agree to Strongly Disagree, argue For and
          Against, and see how every vote breaks down.
        </p>
        <ul className={styles.links}>
          <li>
            <Link to={routePaths.opinionFeed()}>Opinions for you</Link>
          </li>
          <li>
            <Link to={routePaths.allTopics()}>Browse all topics</Link>
          </li>
          <li>
            <Link to={routePaths.dnaReport()}>Discover your Opinion DNA</Link>
          </li>
          <li>
            <Link to="/suggest">Suggest a new opinion</Link>
          </li>
        </ul>
      </Card>
    </PageColumn>
  );
}
