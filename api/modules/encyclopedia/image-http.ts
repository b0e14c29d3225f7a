// GET /api/encyclopedia/image/{id}[?size=small]: a question's or a person's picture. Pictures
// never change once stored (a new upload is a new id), so they are cached for a year, and the
// ETag (the content's hash) answers 304 to a browser that asks again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ENCYCLOPEDIA_IMAGE_PATH_PREFIX } from '../../domain/encyclopedia-rules.ts';
import { parseDatabaseId } from '../../domain/database-ids.ts';
import type { EncyclopediaService } from './service.ts';

export { ENCYCLOPEDIA_IMAGE_PATH_PREFIX };

export function createEncyclopediaImageHandler(encyclopedia: EncyclopediaService, onError: (error: unknown) => void) {
  return async function handleImage(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
      void response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(JSON.stringify({ error }));
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'Use GET', { Allow: 'GET, HEAD' });
    const id = parseDatabaseId(url.pathname.slice(ENCYCLOPEDIA_IMAGE_PATH_PREFIX.length));
    try {
      const image = id === null ? null : await encyclopedia.image(id, url.searchParams.get('size') === 'small' ? 'small' : 'big');
      if (!image) return refuse(404, 'Not found');
      const headers = {
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: image.etag,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      };
      if (request.headers['if-none-match'] === image.etag) return void response.writeHead(304, headers).end();
      response.writeHead(200, { ...headers, 'Content-Type': image.contentType, 'Content-Length': String(image.body.length) });
      response.end(request.method === 'HEAD' ? undefined : image.body);
    } catch (error) {
      onError(error);
      refuse(500, 'Unexpected error.');
    }
  };
}
