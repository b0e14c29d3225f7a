// Serves the built client (dist/client): hashed assets cached for a year, everything else
// revalidated, and index.html for client-side routes.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

export function createStaticHandler(rootDirectory: string) {
  const root = resolve(rootDirectory);
  const indexFile = join(root, 'index.html');

  function send(response: ServerResponse, file: string, method: string, cacheControl: string) {
    const stats = statSync(file);
    response.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Content-Length': stats.size,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    });
    if (method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  }

  return {
    available: () => existsSync(indexFile),
    handle(request: IncomingMessage, response: ServerResponse, pathname: string): void {
      const method = request.method ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        response.writeHead(400).end('Bad request');
        return;
      }
      const candidate = normalize(join(root, decoded));
      if (candidate.startsWith(root + sep) && existsSync(candidate) && statSync(candidate).isFile()) {
        const immutable = decoded.startsWith('/assets/');
        send(response, candidate, method, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        return;
      }
      if (!existsSync(indexFile)) {
        response.writeHead(503, { 'Content-Type': 'text/plain' }).end('The client is not built. Run npm run build.');
        return;
      }
      // Files that look like assets but are missing are real 404s, not client routes.
      if (extname(decoded) && decoded !== '/') {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      send(response, indexFile, method, 'no-cache');
    },
  };
}
