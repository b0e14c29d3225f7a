import { useCallback } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * Fetches a page's query again from the server after a write: the store takes the answer and
 * the page re-renders from it (a new position, a moved argument, a newer revision id to edit from).
 */
export function useRefresh<TQuery extends OperationType>(query: GraphQLTaggedNode, variables: TQuery['variables']) {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        fetchQuery<TQuery>(environment, query, JSON.parse(key) as TQuery['variables'], { fetchPolicy: 'network-only' }).subscribe({
          complete: () => resolve(),
          error: () => resolve(),
        });
      }),
    [environment, query, key],
  );
}
