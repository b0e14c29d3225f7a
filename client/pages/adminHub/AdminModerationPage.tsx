import { countLabel } from '../../lib/count-labels.ts';
import { useAdminViewer } from './AdminHubPage.tsx';
import { adminModerationQuery, type ModerationQueuePage } from './AdminModerationQuery.ts';
import { Alert, ListFooter, SearchBox, SectionHeader } from './AdminParts.tsx';
import { ReportedCommentCard, type DecidedComment } from './ReportedCommentCard.tsx';
import { useAdminListQuery } from './useAdminListQuery.ts';
import { useRowDecisions } from './useRowDecisions.ts';
import type { AdminModerationQuery } from './__generated__/AdminModerationQuery.graphql.ts';
import styles from './AdminHub.module.css';

const EMPTY_QUEUE: ModerationQueuePage = { total: 0, items: [], hasNextPage: false, endCursor: null };

/** Route adminModeration (/internal/admin/moderation; ?q= searches): reported comments waiting for a decision. */
export function AdminModerationPage() {
  const viewer = useAdminViewer();
  const list = useAdminListQuery<AdminModerationQuery, ModerationQueuePage>({
    query: adminModerationQuery,
    parameter: 'q',
    variablesFor: (search) => ({ search }),
    answerOf: (data) => data.moderationQueue,
    what: 'queue',
    empty: EMPTY_QUEUE,
  });
  const queue = list.rows;
  const decisions = useRowDecisions(list);
  const waiting = decisions.remaining;

  const onDecided = (outcome: DecidedComment) => {
    queue.update((item) => (item.commentId === outcome.commentId ? null : item));
    decisions.onDecided(outcome.decision === 'DELETE' ? `Comment by ${outcome.author} deleted` : `Reports on the comment by ${outcome.author} dismissed`);
  };

  const status = list.isPending
    ? 'Updating ...'
    : list.filter
      ? `${countLabel(waiting, 'comment matches', 'comments match')} “${list.filter}”`
      : waiting === 0
        ? 'Nothing to review'
        : `${countLabel(waiting, 'comment', 'comments')} to review`;

  return (
    <section className={styles.section} aria-labelledby="moderation-heading">
      <SectionHeader id="moderation-heading" title="Moderation queue" headingRef={decisions.headingRef}>
        Comments members reported, the most recently reported first. Reports from 3 members hide a comment until you decide.
      </SectionHeader>
      <SearchBox label="Search by author or text" value={list.filterText} onChange={list.setFilterText} />
      <p className={styles.status} role="status" data-testid="moderation-status">
        {status}
        {decisions.notice ? <span className={styles.notice}> · {decisions.notice}</span> : null}
      </p>
      <Alert message={decisions.conflict} />
      <Alert message={list.loadError} />
      {queue.items.length === 0 && !list.loadError ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{list.filter ? 'No reported comment matches' : 'Nothing to review'}</p>
          <p>{list.filter ? 'Try another name or word.' : 'Every report has been decided. New reports show up here.'}</p>
        </div>
      ) : (
        <ul className={styles.cards} aria-label="Reported comments">
          {queue.items.map((item) => (
            <ReportedCommentCard key={item.commentId} item={item} canDelete={viewer.canDeleteContent} onDecided={onDecided} onConflict={decisions.onConflict} />
          ))}
        </ul>
      )}
      <ListFooter hasNextPage={queue.hasNextPage} loading={queue.loading} error={queue.error} onLoadMore={queue.loadMore} />
    </section>
  );
}
