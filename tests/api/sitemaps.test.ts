// The sitemap and robots.txt (docs/product.md#link-previews): /sitemap.xml indexes files of at
// most N addresses (2 here, 50,000 in production), each file a run of ids; they list what anyone
// can see and nothing else: no removed, deleted or quiz opinions, no deleted encyclopedia items,
// and only the profiles of members who show in public under their name. Every document is read
// with a strict XML reader. Over real HTTP, on one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childTexts, parseXml, type XmlElement } from '../support/xml-reading.ts';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';
import { oneDatabaseKind } from '../support/test-database.ts';

const ORIGIN = 'https://opinio.example';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

describe.each(oneDatabaseKind())('sitemap on %s', (kind) => {
  let t: TestApp;

  async function comment(opinionId: number, authorId: number, state: { deletedAt?: Date; hiddenAt?: Date } = {}) {
    const thread = await t.prisma.commentThread.upsert({ where: { opinionId }, create: { key: `opinion:${opinionId}`, opinionId }, update: {} });
    await t.prisma.comment.create({ data: { threadId: thread.id, authorId, source: 'text', bodyHtml: '<p>text</p>', ...state } });
  }

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { PUBLIC_URL: ORIGIN }, sitemapUrlsPerFile: 2 });
    const topic = await createTopic(t.prisma, { slug: 'maps-cities', title: 'Cities' });
    await createTopic(t.prisma, { slug: "maps-o'clock", title: 'Time' });
    const author = await t.createUserWithSession('maps_author');
    const removedAuthor = await t.createUserWithSession('maps_removed_author');
    // Ids 1-2 are file 1, 3-4 file 2, 5-6 file 3: file 2 holds nothing anyone can see.
    await createOpinion(t.prisma, { id: 1, slug: 'maps-public-one', title: 'Public one', topicIds: [topic.id] });
    await createOpinion(t.prisma, { id: 2, slug: 'maps-removed', title: 'Removed', removedAt: new Date(), createdById: removedAuthor.userId });
    await createOpinion(t.prisma, { id: 3, slug: 'maps-deleted', title: 'Deleted', deleted: true, deletedAt: new Date() });
    await createOpinion(t.prisma, { id: 4, slug: 'maps-quiz-statement', title: 'A quiz statement' });
    await createOpinion(t.prisma, { id: 5, slug: 'maps-public-two', title: 'Public two', createdById: author.userId });
    await createOpinion(t.prisma, { id: 6, slug: 'maps-public-three', title: 'Public three' });
    const quiz = await t.prisma.quiz.create({ data: { slug: 'maps-quiz', title: 'Quiz', reportName: 'ownership' } });
    await t.prisma.quizItem.create({ data: { quizId: quiz.id, opinionId: 4, position: 0, reportName: 'ownership', element: 0, direction: 1 } });

    await t.prisma.convo.create({ data: { slug: 'maps-question', title: 'A question' } });
    await t.prisma.convo.create({ data: { slug: 'maps-deleted-question', title: 'Gone', deletedAt: new Date() } });
    await t.prisma.person.create({ data: { slug: 'maps-person', name: 'A Person' } });
    await t.prisma.person.create({ data: { slug: 'maps-deleted-person', name: 'Gone', deletedAt: new Date() } });
    await t.prisma.tag.create({ data: { slug: 'maps-tag', title: 'A tag' } });
    await t.prisma.tag.create({ data: { slug: 'maps-deleted-tag', title: 'Gone', deletedAt: new Date() } });

    const writer = await t.createUserWithSession('maps_writer');
    await comment(1, writer.userId);
    const voter = await t.createUserWithSession('maps_voter');
    expect((await t.rest('POST', '/api/opinion/vote', { id: 1, rating: 2 }, { cookie: voter.cookie })).status).toBe(200);
    await comment(1, (await t.createUserWithSession('maps_deleted_comment')).userId, { deletedAt: new Date() });
    await comment(1, (await t.createUserWithSession('maps_hidden_comment')).userId, { hiddenAt: new Date() });
    await comment(1, (await t.createUserWithSession('[deleted]')).userId);
  });

  afterAll(async () => {
    await t.dispose();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { headers: { 'X-Forwarded-For': t.clientAddress, ...headers } });

  async function xmlAt(path: string): Promise<{ root: XmlElement; text: string }> {
    const response = await get(path);
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    return { root: parseXml(text), text };
  }

  /** Every file the index lists, and every address in them. */
  async function everything() {
    const { root: index } = await xmlAt('/sitemap.xml');
    const files = childTexts(index.children, 'loc') as string[];
    const urls: Array<{ loc: string; lastmod: string | null }> = [];
    for (const file of files) {
      const { root } = await xmlAt(file.slice(ORIGIN.length));
      expect(root.name).toBe('urlset');
      expect(root.attributes.xmlns).toBe(NAMESPACE);
      expect(root.children.length).toBeGreaterThan(0);
      expect(root.children.length).toBeLessThanOrEqual(2);
      urls.push(...root.children.map((url) => ({ loc: childTexts([url], 'loc')[0]!, lastmod: childTexts([url], 'lastmod')[0] })));
    }
    return { index, files, urls, locs: urls.map((url) => url.loc) };
  }

  it('robots.txt keeps crawlers to the public pages and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const path of ['/internal/', '/api/', '/graphql', '/settings/']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/opinio\.example\/sitemap\.xml$/m);
  });

  it('the index lists the files that hold something, absolute, with the newest change where there is a date', async () => {
    const { index, files } = await everything();
    expect(index.name).toBe('sitemapindex');
    expect(index.attributes.xmlns).toBe(NAMESPACE);
    expect(index.children.every((child) => child.name === 'sitemap')).toBe(true);
    expect(files).toEqual(expect.arrayContaining([`${ORIGIN}/sitemaps/opinions-1.xml`, `${ORIGIN}/sitemaps/opinions-3.xml`, `${ORIGIN}/sitemaps/pages-1.xml`, `${ORIGIN}/sitemaps/topics-1.xml`, `${ORIGIN}/sitemaps/questions-1.xml`, `${ORIGIN}/sitemaps/people-1.xml`, `${ORIGIN}/sitemaps/tags-1.xml`]));
    expect(files).not.toContain(`${ORIGIN}/sitemaps/opinions-2.xml`);
    expect(files.some((file) => /\/sitemaps\/profiles-\d+\.xml$/.test(file))).toBe(true);
    const opinionFile = index.children.find((child) => childTexts([child], 'loc')[0] === `${ORIGIN}/sitemaps/opinions-3.xml`)!;
    expect(childTexts([opinionFile], 'lastmod')[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('lists every public opinion, topic, question, person, tag and listing page, and nothing removed, deleted or private', async () => {
    const { locs, urls } = await everything();
    for (const path of ['/o/maps-public-one', '/o/maps-public-two', '/o/maps-public-three', '/t/maps-cities', "/t/maps-o'clock", '/questions/maps-question', '/people/maps-person', '/tags/maps-tag', '/', '/topics', '/questions']) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    for (const path of ['/o/maps-removed', '/o/maps-deleted', '/o/maps-quiz-statement', '/questions/maps-deleted-question', '/people/maps-deleted-person', '/tags/maps-deleted-tag']) {
      expect(locs).not.toContain(`${ORIGIN}${path}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
    expect(urls.find((url) => url.loc === `${ORIGIN}/o/maps-public-one`)!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(urls.find((url) => url.loc === `${ORIGIN}/questions/maps-question`)!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('lists the profiles of members who write in public only, without dates', async () => {
    const { urls } = await everything();
    const profiles = urls.filter((url) => url.loc.startsWith(`${ORIGIN}/u/`));
    expect(profiles.map((url) => url.loc).sort()).toEqual([`${ORIGIN}/u/maps_author`, `${ORIGIN}/u/maps_writer`]);
    expect(profiles.every((url) => url.lastmod === null)).toBe(true);
  });

  it('escapes what XML needs escaped', async () => {
    const { text } = await xmlAt('/sitemaps/topics-1.xml');
    expect(text).toContain('<loc>https://opinio.example/t/maps-o&apos;clock</loc>');
  });

  it('answers 404 for a file that holds nothing or does not exist', async () => {
    for (const path of ['/sitemaps/opinions-2.xml', '/sitemaps/opinions-0.xml', '/sitemaps/opinions-99.xml', '/sitemaps/secrets-1.xml', '/sitemaps/opinions-1', '/sitemaps/opinions-99999999999.xml']) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('goes out gzipped to a client that accepts it, with a cache lifetime', async () => {
    const response = await get('/sitemaps/opinions-3.xml', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    // fetch decompresses: the text is the file.
    expect(childTexts(parseXml(await response.text()).children, 'loc')).toEqual([`${ORIGIN}/o/maps-public-two`, `${ORIGIN}/o/maps-public-three`]);
  });
});
