// Search-as-you-type for the opinion modal's title and topic boxes, with the rules of
// docs/product.md#search: more than 2 characters after trimming, 150 ms debounce with 500 ms
// maximum wait, blank clears, and an answer for a query that is no longer the current one is
// ignored.
import { useEffect, useRef, useState } from 'react';
import { createDebouncer, type Debouncer } from './debounce.ts';

export const SEARCH_MIN_CHARACTERS = 3;
export const SEARCH_DEBOUNCE_MS = 150;
export const SEARCH_MAX_WAIT_MS = 500;

export type DebouncedSearchState<Result> =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; results: readonly Result[] }
  | { status: 'failed'; query: string };

export function useDebouncedSearch<Result>(search: (query: string) => Promise<readonly Result[]>) {
  const [state, setState] = useState<DebouncedSearchState<Result>>({ status: 'idle' });
  // What the text box holds now (trimmed), not what was last sent: an answer for anything else
  // arrived late, even while the next query still waits out its debounce.
  const typedQuery = useRef<string | null>(null);
  const searchRef = useRef(search);
  const debouncerRef = useRef<Debouncer<string> | null>(null);
  useEffect(() => {
    searchRef.current = search;
  });

  useEffect(() => {
    const debouncer = createDebouncer<string>(
      (query) => {
        setState({ status: 'searching', query });
        searchRef.current(query).then(
          (results) => {
            if (typedQuery.current === query) setState({ status: 'done', query, results });
          },
          () => {
            if (typedQuery.current === query) setState({ status: 'failed', query });
          },
        );
      },
      SEARCH_DEBOUNCE_MS,
      SEARCH_MAX_WAIT_MS,
    );
    debouncerRef.current = debouncer;
    return () => debouncer.cancel();
  }, []);

  /** Call with every change of the text box. */
  const onTextChange = (text: string) => {
    const query = text.trim();
    if (query.length < SEARCH_MIN_CHARACTERS) {
      // Blank (or too short) clears, and no answer still in flight may bring results back.
      debouncerRef.current?.cancel();
      typedQuery.current = null;
      setState({ status: 'idle' });
      return;
    }
    typedQuery.current = query;
    debouncerRef.current?.call(query);
  };

  const results: readonly Result[] = state.status === 'done' ? state.results : [];
  return { state, results, onTextChange };
}
