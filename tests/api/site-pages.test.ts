// Site pages and articles (docs/product.md#site-pages) over GraphQL on both databases: everyone
// reads the built-in privacy, cookie and terms pages; AdminHub users save them (sanitized, a
// revision each, an audit entry); nobody else can; bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const PAGE = `query($slug: String!) { sitePage(slug: $slug) { __typename ... on Error { message } ... on QuerySitePageSuccess { data { slug title html edited updatedAt } } } }`;
const SAVE = `mutation($slug: String!, $title: String!, $body: String!) { saveSitePage(slug: $slug, title: $title, body: $body) {
  __typename ... on Error { message } ... on AuthError { status } ... on MutationSaveSitePageSuccess { data { slug title html edited } } } }`;
const REVISIONS = `query($slug: String!) { sitePageRevisions(slug: $slug) { __typename ... on AuthError { status } ... on QuerySitePageRevisionsSuccess { data { authorUsername title html } } } }`;

describe.each(testDatabaseKinds())('site pages on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    ({ cookie: admin } = await t.createUserWithSession('pages_admin', { adminHub: true }));
    ({ cookie: member } = await t.createUserWithSession('pages_member'));
  }, 60_000);
  afterAll(() => t?.dispose());

  it.each([
    ['privacy', 'Privacy', /Your rating of an opinion, your personal details and your reports are yours alone/],
    ['cookies', 'Cookies', /opinio_session_device/],
    ['terms-of-service', 'Terms of service', /reported by three members is hidden/],
    ['how-we-choose-opinions', 'How we choose opinions', /A real debate/],
  ])('serves the built-in page %s to anyone', async (slug, title, text) => {
    const answer = await t.graphql(PAGE, { slug });
    expect(answer.data!.sitePage.data).toMatchObject({ slug, title, edited: false, updatedAt: null });
    expect(answer.data!.sitePage.data.html).toMatch(text);
  });

  it('answers an unknown or malformed address with NotFound', async () => {
    expect((await t.graphql(PAGE, { slug: 'no-such-page' })).data!.sitePage.__typename).toBe('NotFoundError');
    expect((await t.graphql(PAGE, { slug: '../etc/passwd' })).data!.sitePage.__typename).toBe('NotFoundError');
  });

  it('saves a page sanitized, keeps every version, and records who did it', async () => {
    const body = '<h2>Our promise</h2><p onclick="steal()">We keep <strong>little</strong>.<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>';
    const saved = await t.graphql(SAVE, { slug: 'privacy', title: 'Privacy notice', body }, { cookie: admin });
    expect(saved.data!.saveSitePage.data).toMatchObject({ slug: 'privacy', title: 'Privacy notice', edited: true });
    const html: string = saved.data!.saveSitePage.data.html;
    expect(html).toBe('<h2>Our promise</h2><p>We keep <strong>little</strong>.</p><a rel="nofollow noopener">x</a>');
    expect((await t.graphql(PAGE, { slug: 'privacy' })).data!.sitePage.data).toMatchObject({ title: 'Privacy notice', html, edited: true });
    await t.graphql(SAVE, { slug: 'privacy', title: 'Privacy', body: '<p>Second version</p>' }, { cookie: admin });
    const revisions = (await t.graphql(REVISIONS, { slug: 'privacy' }, { cookie: admin })).data!.sitePageRevisions.data;
    expect(revisions.map((revision: { title: string }) => revision.title)).toEqual(['Privacy', 'Privacy notice']);
    expect(revisions[0].authorUsername).toBe('pages_admin');
    // The first save kept the built-in text as its "before".
    const first = await t.prisma.revision.findFirst({ where: { artifactType: 'ARTICLE', actionName: 'ArticleInit' } });
    expect(JSON.stringify(first!.before)).toMatch(/yours alone/);
    const log = await t.prisma.auditEntry.findMany({ where: { targetType: 'Article' }, orderBy: { id: 'asc' } });
    // The built-in page existed before its first save: both are edits.
    expect(log.map((entry) => entry.action)).toEqual(['article.edited', 'article.edited']);
  });

  it('creates a new article at /article/{slug}', async () => {
    await t.graphql(SAVE, { slug: 'our-methods', title: 'Our methods', body: '<p>How we count</p>' }, { cookie: admin });
    expect((await t.graphql(PAGE, { slug: 'our-methods' })).data!.sitePage.data).toMatchObject({ title: 'Our methods', html: '<p>How we count</p>' });
  });

  it('refuses members, bad addresses, empty or oversized pages, and the offer page address, writing nothing', async () => {
    const before = await t.prisma.article.count();
    expect((await t.graphql(SAVE, { slug: 'privacy', title: 'Mine', body: '<p>x</p>' }, { cookie: member })).data!.saveSitePage).toMatchObject({ __typename: 'AuthError', status: 403 });
    for (const [slug, title, body] of [
      ['Bad Slug', 'Title', '<p>x</p>'],
      ['fine-slug', '', '<p>x</p>'],
      ['fine-slug', 'x'.repeat(121), '<p>x</p>'],
      ['fine-slug', 'Title', '<script>only()</script>'],
      ['fine-slug', 'Title', 'x'.repeat(100_001)],
      ['opinion-dna-premium', 'Title', '<p>x</p>'],
    ]) {
      const answer = await t.graphql(SAVE, { slug, title, body }, { cookie: admin });
      expect(answer.data!.saveSitePage.__typename, `${slug} / ${title.slice(0, 10)}`).toBe('ValidationError');
    }
    expect(await t.prisma.article.count()).toBe(before);
    expect((await t.graphql(REVISIONS, { slug: 'privacy' }, { cookie: member })).data!.sitePageRevisions).toMatchObject({ status: 403 });
  });
});
