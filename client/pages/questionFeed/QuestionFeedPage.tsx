import { useEffect, useRef, useTransition } from 'react';
import { usePaginationFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import { EncyclopediaPicture } from '../../components/encyclopedia/EncyclopediaPicture.tsx';
import { encyclopediaRights } from '../../components/encyclopedia/roles.ts';
import { InfiniteScrollFooter } from '../../components/feed/InfiniteScrollFooter.tsx';
import { countLabel } from '../../lib/count-labels.ts';
import { truncate } from '../../lib/formatting.ts';
import { encyclopediaFeedThrottleMs } from '../../lib/load-more-throttle.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { LinkTabs } from '../../ui/LinkTabs.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { questionFeedFragment, questionFeedPageQuery } from './QuestionFeedPageQuery.ts';
import type { QuestionFeedPageQuery } from './__generated__/QuestionFeedPageQuery.graphql.ts';
import type { QuestionFeedPage_feed$key } from './__generated__/QuestionFeedPage_feed.graphql.ts';
import type { QuestionFeedPaginationQuery } from './__generated__/QuestionFeedPaginationQuery.graphql.ts';
import styles from './QuestionFeedPage.module.css';

const pageSize = 20;

/** Route questionFeed (/questions, ?category={slug}): the questions, newest first, a tab per category. */
export function QuestionFeedPage() {
  const data = useRouteQuery<QuestionFeedPageQuery>(questionFeedPageQuery);
  const [search] = useSearchParams();
  const categorySlug = search.get('category');
  const category = data.categories.find((candidate) => candidate.slug === categorySlug) ?? null;
  const rights = encyclopediaRights(data.viewer);
  const { data: feed, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<QuestionFeedPaginationQuery, QuestionFeedPage_feed$key>(
    questionFeedFragment,
    data,
  );
  // The route loads every question; a tab (from a link or the address) refetches its category's,
  // keeping the current list on screen until the new one arrives.
  const [switching, startTransition] = useTransition();
  const shownCategoryId = useRef<number | null>(null);
  const categoryId = category?.databaseId ?? null;
  useEffect(() => {
    if (shownCategoryId.current === categoryId) return;
    shownCategoryId.current = categoryId;
    startTransition(() => {
      refetch({ categoryId, count: pageSize, cursor: null });
    });
  }, [categoryId, refetch]);

  const questions = feed.questionFeed.edges.map((edge) => edge.node);
  const title = category ? `Questions: ${category.title}` : 'Questions';
  return (
    <PageColumn title={title} heading="Questions">
      <LinkTabs
        label="Categories"
        tabs={[{ slug: null, title: 'All', databaseId: 0 }, ...data.categories].map((tab) => ({
          key: tab.databaseId,
          title: tab.title,
          to: routePaths.questionFeed(tab.slug),
          current: (tab.slug ?? null) === (category?.slug ?? null),
        }))}
      />
      {switching ? (
        <p className={styles.loading} role="status">
          <Spinner /> Loading questions
        </p>
      ) : null}
      {questions.length === 0 ? (
        <Card as="section" className={styles.empty} aria-label="No questions">
          <p>{category ? `No questions in ${category.title} yet.` : 'No questions yet.'}</p>
          {rights.contributor ? (
            <ButtonLink variant="primary" to={routePaths.newQuestion()}>
              Ask the first question
            </ButtonLink>
          ) : null}
        </Card>
      ) : (
        <ul className={styles.cards} aria-label={title}>
          {questions.map((question) => (
            <li key={question.databaseId}>
              <Card as="article" className={styles.card} aria-labelledby={`convo-${question.databaseId}`}>
                <EncyclopediaPicture picture={question} className={styles.image} sizes="8rem" alt="" />
                <div className={styles.cardText}>
                  <h2 id={`convo-${question.databaseId}`} className={styles.cardTitle}>
                    <Link to={routePaths.question(question.slug)}>{question.title}</Link>
                  </h2>
                  {question.description ? <p className={styles.description}>{truncate(question.description, 240)}</p> : null}
                  <p className={styles.counts}>
                    {countLabel(question.positions.length, 'position', 'positions')} · {countLabel(question.numArguments, 'argument', 'arguments')}
                    {question.categories.length > 0 ? ` · ${question.categories.map((c) => c.title).join(', ')}` : ''}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <InfiniteScrollFooter
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={() => loadNext(pageSize)}
        throttleMs={encyclopediaFeedThrottleMs}
        loadingLabel="Loading more questions"
      />
      {rights.member ? (
        <p className={styles.more}>
          {questions.length > 0 && rights.contributor ? <ButtonLink to={routePaths.newQuestion()}>Ask a question</ButtonLink> : null}
          {/* Contributors ask directly; they reach the requests to decide from here too. */}
          <ButtonLink variant={rights.contributor ? 'ghost' : 'secondary'} to={routePaths.questionRequests()}>
            {rights.contributor ? 'Question requests' : 'Propose a question'}
          </ButtonLink>
        </p>
      ) : null}
    </PageColumn>
  );
}
