// A hub list screen's data: its query, its filter (a search box, the audit log's action) and its
// rows a page at a time. The route loader started the query with the URL's filter (?q=,
// ?action=); a new filter, once typing stops, reloads it in a transition (the list stays on
// screen, marked as updating, and the box keeps its focus) and goes back into the URL, so a
// reload or a shared link shows the same list. Always from the server: other moderators change
// these lists all the time.
import { useEffect, useEffectEvent, useRef, useState, useTransition } from 'react';
import { fetchQuery, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useCursorList, type CursorPage } from './useCursorList.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** A list field's answer: its page, or a refusal with a message. */
type ListAnswer<Page> = { readonly __typename: string; readonly message?: string; readonly data?: Page | null };

type Options<Q extends OperationType, Page> = {
  query: GraphQLTaggedNode;
  /** The URL's search parameter that holds the filter. */
  parameter: string;
  variablesFor: (filter: string | null) => Q['variables'];
  /** The list field of the query's answer. */
  answerOf: (data: Q['response']) => ListAnswer<Page>;
  /** What the list is, for "The {what} did not load." */
  what: string;
  /** How long the filter must rest before it is sent (a select sends at once). */
  debounceMs?: number;
};

const isPage = <Page>(answer: ListAnswer<Page> | undefined): answer is ListAnswer<Page> & { data: Page } =>
  Boolean(answer?.__typename.endsWith('Success') && answer.data);

export function useAdminListQuery<Q extends OperationType, Page extends CursorPage<unknown>>(options: Options<Q, Page> & { empty: Page }) {
  const { query, parameter, variablesFor, answerOf, what, debounceMs, empty } = options;
  const initialReference = useLoaderData() as PreloadedQuery<Q>;
  const [reference, loadQuery] = useQueryLoader<Q>(query, initialReference);
  const environment = useRelayEnvironment();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isPending, startTransition] = useTransition();
  const [filterText, setFilterText] = useState(() => searchParams.get(parameter) ?? '');
  const filter = useDebouncedValue(filterText.trim(), debounceMs);
  // What the list on screen was loaded for: the loader's filter at first.
  const [loadedFilter, setLoadedFilter] = useState(filter);
  const latestFilter = useRef(filter);

  const load = (next: string) => {
    latestFilter.current = next;
    setLoadedFilter(next);
    // The route does not reload for its own search parameters (client/routes.tsx): this does.
    setSearchParams(next ? { [parameter]: next } : {}, { replace: true });
    startTransition(() => loadQuery(variablesFor(next || null), { fetchPolicy: 'network-only' }));
  };
  const onFilterSettled = useEffectEvent((settled: string) => {
    if (settled !== latestFilter.current) load(settled);
  });
  useEffect(() => onFilterSettled(filter), [filter]);

  const response = usePreloadedQuery<Q>(query, reference ?? initialReference);
  const answer = answerOf(response);
  const firstPage = isPage(answer) ? answer.data : empty;
  type Item = Page['items'][number];
  const rows = useCursorList<Item>(firstPage as CursorPage<Item>, async (after) => {
    const next = await fetchQuery<Q>(environment, query, { ...variablesFor(latestFilter.current || null), after }, { fetchPolicy: 'network-only' }).toPromise();
    const nextAnswer = next ? answerOf(next) : undefined;
    if (!isPage(nextAnswer)) throw new Error(nextAnswer?.message ?? `The ${what} did not load.`);
    return nextAnswer.data as CursorPage<Item>;
  });

  return {
    /** The whole answer of the query (a screen may ask for more than its list). */
    response,
    rows,
    /** The first page as the server sent it (the queue's total is on it). */
    firstPage,
    loadError: isPage(answer) ? null : (answer.message ?? `The ${what} did not load.`),
    /** True while a new filter's list is on its way. */
    isPending: isPending || filter !== filterText.trim(),
    filterText,
    setFilterText,
    /** The filter the list on screen shows. */
    filter: loadedFilter,
    /** The list again from the server (after another moderator got there first). */
    refresh: () => load(latestFilter.current),
  };
}
