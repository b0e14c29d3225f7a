import { Link } from 'react-router';
import { countLabel } from '../../lib/count-labels.ts';
import { routePaths, serverPaths } from '../../lib/route-paths.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { adminHomeQuery } from './AdminHomeQuery.ts';
import { useAdminViewer } from './AdminHubPage.tsx';
import { SectionHeader } from './AdminParts.tsx';
import { AuditTable } from './AuditTable.tsx';
import type { AdminHomeQuery } from './__generated__/AdminHomeQuery.graphql.ts';
import styles from './AdminHub.module.css';

/** Route adminHub's landing (/internal/admin): what waits for a moderator, and what was done last. */
export function AdminHomePage() {
  const viewer = useAdminViewer();
  const { moderationQueue, removedOpinions, opinionSuggestions, auditLog } = useRouteQuery<AdminHomeQuery>(adminHomeQuery);
  const waiting = moderationQueue.__typename === 'QueryModerationQueueSuccess' ? (moderationQueue.data?.total ?? 0) : null;
  const removed = removedOpinions.__typename === 'QueryRemovedOpinionsSuccess' ? (removedOpinions.data?.total ?? 0) : null;
  const suggested = opinionSuggestions.__typename === 'QueryOpinionSuggestionsSuccess' ? (opinionSuggestions.data?.total ?? 0) : null;
  const latest = auditLog.__typename === 'QueryAuditLogSuccess' ? (auditLog.data?.items ?? []) : [];

  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <SectionHeader id="admin-heading" title="Admin hub" />
      <div className={styles.overview}>
        <Card as="section" className={styles.overviewCard} aria-labelledby="overview-moderation">
          <h2 id="overview-moderation" className={styles.overviewTitle}>
            Moderation
          </h2>
          <p className={styles.bigCount} data-testid="queue-count">
            {waiting === null ? 'The queue did not load' : waiting === 0 ? 'Nothing to review' : `${countLabel(waiting, 'comment', 'comments')} to review`}
          </p>
          <ButtonLink variant={waiting ? 'primary' : 'secondary'} to={routePaths.adminModeration()}>
            Open the queue
          </ButtonLink>
        </Card>
        <Card as="section" className={styles.overviewCard} aria-labelledby="overview-members">
          <h2 id="overview-members" className={styles.overviewTitle}>
            Members
          </h2>
          <p>Permissions, roles, suspensions and warnings.</p>
          <ButtonLink to={routePaths.adminMembers()}>Find a member</ButtonLink>
        </Card>
        <Card as="section" className={styles.overviewCard} aria-labelledby="overview-opinions">
          <h2 id="overview-opinions" className={styles.overviewTitle}>
            Opinions
          </h2>
          <p>
            {removed === null ? 'The removed opinions did not load' : countLabel(removed, 'removed opinion', 'removed opinions')} ·{' '}
            {suggested === null ? 'the suggestions did not load' : countLabel(suggested, 'suggestion', 'suggestions')}
          </p>
          <div className={styles.overviewActions}>
            <ButtonLink to={routePaths.adminOpinions()}>Removed opinions</ButtonLink>
            <ButtonLink to={routePaths.adminSuggestions()}>Suggestions</ButtonLink>
          </div>
        </Card>
        <Card as="section" className={styles.overviewCard} aria-labelledby="overview-content">
          <h2 id="overview-content" className={styles.overviewTitle}>
            Tags and pages
          </h2>
          <p>The user tags reports are filtered by, and the site pages: privacy, cookies, terms and articles.</p>
          <div className={styles.overviewActions}>
            <ButtonLink to={routePaths.adminUserTags()}>User tags</ButtonLink>
            <ButtonLink to={routePaths.adminSitePages()}>Site pages</ButtonLink>
          </div>
        </Card>
        <Card as="section" className={styles.overviewCard} aria-labelledby="overview-data">
          <h2 id="overview-data" className={styles.overviewTitle}>
            Data and reports
          </h2>
          <ul className={styles.toolList}>
            <li>
              <Link to={routePaths.detailedReportOverview('opiniondna')}>Opinion DNA overview</Link>: the population’s averages, with filters.
            </li>
            <li>
              <a href={serverPaths.graphiql()} target="_blank" rel="noopener noreferrer">
                GraphiQL (opens in a new tab)
              </a>
              : try the API’s queries as yourself.
            </li>
          </ul>
          {viewer.canListConvos ? <ButtonLink to={routePaths.adminQuestions()}>Questions and topic reports</ButtonLink> : null}
        </Card>
      </div>
      <Card as="section" className={styles.latest} aria-labelledby="overview-latest">
        <div className={styles.cardHeader}>
          <h2 id="overview-latest" className={styles.overviewTitle}>
            Latest actions
          </h2>
          <Link to={routePaths.adminAudit()}>The whole audit log</Link>
        </div>
        {latest.length > 0 ? <AuditTable entries={latest} caption="The latest admin actions" /> : <p className={styles.muted}>Nothing has been done in the admin hub yet.</p>}
      </Card>
    </section>
  );
}
