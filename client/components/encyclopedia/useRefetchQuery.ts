import { useCallback } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * Loads a page's query again from the server, into the store the page reads from: for writes
 * whose answer is not the page's item (a link, a follow) and for a reload after a 409.
 */
export function useRefetchQuery<TQuery extends OperationType>(query: GraphQLTaggedNode, variables: TQuery['variables']) {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  return useCallback(
    () => fetchQuery<TQuery>(environment, query, JSON.parse(key) as TQuery['variables'], { fetchPolicy: 'network-only' }).toPromise(),
    [environment, query, key],
  );
}
