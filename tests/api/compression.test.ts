// Answers made per request go out compressed when they are worth it (api/http/compression.ts):
// GraphQL and REST JSON and the page shell above 1 KB, brotli or gzip by the request's
// Accept-Encoding, with Vary and the compressed length. Small answers, clients that accept
// neither, and streams (a subscription over SSE) go out as written. Over real HTTP, reading the
// raw bytes: fetch would decompress and hide what was sent.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';
import { oneDatabaseKind } from '../support/test-database.ts';

// The size of the real shell with a route's head (about 1.3 KB): above the threshold.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Opinio: vote on opinions, see how people think, and discover your Opinion DNA." />
    <title data-shell>Opinio</title>
    <script type="module" crossorigin src="/assets/index-00000000.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-00000000.js">
    <link rel="modulepreload" crossorigin href="/assets/relay-00000000.js">
    <link rel="modulepreload" crossorigin href="/assets/router-00000000.js">
    <link rel="stylesheet" crossorigin href="/assets/index-00000000.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Every type with its fields' names: tens of kilobytes of JSON. */
const BIG_QUERY = '{ __schema { types { name description fields { name description } } } }';

type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

describe.each(oneDatabaseKind())('compressed answers on %s', (kind) => {
  let t: TestApp;
  let client = '';
  let opinionId = 0;

  beforeAll(async () => {
    client = mkdtempSync(join(tmpdir(), 'opinio-compression-'));
    writeFileSync(join(client, 'index.html'), SHELL);
    t = await createTestApp({ kind, clientDirectory: client });
    for (let index = 0; index < 30; index += 1) {
      await createTopic(t.prisma, { slug: `compression-topic-${index}`, title: `A topic with a longer title, number ${index}` });
    }
    opinionId = (await createOpinion(t.prisma, { slug: 'compression-live', title: 'Compression and live updates' })).id;
  });

  afterAll(async () => {
    await t.dispose();
    rmSync(client, { recursive: true, force: true });
  });

  function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const url = new URL(path, t.url);
      const outgoing = httpRequest({ host: url.hostname, port: url.port, path, method, headers: { 'x-forwarded-for': t.clientAddress, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  const graphql = (query: string, acceptEncoding?: string) =>
    send('POST', '/graphql', { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) }, JSON.stringify({ query }));

  const decoded = (answer: RawAnswer): string => {
    const encoding = answer.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
    if (encoding === 'gzip') return gunzipSync(answer.body).toString();
    return answer.body.toString();
  };

  it('a big GraphQL answer: brotli when accepted, gzip when only gzip is, the same JSON as sent plain', async () => {
    const plain = await graphql(BIG_QUERY);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/\bAccept-Encoding\b/);
    expect(plain.body.length).toBeGreaterThan(10_000);
    const json = JSON.parse(plain.body.toString());
    expect(json.data.__schema.types.length).toBeGreaterThan(50);

    const brotli = await graphql(BIG_QUERY, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/\bAccept-Encoding\b/);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(decoded(brotli))).toEqual(json);

    const gzip = await graphql(BIG_QUERY, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(JSON.parse(decoded(gzip))).toEqual(json);
  });

  it('q-values decide: a lower q for brotli gives gzip, q=0 refuses, identity when nothing fits', async () => {
    expect((await graphql(BIG_QUERY, 'br;q=0.5, gzip;q=0.8')).headers['content-encoding']).toBe('gzip');
    expect((await graphql(BIG_QUERY, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await graphql(BIG_QUERY, 'gzip;q=0.5, br;q=0.5')).headers['content-encoding']).toBe('br');
    expect((await graphql(BIG_QUERY, '*')).headers['content-encoding']).toBe('br');
    const refused = await graphql(BIG_QUERY, 'identity, br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString()).data.__schema).toBeTruthy();
  });

  it('a small answer goes out as it is, with its length', async () => {
    const small = await graphql('{ __typename }', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });
    expect(Number(small.headers['content-length'])).toBe(small.body.length);
  });

  it('a big REST answer is compressed too', async () => {
    const plain = await send('GET', '/api/topic/getall', {});
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = await send('GET', '/api/topic/getall', { 'accept-encoding': 'br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decoded(brotli))).toEqual(JSON.parse(plain.body.toString()));
  });

  it('the page shell with its head, for brotli and for gzip', async () => {
    const plain = await send('GET', '/', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [acceptEncoding, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']]) {
      const page = await send('GET', '/', { 'accept-encoding': acceptEncoding! });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers.vary).toMatch(/\bAccept-Encoding\b/);
      expect(Number(page.headers['content-length'])).toBe(page.body.length);
      expect(decoded(page)).toBe(plain.body.toString());
    }
  });

  it('a subscription over SSE streams its events uncompressed, though the client accepts brotli', async () => {
    const url = new URL('/graphql', t.url);
    const received: string[] = [];
    const answer = await new Promise<{ headers: IncomingHttpHeaders; close: () => void }>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'br, gzip', 'x-forwarded-for': t.clientAddress },
        },
        (response) => {
          response.on('data', (chunk: Buffer) => received.push(chunk.toString()));
          resolve({ headers: response.headers, close: () => outgoing.destroy() });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(
        JSON.stringify({
          query: 'subscription Tally($opinionId: ID!) { voteTallyChanged(opinionId: $opinionId) { numVotes } }',
          variables: { opinionId: encodeGlobalID('Opinion', opinionId) },
        }),
      );
    });
    try {
      expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
      // Yoga says "none" itself, so that proxies leave the stream alone too.
      expect(answer.headers['content-encoding'] ?? 'none').toBe('none');
      const voter = await t.createUserWithSession('compression_voter');
      // The subscription may still be getting ready when the first vote is cast: vote until an event arrives.
      const deadline = Date.now() + 10_000;
      let rating = 1;
      while (!received.join('').includes('event: next')) {
        if (Date.now() > deadline) throw new Error(`No event arrived; received: ${JSON.stringify(received)}`);
        await t.graphql('mutation ($input: CastVoteInput!) { castVote(input: $input) { __typename } }', { input: { opinionId: encodeGlobalID('Opinion', opinionId), rating } }, { cookie: voter.cookie });
        rating = (rating % 5) + 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(received.join('')).toMatch(/event: next\ndata: \{"data":\{"voteTallyChanged":\{"numVotes":1\}\}\}/);
    } finally {
      answer.close();
    }
  });
});
