// Persisted operations (docs/product.md#persisted-operations). The Relay compiler writes every
// operation of the web client to client/relay/persisted-operations.json under its SHA-256, and the
// client sends only that id. With persisted operations required (production), a document sent
// as text runs only for callers who may send any document: admins, partners with an API key, and
// the REST adapter's own fixed documents. Everyone else is held to what the web client can do.
import { readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { GraphQLParams, Plugin } from 'graphql-yoga';

const manifestUrl = new URL('../../client/relay/persisted-operations.json', import.meta.url);

/** id → document text, as the Relay compiler wrote them. */
export type PersistedOperations = ReadonlyMap<string, string>;

export function loadPersistedOperations(): PersistedOperations {
  const parsed = JSON.parse(readFileSync(manifestUrl, 'utf8')) as Record<string, string>;
  const operations = new Map(Object.entries(parsed));
  // An empty list would refuse every page of the site in production: better not to start.
  if (operations.size === 0) throw new Error(`${manifestUrl.pathname} lists no operation: run 'npm run relay'`);
  return operations;
}

/**
 * The id a request names. The web client sends Apollo's persisted-query extension
 * (`extensions.persistedQuery.sha256Hash`, version 1), which other GraphQL clients also speak;
 * `documentId` (the GraphQL-over-HTTP draft's name) is read too.
 */
export function persistedOperationIdOf(params: { extensions?: Record<string, unknown> | null; documentId?: unknown }): string | null {
  if (typeof params.documentId === 'string') return params.documentId;
  const persisted = (params.extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | undefined)?.persistedQuery;
  if (persisted && persisted.version === 1 && typeof persisted.sha256Hash === 'string') return persisted.sha256Hash;
  return null;
}

export const persistedOperationErrors = {
  unknownId: 'Unknown persisted operation: reload the page to get the current version of the app',
  textNotAccepted: 'This server runs only the operations of its web client; partners send an API key',
} as const;

export function persistedOperationsPlugin(options: {
  operations: PersistedOperations;
  /** Whether this request may run a document sent as text. */
  mayRunAnyDocument: (request: Request) => boolean | Promise<boolean>;
}): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (id) => options.operations.get(id) ?? null,
    extractPersistedOperationId: (params) => persistedOperationIdOf(params as GraphQLParams & { documentId?: unknown }),
    allowArbitraryOperations: options.mayRunAnyDocument,
    customErrors: {
      notFound: { message: persistedOperationErrors.unknownId, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } } },
      persistedQueryOnly: {
        message: persistedOperationErrors.textNotAccepted,
        extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 403 } },
      },
      keyNotFound: { message: 'Send a query or a persisted operation id', extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED', http: { status: 400 } } },
    },
  });
}
