import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import type { TopicLinks_topics$key } from './__generated__/TopicLinks_topics.graphql.ts';
import styles from './TopicLinks.module.css';

const topicLinksFragment = graphql`
  fragment TopicLinks_topics on Topic @relay(plural: true) {
    id
    slug
    title
  }
`;

/** An opinion's topics as links to /t/{slug}. */
export function TopicLinks({ topicsRef, label = 'Topics' }: { topicsRef: TopicLinks_topics$key; label?: string }) {
  const topics = useFragment(topicLinksFragment, topicsRef);
  if (topics.length === 0) return null;
  return (
    <ul className={styles.topics} aria-label={label}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link className={styles.topic} to={routePaths.topic(topic.slug)}>
            {topic.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
