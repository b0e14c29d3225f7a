// What one GraphQL operation may cost before the server refuses it (docs/product.md#server-limits):
// document size and tokens, aliases, list sizes and field costs, running time, and who may look
// at the schema itself. On the embedded database (PGlite) a query cannot be interrupted once it
// runs, so refusing expensive documents before execution is the real protection; the time limit
// is the second line (docs/decisions.md, "Operation limits").
import { createComplexityRule } from '@pothos/plugin-complexity';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  getOperationAST,
  parse,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './request-body.ts';
import type { ViewerIdentity as Viewer } from '../domain/viewer.ts';

export const OPERATION_LIMITS = {
  /**
   * Bytes of one /graphql request body: room for the largest thing a client sends, an avatar
   * (2 MB of image as base64, 2.7 MB). Documents are held by maxTokens, not by this.
   */
  maxBodyBytes: 3 * 1024 * 1024,
  /** Lexical tokens of one document: the client's largest has about 220. */
  maxTokens: 5_000,
  /** Weighted cost (field costs times list sizes): the client's heaviest page (the feed) is near 600. */
  maxComplexity: 2_500,
  maxDepth: 12,
  /** Fields selected, all levels together. */
  maxBreadth: 200,
  /** Aliased fields in one document. */
  maxAliases: 30,
  /** How often one costly field may appear in a document, under any name. */
  maxCostlyFieldRepeats: 3,
  /** Ids in one nodes(ids:) call. */
  maxNodeIds: 100,
  /** Wall time of one query or mutation. */
  operationTimeoutMs: 10_000,
  /** Per WebSocket connection: live subscriptions, and queries or mutations running at once. */
  maxSubscriptionsPerSocket: 10,
  maxOperationsInFlightPerSocket: 5,
} as const;

/** Root fields that run a search or a population statement: a few per document at most. */
const COSTLY_ROOT_FIELDS = new Set(['search', 'opinionSearch', 'topicSearch', 'userTagSearch', 'populationFilter', 'populationReportCsv', 'opinioDna', 'nodes']);

export type IntrospectionSubject = { production: boolean; viewer: Pick<Viewer, 'role'> | null; partner: boolean };

/**
 * Whether this caller may see the schema (introspection) and "Did you mean" hints. The one
 * place to widen it, e.g. for partner API keys.
 */
export function mayIntrospect(subject: IntrospectionSubject): boolean {
  return !subject.production || subject.viewer?.role === 'ADMIN' || subject.partner;
}

/** A refusal of the whole document, before anything runs: Yoga answers 400. */
function limitError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

const aliasesRule: ValidationRule = (context) => {
  let aliases = 0;
  const rootFieldUses = new Map<string, number>();
  return {
    Field(node, _key, _parent, _path, ancestors) {
      if (node.alias) {
        aliases += 1;
        if (aliases === OPERATION_LIMITS.maxAliases + 1) {
          context.reportError(limitError(`The document uses more than ${OPERATION_LIMITS.maxAliases} aliases`, 'TOO_MANY_ALIASES'));
        }
      }
      // A root field sits directly in the operation's selection set (its parent list's parent).
      const parent = ancestors.at(-2) as { kind?: string } | undefined;
      const name = node.name.value;
      if (parent?.kind === Kind.OPERATION_DEFINITION && COSTLY_ROOT_FIELDS.has(name)) {
        const uses = (rootFieldUses.get(name) ?? 0) + 1;
        rootFieldUses.set(name, uses);
        if (uses === OPERATION_LIMITS.maxCostlyFieldRepeats + 1) {
          context.reportError(
            limitError(`The document asks for ${name} more than ${OPERATION_LIMITS.maxCostlyFieldRepeats} times`, 'TOO_MANY_COSTLY_FIELDS'),
          );
        }
      }
    },
  };
};

