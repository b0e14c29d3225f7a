// The HTTP side of the REST adapter (/api/...): reads the body within its limit, runs the path's
// GraphQL document as the caller (api/rest/adapter.ts) and writes the JSON (or file) answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRestRouter, MAX_REST_BODY_BYTES, type ExecuteGraphQL } from '../rest/adapter.ts';
import { restEndpoints } from '../rest/endpoints.ts';
import { readBody } from './request-body.ts';
import { clientAddressOf } from './security.ts';

export function createRestRoute(options: {
  /** Runs a document with the caller's cookie, user agent and address. */
  executeAs: (cookieHeader: string | undefined, userAgent: string, clientAddress: string) => ExecuteGraphQL;
  trustProxy: boolean;
  onError: (error: unknown) => void;
}) {
  // Built once: the endpoint table does not change per request.
  const restRouter = createRestRouter(restEndpoints);

  return async function handleRest(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const send = (status: number, json: unknown, headers: Record<string, string> = {}, cookies: string[] = [], text?: string) => {
      response.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        ...headers,
        ...(cookies.length ? { 'Set-Cookie': cookies } : {}),
      });
      response.end(text ?? JSON.stringify(json));
    };
    if (!restRouter.handles(url.pathname)) return send(404, { error: 'Not found' });
    const rawBody = request.method === 'POST' ? await readBody(request, MAX_REST_BODY_BYTES) : '';
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
        options.executeAs(request.headers.cookie, request.headers['user-agent'] ?? '', clientAddressOf(request, options.trustProxy)),
      );
      send(result.status, result.json, result.headers, result.setCookies, result.text);
    } catch (error) {
      options.onError(error);
      send(500, { error: 'Unexpected error.' });
    }
  };
}
