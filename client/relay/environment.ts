// The one Relay environment: queries and mutations go over HTTP POST to /graphql (the session
// cookie rides along; the client never sees the token), subscriptions over graphql-ws on the
// same path.
import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
  type SubscribeFunction,
} from 'relay-runtime';

const graphqlPath = '/graphql';

type GraphQLResponseBody = GraphQLResponse & { error?: string };

async function readResponseBody(response: Response): Promise<GraphQLResponseBody | null> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return null;
  try {
    return (await response.json()) as GraphQLResponseBody;
  } catch {
    return null;
  }
}

function firstErrorMessage(body: GraphQLResponseBody | null): string | undefined {
  if (!body) return undefined;
  if (typeof body.error === 'string') return body.error;
  const errors = 'errors' in body ? body.errors : undefined;
  return errors?.[0]?.message;
}

/**
 * The client sends an operation's persisted id, not its text: the Relay compiler put every
 * operation in the server's list at build time, and in production the server runs only those.
 */
function operationBody(request: RequestParameters, variables: Variables) {
  if (!request.id) return { query: request.text, variables, operationName: request.name };
  return { operationName: request.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: request.id } } };
}

const fetchGraphQL: FetchFunction = async (request, variables) => {
  const response = await fetch(graphqlPath, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify(operationBody(request, variables)),
  });
  const body = await readResponseBody(response);
  const hasData = body !== null && 'data' in body && body.data != null;
  // A failed call shows the body's error text when it is JSON, else the status text.
  if (!response.ok && !hasData) {
    throw new Error(firstErrorMessage(body) ?? (response.statusText || `Request failed (${response.status})`));
  }
  if (!hasData) throw new Error(firstErrorMessage(body) ?? 'The server sent no data.');
  return body;
};

function webSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${graphqlPath}`;
}

// lazy: connect only while a subscription is active. Keep retrying for ever (a server restart
// or a dropped network must not end live updates), but never wait longer than 30 s between tries.
// graphql-ws itself loads with the first subscription: pages without live data never need it.
let subscriptionClient: Promise<Client> | null = null;
function subscriptionClientOnce(): Promise<Client> {
  subscriptionClient ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: webSocketUrl,
      lazy: true,
      retryAttempts: Infinity,
      retryWait: (retries) =>
        new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1_000 * 2 ** retries) + Math.random() * 1_000)),
    }),
  );
  return subscriptionClient;
}

const subscribeGraphQL: SubscribeFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    // graphql-ws requires a `query` string: empty when the persisted id says what to run.
    const { query, ...rest } = operationBody(request, variables);
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    subscriptionClientOnce().then(
      (client) => {
        if (cancelled) return;
        unsubscribe = client.subscribe(
          { ...rest, query: query ?? '' },
          {
            next: (result) => sink.next(result as GraphQLResponse),
            error: (error) => sink.error(error instanceof Error ? error : new Error(`Subscription ${request.name} failed.`)),
            complete: () => sink.complete(),
          },
        );
      },
      (loadError: unknown) => sink.error(loadError instanceof Error ? loadError : new Error('Live updates could not load.')),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  });

export const relayEnvironment = new Environment({
  network: Network.create(fetchGraphQL, subscribeGraphQL),
  // Keep the last ten released queries so that back navigation renders from the store.
  store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
});
