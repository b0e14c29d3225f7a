// The generic REST machinery (docs/decisions.md#architecture): each documented /api/... path runs
// one fixed GraphQL document against the same schema, with the same cookie session, and reshapes
// the result.
// In:  POST JSON { body: payload } (or GET query parameters).
// Out: 200 { body, serverData?, appendData? }, or a non-2xx status with { error: "..." }.
import type { UserFacingError } from '../domain/errors.ts';
import { ValidationError } from '../domain/errors.ts';

export type RestInput = { payload: Record<string, unknown>; query: URLSearchParams };

/** The `data` of a GraphQL result; mappers know the shape of their own document. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GraphQLData = Record<string, any>;

export type RestReply = {
  body: unknown;
  serverData?: Array<{ path: string; value: unknown }>;
  appendData?: Array<{ path: string; value: unknown }>;
  /** A download instead of JSON (the CSV report): sent as is, with this type and file name. */
  file?: { contentType: string; filename: string; content: string };
};

export type RestEndpoint = {
  method: 'GET' | 'POST';
  path: string;
  /** The GraphQL document; error results must select `__typename` and `... on Error { message }`. */
  document: string;
  variables(input: RestInput): Record<string, unknown>;
  reply(data: GraphQLData, input: RestInput): RestReply;
};

export type ExecuteGraphQL = (request: {
  document: string;
  variables: Record<string, unknown>;
}) => Promise<{ status: number; result: { data?: GraphQLData | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }; setCookies: string[] }>;

export type RestResponse = {
  status: number;
  json: unknown;
  setCookies: string[];
  headers?: Record<string, string>;
  /** A non-JSON body (a file download); `json` is then unused. */
  text?: string;
};

export const MAX_REST_BODY_BYTES = 64 * 1024;

/** Typed error results of the schema and the HTTP status each answers with. */
const statusByErrorType: Record<string, number> = {
  ValidationError: 400,
  InputValidationError: 400,
  AuthError: 401,
  NotFoundError: 404,
  GoneError: 410,
  ConflictError: 409,
  EditConflictError: 409,
  RateLimitError: 429,
};

function errorResponse(status: number, message: string, headers?: Record<string, string>): RestResponse {
  return { status, json: { error: message }, setCookies: [], headers };
}

/** Finds a typed error result among the root fields of a GraphQL answer. */
function findErrorResult(data: GraphQLData | null | undefined): { status: number; message: string; retryAfter?: number } | null {
  if (!data) return null;
  for (const value of Object.values(data)) {
    if (value && typeof value === 'object' && typeof value.__typename === 'string' && value.__typename in statusByErrorType) {
      const status = typeof value.status === 'number' ? value.status : statusByErrorType[value.__typename];
      return { status, message: String(value.message ?? 'Request failed'), retryAfter: value.retryAfterSeconds };
    }
  }
  return null;
}

