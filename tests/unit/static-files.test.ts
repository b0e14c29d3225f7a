// The built client goes out compressed: the .br or .gz copy the build wrote, by what the browser
// accepts, over a real HTTP server; a client that accepts neither gets the file itself.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../api/http/static-files.ts';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const page = '<!doctype html><title>Opinio</title>';
let root = '';
let server: Server;
let port = 0;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'opinio-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app.js'), script);
  writeFileSync(join(root, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'app.js.gz'), gzipSync(script));
  writeFileSync(join(root, 'assets', 'plain.css'), 'body{}');
  writeFileSync(join(root, 'index.html'), page);
  writeFileSync(join(root, 'index.html.gz'), gzipSync(page));
  const files = createStaticHandler(root);
  server = createServer((request, response) => files.handle(request, response, new URL(request.url ?? '/', 'http://x').pathname));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** Raw bytes and headers: fetch would decompress and hide what was sent. */
function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('static files', () => {
  it('sends the brotli copy to a browser that accepts it, with its length and Vary', async () => {
    const answer = await get('/assets/app.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('falls back to gzip, and to the file itself; "br;q=0" refuses brotli', async () => {
    const gzip = await get('/assets/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const refused = await get('/assets/app.js', 'br;q=0, gzip;q=1');
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
  });

  it('serves the page shell compressed for client routes, and small files as they are', async () => {
    const route = await get('/o/some-opinion', 'br, gzip');
    expect(route.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(route.body).toString()).toBe(page);
    const small = await get('/assets/plain.css', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.body.toString()).toBe('body{}');
  });
});

describe('the page shell of a build with a manifest', () => {
  let buildRoot = '';
  let buildServer: Server;
  let renderServerSide = false;

  beforeAll(async () => {
    buildRoot = mkdtempSync(join(tmpdir(), 'opinio-static-manifest-'));
    mkdirSync(join(buildRoot, '.vite'));
    writeFileSync(join(buildRoot, 'index.html'), '<!doctype html><html><head><title data-shell>Opinio</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>');
    // The entry imports a helper and loads the app; the app imports react and relay, relay a
    // shared helper, and the app loads a page by route: all but the page are wanted.
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_helper-6.js'], dynamicImports: ['main.tsx'] },
      '_helper-6.js': { file: 'assets/helper-6.js' },
      'main.tsx': { file: 'assets/main-7.js', isDynamicEntry: true, imports: ['_react-2.js', '_relay-3.js'], dynamicImports: ['client/pages/Page.tsx'] },
      '_react-2.js': { file: 'assets/react-2.js' },
      '_relay-3.js': { file: 'assets/relay-3.js', imports: ['_shared-4.js', '_react-2.js'] },
      '_shared-4.js': { file: 'assets/shared-4.js' },
      'client/pages/Page.tsx': { file: 'assets/Page-5.js', imports: ['_react-2.js'] },
    };
    writeFileSync(join(buildRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const files = createStaticHandler(buildRoot, {
      renderBody: async () => (renderServerSide ? { html: '<main>Rendered</main>', data: '{}', styleSources: [] } : null),
    });
    buildServer = createServer((request, response) => files.handle(request, response, new URL(request.url ?? '/', 'http://x').pathname));
    await new Promise<void>((resolve) => buildServer.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => buildServer.close(resolve));
    rmSync(buildRoot, { recursive: true, force: true });
  });

  const fetchPage = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${(buildServer.address() as AddressInfo).port}${path}`);
    return { status: response.status, text: await response.text() };
  };
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]).sort();

  it("preloads the entry's libraries on a page the client renders, not the pages' own chunks", async () => {
    renderServerSide = false;
    const page = await fetchPage('/settings');
    expect(page.status).toBe(200);
    expect(preloads(page.text)).toEqual(['/assets/helper-6.js', '/assets/main-7.js', '/assets/react-2.js', '/assets/relay-3.js', '/assets/shared-4.js']);
    expect(page.text.indexOf('modulepreload')).toBeLessThan(page.text.indexOf('</head>'));
  });

  it('leaves them out of a server-rendered page, whose first paint they would hold back', async () => {
    renderServerSide = true;
    const page = await fetchPage('/');
    expect(page.text).toContain('<main>Rendered</main>');
    expect(preloads(page.text)).toEqual([]);
  });

  it("does not serve the build's manifest", async () => {
    expect((await fetchPage('/.vite/manifest.json')).status).toBe(404);
  });
});
