// Compression of the answers the server makes as it goes: GraphQL and REST JSON and the page
// shell's HTML. The built client's files are compressed once at build time instead
// (static-files.ts sends their .br and .gz copies); both choose the encoding here, by the
// request's Accept-Encoding.
//
// The edge (edge.ts) puts every answer through compressWholeAnswers, so no handler has to think
// about it. Only an answer written whole is compressed: its body is held until end() and then
// sent compressed with its real Content-Length. An answer of another type (images, the CSV and
// PDF downloads), one already encoded, or a stream (SSE and multipart subscriptions, which must
// reach the client event by event) goes out exactly as its handler writes it. WebSocket upgrades
// never pass through here.
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Below this a compressed body saves less than the round of work and headers it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * On a page's 10 KB GraphQL answer brotli 4 is as small as gzip 9 in about the same 1-1.5 ms; 5
 * is 5-10 % smaller in twice the time; 11, right for the build's copies, takes 80-110 ms per
 * answer (docs/decisions.md, "Answers are compressed at the edge").
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** The types compressed on the fly; every other answer goes out as written. */
const COMPRESSIBLE_TYPE = /^(application\/(json|graphql-response\+json|[\w.+-]+\+json)|text\/html)\s*(;|$)/i;

/**
 * The encoding to send, of those `available`, by the client's Accept-Encoding: the highest
 * q-value wins, brotli on a tie; `*` stands for any coding not named; q=0 refuses. Null means
 * the body as it is (no header, or nothing acceptable).
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined, available: readonly ContentEncoding[] = ['br', 'gzip']): ContentEncoding | null {
  const qualities = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const qualityParameter = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = qualityParameter ? Number(qualityParameter.slice(2)) : 1;
    qualities.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(quality) ? quality : 0);
  }
  let best: ContentEncoding | null = null;
  let bestQuality = 0;
  // Brotli first: on equal quality the first one found stays.
  for (const encoding of (['br', 'gzip'] as const).filter((candidate) => available.includes(candidate))) {
    const quality = qualities.get(encoding) ?? qualities.get('*') ?? 0;
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}

export function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : compressGzip(body, { level: GZIP_LEVEL });
}

/** Adds Accept-Encoding to the answer's Vary without repeating it or dropping what is there. */
function varyOnAcceptEncoding(response: ServerResponse) {
  const current = response.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  response.setHeader('Vary', [...names, 'Accept-Encoding'].join(', '));
}

type WriteCallback = (error?: Error | null) => void;

/**
 * Makes `response` compress its body when it is a whole JSON or HTML answer the client may
 * receive compressed. Call before the handler writes anything.
 */
export function compressWholeAnswers(request: IncomingMessage, response: ServerResponse, onError?: (error: unknown) => void): void {
  if (request.method === 'HEAD') return;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  // The response's own methods, called with the arguments the handler gave.
  const original = {
    writeHead: response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse,
    write: response.write.bind(response) as (...args: unknown[]) => boolean,
    end: response.end.bind(response) as (...args: unknown[]) => ServerResponse,
    flushHeaders: response.flushHeaders.bind(response),
  };
  /** Undecided until the head is complete; then the body is held ('hold') or passed through. */
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  let statusMessage: string | undefined;
  const held: Buffer[] = [];
  let ending = false;

  const decide = (): typeof mode => {
    if (mode !== 'undecided') return mode;
    const type = String(response.getHeader('content-type') ?? '');
    const compressible =
      COMPRESSIBLE_TYPE.test(type) &&
      !response.hasHeader('content-encoding') &&
      !/\bno-transform\b/i.test(String(response.getHeader('cache-control') ?? '')) &&
      response.statusCode >= 200 &&
      response.statusCode !== 204 &&
      response.statusCode !== 304;
    // Caches must keep the encodings apart even when this client got the body as it is.
    if (compressible) varyOnAcceptEncoding(response);
    mode = compressible && encoding ? 'hold' : 'pass';
    return mode;
  };
  const writeHeldHead = () => (statusMessage === undefined ? original.writeHead(response.statusCode) : original.writeHead(response.statusCode, statusMessage));

  const toBuffer = (chunk: unknown, chunkEncoding?: BufferEncoding): Buffer =>
    Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : Buffer.from(String(chunk), chunkEncoding);

  // A head whose body will be held is kept on the response (setHeader) and written with the
  // body, once it is known whether the body is compressed and how long it is. Any other head goes
  // out when the handler writes it.
  response.writeHead = function writeHead(status: number, ...rest: unknown[]) {
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;
    if (mode === 'pass' || Array.isArray(headers)) {
      // Raw header arrays are not read here; such an answer goes out untouched.
      mode = 'pass';
      return original.writeHead(status, ...rest);
    }
    response.statusCode = status;
    statusMessage = typeof rest[0] === 'string' ? rest[0] : undefined;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) response.setHeader(name, value);
    // A second writeHead (the edge's 500 after a handler failed) may change the decision.
    if (held.length === 0 && !ending) mode = 'undecided';
    if (decide() === 'pass') writeHeldHead();
    return response;
  } as ServerResponse['writeHead'];

  response.flushHeaders = function flushHeaders() {
    // A head that goes out now cannot carry the compressed body's length: the answer is a stream.
    if (held.length > 0 || ending) return;
    mode = 'pass';
    if (!response.headersSent) writeHeldHead();
    original.flushHeaders();
  };

  response.write = function write(chunk: unknown, chunkEncoding?: BufferEncoding | WriteCallback, callback?: WriteCallback) {
    if (decide() === 'pass') {
      if (!response.headersSent) writeHeldHead();
      return original.write(chunk, chunkEncoding, callback);
    }
    if (ending) return false;
    held.push(toBuffer(chunk, typeof chunkEncoding === 'string' ? chunkEncoding : undefined));
    const done = typeof chunkEncoding === 'function' ? chunkEncoding : callback;
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];

  response.end = function end(chunk?: unknown, chunkEncoding?: BufferEncoding | WriteCallback, callback?: WriteCallback) {
    if (decide() === 'pass') {
      if (!response.headersSent) writeHeldHead();
      return original.end(chunk, chunkEncoding, callback);
    }
    if (ending) return response;
    ending = true;
    const done = typeof chunk === 'function' ? (chunk as WriteCallback) : typeof chunkEncoding === 'function' ? chunkEncoding : callback;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      held.push(toBuffer(chunk, typeof chunkEncoding === 'string' ? chunkEncoding : undefined));
    }
    const body = Buffer.concat(held);
    const send = (bytes: Buffer, contentEncoding: ContentEncoding | null) => {
      if (contentEncoding) response.setHeader('Content-Encoding', contentEncoding);
      response.setHeader('Content-Length', bytes.length);
      writeHeldHead();
      original.end(bytes, done);
    };
    if (body.length < COMPRESSION_THRESHOLD_BYTES) {
      send(body, null);
      return response;
    }
    compress(body, encoding!).then(
      (compressed) => send(compressed, encoding),
      (error: unknown) => {
        onError?.(error);
        send(body, null);
      },
    );
    return response;
  } as ServerResponse['end'];
}
