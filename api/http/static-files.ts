// Serves the built client (dist/client): hashed assets cached for a year, everything else
// revalidated, and index.html for client-side routes. Text files go out as the brotli or gzip
// copy the build wrote beside them (vite.config.ts) when the browser accepts it; the page shell
// with a route's own head is made per request, so the edge compresses it (compression.ts).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chooseEncoding, type ContentEncoding } from './compression.ts';
import { withDocumentHead, type DocumentHead } from './document-head.ts';
import { withServerRenderedBody, withStyleSources, type ServerRenderedBody } from './server-render.ts';

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

export function createStaticHandler(
  rootDirectory: string,
  options: {
    /** The head (and status) of a public address's page, or null for the shell as built. */
    headFor?: (pathname: string, request: IncomingMessage) => Promise<DocumentHead | null>;
    /** The page rendered on the server, or null for the client to render it. */
    renderBody?: (pathname: string, search: string, request: IncomingMessage) => Promise<ServerRenderedBody | null>;
    onError?: (error: unknown) => void;
  } = {},
) {
  const root = resolve(rootDirectory);
  const indexFile = join(root, 'index.html');
  let shell: { text: string; clientRendered: string; modified: number } | null = null;
  /** index.html as text, read again when a build replaced it. */
  const readShell = () => {
    const modified = statSync(indexFile).mtimeMs;
    if (shell?.modified !== modified) {
      const text = readFileSync(indexFile, 'utf8');
      shell = { text, clientRendered: withModulePreloads(text, entryImports(root)), modified };
    }
    return shell;
  };

  /**
   * The shell with the address's own head and status, and for a visitor on a public page the page
   * itself, rendered on the server (the edge compresses it: api/http/compression.ts).
   */
  async function sendPage(request: IncomingMessage, response: ServerResponse, pathname: string, search: string, method: string): Promise<boolean> {
    const [head, body] = await Promise.all([
      options.headFor?.(pathname, request).catch((error: unknown) => {
        // A failed lookup still gets the page: the client shows what the API answers.
        options.onError?.(error);
        return null;
      }) ?? null,
      // HEAD asks for the headers only: no need to render.
      method === 'GET' ? (options.renderBody?.(pathname, search, request) ?? null) : null,
    ]);
    if (!head && !body) return false;
    // Without the server's rendering the client renders it: its libraries are wanted at once.
    let page = body ? readShell().text : readShell().clientRendered;
    if (head) page = withDocumentHead(page, head);
    if (body) {
      page = withServerRenderedBody(page, body);
      const policy = response.getHeader('Content-Security-Policy');
      if (typeof policy === 'string') response.setHeader('Content-Security-Policy', withStyleSources(policy, body.styleSources));
    }
    const html = Buffer.from(page);
    response.writeHead(head?.status ?? 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': html.length,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(method === 'HEAD' ? undefined : html);
    return true;
  }

  function send(request: IncomingMessage, response: ServerResponse, file: string, method: string, cacheControl: string) {
    // Which copies the build wrote: looked up once per request.
    const copies = (['br', 'gzip'] as const).filter((encoding) => existsSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`));
    const encoding: ContentEncoding | null = chooseEncoding(request.headers['accept-encoding'], copies);
    const body = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
    const stats = statSync(body);
    response.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Content-Length': stats.size,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      // Caches must keep the copies apart even when this browser got the plain file.
      ...(copies.length ? { Vary: 'Accept-Encoding' } : {}),
    });
    if (method === 'HEAD') response.end();
    else createReadStream(body).pipe(response);
  }

  return {
    available: () => existsSync(indexFile),
    async handle(request: IncomingMessage, response: ServerResponse, pathname: string, search = ''): Promise<void> {
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
      // Dot folders hold the build's own records (.vite/manifest.json), not the site's files.
      const hidden = decoded.split('/').some((segment) => segment.startsWith('.'));
      if (!hidden && candidate.startsWith(root + sep) && existsSync(candidate) && statSync(candidate).isFile()) {
        const immutable = decoded.startsWith('/assets/');
        send(request, response, candidate, method, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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
      if (await sendPage(request, response, decoded, search, method)) return;
      // Rendered by the client (a member's page, a form): its libraries are wanted at once.
      const { text, clientRendered } = readShell();
      if (clientRendered === text) return send(request, response, indexFile, method, 'no-cache');
      const html = Buffer.from(clientRendered);
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': html.length,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(method === 'HEAD' ? undefined : html);
    },
  };
}

/**
 * The chunks the page's entry loads first, as the build's manifest lists them (vite.config.ts:
 * the shell carries no modulepreload links): what it imports, and what it imports dynamically
 * (client/boot.ts loads the app that way), with everything those import in turn; not the
 * pages', which the app loads by route. None when the build wrote no manifest.
 */
function entryImports(root: string): string[] {
  const manifestFile = join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (keys: string[]) => {
    for (const key of keys) {
      const file = manifest[key]?.file;
      // The entry itself is the page's script already.
      if (!file || files.has(file) || manifest[key].isEntry) continue;
      files.add(file);
      visit(manifest[key].imports ?? []);
    }
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry && key.endsWith('.html')) visit([...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]);
  }
  return [...files];
}

/** The shell with a modulepreload link for each file, so the browser fetches them beside the entry. */
function withModulePreloads(shell: string, files: string[]): string {
  if (files.length === 0) return shell;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file.split('/').map(encodeURIComponent).join('/')}">`).join('\n    ');
  return shell.replace('</head>', `  ${links}\n  </head>`);
}
