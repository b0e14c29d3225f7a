// GET /o/{slug}/preview.png and /preview.png (docs/product.md#link-previews): the pictures link
// previews show. An opinion's is drawn from what its page tells a visitor (looked up in-process
// as one, through the same GraphQL document anyone may run, so it can never show more than the
// page), and drawn again only when a figure it shows changes: the drawings are kept per opinion
// with the figures they show. Drawing costs ~50-200 ms of CPU, so what a stranger can make the
// server draw is bounded three ways: a drawing already kept costs nothing, new drawings count
// against a per-address limit, and one process draws one picture at a time with a short queue.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RateLimiter, RateLimitRule } from '../auth/rate-limit.ts';
import { RateLimitError } from '../domain/errors.ts';
import { createSizeBoundedCache } from '../domain/size-bounded-cache.ts';
import { OPINION_PREVIEW_PATH_PATTERN, previewDrawingKey, previewFiguresOf, type PreviewFigures } from '../domain/opinion-preview.ts';
import type { ExecuteGraphQL } from '../rest/adapter.ts';
import { renderOpinionPreview, renderSitePreview } from './preview-image.ts';

/** New drawings (not pictures served from memory) one address may cause. */
export const previewRenderRateLimit = { name: 'preview-render-address', limit: 30, windowSeconds: 60, perClientAddress: true } satisfies RateLimitRule;

/** Drawings kept in memory, by size (a picture is 30-60 KB: several hundred opinions). */
export const PREVIEW_CACHE_BYTES = 24 * 1024 * 1024;

/** Drawings waiting for the one in progress; more than this answer 503 at once. */
const RENDER_QUEUE_LIMIT = 16;
const BUSY_RETRY_AFTER_SECONDS = 5;

/** A crawler may keep a picture this long; the page's og:image address changes with its figures anyway. */
const OPINION_MAX_AGE_SECONDS = 300;
const SITE_MAX_AGE_SECONDS = 24 * 60 * 60;

const LOOKUP = `query OpinionPreview($key: String!) {
  item: opinion(slug: $key) { __typename ... on Opinion { databaseId title deleted voteTally { counts } } }
}`;

type Picture = { png: Buffer; etag: string };
type KeptPicture = Picture & { drawingKey: string };

export type PreviewRenderers = {
  opinion: (title: string, figures: PreviewFigures, host: string) => Promise<Buffer>;
  site: (host: string) => Promise<Buffer>;
};

class RenderQueueFull extends Error {}

/** One drawing at a time: the others wait their turn, up to `queueLimit` of them. */
function oneAtATime(queueLimit: number) {
  let running = false;
  const waiting: Array<() => void> = [];
  return async function run<Result>(work: () => Promise<Result>): Promise<Result> {
    if (running) {
      if (waiting.length >= queueLimit) throw new RenderQueueFull();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running = true;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running = false;
    }
  };
}

const etagOf = (png: Buffer) => `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`;

function sendJson(response: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  response
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers })
    .end(JSON.stringify({ error }));
}

function sendPicture(request: IncomingMessage, response: ServerResponse, picture: Picture, maxAgeSeconds: number, cache: 'HIT' | 'MISS'): void {
  const headers = {
    'Cache-Control': `public, max-age=${maxAgeSeconds}`,
    ETag: picture.etag,
    'X-Content-Type-Options': 'nosniff',
    // Whether this answer was drawn for it: what an operator (and the tests) look at.
    'X-Cache': cache,
  };
  if (request.headers['if-none-match'] === picture.etag) {
    response.writeHead(304, headers).end();
    return;
  }
  response.writeHead(200, { ...headers, 'Content-Type': 'image/png', 'Content-Length': String(picture.png.length) });
  response.end(request.method === 'HEAD' ? undefined : picture.png);
}

