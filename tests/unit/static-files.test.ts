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