function nodeIdsRule(variables: Record<string, unknown>): ValidationRule {
  return (context) => ({
    Field(node) {
      if (node.name.value !== 'nodes') return;
      const ids = node.arguments?.find((argument) => argument.name.value === 'ids')?.value;
      let count = 0;
      if (ids?.kind === Kind.LIST) count = ids.values.length;
      else if (ids?.kind === Kind.VARIABLE) {
        const value = variables[ids.name.value];
        count = Array.isArray(value) ? value.length : 0;
      }
      if (count > OPERATION_LIMITS.maxNodeIds) {
        context.reportError(limitError(`nodes takes at most ${OPERATION_LIMITS.maxNodeIds} ids (got ${count})`, 'TOO_MANY_IDS'));
      }
    },
  });
}

function costRule(variables: Record<string, unknown>, operationName: string | undefined): ValidationRule {
  return createComplexityRule({
    variableValues: variables,
    operationName,
    context: {},
    validate: (result, reportError) => {
      const over = (what: string, actual: number, max: number, code: string) =>
        reportError(limitError(`The query is too ${what} (${actual}, at most ${max}): ask for less at once`, code));
      if (result.depth > OPERATION_LIMITS.maxDepth) over('deep', result.depth, OPERATION_LIMITS.maxDepth, 'QUERY_DEPTH');
      else if (result.breadth > OPERATION_LIMITS.maxBreadth) over('wide', result.breadth, OPERATION_LIMITS.maxBreadth, 'QUERY_BREADTH');
      else if (result.complexity > OPERATION_LIMITS.maxComplexity) over('costly', result.complexity, OPERATION_LIMITS.maxComplexity, 'QUERY_COMPLEXITY');
    },
  });
}

/**
 * The limits' refusals for a document that is otherwise valid (tests run it on the client's
 * documents). Rules that depend on the variables or on the caller run here, outside Yoga's
 * validation cache, which keys its results by document only.
 */
export function operationLimitErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  request: { variables?: Record<string, unknown> | null; operationName?: string | null; introspection: boolean },
): readonly GraphQLError[] {
  const variables = request.variables ?? {};
  const rules = [aliasesRule, nodeIdsRule(variables), costRule(variables, request.operationName ?? undefined)];
  if (!request.introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return validate(schema, document, rules);
}

function asBadRequest(error: GraphQLError): GraphQLError {
  if (error.extensions.http) return error;
  return new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, http: { status: 400 } } });
}

/** Validation messages without "Did you mean ...?", which would spell the schema out. */
function withoutSuggestions(error: GraphQLError): GraphQLError {
  const message = error.message.replace(/ Did you mean .*\?$/s, '');
  if (message === error.message) return error;
  return new GraphQLError(message, { nodes: error.nodes, extensions: error.extensions });
}

export type LimitsContext = {
  params?: { variables?: Record<string, unknown> | null; operationName?: string | null };
  /** Set before validation: whether the caller may introspect (see mayIntrospect). */
  introspectionAllowed?: boolean;
};

/**
 * The work the endpoint keeps from one request for the next (limits verdicts, anonymous answers).
 * Always on in a server; the opinion page benchmark turns it off to measure BEFORE and AFTER in
 * one process (scripts/bench/opinion-page.ts).
 */
export type Shortcuts = { enabled: boolean };

/** Who is calling: a person's session, or a partner's API key (api/http/partner-access.ts). */
export type Caller = { viewer: Viewer | null; partner: boolean };
type CallerResolver = (headers: { get(name: string): string | null }) => Promise<Caller>;

/** What the limits need to know before validation: who may introspect. */
async function beforeValidation(production: boolean, resolveCaller: CallerResolver, headers: { get(name: string): string | null }): Promise<LimitsContext> {
  if (!production) return { introspectionAllowed: true };
  const { viewer, partner } = await resolveCaller(headers);
  return { introspectionAllowed: mayIntrospect({ production, viewer, partner }) };
}

/** Variable sets whose limits verdict is kept per document: the pages' own ids and slugs, not every value ever sent. */
const VERDICTS_KEPT_PER_DOCUMENT = 256;
/**
 * Requests whose variables make a longer key are checked afresh every time: keeping them would
 * keep an avatar upload (2.7 MB of base64) per entry, and such a request is dominated by its own work.
 */
const VERDICT_KEY_MAX_CHARACTERS = 2_048;

