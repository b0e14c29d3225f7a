import { useEffect, useRef, useState } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { countLabel } from '../../lib/count-labels.ts';
import { useAdminViewer } from './AdminHubPage.tsx';
import { adminModerationQuery, type ModerationQueuePage, type ReportedComment } from './AdminModerationQuery.ts';
import { ListFooter, SearchBox, SectionHeader } from './AdminParts.tsx';
import { ReportedCommentCard, type DecidedComment } from './ReportedCommentCard.tsx';
import { useAdminListQuery } from './useAdminListQuery.ts';
import { useCursorList, type CursorPage } from './useCursorList.ts';
import type { AdminModerationQuery, AdminModerationQuery$data } from './__generated__/AdminModerationQuery.graphql.ts';
import styles from './AdminHub.module.css';

type Queue = ModerationQueuePage;

const EMPTY_QUEUE: Queue = { total: 0, items: [], hasNextPage: false, endCursor: null };

function queueOf(data: AdminModerationQuery$data | undefined): Queue {
  const answer = data?.moderationQueue;
  if (!answer || answer.__typename !== 'QueryModerationQueueSuccess' || !answer.data) throw new Error(answer?.message ?? 'The queue did not load.');
  return answer.data;
}

/** Route adminModeration (/internal/admin/moderation): reported comments waiting for a decision. */
export function AdminModerationPage() {
  const viewer = useAdminViewer();
  const list = useAdminListQuery<AdminModerationQuery>({ query: adminModerationQuery, parameter: 'q', variablesFor: (search) => ({ search }) });
  const answer = usePreloadedQuery<AdminModerationQuery>(adminModerationQuery, list.reference).moderationQueue;
  const loaded = answer.__typename === 'QueryModerationQueueSuccess' && answer.data;
  return (
    <ModerationQueue
      queue={loaded || EMPTY_QUEUE}
      loadError={loaded ? null : (answer.message ?? 'The queue did not load.')}
      canDelete={viewer.canDeleteContent}
      searchText={list.filterText}
      onSearchText={list.setFilterText}
      searching={list.isPending}
      search={list.filter}
      fetchAfter={async (after) => queueOf(await list.fetchAfter(after))}
      refresh={list.refresh}
    />
  );
}

type QueueProps = {
  queue: Queue;
  loadError: string | null;
  canDelete: boolean;
  searchText: string;
  onSearchText: (text: string) => void;
  searching: boolean;
  search: string;
  fetchAfter: (after: string) => Promise<CursorPage<ReportedComment>>;
  refresh: () => void;
};

function ModerationQueue({ queue, loadError, canDelete, searchText, onSearchText, searching, search, fetchAfter, refresh }: QueueProps) {
  const list = useCursorList<ReportedComment>(queue, fetchAfter);
  const [decided, setDecided] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The total counts what the server had; decisions taken here since come off it.
  const waiting = Math.max(0, queue.total - decided);
  // After a decision (or a refusal that reloads the list), once the dialog is closed and the card
  // gone, the heading takes focus, so the keyboard is not sent back to the top of the page.
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) headingRef.current?.focus();
  }, [focusRequests]);
  const [countedFor, setCountedFor] = useState(queue);
  if (countedFor !== queue) {
    setCountedFor(queue);
    setDecided(0);
    setNotice(null);
  }

  const onDecided = (outcome: DecidedComment) => {
    list.update((item) => (item.commentId === outcome.commentId ? null : item));
    setDecided((count) => count + 1);
    setFocusRequests((count) => count + 1);
    setConflict(null);
    setNotice(outcome.decision === 'DELETE' ? `Comment by ${outcome.author} deleted` : `Reports on the comment by ${outcome.author} dismissed`);
  };
  const onConflict = (message: string) => {
    setNotice(null);
    setConflict(message);
    setFocusRequests((count) => count + 1);
    refresh();
  };

  const status = searching
    ? 'Updating ...'
    : search
      ? `${countLabel(waiting, 'comment matches', 'comments match')} “${search}”`
      : waiting === 0
        ? 'Nothing to review'
        : `${countLabel(waiting, 'comment', 'comments')} to review`;

  return (
    <section className={styles.section} aria-labelledby="moderation-heading">
      <SectionHeader id="moderation-heading" title="Moderation queue" headingRef={headingRef}>
        Comments members reported, the most recently reported first. Reports from 3 members hide a comment until you decide.
      </SectionHeader>
      <SearchBox label="Search by author or text" value={searchText} onChange={onSearchText} />
      <p className={styles.status} role="status" data-testid="moderation-status">
        {status}
        {notice ? <span className={styles.notice}> · {notice}</span> : null}
      </p>
      {conflict ? (
        <p className={styles.conflict} role="alert">
          {conflict}. The list has been refreshed.
        </p>
      ) : null}
      {loadError ? (
        <p className={styles.conflict} role="alert">
          {loadError}
        </p>
      ) : null}
      {list.items.length === 0 && !loadError ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{search ? 'No reported comment matches' : 'Nothing to review'}</p>
          <p>{search ? 'Try another name or word.' : 'Every report has been decided. New reports show up here.'}</p>
        </div>
      ) : (
        <ul className={styles.cards} aria-label="Reported comments">
          {list.items.map((item) => (
            <ReportedCommentCard key={item.commentId} item={item} canDelete={canDelete} onDecided={onDecided} onConflict={onConflict} />
          ))}
        </ul>
      )}
      <ListFooter hasNextPage={list.hasNextPage} loading={list.loading} error={list.error} onLoadMore={list.loadMore} />
    </section>
  );
}
