// A list read a page at a time with a cursor ("Load more"), as the admin hub's lists are: the
// first page comes from the screen's query, the next ones from `fetchPage`. A new first page (a
// new search, a refresh) starts the list again, and a page that arrives for an older first page
// is dropped. The screen may change rows in place (a member's new permissions) or drop them (a
// decided comment) without reloading.
import { useState } from 'react';

export type CursorPage<Item> = {
  readonly items: ReadonlyArray<Item>;
  readonly hasNextPage: boolean;
  readonly endCursor: string | null | undefined;
};

type ListState<Item> = {
  source: CursorPage<Item>;
  items: Item[];
  hasNextPage: boolean;
  endCursor: string | null;
  loading: boolean;
  error: string | null;
};

const stateFor = <Item>(source: CursorPage<Item>): ListState<Item> => ({
  source,
  items: [...source.items],
  hasNextPage: source.hasNextPage,
  endCursor: source.endCursor ?? null,
  loading: false,
  error: null,
});

export function useCursorList<Item>(firstPage: CursorPage<Item>, fetchPage: (after: string) => Promise<CursorPage<Item>>) {
  const [state, setState] = useState(() => stateFor(firstPage));
  let current = state;
  if (state.source !== firstPage) {
    // Adjusting state while rendering (React's pattern for "reset when a prop changes").
    current = stateFor(firstPage);
    setState(current);
  }

  const loadMore = () => {
    if (current.loading || !current.hasNextPage || !current.endCursor) return;
    const source = firstPage;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    fetchPage(current.endCursor).then(
      (page) =>
        setState((previous) =>
          previous.source !== source
            ? previous
            : { ...previous, items: [...previous.items, ...page.items], hasNextPage: page.hasNextPage, endCursor: page.endCursor ?? null, loading: false },
        ),
      (failure: unknown) => {
        const error = failure instanceof Error ? failure.message : 'The next page did not load.';
        setState((previous) => (previous.source !== source ? previous : { ...previous, loading: false, error }));
      },
    );
  };

  /** Changes rows in place; a row mapped to null leaves the list. */
  const update = (change: (item: Item) => Item | null) =>
    setState((previous) => ({ ...previous, items: previous.items.flatMap((item) => change(item) ?? []) }));

  return { items: current.items, hasNextPage: current.hasNextPage, loading: current.loading, error: current.error, loadMore, update };
}
