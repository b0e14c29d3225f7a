import { anchoredItemClass } from '../../ui/anchored-list.ts';
import { useScrollToHash } from '../../lib/useScrollToHash.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { questionFeedPageQuery } from './QuestionFeedPageQuery.ts';
import type { QuestionFeedPageQuery } from './__generated__/QuestionFeedPageQuery.graphql.ts';
import styles from '../../ui/AnchoredList.module.css';

/** Route questionFeed (/questions): every question with its positions, where search results for both land. */
export function QuestionFeedPage() {
  const { questions } = useRouteQuery<QuestionFeedPageQuery>(questionFeedPageQuery);
  const hash = useScrollToHash();
  return (
    <PageColumn title="Questions">
      <Card as="section" aria-label="Questions">
        {questions.length === 0 ? (
          <p className={styles.muted}>No questions yet.</p>
        ) : (
          <ul className={styles.list}>
            {questions.map((question) => (
              <li key={question.databaseId} id={`convo-${question.databaseId}`} tabIndex={-1} className={anchoredItemClass(hash, `convo-${question.databaseId}`)}>
                <h2 className={styles.itemTitle}>{question.title}</h2>
                {question.description ? <p className={styles.muted}>{question.description}</p> : null}
                {question.positions.length > 0 ? (
                  <ul className={styles.positions} aria-label={`Positions on ${question.title}`}>
                    {question.positions.map((position) => (
                      <li key={position.databaseId} id={`pos-${position.databaseId}`} tabIndex={-1} className={anchoredItemClass(hash, `pos-${position.databaseId}`)}>
                        {position.title}
                        {position.description ? <p className={styles.muted}>{position.description}</p> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </PageColumn>
  );
}