/**
 * The limits' refusals (none: an empty list) of one document for the inputs they depend on:
 * operationLimitErrors is a function of the schema, the document, its variables, the
 * operation named and whether the caller may introspect, and nothing else. Working them out is
 * a full walk of the document with the cost rule, about a tenth of the opinion page's time over
 * HTTP (docs/benchmarks.md#opinion-page), while a site's traffic repeats the same few documents
 * with the same variables. Kept per parsed document (Yoga's parse cache hands back the same
 * object for the same text), the most recent variable sets of each.
 */
function createLimitVerdicts(shortcuts: Shortcuts) {
  const byDocument = new WeakMap<DocumentNode, Map<string, readonly GraphQLError[]>>();
  const keyOf = (variables: Record<string, unknown> | null | undefined, operationName: string | null | undefined, introspection: boolean) => {
    const key = JSON.stringify([introspection, operationName ?? null, variables ?? {}]);
    return key.length > VERDICT_KEY_MAX_CHARACTERS ? null : key;
  };
  return {
    verdictOf(document: DocumentNode, key: string | null, work: () => readonly GraphQLError[]): readonly GraphQLError[] {
      if (key === null || !shortcuts.enabled) return work();
      let verdicts = byDocument.get(document);
      if (!verdicts) {
        verdicts = new Map();
        byDocument.set(document, verdicts);
      }
      const known = verdicts.get(key);
      if (known) return known;
      const verdict = work();
      if (verdicts.size >= VERDICTS_KEPT_PER_DOCUMENT) verdicts.delete(verdicts.keys().next().value!);
      verdicts.set(key, verdict);
      return verdict;
    },
    keyOf,
  };
}

/**
 * The Yoga plugin. In production the caller is resolved before validation: admins and partners
 * may introspect. (The endpoint remembers the lookup per request, so the context reuses it.)
 */
function useOperationLimits(production: boolean, resolveCaller: CallerResolver, timeoutMs: number, shortcuts: Shortcuts): Plugin<LimitsContext> {
  // The schema's own validation result per parsed document (Yoga's parse cache hands back the
  // same document for the same text). Yoga's validation cache is off: it runs after this
  // plugin, so it would keep this request's refusals (its variables, its viewer) for the next.
  const schemaValidation = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  const limitVerdicts = createLimitVerdicts(shortcuts);
  return {
    async onParams({ request, context }) {
      Object.assign(context, await beforeValidation(production, resolveCaller, request.headers));
    },
    onParse({ setParseFn }) {
      setParseFn((source, parseOptions) => parse(source, { ...parseOptions, maxTokens: OPERATION_LIMITS.maxTokens }));
    },
    onValidate({ context, params: { schema, documentAST }, setResult: setCachedResult }) {
      const cached = schemaValidation.get(documentAST);
      if (cached) setCachedResult([...cached]);
      return ({ valid, result, setResult }) => {
        if (!cached) schemaValidation.set(documentAST, result as readonly GraphQLError[]);
        const introspection = context.introspectionAllowed ?? !production;
        if (!valid) {
          if (!introspection) setResult(result.map((error) => (error instanceof GraphQLError ? withoutSuggestions(error) : error)));
          return;
        }
        const variables = context.params?.variables;
        const operationName = context.params?.operationName;
        const refusals = limitVerdicts.verdictOf(documentAST, limitVerdicts.keyOf(variables, operationName, introspection), () =>
          // Bad variables show up here too (the cost depends on them): a bad request, as at execution.
          operationLimitErrors(schema, documentAST, { variables, operationName, introspection }).map((error) =>
            asBadRequest(introspection ? error : withoutSuggestions(error)),
          ),
        );
        if (refusals.length > 0) setResult([...refusals]);
      };
    },
    onExecute({ args: { contextValue }, executeFn, setExecuteFn }) {
      const hideSuggestions = !((contextValue as LimitsContext).introspectionAllowed ?? !production);
      setExecuteFn(async (args: ExecutionArgs & { signal?: AbortSignal; hideSuggestions?: boolean }) => {
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = args.signal ? AbortSignal.any([args.signal, timeout]) : timeout;
        try {
          return await (executeFn as (args: unknown) => unknown)({ ...args, signal, hideSuggestions });
        } catch (error) {
          if (!timeout.aborted) throw error;
          return {
            errors: [
              new GraphQLError(`The operation took longer than ${timeoutMs / 1000} s and was stopped`, {
                extensions: { code: 'OPERATION_TIMEOUT', http: { status: 503 } },
              }),
            ],
          };
        }
      });
    },
  } as Plugin<LimitsContext>;
}

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/**
 * Reads a /graphql body up to the limit before Yoga sees it (Yoga would buffer any size):
 * past it, 413 without reading the rest.
 */
