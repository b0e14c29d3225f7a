// /graphql: Yoga over HTTP and SSE, and graphql-ws over WebSocket on the same path through
// Yoga's envelop, so both transports share plugins, error masking and the request context. The
// REST adapter runs its documents through the same Yoga, in-process (executeForRest).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { createYoga, type YogaInitialContext } from 'graphql-yoga';
import type { Extra } from 'graphql-ws/use/ws';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocketServer } from 'ws';
import { readCookie } from '../auth/cookies.ts';
import { UserFacingError } from '../domain/errors.ts';
import type { ExecuteGraphQL } from '../rest/adapter.ts';
import type { LiveUpdates, RequestContext } from '../schema/context.ts';
import { buildSchema } from '../schema/index.ts';
import { createRequestLoaders } from '../schema/loaders.ts';
import type { Services } from '../services.ts';
import { clientAddressOf } from './security.ts';

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is unavailable for a moment. Please try again shortly.';
/** What a 503 tells the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().split('\n').findLast((line) => line.trim() !== '')?.trim() ?? text;
}

/** What the HTTP server hands Yoga with each request. */
export type ServerContext = { req?: IncomingMessage; clientAddress?: string };

export type GraphQLEndpoint = ReturnType<typeof createGraphQLEndpoint>;

export function createGraphQLEndpoint(options: {
  services: Services;
  live: LiveUpdates;
  sessionCookieName: string;
  trustProxy: boolean;
  /** GraphiQL at /graphql (development). */
  graphiql: boolean;
  logLevel: 'silent' | 'error' | 'info' | 'debug';
  /** Recognises an error that means "a service behind the app is down, try again" (503). */
  isTemporaryOutage?: (error: unknown) => boolean;
}) {
  const { services, live } = options;
  const logErrors = options.logLevel !== 'silent';
  // Set-Cookie values resolvers asked for, per request, until Yoga's response is written.
  const responseCookies = new WeakMap<Request, string[]>();

  async function createContext(headers: { get(name: string): string | null }, clientAddress: string): Promise<RequestContext> {
    const sessionToken = readCookie(headers.get('cookie'), options.sessionCookieName);
    const viewer = await services.auth.resolveSession(sessionToken);
    return {
      services,
      live,
      viewer,
      sessionToken: viewer ? sessionToken : null,
      clientAddress,
      userAgent: headers.get('user-agent') ?? '',
      responseCookies: [],
      loaders: createRequestLoaders(services, viewer),
    };
  }

  const yoga = createYoga<ServerContext, RequestContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: options.graphiql,
    landingPage: false,
    logging: options.logLevel === 'debug' ? 'debug' : options.logLevel === 'silent' ? false : 'error',
    maskedErrors: {
      // Errors a person caused keep their words; everything else becomes "Unexpected error."
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof UserFacingError) {
          return new GraphQLError(original.message, {
            extensions: { code: original.name, status: original.status },
          });
        }
        // GraphQL's own errors (bad variables, validation) are the caller's and say what is wrong.
        if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError)) return error;
        if (options.isTemporaryOutage?.(original)) {
          // One line, not a stack: during an outage every request ends here.
          if (logErrors) console.error(`Database unavailable: ${firstLine(original)}`);
          return new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
            extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } } },
          });
        }
        if (logErrors) console.error(original);
        return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      },
    },
    context: async (initial: YogaInitialContext & ServerContext) => {
      const headers = initial.request?.headers ?? new Headers(initial.req?.headers as Record<string, string>);
      const context = await createContext(headers, initial.clientAddress ?? clientAddressOf(initial.req, options.trustProxy));
      if (initial.request) responseCookies.set(initial.request, context.responseCookies);
      return context;
    },
    plugins: [
      {
        onResponse({ request, response }) {
          for (const cookie of responseCookies.get(request) ?? []) response.headers.append('Set-Cookie', cookie);
        },
      },
    ],
  });

  /** The REST adapter's way in: one document, with the caller's cookie and address, in-process. */
  const executeForRest =
    (cookieHeader: string | undefined, userAgent: string, clientAddress: string): ExecuteGraphQL =>
    async ({ document, variables }) => {
      const response = await yoga.fetch(
        'http://internal/graphql',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/graphql-response+json, application/json',
            ...(cookieHeader ? { cookie: cookieHeader } : {}),
            'user-agent': userAgent,
          },
          body: JSON.stringify({ query: document, variables }),
        },
        { clientAddress },
      );
      return {
        status: response.status,
        result: (await response.json()) as Awaited<ReturnType<ExecuteGraphQL>>['result'],
        setCookies: response.headers.getSetCookie(),
      };
    };

  /** Serves graphql-ws on `webSocketServer`, through Yoga's envelop. Returns its disposer. */
  function serveWebSockets(webSocketServer: WebSocketServer) {
    type EnvelopedRoot = { execute: (args: unknown) => unknown; subscribe: (args: unknown) => unknown };
    return useServer(
      {
        execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
        subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
        onSubscribe: async (context, _id, payload) => {
          const enveloped = yoga.getEnveloped({
            ...context,
            req: (context.extra as Extra).request,
            socket: (context.extra as Extra).socket,
            params: payload,
          });
          const document = enveloped.parse(payload.query);
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length > 0) return errors;
          return {
            schema: enveloped.schema,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue: await enveloped.contextFactory(),
            rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
          };
        },
      },
      webSocketServer,
    );
  }

  return {
    /** The Node request handler for /graphql over HTTP and SSE. */
    handle: (request: IncomingMessage, response: ServerResponse) => yoga(request, response, { req: request }),
    /** In-process GraphQL over fetch (tests). */
    fetch: (input: string | URL | Request, init?: RequestInit, serverContext?: ServerContext) =>
      Promise.resolve((yoga.fetch as (...args: unknown[]) => Response | Promise<Response>)(input, init, serverContext ?? {})),
    executeForRest,
    serveWebSockets,
  };
}
