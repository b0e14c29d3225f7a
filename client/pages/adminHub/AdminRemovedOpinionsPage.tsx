import { countLabel } from '../../lib/count-labels.ts';
import { useAdminViewer } from './AdminHubPage.tsx';
import { Alert, ListFooter, SearchBox, SectionHeader } from './AdminParts.tsx';
import { adminRemovedOpinionsQuery, type RemovedOpinionsPage } from './AdminRemovedOpinionsQuery.ts';
import { OpinionsTabs } from './OpinionsTabs.tsx';
import { RemovedOpinionCard } from './RemovedOpinionCard.tsx';
import { useAdminListQuery } from './useAdminListQuery.ts';
import { useRowDecisions } from './useRowDecisions.ts';
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
  const decisions = useRowDecisions(list);
  const remaining = decisions.remaining;

  const onRestored = (opinion: { id: string; title: string }) => {
    rows.update((item) => (item.opinion.id === opinion.id ? null : item));
    decisions.onDecided(`“${opinion.title}” restored`);
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
      <SectionHeader id="removed-opinions-heading" title="Removed opinions" headingRef={decisions.headingRef}>
        Opinions deleted from their page, the most recently deleted first. Restoring one shows it again everywhere.
      </SectionHeader>
      <OpinionsTabs />
      <SearchBox label="Search by title" value={list.filterText} onChange={list.setFilterText} />
      <p className={styles.status} role="status" data-testid="removed-opinions-status">
        {status}
        {decisions.notice ? <span className={styles.notice}> · {decisions.notice}</span> : null}
      </p>
      <Alert message={decisions.conflict} />
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
              onConflict={decisions.onConflict}
            />
          ))}
        </ul>
      )}
      <ListFooter hasNextPage={rows.hasNextPage} loading={rows.loading} error={rows.error} onLoadMore={rows.loadMore} />
    </section>
  );
}
