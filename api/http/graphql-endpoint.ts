// /graphql: Yoga over HTTP and SSE, and graphql-ws over WebSocket on the same path through
// Yoga's envelop, so both transports share plugins, error masking and the request context. The
// REST adapter runs its documents through the same Yoga, in-process (executeForRest).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { createYoga, type CORSOptions, type YogaInitialContext } from 'graphql-yoga';
import type { Extra } from 'graphql-ws/use/ws';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocketServer } from 'ws';
import { readCookie } from '../auth/cookies.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import { UserFacingError } from '../domain/errors.ts';
import type { ExecuteGraphQL } from '../rest/adapter.ts';
import type { LiveUpdates, RequestContext } from '../schema/context.ts';
import { buildSchema } from '../schema/index.ts';
import { createRequestLoaders } from '../schema/loaders.ts';
import type { Services } from '../services.ts';
import { createLiveFanOut } from './live-fan-out.ts';
import { createPartnerAccess } from './partner-access.ts';
import {
  loadPersistedOperations,
  persistedOperationErrors,
  persistedOperationIdOf,
  persistedOperationsPlugin,
  type PersistedOperations,
} from './persisted-operations.ts';
import { createOperationLimits, type LimitsContext, type Shortcuts } from './operation-limits.ts';
import type { AnonymousAnswers } from './anonymous-answers.ts';
import { clientAddressOf } from './security.ts';

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is unavailable for a moment. Please try again shortly.';
/** What a 503 tells the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().split('\n').findLast((line) => line.trim() !== '')?.trim() ?? text;
}

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
  /**
   * Browsers may run only the web client's persisted operations (production). Admins, API keys
   * and the REST adapter may still send any document.
   */
  persistedOperationsOnly: boolean;
  /** The web client's operations; read from the Relay compiler's manifest when not given. */
  persistedOperations?: PersistedOperations;
  rateLimiter: RateLimiter;
  logLevel: 'silent' | 'error' | 'info' | 'debug';
  /** Which other origins may read answers (api/http/cors.ts); Yoga's default allows every one. */
  cors: (request: Request) => CORSOptions;
  /** Production: no introspection or "Did you mean" hints for visitors (operation-limits.ts). */
  production: boolean;
  /** Recognises an error that means "a service behind the app is down, try again" (503). */
  isTemporaryOutage?: (error: unknown) => boolean;
  /** Visitors' answers kept from one request for the next (api/http/anonymous-answers.ts). */
  anonymousAnswers?: AnonymousAnswers;
  /** Whether work is kept from one request for the next (off only for a benchmark's BEFORE). */
  shortcuts?: Shortcuts;
}) {
  const { services, live } = options;
  const logErrors = options.logLevel !== 'silent';
  // Set-Cookie values resolvers asked for, per request, until Yoga's response is written.
  const responseCookies = new WeakMap<Request, string[]>();
  const partnerAccess = createPartnerAccess({ services, rateLimiter: options.rateLimiter });
  const persistedOperations = options.persistedOperations ?? loadPersistedOperations();
  // The REST adapter's requests carry this per-process secret: its documents are our own.
  const internalSecret = randomBytes(32).toString('base64url');
  const isInternal = (headers: { get(name: string): string | null }) => {
    const presented = Buffer.from(headers.get('x-opinio-internal') ?? '');
    const expected = Buffer.from(internalSecret);
    return presented.length === expected.length && timingSafeEqual(presented, expected);
  };
  // One session lookup per request, shared by the document check and the context.
  const viewers = new WeakMap<object, ReturnType<Services['auth']['resolveSession']>>();
  const viewerOf = (request: object, headers: { get(name: string): string | null }) => {
    let viewer = viewers.get(request);
    if (!viewer) {
      viewer = services.auth.resolveSession(readCookie(headers.get('cookie'), options.sessionCookieName));
      viewers.set(request, viewer);
    }
    return viewer;
  };

  const limits = createOperationLimits({
    production: options.production,
    shortcuts: options.shortcuts,
    resolveCaller: async (headers) => {
      const partner = partnerAccess.callerOf(headers, headers);
      if (partner) return { viewer: null, partner: (await partner) !== null };
      return { viewer: await viewerOf(headers, headers), partner: false };
    },
  });

  async function mayRunAnyDocument(request: object, headers: { get(name: string): string | null }): Promise<boolean> {
    if (!options.persistedOperationsOnly || isInternal(headers)) return true;
    const partner = partnerAccess.callerOf(request, headers);
    if (partner) return (await partner) !== null;
    return (await viewerOf(request, headers))?.adminHub ?? false;
  }

  async function createContext(request: object, headers: { get(name: string): string | null }, clientAddress: string): Promise<RequestContext> {
    // A request with an Authorization header is a partner's, whatever cookies came with it: its
    // cookies are not read (an invalid key never got this far).
    const pendingPartner = partnerAccess.callerOf(request, headers);
    const partner = pendingPartner ? await pendingPartner : null;
    const sessionToken = pendingPartner ? null : readCookie(headers.get('cookie'), options.sessionCookieName);
    const viewer = pendingPartner ? null : await viewerOf(request, headers);
    return {
      services,
      live,
      viewer,
      partner: partner ?? null,
      sessionToken: viewer ? sessionToken : null,
      requestCookies: pendingPartner ? null : headers.get('cookie'),
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
    // GraphiQL: always in development; in production for AdminHub users, with their session.
    graphiql: options.graphiql ? true : async (request) => (await viewerOf(request.headers, request.headers))?.adminHub ?? false,
    landingPage: false,
    cors: options.cors,
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
      const clientAddress = initial.clientAddress ?? clientAddressOf(initial.req, options.trustProxy);
      // Lookups are remembered per request by its headers; over WebSocket every operation gets
      // fresh headers, so it resolves the session anew (a socket outlives a logout).
      const context = await createContext(headers, headers, clientAddress);
      if (initial.request) responseCookies.set(initial.request, context.responseCookies);
      return context;
    },
    plugins: [
      ...partnerAccess.plugins,
      persistedOperationsPlugin({ operations: persistedOperations, mayRunAnyDocument: (request) => mayRunAnyDocument(request.headers, request.headers) }),
      limits.plugin,
      // After the persisted operations (it knows a document by its text) and the limits (a kept
      // answer is one that passed them).
      ...(options.anonymousAnswers ? [options.anonymousAnswers.plugin] : []),
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
            'x-opinio-internal': internalSecret,
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

  // A visitor's request: no cookie, no key. What is the same for every viewer is worked out as one.
  const liveFanOut = createLiveFanOut({
    subscribeAsVisitor: async ({ query, document, operationName, variables }) => {
      const enveloped = yoga.getEnveloped({ request: new Request('http://internal/graphql'), params: { query, operationName, variables } });
      return enveloped.subscribe({
        schema: enveloped.schema,
        document,
        operationName,
        variableValues: variables,
        contextValue: await enveloped.contextFactory(),
      });
    },
  });

  /** Serves graphql-ws on `webSocketServer`, through Yoga's envelop. Returns its disposer. */
  function serveWebSockets(webSocketServer: WebSocketServer) {
    type EnvelopedRoot = { execute: (args: unknown) => unknown; subscribe: (args: unknown) => unknown };
    return useServer(
      {
        execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
        subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
        onSubscribe: async (context, id, payload) => {
          const upgrade = (context.extra as Extra).request;
          // Fresh per operation: what is looked up for it (key, session) is not reused by the next.
          const headers = new Headers(upgrade.headers as Record<string, string>);
          if ((await partnerAccess.callerOf(headers, headers)) === null) {
            return [new GraphQLError('Invalid or revoked API key', { extensions: { code: 'UNAUTHENTICATED' } })];
          }
          // graphql-ws has no onParams: persisted operations are resolved here, by the same rules.
          const persistedId = persistedOperationIdOf(payload);
          let query = payload.query;
          if (persistedId !== null && !query) {
            const text = persistedOperations.get(persistedId);
            if (!text) return [new GraphQLError(persistedOperationErrors.unknownId, { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } })];
            query = text;
          } else if (!(await mayRunAnyDocument(headers, headers))) {
            return [new GraphQLError(persistedOperationErrors.textNotAccepted, { extensions: { code: 'PERSISTED_QUERY_ONLY' } })];
          }
          const enveloped = yoga.getEnveloped({
            ...context,
            ...(await limits.beforeValidation(headers)),
            req: upgrade,
            socket: (context.extra as Extra).socket,
            params: { ...payload, query },
          });
          const document = enveloped.parse(query);
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length > 0) return errors;
          const refused = limits.admitOnSocket(context, id, document, payload.operationName);
          if (refused) return refused;
          const operation = { query, document, operationName: payload.operationName, variables: payload.variables };
          const shareKey = liveFanOut.shareKeyOf(enveloped.schema, operation);
          const socket = (context.extra as Extra).socket;
          return {
            schema: enveloped.schema,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue: await enveloped.contextFactory(),
            rootValue: {
              execute: enveloped.execute,
              subscribe: shareKey === null ? enveloped.subscribe : () => liveFanOut.join(shareKey, operation, socket, id),
            },
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
