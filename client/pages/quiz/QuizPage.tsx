import { useCallback } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { PreloadedQuery } from 'react-relay';
import { LoginRequiredCard } from '../../components/auth/LoginRequiredCard.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { QuizRunner } from './QuizRunner.tsx';
import { quizPageQuery } from './QuizPageQuery.ts';
import type { QuizPageQuery } from './__generated__/QuizPageQuery.graphql.ts';
import styles from './QuizPage.module.css';

/** The quiz needs a login, with this reason (docs/product.md#page-states). */
export const quizLoginReason = 'Please log in or sign up to answer this quiz';

/**
 * Route quiz (/q/{slug}). Loading is the route's suspense fallback; then the error, the login
 * prompt, or the quiz itself (demographics needed, in progress, complete).
 */
export function QuizPage() {
  const data = useRouteQuery<QuizPageQuery>(quizPageQuery);
  const reference = useLoaderData() as PreloadedQuery<QuizPageQuery>;
  const environment = useRelayEnvironment();
  // Saved demographics change the quiz's state: reload it (the store re-renders the page).
  const reloadQuiz = useCallback(() => {
    fetchQuery(environment, quizPageQuery, reference.variables, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
  }, [environment, reference.variables]);
  const result = data.quiz;
  if (result.quizRunner) {
    return (
      <PageColumn title={result.title ?? 'Quiz'}>
        {result.description ? <p className={styles.description}>{result.description}</p> : null}
        <QuizRunner quizRef={result.quizRunner} demographicsRef={data} onDemographicsSaved={reloadQuiz} />
      </PageColumn>
    );
  }
  switch (result.__typename) {
    case 'AuthError':
      return (
        <PageColumn title="Quiz">
          <LoginRequiredCard reason={quizLoginReason} />
        </PageColumn>
      );
    case 'NotFoundError':
      return <StatusMessage message="Not found. The URL you entered may be invalid." />;
    default:
      return <StatusMessage message={result.message ?? 'This quiz could not be loaded'} />;
  }
}
