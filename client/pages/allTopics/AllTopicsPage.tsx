import { Link } from 'react-router';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { countLabel } from '../../lib/count-labels.ts';
import { formatCount } from '../../lib/formatting.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { allTopicsPageQuery } from './AllTopicsPageQuery.ts';
import { topicsByLetter } from './topics-by-letter.ts';
import type { AllTopicsPageQuery } from './__generated__/AllTopicsPageQuery.graphql.ts';
import styles from './AllTopicsPage.module.css';

/** Route allTopics (/topics): topics by first letter, each a chip with its number of opinions. */
export function AllTopicsPage() {
  const { topics } = useRouteQuery<AllTopicsPageQuery>(allTopicsPageQuery);
  const groups = topicsByLetter(topics);
  return (
    <PageColumn title="Topics">
      <div className={styles.groups}>
        {groups.map((group) => (
          <section className={styles.group} key={group.letter} aria-labelledby={`topics-${group.letter}`}>
            <h2 id={`topics-${group.letter}`} className={styles.letter}>
              {group.letter}
            </h2>
            <ul className={styles.list}>
              {group.topics.map((topic) => (
                <li key={topic.id}>
                  <Link className={styles.chip} to={routePaths.topic(topic.slug)}>
                    {topic.displayTitle}
                    <span className={styles.count} aria-hidden="true">
                      {formatCount(topic.numOpinions)}
                    </span>
                    <span className="visually-hidden">, {countLabel(topic.numOpinions, 'opinion', 'opinions')}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageColumn>
  );
}
