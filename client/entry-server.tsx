// Server rendering of public pages for visitors (docs/product.md#server-rendered-pages). Vite
// builds this file for Node (dist/ssr/entry-server.js); the API server imports that build and
// calls renderPage for a visitor's request. It runs the route table's own loaders, which start
// the routes' Relay queries in an environment of this request's own, answered in-process through
// `execute`; React renders once every query has its data; the page then carries the store's
// records, so the browser hydrates from them without asking again (client/main.tsx).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { RelayEnvironmentProvider } from 'react-relay';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type Variables } from 'relay-runtime';
import { ServerRenderContext, type ServerRenderValues } from './lib/server-render-context.ts';
import type { RouteLoaderContext } from './relay/route-queries.ts';
import { routes } from './routes.tsx';

export type ExecuteOperation = (persistedId: string, variables: Variables) => Promise<GraphQLResponse>;

export type ServerRenderedPage =
  | {
      kind: 'page';
      status: number;
      /** What goes inside #root. */
      html: string;
      /** The Relay store's records and the routes they were loaded for: see ServerRenderData. */
      data: ServerRenderData;
    }
  | { kind: 'redirect'; status: number; location: string };

/** Everything the browser needs to hydrate what the server rendered. */
export type ServerRenderData = ServerRenderValues & {
  records: Record<string, unknown>;
  routeIds: string[];
};

const handler = createStaticHandler(routes);

/** `path` is the address's path and query; `origin` the site's public origin; `cookieConsent` the visitor's choice. */
export async function renderPage(
  path: string,
  options: ServerRenderValues & { execute: ExecuteOperation; signal?: AbortSignal; onRenderError?: (error: unknown) => void },
): Promise<ServerRenderedPage> {
  const requests: Promise<unknown>[] = [];
  const environment = new Environment({
    network: Network.create((operation, variables) => {
      if (!operation.id) throw new Error(`Operation ${operation.name} has no persisted id`);
      const request = options.execute(operation.id, variables);
      requests.push(request.catch(() => undefined));
      return request;
    }),
    store: new Store(new RecordSource()),
    isServer: true,
  });
  const request = new Request(new URL(path, options.origin), { signal: options.signal });
  // The matched pages' code first: it registers their queries, so the loaders' responses go into
  // the store as they arrive (loadQuery holds a response for a query not yet registered).
  await Promise.all((matchRoutes(routes, new URL(request.url).pathname) ?? []).map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : null)));
  const requestContext: RouteLoaderContext = { relayEnvironment: environment };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // Render once the loaders' queries have their data in the store: nothing suspends, so the
  // page renders in one pass.
  await Promise.all(requests);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createStaticRouter(handler.dataRoutes, context);
  const values: ServerRenderValues = { origin: options.origin, cookieConsent: options.cookieConsent };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <ServerRenderContext value={values}>
        {/* No hydration data from the router: its loader data are query references, which the
            browser makes again from the records (client/main.tsx). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ServerRenderContext>
      </RelayEnvironmentProvider>
    </StrictMode>,
    {
      signal: options.signal,
      // Every part in place however big: React sends a part past this size apart, with an inline
      // script to move it in, which the site's Content-Security-Policy does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails on the server is left for the browser to render; the server says why.
      onError: (error) => {
        options.onRenderError?.(error);
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return {
    kind: 'page',
    status: context.statusCode,
    html: Buffer.concat(chunks).toString('utf8'),
    data: {
      records: environment.getStore().getSource().toJSON(),
      routeIds: context.matches.filter((match) => match.route.loader).map((match) => match.route.id),
      ...values,
    },
  };
}
