// The composition root: what the app is built from, given its configuration and database. It
// makes the infrastructure (Redis, mail, social token checks, rate limits, pub/sub), the
// services (api/services.ts) and the reactions between them (api/event-subscriptions.ts), the
// GraphQL endpoint, and the HTTP edge's table of routes; and it owns starting and stopping all
// of it. buildApp() returns { start, stop } so tests run it on port 0.
import type { SnapshotPolicy } from './domain/breakdown-snapshots.ts';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import { createFacebookTokenVerifier } from './auth/facebook-token.ts';
import { createGoogleIdTokenVerifier } from './auth/google-id-token.ts';
import { createMailer, type Mailer } from './auth/mailer.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, withAddressLimitFactor } from './auth/rate-limit.ts';
import { sisterSiteStandInPath, type Config } from './config.ts';
import { isDatabaseUnavailableError, type Database } from './db/database.ts';
import { createDomainEventBus, type DomainEventBus } from './events/domain-events.ts';
import { subscribeReactions } from './event-subscriptions.ts';
import { createSisterSiteStandIn } from './http/dev-sister-site.ts';
import { createCorsPolicy } from './http/cors.ts';
import { createHttpEdge, type HttpRoute } from './http/edge.ts';
import { createAnonymousAnswers } from './http/anonymous-answers.ts';
import { createGraphQLEndpoint, type ServerContext } from './http/graphql-endpoint.ts';
import type { Shortcuts } from './http/operation-limits.ts';
import { loadPersistedOperations } from './http/persisted-operations.ts';
import { createServerRenderer, isServerRenderedPath } from './http/server-render.ts';
import { createRestRoute } from './http/rest-route.ts';
import { createReadinessCheck } from './http/readiness.ts';
import { clientAddressOf, createOriginPolicy } from './http/security.ts';
import { createDocumentHeads, FIXED_PAGE_PATHS } from './http/document-head.ts';
import { createPreviewPictures } from './http/preview-route.ts';
import { createSitemaps, fixedSitemapSource, ROBOTS_PATH, SITEMAP_FILES_PREFIX, SITEMAP_INDEX_PATH } from './http/sitemaps.ts';
import { createStaticHandler } from './http/static-files.ts';
import { AVATAR_PATH_PREFIX, createAvatarHandler } from './modules/user/avatar-http.ts';
import { createEncyclopediaImageHandler, ENCYCLOPEDIA_IMAGE_PATH_PREFIX } from './modules/encyclopedia/image-http.ts';
import { createEbookDownloadHandler, createStripeWebhookHandler, STRIPE_WEBHOOK_PATH } from './modules/payment/payment-http.ts';
import { createTopicReportHandler, TOPIC_REPORT_PATH } from './modules/opinionreport/topic-report-http.ts';
import { EBOOK_DOWNLOAD_PATH } from './domain/payments.ts';
import { personPath, questionPath, tagPath } from './domain/encyclopedia-rules.ts';
import { OPINION_PREVIEW_PATH_PATTERN, SITE_PREVIEW_PATH } from './domain/opinion-preview.ts';
import { readCookie } from './auth/cookies.ts';
import { createRealtimeBus, redisClientBounds, type AppPubSub } from './realtime/pubsub.ts';
import { watchRedisConnection } from './realtime/redis-connection.ts';
import { registerPrismaClient } from './schema/prisma-client.ts';
import { createServices, type Services } from './services.ts';
import { restEndpoints } from './rest/endpoints.ts';

export type App = {
  start(): Promise<{ port: number; url: string }>;
  stop(): Promise<void>;
  services: Services;
  /** The domain events (tests listen in on them). */
  events: DomainEventBus;
  /** Live updates between processes (tests publish on it). */
  pubsub: AppPubSub;
  /** In-process GraphQL over fetch, for tests and the REST adapter. */
  fetch: (input: string | URL | Request, init?: RequestInit, serverContext?: ServerContext) => Promise<Response>;
  httpServer: Server;
  /**
   * The endpoint's kept work (limits verdicts, visitors' answers): on; the opinion page benchmark
   * turns it off for its BEFORE figures.
   */
  shortcuts: Shortcuts;
  /** Visitors' answers kept now (tests). */
  anonymousAnswersKept: () => number;
};

/** /readyz: how long the database may take to answer `SELECT 1`, and how long an answer holds. */
const READINESS_PROBE_TIMEOUT_MS = 2_000;
const READINESS_PROBE_FRESH_MS = 1_000;

