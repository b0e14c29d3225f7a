// Partner access to the graph (docs/product.md#partner-access): `Authorization: Bearer <key>`.
// A key reads like an anonymous visitor (no viewer, so no private field), may send any document
// within the cost limits, never runs a mutation, and has its own rate limit. Cookies are ignored
// on such a request, so a key never mixes with somebody's session.
import { GraphQLError, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RateLimiter, RateLimitRule } from '../auth/rate-limit.ts';
import { RateLimitError } from '../domain/errors.ts';
import type { ApiKeyCaller } from '../domain/viewer.ts';
import type { Services } from '../services.ts';

/** Per key, across every node sharing Redis. */
export const apiKeyRequestLimit: RateLimitRule = { name: 'api-key-requests', limit: 600, windowSeconds: 60 };

/** The bearer token of an Authorization header; undefined when the header is absent. */
export function bearerTokenOf(authorization: string | null | undefined): string | null | undefined {
  if (authorization === null || authorization === undefined || authorization === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match ? match[1] : null;
}

export type PartnerAccess = ReturnType<typeof createPartnerAccess>;

export function createPartnerAccess(options: { services: Pick<Services, 'apiKeys'>; rateLimiter: RateLimiter }) {
  // One lookup per request, shared by the gate, the persisted-operations check and the context.
  const callers = new WeakMap<object, Promise<ApiKeyCaller | null>>();

  /**
   * The key's caller (null for an unknown or revoked key), or undefined when the request has no
   * Authorization header. `request` is what the lookup is remembered by.
   */
  function callerOf(request: object, headers: { get(name: string): string | null }): Promise<ApiKeyCaller | null> | undefined {
    const token = bearerTokenOf(headers.get('authorization'));
    if (token === undefined) return undefined;
    let caller = callers.get(request);
    if (!caller) {
      caller = token === null ? Promise.resolve(null) : options.services.apiKeys.authenticate(token);
      callers.set(request, caller);
    }
    return caller;
  }

  const json = (status: number, message: string, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify({ errors: [{ message, extensions: { code: status === 401 ? 'UNAUTHENTICATED' : 'RATE_LIMITED' } }] }), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    });

  /** Refuses a bad key (401) or a key over its limit (429 with Retry-After) before any work. */
  const gate: Plugin = {
    async onRequest({ request, endResponse }) {
      // Remembered by the headers object: the context and the other checks look it up the same way.
      const pending = callerOf(request.headers, request.headers);
      if (!pending) return;
      const caller = await pending;
      if (!caller) {
        endResponse(json(401, 'Invalid or revoked API key', { 'WWW-Authenticate': 'Bearer' }));
        return;
      }
      try {
        await options.rateLimiter.hit(apiKeyRequestLimit, String(caller.id));
      } catch (error) {
        if (!(error instanceof RateLimitError)) throw error;
        endResponse(json(429, error.message, { 'Retry-After': String(error.retryAfterSeconds) }));
      }
    },
  };

  /**
   * Read-only keys: a mutation is refused as the document is checked, before anything runs, so
   * the answer is a 4xx like any other document the caller may not send.
   */
  const readOnly: Plugin<{ request?: Request; req?: { headers: Record<string, string | string[] | undefined> } }> = {
    onValidate({ context, params }) {
      // Validation runs before the context is built. A request that got this far with an
      // Authorization header carries a valid key: the gate (HTTP) or the WebSocket handshake check
      // refused every other.
      const authorization = context.request?.headers.get('authorization') ?? context.req?.headers.authorization;
      if (!authorization) return;
      return ({ result, setResult }) => {
        if (result.length > 0) return;
        // Any mutation in the document, whichever operation is named: a key has no use for one.
        const hasMutation = (params.documentAST as DocumentNode).definitions.some(
          (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'mutation',
        );
        if (hasMutation) {
          setResult([new GraphQLError('API keys are read-only', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } })]);
        }
      };
    },
  };

  return { callerOf, plugins: [gate, readOnly] };
}
