// Link-preview pictures (docs/product.md#link-previews): an opinion's page names its generated
// PNG (title, agree / neutral / disagree split, vote count) as og:image; the PNG is 1200 x 630,
// drawn again only when a figure it shows changes, and answers 404 / 410 like the page. Every
// other page names the site's picture. Over real HTTP, votes cast through the REST API.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';
import { oneDatabaseKind } from '../support/test-database.ts';

const SHELL = '<!doctype html><html lang="en"><head><title data-shell>Opinio</title></head><body><div id="root"></div></body></html>';

describe.each(oneDatabaseKind())('link-preview pictures on %s', (kind) => {
  let t: TestApp;
  let client = '';
  let opinionId = 0;
  const voters: string[] = [];

  beforeAll(async () => {
    client = mkdtempSync(join(tmpdir(), 'opinio-shell-'));
    writeFileSync(join(client, 'index.html'), SHELL);
    t = await createTestApp({ kind, clientDirectory: client, env: { PUBLIC_URL: 'https://opinio.example' } });
    const topic = await createTopic(t.prisma, { slug: 'pictures-cities', title: 'Cities' });
    opinionId = (await createOpinion(t.prisma, { slug: 'pictures-bike-lanes', title: 'Cities need more <bike> lanes & fewer cars', topicIds: [topic.id] })).id;
    await createOpinion(t.prisma, { slug: 'pictures-removed', title: 'A removed opinion', removedAt: new Date() });
    await createOpinion(t.prisma, { slug: 'pictures-deleted', title: 'A deleted opinion', deleted: true, deletedAt: new Date() });
    for (const name of ['pic_voter_a', 'pic_voter_b']) voters.push((await t.createUserWithSession(name)).cookie);
  });

  afterAll(async () => {
    await t.dispose();
    rmSync(client, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { headers: { 'X-Forwarded-For': t.clientAddress, ...headers } });
  const picture = async (path = '/o/pictures-bike-lanes/preview.png') => {
    const response = await get(path);
    const body = Buffer.from(await response.arrayBuffer());
    return { response, body, etag: response.headers.get('etag'), cache: response.headers.get('x-cache') };
  };
  const head = async (path: string) => {
    const html = await (await get(path, { 'Accept-Encoding': 'identity' })).text();
    const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
    return { html, meta };
  };
  const vote = async (cookie: string, rating: number) => {
    const response = await t.rest('POST', '/api/opinion/vote', { id: opinionId, rating }, { cookie });
    expect(response.status).toBe(200);
  };

  it("an opinion's head names its picture, absolute, with size and text; other pages the site's picture", async () => {
    const { meta } = await head('/o/pictures-bike-lanes');
    expect(meta('og:image')).toMatch(/^https:\/\/opinio\.example\/o\/pictures-bike-lanes\/preview\.png\?v=[\w-]{12}$/);
    expect(meta('og:image:type')).toBe('image/png');
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:alt')).toBe('“Cities need more &lt;bike&gt; lanes &amp; fewer cars”: no votes yet on Opinio');
    expect(meta('twitter:card')).toBe('summary_large_image');
    for (const path of ['/t/pictures-cities', '/topics', '/o/no-such-opinion']) {
      const other = await head(path);
      expect({ path, image: other.meta('og:image') }).toEqual({ path, image: 'https://opinio.example/preview.png' });
      expect(other.meta('og:image:width')).toBe('1200');
    }
  });

  it('the picture is a 1200 x 630 PNG with a validator and a cache lifetime, drawn once', async () => {
    const first = await picture();
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/png');
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await sharp(first.body).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    const again = await picture();
    expect({ cache: again.cache, etag: again.etag }).toEqual({ cache: 'HIT', etag: first.etag });
    expect(again.body.equals(first.body)).toBe(true);
    const revalidated = await get('/o/pictures-bike-lanes/preview.png', { 'If-None-Match': first.etag! });
    expect(revalidated.status).toBe(304);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
  });

  it('is drawn again when a shown figure changes, and kept while none does', async () => {
    const before = await picture();
    const headBefore = (await head('/o/pictures-bike-lanes')).meta('og:image');
    await vote(voters[0]!, 1);
    const oneVote = await picture();
    expect(oneVote.cache).toBe('MISS');
    expect(oneVote.etag).not.toBe(before.etag);
    const headOneVote = await head('/o/pictures-bike-lanes');
    expect(headOneVote.meta('og:image')).not.toBe(headBefore);
    expect(headOneVote.meta('og:image:alt')).toContain('100% agree, 0% neutral, 0% disagree (1 vote)');

    // Strongly Agree to Agree: still 100% agree of 1 vote. Same picture, same address.
    await vote(voters[0]!, 2);
    const sameFigures = await picture();
    expect({ cache: sameFigures.cache, etag: sameFigures.etag }).toEqual({ cache: 'HIT', etag: oneVote.etag });
    expect((await head('/o/pictures-bike-lanes')).meta('og:image')).toBe(headOneVote.meta('og:image'));

    await vote(voters[1]!, 5);
    const split = await picture();
    expect(split.cache).toBe('MISS');
    expect(split.etag).not.toBe(oneVote.etag);
    expect(await sharp(split.body).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect((await head('/o/pictures-bike-lanes')).meta('og:image:alt')).toContain('50% agree, 0% neutral, 50% disagree (2 votes)');
  });

  it('unknown and removed opinions have no picture (404, 410); a deleted one has its title without the split', async () => {
    const unknown = await picture('/o/no-such-opinion/preview.png');
    expect(unknown.response.status).toBe(404);
    expect(unknown.response.headers.get('content-type')).toMatch(/^application\/json/);
    const removed = await picture('/o/pictures-removed/preview.png');
    expect(removed.response.status).toBe(410);
    expect(removed.response.headers.get('content-type')).toMatch(/^application\/json/);
    const deleted = await picture('/o/pictures-deleted/preview.png');
    expect(deleted.response.status).toBe(200);
    expect(await sharp(deleted.body).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect((await head('/o/pictures-deleted')).meta('og:image:alt')).toBe('“A deleted opinion”: a deleted opinion on Opinio');
    const bad = await get('/o/%E0%A4%A/preview.png');
    expect(bad.status).toBe(404);
    const post = await fetch(`${t.url}/o/pictures-bike-lanes/preview.png`, { method: 'POST', headers: { 'X-Forwarded-For': t.clientAddress } });
    expect(post.status).toBe(405);
  });

  it("the site's picture: a 1200 x 630 PNG, drawn once per process", async () => {
    const first = await picture('/preview.png');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/png');
    expect(await sharp(first.body).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const again = await picture('/preview.png');
    expect({ cache: again.cache, etag: again.etag }).toEqual({ cache: 'HIT', etag: first.etag });
  });
});
