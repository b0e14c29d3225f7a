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
import { SearchBox, SectionHeader } from './AdminParts.tsx';
import type { AdminQuestionsQuery } from './__generated__/AdminQuestionsQuery.graphql.ts';
import styles from './AdminHub.module.css';

/** Route adminQuestions (/internal/admin/questions): canListConvos only; topic reports and the data tools. */
export function AdminQuestionsPage() {
  const viewer = useAdminViewer();
  if (!viewer.canListConvos) return <PageStatus status={403} />;
  return <QuestionsSection />;
}

function QuestionsSection() {
  const { topics } = useRouteQuery<AdminQuestionsQuery>(adminQuestionsQuery);
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const shown = wanted ? topics.filter((topic) => topic.title.toLowerCase().includes(wanted) || topic.slug.includes(wanted)) : topics;

  return (
    <section className={styles.section} aria-labelledby="questions-heading">
      <SectionHeader id="questions-heading" title="Questions and reports">
        Each topic’s report is a CSV of its opinions’ votes, for everyone and by demographic answer, as the opinion pages publish them.
      </SectionHeader>
      <Card as="section" className={styles.tools} aria-labelledby="tools-heading">
        <h2 id="tools-heading" className={styles.overviewTitle}>
          Data tools
        </h2>
        <ul className={styles.toolList}>
          <li>
            <a href={serverPaths.graphiql()} target="_blank" rel="noopener noreferrer">
              GraphiQL
            </a>{' '}
            (opens in a new tab): try the API’s queries as yourself.
          </li>
          <li>
            <Link to={routePaths.detailedReportOverview('opiniondna')}>Opinion DNA overview</Link>: the population’s averages with filters.
          </li>
        </ul>
      </Card>
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
    </section>
  );
}
