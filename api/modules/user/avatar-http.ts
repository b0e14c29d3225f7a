// GET /api/user/profileimage/{username}[?size=big]: an image, not JSON, so it is served here
// rather than through the REST adapter. Cacheable: a strong ETag (the content's hash) answers
// 304 to If-None-Match, and browsers keep it for a few minutes before asking again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { avatarSizeFrom } from '../../domain/avatar.ts';
import type { UserService } from './service.ts';

export const AVATAR_PATH_PREFIX = '/api/user/profileimage/';

/** Five minutes: a new upload shows everywhere within that; the uploader's page busts it at once. */
const MAX_AGE_SECONDS = 300;

export function createAvatarHandler(users: UserService, onError: (error: unknown) => void) {
  return async function handleAvatar(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const sendJson = (status: number, error: string, headers: Record<string, string> = {}): void => {
      response
        .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
        .end(JSON.stringify({ error }));
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(405, 'Use GET', { Allow: 'GET, HEAD' });
    let username: string;
    try {
      username = decodeURIComponent(url.pathname.slice(AVATAR_PATH_PREFIX.length));
    } catch {
      return sendJson(404, 'User not found');
    }
    try {
      const image = await users.avatarImage(username, avatarSizeFrom(url.searchParams.get('size')));
      if (!image) return sendJson(404, 'User not found');
      const headers = {
        'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}`,
        ETag: image.etag,
        'X-Content-Type-Options': 'nosniff',
        // Opened directly, a (generated) SVG must not run or load anything.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      };
      if (request.headers['if-none-match'] === image.etag) {
        response.writeHead(304, headers).end();
        return;
      }
      response.writeHead(200, { ...headers, 'Content-Type': image.contentType, 'Content-Length': String(image.body.length) });
      response.end(request.method === 'HEAD' ? undefined : image.body);
    } catch (error) {
      onError(error);
      sendJson(500, 'Unexpected error.');
    }
  };
}
