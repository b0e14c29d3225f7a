import { Link } from 'react-router';
import { Avatar } from '../../components/profile/Avatar.tsx';
import { countLabel } from '../../lib/count-labels.ts';
import { formatCount } from '../../lib/formatting.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { topContributorsPageQuery } from './TopContributorsPageQuery.ts';
import type { TopContributorsPageQuery } from './__generated__/TopContributorsPageQuery.graphql.ts';
import styles from './TopContributorsPage.module.css';

/** Route topContributors (/contributors): the most active commenters, ranked, with karma and level. */
export function TopContributorsPage() {
  const { contributors } = useRouteQuery<TopContributorsPageQuery>(topContributorsPageQuery);
  return (
    <PageColumn title="Contributors">
      <Card>
        {contributors.length === 0 ? (
          <p className={styles.empty}>No contributors yet</p>
        ) : (
          <ol className={styles.list} aria-label="Contributors, most comments first">
            {contributors.map((contributor, index) => (
              <li key={contributor.usernameCased} className={styles.row}>
                <span className={styles.rank} aria-hidden="true">
                  {index + 1}
                </span>
                <Link className={styles.person} to={routePaths.userProfile(contributor.usernameCased)}>
                  <Avatar username={contributor.usernameCased} />@{contributor.usernameCased}
                </Link>
                <span className={styles.figures}>
                  <span>{countLabel(contributor.numComments, 'comment', 'comments')}</span>
                  <span>{formatCount(contributor.karma)} karma</span>
                  <span className={styles.level}>Level {contributor.level}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </PageColumn>
  );
}
