import { anchoredItemClass } from '../../ui/anchored-list.ts';
import { useScrollToHash } from '../../lib/useScrollToHash.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { argFeedPageQuery } from './ArgFeedPageQuery.ts';
import type { ArgFeedPageQuery } from './__generated__/ArgFeedPageQuery.graphql.ts';
import styles from '../../ui/AnchoredList.module.css';

/** Route argFeed (/arguments): every argument with its question, where search results for arguments land. */
export function ArgFeedPage() {
  const { arguments: args } = useRouteQuery<ArgFeedPageQuery>(argFeedPageQuery);
  const hash = useScrollToHash();
  return (
    <PageColumn title="Arguments">
      <Card as="section" aria-label="Arguments">
        {args.length === 0 ? (
          <p className={styles.muted}>No arguments yet.</p>
        ) : (
          <ul className={styles.list}>
            {args.map((argument) => {
              const anchor = `arg-${argument.databaseId}`;
              return (
                <li key={argument.databaseId} id={anchor} tabIndex={-1} className={anchoredItemClass(hash, anchor)}>
                  <h2 className={styles.itemTitle}>{argument.title}</h2>
                  <p className={styles.muted}>On: {argument.question.title}</p>
                  {argument.description ? <p className={styles.muted}>{argument.description}</p> : null}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </PageColumn>
  );
}
