import { ActivityRow } from '../../components/feed/ActivityRow.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { latestActivityPageQuery } from './LatestActivityPageQuery.ts';
import type { LatestActivityPageQuery } from './__generated__/LatestActivityPageQuery.graphql.ts';
import styles from './LatestActivityPage.module.css';

/** Route latestActivity (/activity): the newest comments on opinions. */
export function LatestActivityPage() {
  const { latestActivity } = useRouteQuery<LatestActivityPageQuery>(latestActivityPageQuery);
  return (
    <PageColumn title="Latest Activity">
      <Card>
        {latestActivity.length === 0 ? (
          <p className={styles.empty}>No activity yet</p>
        ) : (
          <ul className={styles.list} aria-label="Latest activity, newest first">
            {latestActivity.map((entry) => (
              <li key={entry.commentId} className={styles.row}>
                <ActivityRow entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </PageColumn>
  );
}
