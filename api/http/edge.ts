// The HTTP edge: one Node server, a table of paths to handlers, and what every answer goes
// through first (security headers; the cross-site check on the API; compression of whole JSON and
// HTML answers). The table itself is built in api/app.ts, where the handlers are.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import { compressWholeAnswers } from './compression.ts';
import { refuseCrossSiteRequest, refuseCrossSiteWebSocket, securityHeadersFor, type OriginPolicy, type SecurityHeaderOptions } from './security.ts';

export type HttpHandler = (request: IncomingMessage, response: ServerResponse, url: URL) => void | Promise<void>;

export type HttpRoute = {
  /**
   * An exact path, or with `prefix`, the start of every path it serves; or a pattern, for a file
   * below each item's page (`/o/{slug}/preview.png`) where a prefix would take the pages too.
   */
  path: string | RegExp;
  prefix?: boolean;
  /** The API (/graphql, /api/...): state-changing requests from other sites are refused. */
  refusesCrossSite?: boolean;
  handle: HttpHandler;
};

function matches(route: HttpRoute, path: string): boolean {
  if (route.path instanceof RegExp) return route.path.test(path);
  return route.prefix ? path === route.path || path.startsWith(route.path.endsWith('/') ? route.path : `${route.path}/`) : path === route.path;
}

export function createHttpEdge(options: {
  /** First match wins. */
  routes: HttpRoute[];
  /** Everything no route serves (the built client). */
  fallback: HttpHandler;
  /** WebSocket endpoints by path (graphql-ws). */
  webSockets: Record<string, WebSocketServer>;
  originPolicy: OriginPolicy;
  headerOptions: SecurityHeaderOptions;
  onError: (error: unknown) => void;
}): Server {
  const { routes, originPolicy } = options;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    for (const [name, value] of Object.entries(securityHeadersFor(path, options.headerOptions))) response.setHeader(name, value);
    compressWholeAnswers(request, response, options.onError);
    const route = routes.find((candidate) => matches(candidate, path));
    if (route?.refusesCrossSite) {
      const refusal = refuseCrossSiteRequest(request, originPolicy);
      if (refusal) {
        response.writeHead(refusal.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(JSON.stringify({ error: refusal.error }));
        request.resume();
        return;
      }
    }
    const handle = route?.handle ?? options.fallback;
    // A handler that throws (or rejects) must not take the process down: answer 500 if we still can.
    Promise.resolve()
      .then(() => handle(request, response, url))
      .catch((error: unknown) => {
        options.onError(error);
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        if (!response.writableEnded) response.end(JSON.stringify({ error: 'Unexpected error.' }));
      });
  });

  // An idle keep-alive connection must outlive the client's and the load balancer's (60 s is
  // common): with Node's 5 s, a client reusing a connection just as the server closes it gets a
  // reset instead of an answer, which a busy machine makes likely (seen as "fetch failed").
  server.keepAliveTimeout = 65_000;
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const webSocketServer = options.webSockets[path];
    if (!webSocketServer || refuseCrossSiteWebSocket(request, originPolicy)) {
      socket.destroy();
      return;
    }
    webSocketServer.handleUpgrade(request, socket, head, (client) => webSocketServer.emit('connection', client, request));
  });

  return server;
}
