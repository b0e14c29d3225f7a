import { useState } from 'react';
import { Link } from 'react-router';
import { countLabel } from '../../lib/count-labels.ts';
import { routePaths, serverPaths } from '../../lib/route-paths.ts';
import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { AnchorButton } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { adminQuestionsQuery } from './AdminQuestionsQuery.ts';
import { useAdminViewer } from './AdminHubPage.tsx';
import { Alert, ListFooter, SearchBox, SectionHeader } from './AdminParts.tsx';
import { formatDay } from './admin-labels.ts';
import { useAdminListQuery } from './useAdminListQuery.ts';
import type { CursorPage } from './useCursorList.ts';
import type { AdminQuestionsQuery } from './__generated__/AdminQuestionsQuery.graphql.ts';
import styles from './AdminHub.module.css';

type QuestionRow = NonNullable<AdminQuestionsQuery['response']['questionListing']['data']>['items'][number];

const NO_QUESTIONS: CursorPage<QuestionRow> = { items: [], hasNextPage: false, endCursor: null };

/** Route adminQuestions (/internal/admin/questions; ?q= searches the questions): canListConvos only. */
export function AdminQuestionsPage() {
  const viewer = useAdminViewer();
  if (!viewer.canListConvos) return <PageStatus status={403} />;
  return (
    <section className={styles.section} aria-labelledby="questions-heading">
      <SectionHeader id="questions-heading" title="Questions and reports">
        Every question of the encyclopedia, deleted ones too, and each topic’s report: a CSV of its opinions’ votes, for everyone and by
        demographic answer, as the opinion pages publish them.
      </SectionHeader>
      <QuestionListing />
      <TopicReports />
    </section>
  );
}

function QuestionListing() {
  const list = useAdminListQuery<AdminQuestionsQuery, CursorPage<QuestionRow>>({
    query: adminQuestionsQuery,
    parameter: 'q',
    variablesFor: (search) => ({ search }),
    answerOf: (data) => data.questionListing,
    what: 'questions',
    empty: NO_QUESTIONS,
  });
  const questions = list.rows;
  const shown = countLabel(questions.items.length, 'question', 'questions');
  const status = list.isPending
    ? 'Updating ...'
    : list.filter
      ? questions.items.length === 0
        ? `No question matches “${list.filter}”`
        : `${shown} found for “${list.filter}”${questions.hasNextPage ? ', more below' : ''}`
      : questions.items.length === 0
        ? 'No questions yet: contributors write them in the encyclopedia.'
        : `${shown} shown${questions.hasNextPage ? ', more below' : ''}`;

  return (
    <Card as="section" className={styles.tools} aria-labelledby="question-listing-heading">
      <h2 id="question-listing-heading" className={styles.overviewTitle}>
        Questions
      </h2>
      <SearchBox label="Search questions" hint="Part of the question or its URL name." value={list.filterText} onChange={list.setFilterText} />
      <p className={styles.status} role="status">
        {status}
      </p>
      <Alert message={list.loadError} />
      {questions.items.length > 0 ? (
        <ul className={styles.topicList} aria-label="Questions">
          {questions.items.map((question) => (
            <li key={question.databaseId} className={styles.topicRow}>
              <span className={styles.topicName}>
                {question.deletedAt ? (
                  <span>
                    {question.title} <span className={styles.muted}>(deleted {formatDay(question.deletedAt)})</span>
                  </span>
                ) : (
                  <a href={routePaths.question(question.slug)}>{question.title}</a>
                )}
                <span className={styles.muted}>
                  {' '}
                  · {question.categoryTitle ?? 'No category'} · {countLabel(question.positions, 'position', 'positions')} ·{' '}
                  {countLabel(question.arguments, 'argument', 'arguments')} · asked {formatDay(question.createdAt)}
                  {question.createdByUsername ? ` by @${question.createdByUsername}` : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <ListFooter hasNextPage={questions.hasNextPage} loading={questions.loading} error={questions.error} onLoadMore={questions.loadMore} />
    </Card>
  );
}

function TopicReports() {
  const { topics } = useRouteQuery<AdminQuestionsQuery>(adminQuestionsQuery);
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const shown = wanted ? topics.filter((topic) => topic.title.toLowerCase().includes(wanted) || topic.slug.includes(wanted)) : topics;

  return (
    <Card as="section" className={styles.tools} aria-labelledby="topic-reports-heading">
      <h2 id="topic-reports-heading" className={styles.overviewTitle}>
        Topic reports
      </h2>
      <SearchBox label="Filter topics" value={filter} onChange={setFilter} />
      <p className={styles.status} role="status">
        {wanted ? `${countLabel(shown.length, 'topic', 'topics')} match “${filter.trim()}”` : countLabel(topics.length, 'topic', 'topics')}
      </p>
      <ul className={styles.topicList} aria-label="Topics">
        {shown.map((topic) => (
          <li key={topic.id} className={styles.topicRow}>
            <span className={styles.topicName}>
              <Link to={routePaths.topic(topic.slug)}>{topic.title}</Link>
              <span className={styles.muted}> · {countLabel(topic.numOpinions, 'opinion', 'opinions')}</span>
            </span>
            <AnchorButton href={serverPaths.topicReport(topic.slug)} download={`topic-${topic.slug}-report.csv`}>
              Download topic report (CSV)<span className="visually-hidden"> for {topic.title}</span>
            </AnchorButton>
          </li>
        ))}
      </ul>
    </Card>
  );
}
