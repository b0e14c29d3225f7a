// Builds the HTTP server: /graphql (Yoga over HTTP and SSE; graphql-ws over WebSocket on the
// same path, through Yoga's envelop so both share plugins and context), /api/* (the REST
// adapter), /healthz and /readyz, and the built client. buildApp() returns { start, stop } so
// tests can run it on port 0.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { GraphQLError } from 'graphql';
import { createYoga, type YogaInitialContext } from 'graphql-yoga';
import type { Extra } from 'graphql-ws/use/ws';
import { useServer } from 'graphql-ws/use/ws';
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import { readCookie } from './auth/cookies.ts';
import { createFacebookTokenVerifier } from './auth/facebook-token.ts';
import { createGoogleIdTokenVerifier } from './auth/google-id-token.ts';
import { createMailer, type Mailer } from './auth/mailer.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, withAddressLimitFactor } from './auth/rate-limit.ts';
import type { Config } from './config.ts';
import { sisterSiteStandInPath } from './config.ts';
import { createSisterSiteStandIn } from './dev-sister-site.ts';
import {
  clientAddressOf,
  createOriginPolicy,
  refuseCrossSiteRequest,
  refuseCrossSiteWebSocket,
  securityHeadersFor,
} from './http-security.ts';
import type { Database } from './db/database.ts';
import { UserFacingError } from './domain/errors.ts';
import { createRealtimeBus } from './realtime/pubsub.ts';
import { createRestRouter, MAX_REST_BODY_BYTES, type ExecuteGraphQL } from './rest/adapter.ts';
import { restEndpoints } from './rest/endpoints.ts';
import type { RequestContext } from './schema/context.ts';
import { buildSchema } from './schema/index.ts';
import { createRequestLoaders } from './schema/loaders.ts';
import { AVATAR_PATH_PREFIX, createAvatarHandler } from './modules/user/avatar-http.ts';
import { createServices, type Services } from './services.ts';
import { createStaticHandler } from './static-files.ts';

type ServerContext = { req?: IncomingMessage; clientAddress?: string };

export type App = {
  start(): Promise<{ port: number; url: string }>;
  stop(): Promise<void>;
  services: Services;
  /** In-process GraphQL over fetch, for tests and the REST adapter. */
  fetch: (input: string | URL | Request, init?: RequestInit, serverContext?: ServerContext) => Promise<Response>;
  httpServer: Server;
};

const defaultClientDirectory = fileURLToPath(new URL('../dist/client', import.meta.url));

/** Google and Facebook checks for the providers that are configured. */
function socialSignIn(config: Config) {
  const { social } = config;
  return {
    verifyGoogleIdToken: social.googleClientId
      ? createGoogleIdTokenVerifier({ clientId: social.googleClientId, jwksUrl: social.googleJwksUrl })
      : undefined,
    verifyFacebookToken:
      social.facebookAppId && social.facebookAppSecret
        ? createFacebookTokenVerifier({ appId: social.facebookAppId, appSecret: social.facebookAppSecret, graphUrl: social.facebookGraphUrl })
        : undefined,
    settings: {
      googleClientId: social.googleClientId ?? null,
      facebookAppId: social.facebookAppId && social.facebookAppSecret ? social.facebookAppId : null,
      standInUrl: social.standInUrl ?? null,
    },
  };
}

