import { useState } from 'react';
import { OpinionModal, type OpinionModalMode } from '../../components/opinionWriting/OpinionModal.tsx';
import { countLabel } from '../../lib/count-labels.ts';
import type { OpinionFromSuggestion } from '../../mutations/useOpinionFormMutations.ts';
import { useAdminViewer } from './AdminHubPage.tsx';
import { Alert, ListFooter, SearchBox, SectionHeader } from './AdminParts.tsx';
import { adminSuggestionsQuery, type SuggestionItem, type SuggestionsPage } from './AdminSuggestionsQuery.ts';
import { OpinionsTabs } from './OpinionsTabs.tsx';
import { SuggestionCard } from './SuggestionCard.tsx';
import { useAdminListQuery } from './useAdminListQuery.ts';
import type { AdminSuggestionsQuery } from './__generated__/AdminSuggestionsQuery.graphql.ts';
import styles from './AdminHub.module.css';
import own from './AdminOpinions.module.css';

const NO_SUGGESTIONS: SuggestionsPage = { total: 0, items: [], hasNextPage: false, endCursor: null };

/**
 * Route adminSuggestions (/internal/admin/opinions/suggestions; ?q= searches): the Suggest page's
 * suggestions, newest first. With CanCreateOpinions, "Create opinion from this suggestion" opens
 * the opinion modal with the suggestion as its title; the opinion credits and tells the suggester.
 */
export function AdminSuggestionsPage() {
  const viewer = useAdminViewer();
  const list = useAdminListQuery<AdminSuggestionsQuery, SuggestionsPage>({
    query: adminSuggestionsQuery,
    parameter: 'q',
    variablesFor: (search) => ({ search }),
    answerOf: (data) => data.opinionSuggestions,
    what: 'suggestions',
    empty: NO_SUGGESTIONS,
  });
  const rows = list.rows;
  const [creatingFrom, setCreatingFrom] = useState<SuggestionItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mode: OpinionModalMode | null = creatingFrom
    ? { kind: 'create', suggestion: { id: creatingFrom.commentId, author: creatingFrom.authorUsername, titleDraft: creatingFrom.titleDraft } }
    : null;

  const onCreated = (opinion: OpinionFromSuggestion) => {
    if (!creatingFrom) return;
    const from = creatingFrom;
    rows.update((item) => (item.commentId === from.commentId ? { ...item, opinion } : item));
    setNotice(`“${opinion.title}” created; ${from.authorUsername} has been told`);
  };

  const total = list.firstPage.total;
  const status = list.isPending
    ? 'Updating ...'
    : list.filter
      ? `${countLabel(total, 'suggestion matches', 'suggestions match')} “${list.filter}”`
      : total === 0
        ? 'No suggestions yet'
        : countLabel(total, 'suggestion', 'suggestions');

  return (
    <section className={styles.section} aria-labelledby="suggestions-heading">
      <SectionHeader id="suggestions-heading" title="Suggestions">
        What members suggested on the Suggest page, newest first. An opinion made from a suggestion credits its author, who is told.
      </SectionHeader>
      <OpinionsTabs />
      <SearchBox label="Search by author or text" value={list.filterText} onChange={list.setFilterText} />
      <p className={styles.status} role="status" data-testid="suggestions-status">
        {status}
        {notice ? <span className={styles.notice}> · {notice}</span> : null}
      </p>
      {viewer.canCreateOpinions ? null : <p className={own.hint}>Creating an opinion from a suggestion needs the Create opinions permission.</p>}
      <Alert message={list.loadError} />
      {rows.items.length === 0 && !list.loadError ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{list.filter ? 'No suggestion matches' : 'No suggestions yet'}</p>
          <p>{list.filter ? 'Try another name or word.' : 'Suggestions members write on the Suggest page show up here.'}</p>
        </div>
      ) : (
        <ul className={styles.cards} aria-label="Suggestions">
          {rows.items.map((item) => (
            <SuggestionCard key={item.commentId} item={item} canCreate={viewer.canCreateOpinions} onCreate={setCreatingFrom} />
          ))}
        </ul>
      )}
      <ListFooter hasNextPage={rows.hasNextPage} loading={rows.loading} error={rows.error} onLoadMore={rows.loadMore} />
      <OpinionModal mode={mode} onClose={() => setCreatingFrom(null)} onCreatedFromSuggestion={onCreated} />
    </section>
  );
}