export function parseRestBody(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ValidationError('Malformed JSON in the request body');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ValidationError('The request body must be a JSON object of the form {"body": {...}}');
  }
  // A payload sent without the envelope ({"kind": "ebook"}) would otherwise read as an empty one
  // and run with every default (a premium checkout instead of the e-book): refused, naming the keys.
  const strayKeys = Object.keys(parsed).filter((key) => key !== 'body');
  if (strayKeys.length > 0) {
    const named = strayKeys.slice(0, 3).map((key) => JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}...` : key));
    const more = strayKeys.length > 3 ? ` and ${strayKeys.length - 3} more` : '';
    throw new ValidationError(`The request body must be of the form {"body": {...}}; found ${named.join(', ')}${more} at the top level`);
  }
  const payload = (parsed as { body?: unknown }).body;
  if (payload === undefined || payload === null) return {};
  if (typeof payload !== 'object' || Array.isArray(payload)) {
    throw new ValidationError('"body" must be a JSON object');
  }
  return payload as Record<string, unknown>;
}

export function createRestRouter(endpoints: RestEndpoint[]) {
  const byRoute = new Map<string, RestEndpoint>();
  const methodsByPath = new Map<string, string[]>();
  for (const endpoint of endpoints) {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (byRoute.has(key)) throw new Error(`Duplicate REST endpoint ${key}`);
    byRoute.set(key, endpoint);
    methodsByPath.set(endpoint.path, [...(methodsByPath.get(endpoint.path) ?? []), endpoint.method]);
  }

  return {
    handles(path: string): boolean {
      return methodsByPath.has(path);
    },

    /** `execute` runs a document as the caller (their cookie, their address). */
    async handle(
      request: { method: string; path: string; query: URLSearchParams; rawBody: string; contentType: string },
      execute: ExecuteGraphQL,
    ): Promise<RestResponse> {
      const endpoint = byRoute.get(`${request.method} ${request.path}`);
      if (!endpoint) {
        const allowed = methodsByPath.get(request.path);
        if (allowed) return errorResponse(405, `Use ${allowed.join(' or ')} for ${request.path}`, { Allow: allowed.join(', ') });
        return errorResponse(404, 'Not found');
      }
      let input: RestInput;
      try {
        if (Buffer.byteLength(request.rawBody) > MAX_REST_BODY_BYTES) return errorResponse(413, 'The request body is too large');
        if (request.method === 'POST' && request.rawBody.trim() !== '' && !request.contentType.includes('application/json')) {
          return errorResponse(415, 'Send JSON with Content-Type: application/json');
        }
        input = { payload: request.method === 'POST' ? parseRestBody(request.rawBody) : {}, query: request.query };
        const variables = endpoint.variables(input);
        const { result, setCookies } = await execute({ document: endpoint.document, variables });
        const typedError = findErrorResult(result.data);
        if (typedError) {
          const headers = typedError.retryAfter ? { 'Retry-After': String(typedError.retryAfter) } : undefined;
          return { ...errorResponse(typedError.status, typedError.message, headers), setCookies };
        }
        if (result.errors?.length) {
          const first = result.errors[0];
          const code = first.extensions?.code;
          // Masked unexpected errors carry INTERNAL_SERVER_ERROR. GraphQL's own errors (a variable
          // it cannot coerce, such as a number past Int) carry no code and are the caller's.
          if (code === 'INTERNAL_SERVER_ERROR') return { ...errorResponse(500, 'Unexpected error.'), setCookies };
          // The database (or another service behind the app) is down for a moment.
          if (code === 'SERVICE_UNAVAILABLE') return { ...errorResponse(503, first.message, { 'Retry-After': '5' }), setCookies };
          return { ...errorResponse(400, first.message), setCookies };
        }
        const reply = endpoint.reply(result.data ?? {}, input);
        if (reply.file) {
          const headers = {
            'Content-Type': reply.file.contentType,
            'Content-Disposition': `attachment; filename="${reply.file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
          };
          return { status: 200, json: null, text: reply.file.content, headers, setCookies };
        }
        return { status: 200, json: reply, setCookies };
      } catch (error) {
        if (error instanceof Error && 'status' in error && typeof (error as UserFacingError).status === 'number') {
          return errorResponse((error as UserFacingError).status, error.message);
        }
        throw error;
      }
    },
  };
}

/** Reads an optional whole number from a REST payload or query, with a clear 400 otherwise. */
export function optionalInteger(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
    throw new ValidationError(`${name} must be a whole number`, [{ path: [name], message: 'Must be a whole number' }]);
  }
  return number;
}

export function requiredInteger(value: unknown, name: string): number {
  const number = optionalInteger(value, name);
  if (number === null) throw new ValidationError(`${name} is required`, [{ path: [name], message: 'Required' }]);
  return number;
}

export function requiredString(value: unknown, name: string, maxLength = 10_000): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ValidationError(`${name} is required`, [{ path: [name], message: 'Required' }]);
  }
  if (value.length > maxLength) throw new ValidationError(`${name} is too long`, [{ path: [name], message: 'Too long' }]);
  return value;
}

export function optionalString(value: unknown, name: string, maxLength = 10_000): string | null {
  if (value === undefined || value === null || value === '') return null;
  return requiredString(value, name, maxLength);
}