export async function buildApp(options: {
  config: Config;
  database: Database;
  clientDirectory?: string;
  mailer?: Mailer;
}): Promise<App> {
  const { config, database } = options;
  const bus = createRealtimeBus(config.redisUrl);
  const rateLimitRedis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
  rateLimitRedis?.on('error', (error) => console.error(`Redis (rate limits): ${error.message}`));
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom });
  const services = createServices({
    prisma: database.prisma,
    pubsub: bus.pubsub,
    mailer,
    rateLimiter: withAddressLimitFactor(
      rateLimitRedis ? createRedisRateLimiter(rateLimitRedis) : createMemoryRateLimiter(),
      config.rateLimitAddressFactor,
    ),
    sessionDays: config.sessionDays,
    cookie: { name: config.sessionCookie, secure: config.secureCookies },
    publicUrl: config.publicUrl,
    sisterSiteUrl: config.sisterSiteUrl,
    social: socialSignIn(config),
  });
  const responseCookies = new WeakMap<Request, string[]>();

  async function createContext(
    headers: { get(name: string): string | null },
    clientAddress: string,
  ): Promise<RequestContext> {
    const sessionToken = readCookie(headers.get('cookie'), config.sessionCookie);
    const viewer = await services.auth.resolveSession(sessionToken);
    return {
      services,
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
    graphiql: !config.isProduction,
    landingPage: false,
    logging: config.logLevel === 'debug' ? 'debug' : config.logLevel === 'silent' ? false : 'error',
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
        if (config.logLevel !== 'silent') console.error(original);
        return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      },
    },
    context: async (initial: YogaInitialContext & ServerContext) => {
      const headers = initial.request?.headers ?? new Headers(initial.req?.headers as Record<string, string>);
      const context = await createContext(headers, initial.clientAddress ?? clientAddressOf(initial.req, config.trustProxy));
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

  // Built once: the endpoint table does not change per request.
  const restRouter = createRestRouter(restEndpoints);
  const handleAvatar = createAvatarHandler(services.users, (error) => {
    if (config.logLevel !== 'silent') console.error(error);
  });
  const staticFiles = createStaticHandler(options.clientDirectory ?? defaultClientDirectory);
  let ready = false;

  async function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > limit) return null;
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  async function handleRest(request: IncomingMessage, response: ServerResponse, url: URL) {
    const rawBody = request.method === 'POST' ? await readBody(request, MAX_REST_BODY_BYTES) : '';
    const send = (status: number, json: unknown, headers: Record<string, string> = {}, cookies: string[] = [], text?: string) => {
      const body = text ?? JSON.stringify(json);
      response.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        ...headers,
        ...(cookies.length ? { 'Set-Cookie': cookies } : {}),
      });
      response.end(body);
    };
    if (rawBody === null) return send(413, { error: 'The request body is too large' });
    try {
      const result = await restRouter.handle(
        {
          method: request.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          rawBody,
          contentType: request.headers['content-type'] ?? '',
        },
        executeForRest(request.headers.cookie, request.headers['user-agent'] ?? '', clientAddressOf(request, config.trustProxy)),
      );
      send(result.status, result.json, result.headers, result.setCookies, result.text);
    } catch (error) {
      if (config.logLevel !== 'silent') console.error(error);
      send(500, { error: 'Unexpected error.' });
    }
  }

  const originPolicy = createOriginPolicy(config.publicUrl, config.allowedOrigins);
  const headerOptions = {
    emailPreferenceFramers: config.sisterSiteUrl && !config.sisterSiteStandIn ? [new URL(config.sisterSiteUrl).origin] : [],
    https: config.publicUrl.startsWith('https:'),
    // The stand-in needs nothing: its popup is a separate window, not part of our pages.
    socialSignIn: {
      google: Boolean(config.social.googleClientId && !config.social.standInUrl),
      facebook: Boolean(config.social.facebookAppId && config.social.facebookAppSecret && !config.social.standInUrl),
    },
  };
  const sisterSiteStandIn = config.sisterSiteStandIn
    ? createSisterSiteStandIn({
        publicUrl: config.publicUrl,
        // Server to server, as the real sister site would: over HTTP to our own redeem endpoint.
        redeemUrl: () => `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/api/sso/redeem`,
      })
    : null;

  const httpServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    for (const [name, value] of Object.entries(securityHeadersFor(path, headerOptions))) response.setHeader(name, value);
    if (path === '/graphql' || path.startsWith('/api/')) {
      const refusal = refuseCrossSiteRequest(request, originPolicy);
      if (refusal) {
        response.writeHead(refusal.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(JSON.stringify({ error: refusal.error }));
        request.resume();
        return;
      }
    }
    if (sisterSiteStandIn && (path === sisterSiteStandInPath || path.startsWith(`${sisterSiteStandInPath}/`))) {
      void sisterSiteStandIn.handle(request, response, url);
      return;
    }
    if (path === '/graphql') {
      void yoga(request, response, { req: request });
      return;
    }
    if (path === '/healthz') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (path === '/readyz') {
      response.writeHead(ready ? 200 : 503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ready }));
      return;
    }
    if (path.startsWith(AVATAR_PATH_PREFIX)) {
      void handleAvatar(request, response, url);
      return;
    }
    if (path.startsWith('/api/')) {
      if (!restRouter.handles(path)) {
        response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
        return;
      }
      void handleRest(request, response, url);
      return;
    }
    staticFiles.handle(request, response, path);
  });

  const webSocketServer = new WebSocketServer({ noServer: true });
  httpServer.on('upgrade', (request, socket, head) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== '/graphql' || refuseCrossSiteWebSocket(request, originPolicy)) {
      socket.destroy();
      return;
    }
    webSocketServer.handleUpgrade(request, socket, head, (client) => webSocketServer.emit('connection', client, request));
  });

  type EnvelopedRoot = { execute: (args: unknown) => unknown; subscribe: (args: unknown) => unknown };
  const webSocketHandle = useServer(
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

  // Trending scores decay with age: recompute them all now and then (votes update their own
  // opinion at once). A failed run is logged and retried at the next tick.
  let trendingTimer: ReturnType<typeof setInterval> | undefined;
  const refreshTrending = () =>
    services.feed.refreshTrendingScores().catch((error: unknown) => {
      if (config.logLevel !== 'silent') console.error('Refreshing trending scores failed:', error);
    });

  let stopping: Promise<void> | undefined;
  return {
    services,
    httpServer,
    fetch: (input, init, serverContext) =>
      Promise.resolve((yoga.fetch as (...args: unknown[]) => Response | Promise<Response>)(input, init, serverContext ?? {})),
    async start() {
      await new Promise<void>((resolveListen, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, () => resolveListen());
      });
      ready = true;
      if (config.trendingRefreshSeconds > 0) {
        void refreshTrending();
        trendingTimer = setInterval(() => void refreshTrending(), config.trendingRefreshSeconds * 1000);
        trendingTimer.unref();
      }
      const port = (httpServer.address() as AddressInfo).port;
      return { port, url: `http://127.0.0.1:${port}` };
    },
    stop() {
      stopping ??= (async () => {
        ready = false;
        clearInterval(trendingTimer);
        await webSocketHandle.dispose();
        webSocketServer.close();
        await new Promise<void>((resolveClose) => {
          httpServer.close(() => resolveClose());
          httpServer.closeIdleConnections();
        });
        await bus.close();
        rateLimitRedis?.disconnect();
        mailer.close();
      })();
      return stopping;
    },
  };
}