function withBodyLimit(handle: NodeHandler): NodeHandler {
  const refuse = (response: ServerResponse) => {
    const message = `The request body is too large (at most ${OPERATION_LIMITS.maxBodyBytes / 1024 / 1024} MB)`;
    response
      .writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' })
      .end(JSON.stringify({ errors: [{ message, extensions: { code: 'BODY_TOO_LARGE' } }] }));
  };
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (Number(request.headers['content-length'] ?? 0) > OPERATION_LIMITS.maxBodyBytes) return refuse(response);
      const body = await readBody(request, OPERATION_LIMITS.maxBodyBytes);
      if (body === null) return refuse(response);
      // Yoga's Node adapter takes a body already read from `request.body` (its Express path).
      (request as IncomingMessage & { body?: string }).body = body;
    }
    return handle(request, response);
  };
}

/** Everything the GraphQL endpoint plugs in: Yoga's plugin, the body limit, the WebSocket limits. */
export function createOperationLimits(options: {
  production: boolean;
  resolveCaller: CallerResolver;
  /** Tests shorten it; the server uses OPERATION_LIMITS.operationTimeoutMs. */
  operationTimeoutMs?: number;
  /** Whether verdicts are kept per document and variables (on, but for a benchmark's BEFORE). */
  shortcuts?: Shortcuts;
}) {
  const sockets = createSocketOperationLimiter();
  return {
    plugin: useOperationLimits(
      options.production,
      options.resolveCaller,
      options.operationTimeoutMs ?? OPERATION_LIMITS.operationTimeoutMs,
      options.shortcuts ?? { enabled: true },
    ),
    /** Yoga's options these limits need: its own body limit at ours, its validation cache off (see the plugin). */
    yogaOptions: { maxRequestBodySize: OPERATION_LIMITS.maxBodyBytes, parserAndValidationCache: { validationCache: false } },
    withBodyLimit,
    /** For graphql-ws, whose operations do not pass Yoga's onParams: spread into the initial context. */
    beforeValidation: (headers: { get(name: string): string | null }) => beforeValidation(options.production, options.resolveCaller, headers),
    admitOnSocket: sockets.admit,
  };
}

/** Graphql-ws operations per connection: a few at once, beyond that an error for that operation. */
function createSocketOperationLimiter() {
  const kindsBySocket = new WeakMap<object, Map<string, 'subscription' | 'operation'>>();
  return {
    /** Null when the operation may run (and is now counted), else the errors to answer. */
    admit(
      socket: { subscriptions: Record<string, unknown> },
      id: string,
      document: DocumentNode,
      operationName: string | null | undefined,
    ): GraphQLError[] | null {
      const kinds = kindsBySocket.get(socket) ?? new Map<string, 'subscription' | 'operation'>();
      kindsBySocket.set(socket, kinds);
      // graphql-ws forgets an operation when it ends, however it ends: so do we.
      for (const known of kinds.keys()) if (!(known in socket.subscriptions)) kinds.delete(known);
      const kind = getOperationAST(document, operationName)?.operation === 'subscription' ? 'subscription' : 'operation';
      const running = [...kinds.values()].filter((other) => other === kind).length;
      const max = kind === 'subscription' ? OPERATION_LIMITS.maxSubscriptionsPerSocket : OPERATION_LIMITS.maxOperationsInFlightPerSocket;
      if (running >= max) {
        const what = kind === 'subscription' ? 'live subscriptions' : 'queries or mutations at once';
        return [new GraphQLError(`At most ${max} ${what} per connection`, { extensions: { code: 'TOO_MANY_OPERATIONS' } })];
      }
      kinds.set(id, kind);
      return null;
    },
  };
}