export function createPreviewPictures(options: {
  publicUrl: string;
  rateLimiter: RateLimiter;
  /** Runs a lookup as a visitor from the request's address. */
  executeAsVisitor: (request: IncomingMessage) => ExecuteGraphQL;
  clientAddressOf: (request: IncomingMessage) => string;
  onError: (error: unknown) => void;
  renderers?: PreviewRenderers;
  cacheBytes?: number;
}) {
  const host = new URL(options.publicUrl).host;
  const renderers = options.renderers ?? { opinion: renderOpinionPreview, site: renderSitePreview };
  const cacheBytes = options.cacheBytes ?? PREVIEW_CACHE_BYTES;
  const inTurn = oneAtATime(RENDER_QUEUE_LIMIT);
  // One drawing per opinion: once its figures move, the old one is never asked for again.
  const kept = createSizeBoundedCache<number, KeptPicture>(cacheBytes, (picture) => picture.png.length);
  // Requests for a drawing in progress wait for it instead of drawing it again.
  const drawing = new Map<string, Promise<Picture>>();
  let sitePicture: Promise<Picture> | null = null;

  async function draw(drawingKey: string, render: () => Promise<Buffer>): Promise<Picture> {
    const inProgress = drawing.get(drawingKey);
    if (inProgress) return inProgress;
    const started = inTurn(render).then((png) => ({ png, etag: etagOf(png) }));
    drawing.set(drawingKey, started);
    try {
      return await started;
    } finally {
      drawing.delete(drawingKey);
    }
  }

  function answerFailure(response: ServerResponse, error: unknown): void {
    if (error instanceof RateLimitError) return sendJson(response, 429, error.message, { 'Retry-After': String(error.retryAfterSeconds) });
    if (error instanceof RenderQueueFull) return sendJson(response, 503, 'Busy drawing pictures: try again in a moment.', { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
    options.onError(error);
    sendJson(response, 500, 'Unexpected error.');
  }

  return {
    async handleOpinion(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
      if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(response, 405, 'Use GET', { Allow: 'GET, HEAD' });
      let slug: string;
      try {
        slug = decodeURIComponent(OPINION_PREVIEW_PATH_PATTERN.exec(url.pathname)?.[1] ?? '');
      } catch {
        return sendJson(response, 404, 'This opinion does not exist');
      }
      try {
        const { status, result } = await options.executeAsVisitor(request)({ document: LOOKUP, variables: { key: slug } });
        if (result.errors?.length || !result.data) {
          const code = result.errors?.[0]?.extensions?.code;
          if (status === 429 || status === 503) return sendJson(response, status, result.errors?.[0]?.message ?? 'Try again later.', { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
          throw new Error(`Preview lookup failed (${status}, ${String(code)}): ${result.errors?.[0]?.message ?? 'no data'}`);
        }
        const item = (result.data as { item?: { __typename: string; databaseId?: number; title?: string; deleted?: boolean; voteTally?: { counts: number[] } } | null }).item;
        if (!item || item.__typename === 'NotFoundError') return sendJson(response, 404, 'This opinion does not exist');
        if (item.__typename === 'GoneError') return sendJson(response, 410, 'This content has been removed');
        const opinionId = item.databaseId!;
        const title = item.title!;
        const figures = previewFiguresOf(item.voteTally!.counts, item.deleted!);
        const drawingKey = previewDrawingKey(title, figures);
        const known = kept.get(opinionId);
        if (known?.drawingKey === drawingKey) {
          return sendPicture(request, response, known, OPINION_MAX_AGE_SECONDS, 'HIT');
        }
        if (!drawing.has(drawingKey)) await options.rateLimiter.hit(previewRenderRateLimit, options.clientAddressOf(request));
        const picture = await draw(drawingKey, () => renderers.opinion(title, figures, host));
        kept.set(opinionId, { ...picture, drawingKey });
        sendPicture(request, response, picture, OPINION_MAX_AGE_SECONDS, 'MISS');
      } catch (error) {
        answerFailure(response, error);
      }
    },

    async handleSite(request: IncomingMessage, response: ServerResponse): Promise<void> {
      if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(response, 405, 'Use GET', { Allow: 'GET, HEAD' });
      // Drawn once per process, on first use.
      const first = sitePicture === null;
      sitePicture ??= draw('site', () => renderers.site(host));
      try {
        sendPicture(request, response, await sitePicture, SITE_MAX_AGE_SECONDS, first ? 'MISS' : 'HIT');
      } catch (error) {
        sitePicture = null;
        answerFailure(response, error);
      }
    },
  };
}
