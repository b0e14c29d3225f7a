// Site pages and articles (docs/product.md#site-pages) over GraphQL on both databases: everyone
// reads the built-in privacy, cookie and terms pages; AdminHub users list them, create articles,
// save new versions (sanitized, a revision and an audit entry each, a note saying what changed)
// and restore earlier ones; a save from a version someone else has since replaced is refused
// (409), also when two arrive at once; nobody else can do any of it; bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const PAGE = `query($slug: String!) { sitePage(slug: $slug) { __typename ... on Error { message } ... on QuerySitePageSuccess { data { slug title html edited updatedAt } } } }`;
const PAGE_FIELDS = `page { slug path title builtIn edited updatedAt lastEditorUsername revisionId }`;
const ANSWER = `__typename ... on Error { message } ... on AuthError { status }`;
const WRITE_ANSWER = `${ANSWER} ... on ValidationError { fieldErrors { path message } }`;
const LIST = `query($search: String, $first: Int, $after: String) { sitePages(search: $search, first: $first, after: $after) { ${ANSWER}
  ... on QuerySitePagesSuccess { data { hasNextPage endCursor items { slug path title builtIn edited lastEditorUsername revisionId } } } } }`;
const EDITOR = `query($slug: String!) { adminSitePage(slug: $slug) { ${ANSWER} ... on QueryAdminSitePageSuccess { data { html ${PAGE_FIELDS} } } } }`;
const CREATE = `mutation($slug: String!, $title: String!, $body: String!, $note: String!) { createSitePage(slug: $slug, title: $title, body: $body, note: $note) {
  ${WRITE_ANSWER} ... on MutationCreateSitePageSuccess { data { html ${PAGE_FIELDS} } } } }`;
const SAVE = `mutation($slug: String!, $title: String!, $body: String!, $note: String!, $base: Int!) {
  saveSitePage(slug: $slug, title: $title, body: $body, note: $note, baseRevisionId: $base) { ${WRITE_ANSWER} ... on MutationSaveSitePageSuccess { data { html ${PAGE_FIELDS} } } } }`;
const RESTORE = `mutation($slug: String!, $revisionId: Int!, $base: Int!, $note: String!) {
  restoreSitePageRevision(slug: $slug, revisionId: $revisionId, baseRevisionId: $base, note: $note) { ${WRITE_ANSWER} ... on MutationRestoreSitePageRevisionSuccess { data { html ${PAGE_FIELDS} } } } }`;
const REVISIONS = `query($slug: String!, $first: Int, $after: String) { sitePageRevisions(slug: $slug, first: $first, after: $after) { ${ANSWER}
  ... on QuerySitePageRevisionsSuccess { data { hasNextPage endCursor items { databaseId kind authorUsername title note createdAt restoredFromId } } } } }`;
const VERSION = `query($slug: String!, $revisionId: Int!) { sitePageVersion(slug: $slug, revisionId: $revisionId) { ${ANSWER}
  ... on QuerySitePageVersionSuccess { data { html revision { databaseId kind title note } } } } }`;
const PREVIEW = `query($body: String!) { sitePagePreview(body: $body) { ${ANSWER} ... on QuerySitePagePreviewSuccess { data } } }`;
const AUDIT = `query { auditLog(first: 50) { ... on QueryAuditLogSuccess { data { items { actorUsername action targetType targetId targetLabel before after note } } } } }`;

type Revision = { databaseId: number; kind: string; authorUsername: string | null; title: string; note: string; restoredFromId: number | null };

