import { usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { InfiniteScrollFooter } from '../../components/feed/InfiniteScrollFooter.tsx';
import { truncate } from '../../lib/formatting.ts';
import { encyclopediaFeedThrottleMs } from '../../lib/load-more-throttle.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useScrollToHash } from '../../lib/useScrollToHash.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { anchoredItemClass } from '../../ui/anchored-list.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { argFeedFragment, argFeedPageQuery } from './ArgFeedPageQuery.ts';
import type { ArgFeedPageQuery } from './__generated__/ArgFeedPageQuery.graphql.ts';
import type { ArgFeedPage_feed$key } from './__generated__/ArgFeedPage_feed.graphql.ts';
import type { ArgFeedPaginationQuery } from './__generated__/ArgFeedPaginationQuery.graphql.ts';
import styles from './ArgFeedPage.module.css';

const pageSize = 20;

/** Route argFeed (/arguments): every argument, newest first, each linking to its place on its question. */
export function ArgFeedPage() {
  const data = useRouteQuery<ArgFeedPageQuery>(argFeedPageQuery);
  const hash = useScrollToHash();
  const { data: feed, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ArgFeedPaginationQuery, ArgFeedPage_feed$key>(argFeedFragment, data);
  const args = feed.argumentFeed.edges.map((edge) => edge.node);
  return (
    <PageColumn title="Arguments">
      {args.length === 0 ? (
        <Card as="section" aria-label="No arguments">
          <p className={styles.muted}>
            No arguments yet. Arguments are made for a position on a <Link to={routePaths.questionFeed()}>question</Link>.
          </p>
        </Card>
      ) : (
        <ul className={styles.cards} aria-label="Arguments">
          {args.map((argument) => {
            const anchor = `arg-${argument.databaseId}`;
            return (
              <li key={argument.databaseId} id={anchor} tabIndex={-1} className={`${styles.card} ${anchoredItemClass(hash, anchor)}`}>
                <p className={styles.context}>
                  <Link to={routePaths.question(argument.question.slug)}>{argument.question.title}</Link>
                  {argument.position ? <span> · for “{argument.position.title}”</span> : null}
                </p>
                <h2 className={styles.title}>
                  <Link to={routePaths.questionArgument(argument.question.slug, argument.databaseId)}>{argument.title}</Link>
                </h2>
                {argument.description ? <p className={styles.description}>{truncate(argument.description, 280)}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      <InfiniteScrollFooter
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={() => loadNext(pageSize)}
        throttleMs={encyclopediaFeedThrottleMs}
        loadingLabel="Loading more arguments"
      />
    </PageColumn>
  );
}
