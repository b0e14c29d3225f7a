import { useEffect, useRef, useState } from 'react';
import { countLabel } from '../../lib/count-labels.ts';
import { useAdminViewer } from './AdminHubPage.tsx';
import { Alert, ListFooter, SearchBox, SectionHeader } from './AdminParts.tsx';
import { adminRemovedOpinionsQuery, type RemovedOpinionsPage } from './AdminRemovedOpinionsQuery.ts';
import { OpinionsTabs } from './OpinionsTabs.tsx';
import { RemovedOpinionCard } from './RemovedOpinionCard.tsx';
import { useAdminListQuery } from './useAdminListQuery.ts';
import type { AdminRemovedOpinionsQuery } from './__generated__/AdminRemovedOpinionsQuery.graphql.ts';
import styles from './AdminHub.module.css';

const NONE_REMOVED: RemovedOpinionsPage = { total: 0, items: [], hasNextPage: false, endCursor: null };

/**
 * Route adminOpinions (/internal/admin/opinions; ?q= searches titles): deleted opinions, the most
 * recently deleted first, to restore (CanDeleteContent) or edit.
 */
export function AdminRemovedOpinionsPage() {
  const viewer = useAdminViewer();
  const list = useAdminListQuery<AdminRemovedOpinionsQuery, RemovedOpinionsPage>({
    query: adminRemovedOpinionsQuery,
    parameter: 'q',
    variablesFor: (search) => ({ search }),
    answerOf: (data) => data.removedOpinions,
    what: 'list of removed opinions',
    empty: NONE_REMOVED,
  });
  const rows = list.rows;
  const [restored, setRestored] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The total counts what the server had; restores made here since come off it until it reloads.
  const [countedFor, setCountedFor] = useState(list.firstPage);
  if (countedFor !== list.firstPage) {
    setCountedFor(list.firstPage);
    setRestored(0);
    setNotice(null);
  }
  const remaining = Math.max(0, list.firstPage.total - restored);

  // Once a restored card has left, focus goes to the heading rather than the top of the page.
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) headingRef.current?.focus();
  }, [focusRequests]);

  const onRestored = (opinion: { id: string; title: string }) => {
    rows.update((item) => (item.opinion.id === opinion.id ? null : item));
    setRestored((count) => count + 1);
    setConflict(null);
    setNotice(`“${opinion.title}” restored`);
    setFocusRequests((count) => count + 1);
  };
  const onConflict = (message: string) => {
    setNotice(null);
    setConflict(`${message}. The list has been refreshed.`);
    setFocusRequests((count) => count + 1);
    list.refresh();
  };

  const status = list.isPending
    ? 'Updating ...'
    : list.filter
      ? `${countLabel(remaining, 'removed opinion matches', 'removed opinions match')} “${list.filter}”`
      : remaining === 0
        ? 'No removed opinions'
        : countLabel(remaining, 'removed opinion', 'removed opinions');
  const canEdit = viewer.canDeleteContent || viewer.role === 'CONTRIBUTOR' || viewer.role === 'ADMIN';

  return (
    <section className={styles.section} aria-labelledby="removed-opinions-heading">
      <SectionHeader id="removed-opinions-heading" title="Removed opinions" headingRef={headingRef}>
        Opinions deleted from their page, the most recently deleted first. Restoring one shows it again everywhere.
      </SectionHeader>
      <OpinionsTabs />
      <SearchBox label="Search by title" value={list.filterText} onChange={list.setFilterText} />
      <p className={styles.status} role="status" data-testid="removed-opinions-status">
        {status}
        {notice ? <span className={styles.notice}> · {notice}</span> : null}
      </p>
      <Alert message={conflict} />
      <Alert message={list.loadError} />
      {rows.items.length === 0 && !list.loadError ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{list.filter ? 'No removed opinion matches' : 'No removed opinions'}</p>
          <p>{list.filter ? 'Try another word of the title.' : 'Opinions deleted from their page show up here, to restore.'}</p>
        </div>
      ) : (
        <ul className={styles.cards} aria-label="Removed opinions">
          {rows.items.map((item) => (
            <RemovedOpinionCard
              key={item.opinion.id}
              item={item}
              canRestore={viewer.canDeleteContent}
              canEdit={canEdit}
              onRestored={onRestored}
              onConflict={onConflict}
            />
          ))}
        </ul>
      )}
      <ListFooter hasNextPage={rows.hasNextPage} loading={rows.loading} error={rows.error} onLoadMore={rows.loadMore} />
    </section>
  );
}
