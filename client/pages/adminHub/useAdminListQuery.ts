// A hub list screen's query and its filter (a search box, the audit log's action). The route
// loader started the query with the URL's filter (?q=, ?action=); a new filter, once typing
// stops, reloads it in a transition (the list stays on screen, marked as updating, and the box
// keeps its focus) and goes back into the URL, so a reload or a shared link shows the same list.
// Always from the server: other moderators change these lists all the time.
import { useEffect, useEffectEvent, useRef, useState, useTransition } from 'react';
import { fetchQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useDebouncedValue } from './useDebouncedValue.ts';

type Options<Q extends OperationType> = {
  query: GraphQLTaggedNode;
  /** The URL's search parameter that holds the filter. */
  parameter: string;
  variablesFor: (filter: string | null) => Q['variables'];
  /** How long the filter must rest before it is sent (a select sends at once). */
  debounceMs?: number;
};

export function useAdminListQuery<Q extends OperationType>({ query, parameter, variablesFor, debounceMs }: Options<Q>) {
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

  return {
    reference: reference ?? initialReference,
    /** True while a new filter's list is on its way. */
    isPending: isPending || filter !== filterText.trim(),
    filterText,
    setFilterText,
    /** The filter the list on screen shows. */
    filter: loadedFilter,
    /** The list again from the server (after another moderator got there first). */
    refresh: () => load(latestFilter.current),
    /** The page after `after`, with the list's filter. */
    fetchAfter: (after: string) =>
      fetchQuery<Q>(environment, query, { ...variablesFor(latestFilter.current || null), after }, { fetchPolicy: 'network-only' }).toPromise(),
  };
}
