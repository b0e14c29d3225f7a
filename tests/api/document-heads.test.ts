// Shared links preview as what they point at (docs/product.md#link-previews): the page shell for
// an opinion, topic, profile, question, person or tag carries its title, description, canonical
// address, Open Graph and Twitter tags, with the real status: 404 unknown, 410 removed. Over real
// HTTP with a stand-in client build, on one database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';
import { oneDatabaseKind } from '../support/test-database.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Opinio: vote on opinions, see how people think, and discover your Opinion DNA." />
    <title data-shell>Opinio</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe.each(oneDatabaseKind())('document heads on %s', (kind) => {
  let t: TestApp;
  let client = '';

  beforeAll(async () => {
    client = mkdtempSync(join(tmpdir(), 'opinio-shell-'));
    writeFileSync(join(client, 'index.html'), SHELL);
    t = await createTestApp({ kind, clientDirectory: client, env: { PUBLIC_URL: 'https://opinio.example' } });
    const topic = await createTopic(t.prisma, { slug: 'heads-cities', title: 'Cities & towns', description: 'Where people live.' });
    await createOpinion(t.prisma, { slug: 'heads-bike-lanes', title: 'Cities need more <bike> lanes', tidbit: 'Cycling is "cheap" & healthy.', topicIds: [topic.id] });
    await createOpinion(t.prisma, { slug: 'heads-removed', title: 'A removed opinion', removedAt: new Date() });
    await t.createUserWithSession('heads_reader', { fullName: 'Hedda Reader', bio: 'Reads everything.' });
  });

  afterAll(async () => {
    await t.dispose();
    rmSync(client, { recursive: true, force: true });
  });

  const page = async (path: string, acceptEncoding = 'identity') => {
    const response = await fetch(`${t.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding, 'X-Forwarded-For': t.clientAddress } });
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

  it('an opinion: its title (escaped), tidbit, canonical address and preview tags, one title', async () => {
    const { status, html } = await page('/o/heads-bike-lanes');
    expect(status).toBe(200);
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('<title data-shell>Cities need more &lt;bike&gt; lanes - Opinio</title>');
    expect(meta(html, 'description')).toBe('Cycling is &quot;cheap&quot; &amp; healthy.');
    expect(html).toContain('<link rel="canonical" href="https://opinio.example/o/heads-bike-lanes" />');
    expect(meta(html, 'og:title')).toBe('Cities need more &lt;bike&gt; lanes - Opinio');
    expect(meta(html, 'og:url')).toBe('https://opinio.example/o/heads-bike-lanes');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'twitter:card')).toMatch(/^summary/);
    expect(meta(html, 'robots')).toBeNull();
    expect(html).toContain('<div id="root"></div>');
  });

  it('unknown items are 404 and removed opinions 410, each still the page shell (the client shows the message)', async () => {
    for (const path of ['/o/no-such-opinion', '/t/no-such-topic', '/u/no_such_person', '/questions/no-such-question', '/people/no-such-person', '/tags/no-such-tag']) {
      const { status, html } = await page(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(meta(html, 'robots')).toBe('noindex');
      expect(html).toContain('<div id="root"></div>');
    }
    const removed = await page('/o/heads-removed');
    expect(removed.status).toBe(410);
    expect(removed.html).not.toContain('A removed opinion');
  });

  it('a topic and a profile; fixed pages get their own titles; other addresses the shell as built', async () => {
    const topic = await page('/t/heads-cities');
    expect(topic.html).toContain('<title data-shell>Cities &amp; towns - Opinio</title>');
    expect(meta(topic.html, 'description')).toBe('Where people live.');
    const profile = await page('/u/heads_reader');
    expect(profile.status).toBe(200);
    expect(profile.html).toContain('<title data-shell>Hedda Reader - Opinio</title>');
    expect(meta(profile.html, 'og:type')).toBe('profile');
    const questions = await page('/questions');
    expect(questions.html).toContain('<title data-shell>Questions - Opinio</title>');
    // Screens that sit where an item's address would: the shell as built, 200.
    for (const path of ['/settings/details', '/questions/new', '/questions/requests', '/people/new', '/tags/new']) {
      const screen = await page(path);
      expect({ path, status: screen.status }).toEqual({ path, status: 200 });
      expect(screen.html).toBe(SHELL);
    }
  });

  it('varies by Accept-Encoding; this shell, under 1 KB, goes out as it is (tests/api/compression.test.ts has the compressed shell)', async () => {
    const response = await fetch(`${t.url}/o/heads-bike-lanes`, { headers: { 'Accept-Encoding': 'gzip', 'X-Forwarded-For': t.clientAddress } });
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toContain('Cities need more &lt;bike&gt; lanes - Opinio');
  });
});
