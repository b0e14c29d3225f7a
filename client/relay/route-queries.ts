// Render-as-you-fetch for react-router data routes: a route's loader starts its Relay query
// (loadQuery, synchronously, so the request leaves with the navigation, while the page's code
// is still loading) and the page reads the reference with useRouteQuery. Loaders get the query's
// `$parameters` artifact (the operation's persisted id, from `@preloadable`), not the query: the
// route table then carries no query ASTs, and each page's chunk brings its own, which registers
// itself for Relay to normalize the response with.
//
// A loader has no unmount hook, so this module is the ONE owner of query reference disposal:
// - a route whose loader runs again (new params, back/forward, same-link click) supersedes its
//   previous reference, which is disposed once that navigation has settled;
// - a route that is no longer matched when a navigation settles has its reference disposed.
// Components never dispose these references, so StrictMode's double mounting cannot dispose a
// reference that is still shown, and back/forward always gets a fresh, retained reference
// (rendered from the store when the data is still there).
import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type DataRouter, type LoaderFunctionArgs } from 'react-router';
import type { GraphQLTaggedNode, IEnvironment, OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import { relayEnvironment } from './environment.ts';

/** What a server render passes its loaders (react-router's `requestContext`). */
export type RouteLoaderContext = { relayEnvironment: IEnvironment };

let serverRenderedRouteIds = new Set<string>();
/** The routes whose data the server rendered into the page: their first load reads the store. */
export function markServerRenderedRoutes(routeIds: Iterable<string>): void {
  serverRenderedRouteIds = new Set(routeIds);
}
function takeServerRenderedRoute(routeId: string): boolean {
  return serverRenderedRouteIds.delete(routeId);
}

const currentReferences = new Map<string, PreloadedQuery<OperationType>>();
const supersededReferences: PreloadedQuery<OperationType>[] = [];

/** A loader for route `routeId` that starts `query` and returns its reference. */
export function routeQueryLoader<TQuery extends OperationType>(
  routeId: string,
  query: PreloadableConcreteRequest<TQuery>,
  variablesFrom: (args: LoaderFunctionArgs) => TQuery['variables'],
  /**
   * 'store-and-network' for pages whose data others change (comments): cached data shows at once,
   * then refreshes; 'network-only' where stale rows would mislead (the admin hub's queue).
   */
  fetchPolicy: 'store-or-network' | 'store-and-network' | 'network-only' = 'store-or-network',
) {
  return (args: LoaderFunctionArgs): PreloadedQuery<TQuery> => {
    // A server render brings its own environment (one per request) and keeps no references.
    const serverEnvironment = (args.context as RouteLoaderContext | undefined)?.relayEnvironment;
    if (serverEnvironment) return loadQuery<TQuery>(serverEnvironment, query, variablesFrom(args), { fetchPolicy: 'store-or-network' });
    // The first load after a server render finds its data in the store the page brought: it must
    // not fetch it again, whatever the route's policy for later visits.
    const policy = takeServerRenderedRoute(routeId) ? 'store-or-network' : fetchPolicy;
    const reference = loadQuery<TQuery>(relayEnvironment, query, variablesFrom(args), { fetchPolicy: policy });
    const previous = currentReferences.get(routeId);
    if (previous) supersededReferences.push(previous);
    currentReferences.set(routeId, reference as PreloadedQuery<OperationType>);
    return reference;
  };
}

/** Disposes superseded and unmatched references whenever a navigation settles. */
export function disposeRouteQueriesOnNavigation(router: DataRouter): () => void {
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    for (const reference of supersededReferences.splice(0)) reference.dispose();
    const matchedRouteIds = new Set(state.matches.map((match) => match.route.id));
    for (const [routeId, reference] of currentReferences) {
      if (matchedRouteIds.has(routeId)) continue;
      reference.dispose();
      currentReferences.delete(routeId);
    }
  });
}

/** Reads the query its route's loader started. */
export function useRouteQuery<TQuery extends OperationType>(query: GraphQLTaggedNode): TQuery['response'] {
  const reference = useLoaderData() as PreloadedQuery<TQuery>;
  return usePreloadedQuery<TQuery>(query, reference);
}
