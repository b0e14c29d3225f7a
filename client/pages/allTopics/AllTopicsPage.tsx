import { Link } from 'react-router';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { allTopicsPageQuery } from './AllTopicsPageQuery.ts';
import { topicsByLetter } from './topics-by-letter.ts';
import type { AllTopicsPageQuery } from './__generated__/AllTopicsPageQuery.graphql.ts';
import styles from './AllTopicsPage.module.css';

/** Route allTopics (/topics). */
export function AllTopicsPage() {
  const { topics } = useRouteQuery<AllTopicsPageQuery>(allTopicsPageQuery);
  const groups = topicsByLetter(topics);
  return (
    <PageColumn title="Topics">
      <div className={styles.groups}>
        {groups.map((group) => (
          <Card as="section" key={group.letter} aria-labelledby={`topics-${group.letter}`}>
            <h2 id={`topics-${group.letter}`} className={styles.letter}>
              {group.letter}
            </h2>
            <ul className={styles.list}>
              {group.topics.map((topic) => (
                <li key={topic.id}>
                  <Link to={routePaths.topic(topic.slug)}>{topic.displayTitle}</Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </PageColumn>
  );
}