const defaultClientDirectory = fileURLToPath(new URL('../dist/client', import.meta.url));
const defaultServerEntry = fileURLToPath(new URL('../dist/ssr/entry-server.js', import.meta.url));

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
  /** The client's server build (client/entry-server.tsx built to dist/ssr); null: no server rendering. */
  serverEntry?: string | null;
  mailer?: Mailer;
  /** Documents a test harness adds to the web client's persisted operations (id → text). */
  extraPersistedOperations?: Record<string, string>;
  /** Tests of the population filters and the K rule only (see ServiceDependencies). */
  exactAggregatesForTests?: boolean;
  /** Tests of the snapshot rules of public breakdowns only (see ServiceDependencies). */
  insightSnapshotsForTests?: SnapshotPolicy;
  /** Tests of the sitemap's split into files only (50,000 otherwise). */
  sitemapUrlsPerFileForTests?: number;
}): Promise<App> {
  const { config, database } = options;
  const logErrors = config.logLevel !== 'silent';
  const logError = (error: unknown) => {
    if (logErrors) console.error(error);
  };

  // Infrastructure.
  const logInfrastructure = (message: string) => {
    if (logErrors) console.error(message);
  };
  const realtime = createRealtimeBus(config.redisUrl, { log: logInfrastructure, prefix: config.redisPrefix });
  // No offline queue: while Redis is away an attempt goes straight to this process's counters
  // instead of waiting for reconnects (docs/decisions.md, "Rate limits when Redis is down").
  const rateLimitRedis = config.redisUrl ? new Redis(config.redisUrl, { ...redisClientBounds, enableOfflineQueue: false }) : null;
  if (rateLimitRedis) watchRedisConnection(rateLimitRedis, 'Redis (rate limits)', logInfrastructure);
  const redisRateLimiter = rateLimitRedis
    ? createRedisRateLimiter(rateLimitRedis, {
        prefix: config.redisPrefix,
        fallback: createMemoryRateLimiter(),
        onFallback: (error) =>
          logInfrastructure(`Rate limits: Redis did not answer (${(error as Error).message}); counting in this process until it is back`),
      })
    : null;
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom });
  const events = createDomainEventBus({
    onSubscriberError: ({ event, subscriber, error }) => {
      if (logErrors) console.error(`Reaction "${subscriber}" to ${event} failed:`, error);
    },
  });

  const rateLimiter = withAddressLimitFactor(redisRateLimiter ?? createMemoryRateLimiter(), config.rateLimitAddressFactor);

  // Services, and what reacts to what.
  const services = createServices({
    prisma: database.prisma,
    events,
    mailer,
    rateLimiter,
    sessionDays: config.sessionDays,
    cookie: { name: config.sessionCookie, secure: config.secureCookies },
    publicUrl: config.publicUrl,
    payments: config.payments,
    sisterSiteUrl: config.sisterSiteUrl,
    exactAggregatesForTests: options.exactAggregatesForTests,
    insightSnapshotsForTests: options.insightSnapshotsForTests,
    social: socialSignIn(config),
  });
  // Visitors' kept answers: emptied here by mutations and votes, and by what other nodes say.
  const shortcuts: Shortcuts = { enabled: true };
  const persistedOperations = new Map([...loadPersistedOperations(), ...Object.entries(options.extraPersistedOperations ?? {})]);
  const anonymousAnswers = createAnonymousAnswers({
    documents: [...persistedOperations.values(), ...restEndpoints.map((endpoint) => endpoint.document)],
    sessionCookieName: config.sessionCookie,
    broadcast: (change) => realtime.pubsub.publish('anonymousAnswersChanged', change),
    transport: () => ({ connected: realtime.hears('anonymousAnswersChanged'), outages: realtime.stats().outages }),
    shortcuts,
  });
  const answerChanges = realtime.pubsub.subscribe('anonymousAnswersChanged');
  void (async () => {
    for await (const change of answerChanges) anonymousAnswers.receive(change);
  })();

  subscribeReactions(events, services, realtime.pubsub, anonymousAnswers);
  registerPrismaClient(services, database.prisma);

  // GraphQL over HTTP, SSE and WebSocket.
  const graphql = createGraphQLEndpoint({
    services,
    live: realtime.pubsub,
    sessionCookieName: config.sessionCookie,
    trustProxy: config.trustProxy,
    graphiql: !config.isProduction,
    persistedOperationsOnly: config.persistedOperationsOnly,
    persistedOperations,
    rateLimiter,
    logLevel: config.logLevel,
    cors: createCorsPolicy(config.publicUrl, config.allowedOrigins).yogaOptions,
    production: config.isProduction,
    isTemporaryOutage: isDatabaseUnavailableError,
    anonymousAnswers,
    shortcuts,
  });
  const webSocketServer = new WebSocketServer({ noServer: true });
  const webSocketHandle = graphql.serveWebSockets(webSocketServer);

  // The HTTP edge's routes.
  let ready = false;
  const sisterSiteStandIn = config.sisterSiteStandIn
    ? createSisterSiteStandIn({
        publicUrl: config.publicUrl,
        // Server to server, as the real sister site would: over HTTP to our own redeem endpoint.
        redeemUrl: () => `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/api/sso/redeem`,
      })
    : null;
  // Redis being away does not make a node unready (every answer still works without it), so it
  // is only reported: what an operator looks at during an outage.
  const readiness = createReadinessCheck({
    probe: () => database.prisma.$queryRaw`SELECT 1`,
    timeoutMs: READINESS_PROBE_TIMEOUT_MS,
    freshForMs: READINESS_PROBE_FRESH_MS,
  });
  const redisReadiness = () =>
    redisRateLimiter ? { redis: { ...realtime.stats(), rateLimitFallbacks: redisRateLimiter.fallbacks() } } : {};
  const clientAddress = (request: IncomingMessage) => clientAddressOf(request, config.trustProxy);
  // As a visitor (no cookie: what anyone sees) from the caller's own address.
  const executeAsVisitor = (request: IncomingMessage) => graphql.executeForRest(undefined, request.headers['user-agent'] ?? '', clientAddress(request));
  const previewPictures = createPreviewPictures({ publicUrl: config.publicUrl, rateLimiter, executeAsVisitor, clientAddressOf: clientAddress, onError: logError });
  const sitemaps = createSitemaps({
    publicUrl: config.publicUrl,
    sections: [
      { name: 'pages', pathOf: (path) => path, source: fixedSitemapSource(FIXED_PAGE_PATHS) },
      { name: 'opinions', pathOf: (slug) => `/o/${encodeURIComponent(slug)}`, source: services.opinions.sitemap },
      { name: 'topics', pathOf: (slug) => `/t/${encodeURIComponent(slug)}`, source: services.topics.sitemap },
      { name: 'questions', pathOf: (slug) => questionPath(encodeURIComponent(slug)), source: services.encyclopedia.questionsSitemap },
      { name: 'people', pathOf: (slug) => personPath(encodeURIComponent(slug)), source: services.encyclopedia.peopleSitemap },
      { name: 'tags', pathOf: (slug) => tagPath(encodeURIComponent(slug)), source: services.encyclopedia.tagsSitemap },
      { name: 'profiles', pathOf: (username) => `/u/${encodeURIComponent(username)}`, source: services.users.sitemap },
    ],
    rateLimiter,
    clientAddressOf: clientAddress,
    onError: logError,
    urlsPerFile: options.sitemapUrlsPerFileForTests,
  });
  const sendJson = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
  const routes: HttpRoute[] = [
    { path: '/graphql', refusesCrossSite: true, handle: graphql.handle },
    { path: '/healthz', handle: (_request, response) => sendJson(response, 200, { status: 'ok' }) },
    {
      path: '/readyz',
      handle: async (_request, response) => {
        if (!ready) return sendJson(response, 503, { ready, ...redisReadiness() });
        // Without its database a node can answer nothing but errors: out of the load balancer.
        if (!(await readiness.databaseReachable())) return sendJson(response, 503, { ready: false, database: 'unreachable', ...redisReadiness() });
        sendJson(response, 200, { ready, database: 'ok', ...redisReadiness() });
      },
    },
    // Stripe signs the raw body; the route reads it itself (no JSON parsing first) and the
    // signature, not the origin checks, is what admits a request.
    { path: STRIPE_WEBHOOK_PATH, handle: createStripeWebhookHandler(services.payments, logError) },
    {
      path: EBOOK_DOWNLOAD_PATH,
      refusesCrossSite: true,
      handle: createEbookDownloadHandler({
        payments: services.payments,
        viewerOf: (request) => services.auth.resolveSession(readCookie(request.headers.cookie ?? null, config.sessionCookie)),
        onError: logError,
      }),
    },
    {
      path: TOPIC_REPORT_PATH,
      refusesCrossSite: true,
      handle: createTopicReportHandler({
        opinionReports: services.opinionReports,
        viewerOf: (request) => services.auth.resolveSession(readCookie(request.headers.cookie ?? null, config.sessionCookie)),
        onError: logError,
      }),
    },
    { path: AVATAR_PATH_PREFIX, prefix: true, refusesCrossSite: true, handle: createAvatarHandler(services.users, logError) },
    { path: ENCYCLOPEDIA_IMAGE_PATH_PREFIX, prefix: true, refusesCrossSite: true, handle: createEncyclopediaImageHandler(services.encyclopedia, logError) },
    {
      path: '/api/',
      prefix: true,
      refusesCrossSite: true,
      handle: createRestRoute({ executeAs: graphql.executeForRest, trustProxy: config.trustProxy, onError: logError }),
    },
    ...(sisterSiteStandIn ? [{ path: sisterSiteStandInPath, prefix: true, handle: sisterSiteStandIn.handle }] : []),
    // Link previews and crawlers (docs/product.md#link-previews).
    { path: OPINION_PREVIEW_PATH_PATTERN, handle: previewPictures.handleOpinion },
    { path: SITE_PREVIEW_PATH, handle: previewPictures.handleSite },
    { path: ROBOTS_PATH, handle: sitemaps.robots },
    { path: SITEMAP_INDEX_PATH, handle: sitemaps.index },
    { path: SITEMAP_FILES_PREFIX, prefix: true, handle: sitemaps.file },
  ];
  const documentHeads = createDocumentHeads({ publicUrl: config.publicUrl });
  const serverRenderer = createServerRenderer({
    entryFile: options.serverEntry === undefined ? defaultServerEntry : options.serverEntry,
    operations: persistedOperations,
    publicUrl: config.publicUrl,
    onError: logError,
  });
  const staticFiles = createStaticHandler(options.clientDirectory ?? config.clientDirectory ?? defaultClientDirectory, {
    headFor: (pathname, request) => documentHeads.headFor(pathname, executeAsVisitor(request)),
    // Members get the client-rendered page: what they see depends on who they are.
    renderBody: async (pathname, search, request) =>
      isServerRenderedPath(pathname) && !readCookie(request.headers.cookie ?? null, config.sessionCookie)
        ? serverRenderer.render(`${pathname}${search}`, executeAsVisitor(request), request.headers.cookie)
        : null,
    onError: logError,
  });
  const httpServer = createHttpEdge({
    routes,
    fallback: (request, response, url) => staticFiles.handle(request, response, url.pathname, url.search),
    webSockets: { '/graphql': webSocketServer },
    originPolicy: createOriginPolicy(config.publicUrl, config.allowedOrigins),
    headerOptions: {
      emailPreferenceFramers: config.sisterSiteUrl && !config.sisterSiteStandIn ? [new URL(config.sisterSiteUrl).origin] : [],
      https: config.publicUrl.startsWith('https:'),
      // The stand-in needs nothing: its popup is a separate window, not part of our pages.
      socialSignIn: {
        google: Boolean(config.social.googleClientId && !config.social.standInUrl),
        facebook: Boolean(config.social.facebookAppId && config.social.facebookAppSecret && !config.social.standInUrl),
      },
    },
    onError: logError,
  });

  // Trending scores decay with age: recompute them all now and then (votes and comments update
  // their own opinion at once). A failed run is logged and retried at the next tick.
  let trendingTimer: ReturnType<typeof setInterval> | undefined;
  const refreshTrending = () =>
    services.opinions.refreshTrendingScores().catch((error: unknown) => {
      if (logErrors) console.error('Refreshing trending scores failed:', error);
    });

  let stopping: Promise<void> | undefined;
  return {
    services,
    events,
    pubsub: realtime.pubsub,
    httpServer,
    fetch: graphql.fetch,
    shortcuts,
    anonymousAnswersKept: anonymousAnswers.size,
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
          // Requests in flight finish; a keep-alive connection is closed once its last response is
          // out (close() only closes the connections idle at the moment it is called, and an idle
          // keep-alive connection otherwise lives for the server's 65 s keepAliveTimeout).
          const idleSweep = setInterval(() => httpServer.closeIdleConnections(), 200);
          httpServer.close(() => {
            clearInterval(idleSweep);
            resolveClose();
          });
          httpServer.closeIdleConnections();
        });
        await answerChanges.return();
        await realtime.close();
        rateLimitRedis?.disconnect();
        mailer.close();
      })();
      return stopping;
    },
  };
}
