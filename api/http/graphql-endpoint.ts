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
import { createOperationLimits, type LimitsContext } from './operation-limits.ts';
import { clientAddressOf } from './security.ts';

/** What the HTTP server hands Yoga with each request. */
export type ServerContext = { req?: IncomingMessage; clientAddress?: string } & LimitsContext;

export type GraphQLEndpoint = ReturnType<typeof createGraphQLEndpoint>;

export function createGraphQLEndpoint(options: {
  services: Services;
  live: LiveUpdates;
  sessionCookieName: string;
  trustProxy: boolean;
  /** GraphiQL at /graphql (development). */
  graphiql: boolean;
  logLevel: 'silent' | 'error' | 'info' | 'debug';
  /** Production: no introspection or "Did you mean" hints for visitors (operation-limits.ts). */
  production: boolean;
}) {
  const { services, live } = options;
  const logErrors = options.logLevel !== 'silent';
  // Set-Cookie values resolvers asked for, per request, until Yoga's response is written.
  const responseCookies = new WeakMap<Request, string[]>();

  const resolveViewer = (headers: { get(name: string): string | null }) =>
    services.auth.resolveSession(readCookie(headers.get('cookie'), options.sessionCookieName));
  const limits = createOperationLimits({ production: options.production, resolveViewer });

  async function createContext(headers: { get(name: string): string | null }, clientAddress: string, knownViewer?: RequestContext['viewer']): Promise<RequestContext> {
    const sessionToken = readCookie(headers.get('cookie'), options.sessionCookieName);
    const viewer = knownViewer !== undefined ? knownViewer : await resolveViewer(headers);
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
    ...limits.yogaOptions,
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
        if (logErrors) console.error(original);
        return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      },
    },
    context: async (initial: YogaInitialContext & ServerContext) => {
      const headers = initial.request?.headers ?? new Headers(initial.req?.headers as Record<string, string>);
      const clientAddress = initial.clientAddress ?? clientAddressOf(initial.req, options.trustProxy);
      const context = await createContext(headers, clientAddress, initial.viewerBeforeValidation);
      if (initial.request) responseCookies.set(initial.request, context.responseCookies);
      return context;
    },
    plugins: [
      limits.plugin,
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
        onSubscribe: async (context, id, payload) => {
          const upgrade = (context.extra as Extra).request;
          const enveloped = yoga.getEnveloped({
            ...context,
            ...(await limits.beforeValidation(new Headers(upgrade.headers as Record<string, string>))),
            req: (context.extra as Extra).request,
            socket: (context.extra as Extra).socket,
            params: payload,
          });
          const document = enveloped.parse(payload.query);
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length > 0) return errors;
          const refused = limits.admitOnSocket(context, id, document, payload.operationName);
          if (refused) return refused;
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
    handle: limits.withBodyLimit((request: IncomingMessage, response: ServerResponse) => yoga(request, response, { req: request })),
    /** In-process GraphQL over fetch (tests). */
    fetch: (input: string | URL | Request, init?: RequestInit, serverContext?: ServerContext) =>
      Promise.resolve((yoga.fetch as (...args: unknown[]) => Response | Promise<Response>)(input, init, serverContext ?? {})),
    executeForRest,
    serveWebSockets,
  };
}
