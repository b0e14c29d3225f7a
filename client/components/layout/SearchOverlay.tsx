import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import { CloseIcon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDebouncedSearch, type DebouncedSearchState } from '../../lib/useDebouncedSearch.ts';
import type { SearchOverlayQuery, SearchOverlayQuery$data } from './__generated__/SearchOverlayQuery.graphql.ts';
import styles from './SearchOverlay.module.css';

const searchOverlayQuery = graphql`
  query SearchOverlayQuery($query: String!) {
    search(query: $query) {
      artifactType
      artifactId
      title
      link
    }
  }
`;

/** Each result type's label (docs/product.md#search). */
const typeLabels: Record<string, string> = {
  convo: 'Question',
  pos: 'Position',
  arg: 'Argument',
  tag: 'Tag',
  person: 'Person',
  opinion: 'Opinion',
  topic: 'Topic',
};

type SearchState = DebouncedSearchState<SearchOverlayQuery$data['search'][number]>;

/** The top bar's search overlay: a search box and a close button (Escape also closes it). */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Search" hideTitle placement="top">
      <SearchPanel onClose={onClose} />
    </Modal>
  );
}

/** Mounted only while the overlay is open, so each opening starts empty. */
function SearchPanel({ onClose }: { onClose: () => void }) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const search = useDebouncedSearch(async (query) => {
    const data = await fetchQuery<SearchOverlayQuery>(environment, searchOverlayQuery, { query }, { fetchPolicy: 'network-only' }).toPromise();
    return data?.search ?? [];
  });

  const onTextChange = (value: string) => {
    setText(value);
    search.onTextChange(value);
  };

  return (
    <>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          className={styles.input}
          type="search"
          placeholder="Search Opinio"
          aria-label="Search Opinio"
          aria-controls="search-results"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={(event) => {
            // A search box's own Escape only clears the text; ours closes the search (docs/product.md#top-bar).
            if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
            }
          }}
          autoFocus
        />
        <button type="button" className={styles.closeButton} aria-label="Close search" onClick={onClose}>
          <CloseIcon size={22} />
        </button>
      </form>
      <div id="search-results" className={styles.results} aria-live="polite">
        <SearchResults state={search.state} onNavigate={onClose} />
      </div>
    </>
  );
}

function SearchResults({ state, onNavigate }: { state: SearchState; onNavigate: () => void }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'searching':
      return (
        <p className={styles.message}>
          <Spinner /> Searching ...
        </p>
      );
    case 'failed':
      return (
        <p className={styles.message} role="alert">
          Search failed. Please try again.
        </p>
      );
    case 'done':
      if (state.results.length === 0) return <p className={styles.message}>No results for “{state.query}”</p>;
      return (
        <ul className={styles.list} aria-label={`Results for ${state.query}`}>
          {state.results.map((result) => (
            <li key={`${result.artifactType}-${result.artifactId}`} className={styles.result}>
              <span className={`${styles.typeLabel} ${styles[`type_${result.artifactType}`] ?? ''}`}>
                {typeLabels[result.artifactType] ?? result.artifactType}
              </span>
              <Link to={result.link} className={styles.resultLink} onClick={onNavigate}>
                {result.title}
              </Link>
            </li>
          ))}
        </ul>
      );
  }
}
