// What a stranger can make the server draw (api/http/preview-route.ts): a picture being drawn is
// drawn once however many ask for it, kept pictures are bounded by size (least recently served
// go first), new drawings count against a per-address limit while kept ones are still served, and
// one process draws one at a time with a short queue. The lookup and the drawing are stand-ins
// (the real ones are in tests/api/link-preview-pictures.test.ts), so the counts are exact.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../api/auth/rate-limit.ts';
import { previewRenderRateLimit, createPreviewPictures } from '../../api/http/preview-route.ts';
import type { ExecuteGraphQL } from '../../api/rest/adapter.ts';

/** Every slug `o-{n}` is an opinion with id n and one Strongly Agree vote per `votes[n]`. */
const votes = new Map<number, number>();
const lookup: ExecuteGraphQL = async ({ variables }) => {
  const id = Number(/^o-(\d+)$/.exec(String(variables.key))?.[1]);
  if (!id) return { status: 200, result: { data: { item: { __typename: 'NotFoundError' } } }, setCookies: [] };
  const counts = [votes.get(id) ?? 0, 0, 0, 0, 0];
  return { status: 200, result: { data: { item: { __typename: 'Opinion', databaseId: id, title: `Opinion ${id}`, deleted: false, voteTally: { counts } } } }, setCookies: [] };
};

let server: Server | null = null;

afterEach(async () => {
  votes.clear();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

/** A server with the picture routes; `gate`, when given, holds every drawing until it resolves. */
async function start(options: { cacheBytes?: number; gate?: () => Promise<void> } = {}) {
  const drawn: string[] = [];
  const pictures = createPreviewPictures({
    publicUrl: 'https://opinio.example',
    rateLimiter: createMemoryRateLimiter(),
    executeAsVisitor: () => lookup,
    clientAddressOf: (request) => String(request.headers['x-forwarded-for']),
    onError: (error) => {
      throw error;
    },
    cacheBytes: options.cacheBytes,
    renderers: {
      opinion: async (title, figures) => {
        await options.gate?.();
        drawn.push(title);
        // 1,000 bytes a picture, so a budget in bytes is a number of pictures.
        return Buffer.alloc(1000, `${title} ${JSON.stringify(figures)}`);
      },
      site: async () => Buffer.from('site'),
    },
  });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    void (url.pathname === '/preview.png' ? pictures.handleSite(request, response) : pictures.handleOpinion(request, response, url));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const get = async (slug: string, address = '10.0.0.1') => {
    const response = await fetch(`${base}/o/${slug}/preview.png`, { headers: { 'X-Forwarded-For': address } });
    await response.arrayBuffer();
    return { status: response.status, cache: response.headers.get('x-cache'), retryAfter: response.headers.get('retry-after') };
  };
  return { get, drawn };
}

describe('preview pictures: what a stranger can make the server draw', () => {
  it('draws a picture once however many ask for it at the same time, and again only when its figures change', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { get, drawn } = await start({ gate: () => held });
    const asking = Array.from({ length: 5 }, () => get('o-1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await Promise.all(asking)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(drawn).toEqual(['Opinion 1']);
    expect((await get('o-1')).cache).toBe('HIT');
    votes.set(1, 1);
    expect((await get('o-1')).cache).toBe('MISS');
    expect((await get('o-1')).cache).toBe('HIT');
    expect(drawn).toEqual(['Opinion 1', 'Opinion 1']);
  });

  it('keeps pictures within its size budget, least recently served first out', async () => {
    const { get, drawn } = await start({ cacheBytes: 3000 });
    for (const slug of ['o-1', 'o-2', 'o-3']) await get(slug);
    expect((await get('o-1')).cache).toBe('HIT');
    // A fourth picture pushes out the one served longest ago: o-2 (o-1 was just served).
    expect((await get('o-4')).cache).toBe('MISS');
    expect((await get('o-1')).cache).toBe('HIT');
    expect((await get('o-3')).cache).toBe('HIT');
    expect((await get('o-2')).cache).toBe('MISS');
    expect(drawn).toHaveLength(5);
  });

  it('limits new drawings per address; kept pictures and other addresses are still served', async () => {
    const { get, drawn } = await start();
    for (let id = 1; id <= previewRenderRateLimit.limit; id += 1) expect((await get(`o-${id}`)).status).toBe(200);
    const refused = await get(`o-${previewRenderRateLimit.limit + 1}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await get('o-1')).toMatchObject({ status: 200, cache: 'HIT' });
    expect((await get(`o-${previewRenderRateLimit.limit + 1}`, '10.0.0.2')).status).toBe(200);
    expect(drawn).toHaveLength(previewRenderRateLimit.limit + 1);
  });

  it('draws one at a time and turns requests away once the queue is full', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { get } = await start({ gate: () => held });
    // Each from its own address: the per-address limit is not what this is about.
    const asking = Array.from({ length: 17 }, (_, index) => get(`o-${index + 1}`, `10.1.0.${index}`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const turnedAway = await get('o-99', '10.2.0.1');
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.retryAfter).toBe('5');
    release();
    expect((await Promise.all(asking)).every((answer) => answer.status === 200)).toBe(true);
    expect((await get('o-99', '10.2.0.1')).status).toBe(200);
  });

  it('answers 404 for an unknown opinion without drawing', async () => {
    const { get, drawn } = await start();
    expect((await get('not-an-opinion')).status).toBe(404);
    expect(drawn).toEqual([]);
  });
});