describe.each(testDatabaseKinds())('site pages on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let otherAdmin: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    ({ cookie: admin } = await t.createUserWithSession('pages_admin', { adminHub: true }));
    ({ cookie: otherAdmin } = await t.createUserWithSession('pages_other', { adminHub: true }));
    ({ cookie: member } = await t.createUserWithSession('pages_member'));
  }, 60_000);
  afterAll(() => t?.dispose());

  const editor = async (slug: string) => (await t.graphql(EDITOR, { slug }, { cookie: admin })).data!.adminSitePage;
  const save = (variables: { slug: string; title: string; body: string; note: string; base: number }, cookie: string | null = admin) =>
    t.graphql(SAVE, variables, cookie === null ? {} : { cookie }).then((answer) => answer.data!.saveSitePage);
  const restore = (variables: { slug: string; revisionId: number; base: number; note: string }, cookie: string | null = admin) =>
    t.graphql(RESTORE, variables, cookie === null ? {} : { cookie }).then((answer) => answer.data!.restoreSitePageRevision);
  const create = (variables: { slug: string; title: string; body: string; note: string }, cookie: string | null = admin) =>
    t.graphql(CREATE, variables, cookie === null ? {} : { cookie }).then((answer) => answer.data!.createSitePage);
  const history = async (slug: string, first?: number, after?: string) =>
    (await t.graphql(REVISIONS, { slug, first, after }, { cookie: admin })).data!.sitePageRevisions;
  const auditOf = async (slug: string) => {
    const items = (await t.graphql(AUDIT, {}, { cookie: admin })).data!.auditLog.data.items as Array<{ targetLabel: string; action: string }>;
    return items.filter((entry) => entry.targetLabel.endsWith(`(${slug})`)).reverse();
  };
  /** Everything a refused write could have touched. */
  const footprint = async () => ({
    articles: await t.prisma.article.findMany({ orderBy: { id: 'asc' } }),
    revisions: await t.prisma.revision.count(),
    audit: await t.prisma.auditEntry.count(),
  });

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
    expect((await editor('no-such-page')).__typename).toBe('NotFoundError');
    expect((await history('no-such-page')).__typename).toBe('NotFoundError');
  });

  it('lists the built-in pages at revision 0 before anyone saves them, with their addresses', async () => {
    const list = (await t.graphql(LIST, {}, { cookie: admin })).data!.sitePages.data;
    expect(list.items).toEqual([
      { slug: 'cookies', path: '/cookies', title: 'Cookies', builtIn: true, edited: false, lastEditorUsername: null, revisionId: 0 },
      { slug: 'how-we-choose-opinions', path: '/article/how-we-choose-opinions', title: 'How we choose opinions', builtIn: true, edited: false, lastEditorUsername: null, revisionId: 0 },
      { slug: 'privacy', path: '/privacy', title: 'Privacy', builtIn: true, edited: false, lastEditorUsername: null, revisionId: 0 },
      { slug: 'terms-of-service', path: '/terms-of-service', title: 'Terms of service', builtIn: true, edited: false, lastEditorUsername: null, revisionId: 0 },
    ]);
    const page = await editor('cookies');
    expect(page.data.page).toMatchObject({ revisionId: 0, edited: false, updatedAt: null });
    expect(page.data.html).toMatch(/opinio_session_device/);
    expect((await history('cookies')).data.items).toEqual([
      { databaseId: 0, kind: 'BUILT_IN', authorUsername: null, title: 'Cookies', note: '', createdAt: null, restoredFromId: null },
    ]);
  });

  it('saves a version sanitized with its note, keeps every version, and records who did it', async () => {
    const body = '<h2>Our promise</h2><p onclick="steal()">We keep <strong>little</strong>.<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>';
    const first = await save({ slug: 'privacy', title: ' Privacy notice ', body, note: ' Shorter ', base: 0 });
    expect(first.data.page).toMatchObject({ slug: 'privacy', path: '/privacy', title: 'Privacy notice', edited: true, builtIn: true, lastEditorUsername: 'pages_admin' });
    expect(first.data.html).toBe('<h2>Our promise</h2><p>We keep <strong>little</strong>.</p><a rel="nofollow noopener">x</a>');
    const firstId: number = first.data.page.revisionId;
    expect(firstId).toBeGreaterThan(0);
    expect((await t.graphql(PAGE, { slug: 'privacy' })).data!.sitePage.data).toMatchObject({ title: 'Privacy notice', html: first.data.html, edited: true });
    expect((await editor('privacy')).data).toMatchObject({ html: first.data.html, page: { revisionId: firstId, lastEditorUsername: 'pages_admin' } });
  }, 30_000);

  it('needs the version the edit started from, and refuses a save from an older one (409), writing nothing', async () => {
    const current = (await editor('privacy')).data.page.revisionId as number;
    const second = await save({ slug: 'privacy', title: 'Privacy', body: '<p>Second version</p>', note: 'Back to the old title', base: current }, otherAdmin);
    expect(second.data.page).toMatchObject({ title: 'Privacy', lastEditorUsername: 'pages_other' });
    const before = await footprint();
    // The first admin still has the editor open at `current`.
    const stale = await save({ slug: 'privacy', title: 'Privacy', body: '<p>My own version</p>', note: 'Mine', base: current });
    expect(stale).toMatchObject({ __typename: 'ConflictError', message: 'pages_other saved this page after you opened it, so your changes were not saved' });
    // Revision 0 of a page that has been saved is stale too.
    expect((await save({ slug: 'privacy', title: 'Privacy', body: '<p>Mine</p>', note: 'Mine', base: 0 })).__typename).toBe('ConflictError');
    expect(await footprint()).toEqual(before);

    const revisions: Revision[] = (await history('privacy')).data.items;
    expect(revisions.map((revision) => [revision.kind, revision.title, revision.note, revision.authorUsername])).toEqual([
      ['EDITED', 'Privacy', 'Back to the old title', 'pages_other'],
      ['EDITED', 'Privacy notice', 'Shorter', 'pages_admin'],
      ['BUILT_IN', 'Privacy', '', null],
    ]);
    // The first save kept the built-in text as its "before".
    const first = await t.prisma.revision.findUniqueOrThrow({ where: { id: revisions[1].databaseId } });
    expect(JSON.stringify(first.before)).toMatch(/yours alone/);
    const log = await auditOf('/privacy');
    expect(log).toEqual([
      expect.objectContaining({ action: 'article.edited', actorUsername: 'pages_admin', targetType: 'Article', note: 'Shorter', before: JSON.stringify({ title: 'Privacy', revision: 0 }), after: JSON.stringify({ title: 'Privacy notice', revision: revisions[1].databaseId }) }),
      expect.objectContaining({ action: 'article.edited', actorUsername: 'pages_other', note: 'Back to the old title', before: JSON.stringify({ title: 'Privacy notice', revision: revisions[1].databaseId }) }),
    ]);
  }, 30_000);

  it('lets exactly one of two saves from the same version through, also when they arrive together', async () => {
    // Round 0 is the page's first save (no row yet), the others updates of its row.
    const slug = 'terms-of-service';
    for (let round = 0; round < 4; round += 1) {
      const base = (await editor(slug)).data.page.revisionId as number;
      const answers = await Promise.all([
        save({ slug, title: 'Terms', body: `<p>From the first admin at ${base}</p>`, note: 'First', base }),
        save({ slug, title: 'Terms', body: `<p>From the second admin at ${base}</p>`, note: 'Second', base }, otherAdmin),
      ]);
      expect(answers.map((answer) => answer.__typename).sort()).toEqual(['ConflictError', 'MutationSaveSitePageSuccess']);
      const winner = answers.find((answer) => answer.__typename === 'MutationSaveSitePageSuccess')!;
      expect((await editor(slug)).data).toMatchObject({ html: winner.data.html, page: { revisionId: winner.data.page.revisionId } });
    }
    expect((await history(slug)).data.items).toHaveLength(5);
    expect(await auditOf('/terms-of-service')).toHaveLength(4);
  }, 30_000);

  it('shows and restores an earlier version, or the built-in text, as a new revision', async () => {
    const [latest, older] = (await history('privacy')).data.items as Revision[];
    const viewed = (await t.graphql(VERSION, { slug: 'privacy', revisionId: older.databaseId }, { cookie: admin })).data!.sitePageVersion.data;
    expect(viewed).toMatchObject({ html: expect.stringContaining('Our promise'), revision: { databaseId: older.databaseId, title: 'Privacy notice', note: 'Shorter' } });

    const restored = await restore({ slug: 'privacy', revisionId: older.databaseId, base: latest.databaseId, note: 'The short one was better' });
    expect(restored.data).toMatchObject({ html: viewed.html, page: { title: 'Privacy notice' } });
    expect((await t.graphql(PAGE, { slug: 'privacy' })).data!.sitePage.data).toMatchObject({ title: 'Privacy notice', html: viewed.html });
    const [newest] = (await history('privacy')).data.items as Revision[];
    expect(newest).toMatchObject({ kind: 'RESTORED', restoredFromId: older.databaseId, note: 'The short one was better', authorUsername: 'pages_admin' });

    // Restoring from a stale view is refused like a save; restoring what the page already says changes nothing.
    expect((await restore({ slug: 'privacy', revisionId: 0, base: latest.databaseId, note: 'Stale' })).__typename).toBe('ConflictError');
    expect(await restore({ slug: 'privacy', revisionId: older.databaseId, base: newest.databaseId, note: 'Again' })).toMatchObject({
      __typename: 'ValidationError',
      message: 'The page already reads like this: there is nothing to save',
    });

    const builtIn = await restore({ slug: 'privacy', revisionId: 0, base: newest.databaseId, note: 'Back to the built-in text' });
    expect(builtIn.data.page).toMatchObject({ title: 'Privacy' });
    expect((await t.graphql(PAGE, { slug: 'privacy' })).data!.sitePage.data.html).toMatch(/yours alone/);
    expect(((await history('privacy')).data.items as Revision[])[0]).toMatchObject({ kind: 'RESTORED', restoredFromId: 0 });
    const log = await auditOf('/privacy');
    expect(log.slice(-2)).toEqual([
      expect.objectContaining({ action: 'article.restored', note: 'The short one was better', after: JSON.stringify({ title: 'Privacy notice', revision: newest.databaseId, restoredFrom: older.databaseId }) }),
      expect.objectContaining({ action: 'article.restored', note: 'Back to the built-in text' }),
    ]);
  }, 30_000);

  it('answers NotFound for a version that is not one of the page’s', async () => {
    const [other] = (await history('terms-of-service')).data.items as Revision[];
    for (const [slug, revisionId] of [['privacy', other.databaseId], ['privacy', 999_999], ['privacy', -1], ['no-such-page', 0]] as const) {
      expect((await t.graphql(VERSION, { slug, revisionId }, { cookie: admin })).data!.sitePageVersion.__typename, `${slug} ${revisionId}`).toBe('NotFoundError');
      const base = (await editor('privacy')).data.page.revisionId as number;
      expect((await restore({ slug, revisionId, base, note: 'x' })).__typename).toBe('NotFoundError');
    }
  });

  it('pages through a history and the list, the built-in text last', async () => {
    let base = (await editor('cookies')).data.page.revisionId as number;
    for (const version of [1, 2, 3]) {
      base = (await save({ slug: 'cookies', title: 'Cookies', body: `<p>Version ${version}</p>`, note: `Version ${version}`, base })).data.page.revisionId;
    }
    const seen: Revision[] = [];
    let after: string | undefined;
    for (let round = 0; round < 3; round += 1) {
      const page = (await history('cookies', 2, after)).data;
      seen.push(...page.items);
      expect(page.hasNextPage).toBe(round < 1);
      after = page.endCursor;
      if (!page.hasNextPage) break;
    }
    expect(seen.map((revision) => revision.note)).toEqual(['Version 3', 'Version 2', 'Version 1', '']);
    expect(seen.at(-1)!.kind).toBe('BUILT_IN');
    expect((await history('cookies', 51)).__typename).toBe('ValidationError');
    expect((await history('cookies', 2, 'not a cursor')).__typename).toBe('ValidationError');

    const slugs: string[] = [];
    let listAfter: string | null = null;
    do {
      const page: { items: Array<{ slug: string }>; hasNextPage: boolean; endCursor: string | null } = (
        await t.graphql(LIST, { first: 3, after: listAfter }, { cookie: admin })
      ).data!.sitePages.data;
      slugs.push(...page.items.map((item) => item.slug));
      listAfter = page.hasNextPage ? page.endCursor : null;
    } while (listAfter);
    expect(slugs).toEqual([...slugs].sort());
    expect(slugs).toEqual(expect.arrayContaining(['cookies', 'how-we-choose-opinions', 'privacy', 'terms-of-service']));
    expect(new Set(slugs).size).toBe(slugs.length);
    const found = (await t.graphql(LIST, { search: 'COOK' }, { cookie: admin })).data!.sitePages.data.items;
    expect(found).toEqual([expect.objectContaining({ slug: 'cookies', edited: true, lastEditorUsername: 'pages_admin', revisionId: base })]);
    expect((await t.graphql(LIST, { search: '100%_' }, { cookie: admin })).data!.sitePages.data.items).toEqual([]);
  }, 60_000);

  it('creates an article at a free address, and refuses a taken, reserved or malformed one', async () => {
    const created = await create({ slug: 'our-methods', title: 'Our methods', body: '<p>How we count</p><script>x()</script>', note: 'First version' });
    expect(created.data).toMatchObject({ html: '<p>How we count</p>', page: { slug: 'our-methods', path: '/article/our-methods', builtIn: false, edited: true } });
    expect((await t.graphql(PAGE, { slug: 'our-methods' })).data!.sitePage.data).toMatchObject({ title: 'Our methods', html: '<p>How we count</p>' });
    expect((await history('our-methods')).data.items).toEqual([expect.objectContaining({ kind: 'CREATED', note: 'First version', authorUsername: 'pages_admin' })]);
    expect(await auditOf('/article/our-methods')).toEqual([expect.objectContaining({ action: 'article.created', note: 'First version' })]);
    expect((await t.graphql(LIST, { search: 'methods' }, { cookie: admin })).data!.sitePages.data.items).toEqual([
      expect.objectContaining({ slug: 'our-methods', builtIn: false, revisionId: created.data.page.revisionId }),
    ]);

    const before = await footprint();
    const refusals: Array<[slug: string, message: RegExp]> = [
      ['our-methods', /A page already has this address \(\/article\/our-methods\)/],
      ['privacy', /A page already has this address \(\/privacy\)/],
      ['how-we-choose-opinions', /A page already has this address/],
      ['opinion-dna-premium', /belongs to a page of the app/],
      ['Our Methods', /lower-case letters, digits and single hyphens/],
      ['our--methods', /lower-case letters/],
      ['-methods', /lower-case letters/],
      ['x'.repeat(101), /lower-case letters/],
    ];
    for (const [slug, message] of refusals) {
      const answer = await create({ slug, title: 'Title', body: '<p>x</p>', note: 'New' });
      expect(answer.__typename, slug).toBe('ValidationError');
      expect(answer.fieldErrors).toEqual([{ path: ['slug'], message: expect.stringMatching(message) }]);
    }
    expect(await footprint()).toEqual(before);
  });

  it('creates one article when two admins take the same address at once', async () => {
    const answers = await Promise.all([
      create({ slug: 'race-for-it', title: 'First', body: '<p>First</p>', note: 'First' }),
      create({ slug: 'race-for-it', title: 'Second', body: '<p>Second</p>', note: 'Second' }, otherAdmin),
    ]);
    const typenames = answers.map((answer) => answer.__typename);
    expect(typenames.filter((name) => name === 'MutationCreateSitePageSuccess')).toHaveLength(1);
    expect(typenames.filter((name) => name !== 'MutationCreateSitePageSuccess')[0]).toMatch(/^(ConflictError|ValidationError)$/);
    expect(await t.prisma.article.count({ where: { slug: 'race-for-it' } })).toBe(1);
    expect((await history('race-for-it')).data.items).toHaveLength(1);
  });

  it('refuses bad titles, texts and notes with each problem under its field, and unknown pages, writing nothing', async () => {
    const before = await footprint();
    const base = (await editor('how-we-choose-opinions')).data.page.revisionId as number;
    const cases: Array<[title: string, body: string, note: string, fields: string[]]> = [
      ['', '<p>x</p>', 'Note', ['title']],
      ['x'.repeat(121), '<p>x</p>', 'Note', ['title']],
      ['Title', '<script>only()</script>', 'Note', ['body']],
      ['Title', 'x'.repeat(100_001), 'Note', ['body']],
      ['Title', '<p>x</p>', '   ', ['note']],
      ['Title', '<p>x</p>', 'n'.repeat(201), ['note']],
      ['', '', '', ['title', 'body', 'note']],
    ];
    for (const [title, body, note, fields] of cases) {
      const answer = await save({ slug: 'how-we-choose-opinions', title, body, note, base });
      expect(answer.__typename, `${title.slice(0, 5)} / ${body.slice(0, 10)} / ${note.slice(0, 5)}`).toBe('ValidationError');
      expect(answer.fieldErrors.map((problem: { path: string[] }) => problem.path[0])).toEqual(fields);
      expect((await create({ slug: 'fine-address', title, body, note })).__typename).toBe('ValidationError');
    }
    const page = await editor('how-we-choose-opinions');
    expect((await save({ slug: 'how-we-choose-opinions', title: page.data.page.title, body: page.data.html, note: 'Nothing', base })).message).toBe(
      'The page already reads like this: there is nothing to save',
    );
    expect((await save({ slug: 'never-created', title: 'Title', body: '<p>x</p>', note: 'Note', base: 0 })).__typename).toBe('NotFoundError');
    expect((await save({ slug: 'opinion-dna-premium', title: 'Title', body: '<p>x</p>', note: 'Note', base: 0 })).__typename).toBe('NotFoundError');
    expect(await footprint()).toEqual(before);
  });

  it('previews a text through the same allow-list as a save', async () => {
    const answer = (await t.graphql(PREVIEW, { body: '<h2 style="color:red">Hi</h2><img src=x onerror=alert(1)><script>alert(1)</script><p>Ok</p>' }, { cookie: admin })).data!
      .sitePagePreview;
    expect(answer.data).toBe('<h2>Hi</h2><p>Ok</p>');
    expect((await t.graphql(PREVIEW, { body: 'x'.repeat(100_001) }, { cookie: admin })).data!.sitePagePreview.__typename).toBe('ValidationError');
  });

  it('refuses every read and write to members and visitors, writing nothing', async () => {
    const before = await footprint();
    for (const cookie of [member, null]) {
      const options = cookie ? { cookie } : {};
      const status = cookie ? 403 : 401;
      expect((await save({ slug: 'privacy', title: 'Mine', body: '<p>x</p>', note: 'x', base: 0 }, cookie)).status).toBe(status);
      expect((await create({ slug: 'members-page', title: 'Mine', body: '<p>x</p>', note: 'x' }, cookie)).status).toBe(status);
      expect((await restore({ slug: 'privacy', revisionId: 0, base: 0, note: 'x' }, cookie)).status).toBe(status);
      expect((await t.graphql(LIST, {}, options)).data!.sitePages.status).toBe(status);
      expect((await t.graphql(EDITOR, { slug: 'privacy' }, options)).data!.adminSitePage.status).toBe(status);
      expect((await t.graphql(REVISIONS, { slug: 'privacy' }, options)).data!.sitePageRevisions.status).toBe(status);
      expect((await t.graphql(VERSION, { slug: 'privacy', revisionId: 0 }, options)).data!.sitePageVersion.status).toBe(status);
      expect((await t.graphql(PREVIEW, { body: '<p>x</p>' }, options)).data!.sitePagePreview.status).toBe(status);
    }
    expect(await footprint()).toEqual(before);
  });
});
