// The admin hub's site page editor (docs/product.md#site-pages): the list of pages, a page with
// its text, its versions, a preview through the same sanitizer, and the three writes (a new
// article, a new version, an earlier version restored), each recorded in the audit log. AdminHub
// only. Saving names the version the editor started from: a page saved by someone else since then
// is refused (409) instead of overwritten.
import { InputValidationError } from '@pothos/plugin-validation';
import { AuthError, ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import { cursorPageRef } from '../../schema/cursor-page.ts';
import { actorOf } from './schema.ts';
import type { SitePageRevisionRow, SitePageRow, SitePageText, SitePageVersion } from './service.ts';


const AdminSitePageRef = builder.objectRef<SitePageRow>('AdminSitePage').implement({
  description: 'A site page or article as the admin hub lists it.',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'Its address (privacy, cookies, terms-of-service, or an article’s).' }),
    path: t.exposeString('path', { description: 'Where it is read: /privacy, /cookies, /terms-of-service or /article/{slug}.' }),
    title: t.exposeString('title', { description: 'The title.' }),
    builtIn: t.exposeBoolean('builtIn', { description: 'Whether the page has a built-in text (every deployment starts with it).' }),
    edited: t.exposeBoolean('edited', { description: 'Whether an admin has saved it (otherwise it shows the built-in text).' }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, description: 'Last saved; null for a built-in text never saved.', resolve: (page) => page.updatedAt }),
    lastEditorUsername: t.exposeString('lastEditorUsername', { nullable: true, description: 'Who saved it last; null when never saved.' }),
    revisionId: t.exposeInt('revisionId', {
      description: 'Its newest revision (0: the built-in text, never saved). Pass it as `baseRevisionId` when saving.',
    }),
  }),
});

const AdminSitePageTextRef = builder.objectRef<SitePageText>('AdminSitePageText').implement({
  description: 'A page with its current text, for the editor.',
  fields: (t) => ({
    page: t.field({ type: AdminSitePageRef, description: 'The page.', resolve: (text) => text.page }),
    html: t.exposeString('html', { description: 'The text as saved (sanitized HTML), to edit.' }),
  }),
});

const AdminSitePagesRef = cursorPageRef('AdminSitePages', AdminSitePageRef, 'A page of the site pages, by address.', 'The pages.');

const SitePageRevisionKindEnum = builder.enumType('SitePageRevisionKind', {
  description: 'What a version of a site page was.',
  values: {
    CREATED: { description: 'The first version of a new article.' },
    EDITED: { description: 'A save in the editor.' },
    RESTORED: { description: 'An earlier version brought back (`restoredFromId`).' },
    BUILT_IN: { description: 'The built-in text every deployment starts with (revision 0).' },
  } as const,
});

const SitePageRevisionRef = builder.objectRef<SitePageRevisionRow>('SitePageRevision').implement({
  description: 'One version of a site page in its history.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The revision number (0: the built-in text).' }),
    kind: t.field({ type: SitePageRevisionKindEnum, description: 'What it was.', resolve: (revision) => revision.kind }),
    authorUsername: t.exposeString('authorUsername', { nullable: true, description: 'Who saved it; null for the built-in text.' }),
    title: t.exposeString('title', { description: 'The title saved.' }),
    note: t.exposeString('note', { description: 'What changed, in the author’s words.' }),
    createdAt: t.field({ type: 'DateTime', nullable: true, description: 'When; null for the built-in text.', resolve: (revision) => revision.createdAt }),
    restoredFromId: t.exposeInt('restoredFromId', { nullable: true, description: 'For a restore, the revision it brought back (0: the built-in text).' }),
  }),
});

const SitePageRevisionsRef = cursorPageRef('SitePageRevisions', SitePageRevisionRef, "A page of a site page's versions, newest first.", 'The versions.');

const SitePageVersionRef = builder.objectRef<SitePageVersion>('SitePageVersion').implement({
  description: 'One version of a site page with its text.',
  fields: (t) => ({
    revision: t.field({ type: SitePageRevisionRef, description: 'The version.', resolve: (version) => version.revision }),
    html: t.exposeString('html', { description: 'Its text (sanitized HTML).' }),
  }),
});

const writeErrors = [InputValidationError, ValidationError, AuthError, NotFoundError, ConflictError];

builder.queryFields((t) => ({
  sitePages: t.field({
    type: AdminSitePagesRef,
    description: 'Every site page and article (stored ones and built-in ones never saved), by address. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [AuthError, ValidationError] },
    args: {
      search: t.arg.string({ description: 'Only pages whose address or title contains this.' }),
      first: t.arg.int({ description: 'Page size, 1-50 (20).' }),
      after: t.arg.string({ description: "The previous page's endCursor." }),
    },
    complexity: FIELD_COST.statement,
    resolve: (_root, args, context) => context.services.admin.sitePages({ search: args.search, first: args.first, after: args.after }),
  }),
  adminSitePage: t.field({
    type: AdminSitePageTextRef,
    description: 'A site page with its current text and newest revision, to edit. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [AuthError, NotFoundError] },
    args: { slug: t.arg.string({ required: true, description: 'Its address.' }) },
    complexity: FIELD_COST.statement,
    resolve: (_root, args, context) => context.services.admin.sitePage(args.slug),
  }),
  sitePageRevisions: t.field({
    type: SitePageRevisionsRef,
    description: "A page's versions, newest first; a page with a built-in text ends with it (revision 0). AdminHub only.",
    authScopes: { adminHub: true },
    errors: { types: [AuthError, NotFoundError, ValidationError] },
    args: {
      slug: t.arg.string({ required: true, description: 'Its address.' }),
      first: t.arg.int({ description: 'Page size, 1-50 (20).' }),
      after: t.arg.string({ description: "The previous page's endCursor." }),
    },
    complexity: FIELD_COST.statement,
    resolve: (_root, args, context) => context.services.admin.sitePageRevisions(args.slug, { first: args.first, after: args.after }),
  }),
  sitePageVersion: t.field({
    type: SitePageVersionRef,
    description: 'One version of a page with its text (revision 0: the built-in text). AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [AuthError, NotFoundError] },
    args: {
      slug: t.arg.string({ required: true, description: 'Its address.' }),
      revisionId: t.arg.int({ required: true, description: 'The revision number.' }),
    },
    complexity: FIELD_COST.statement,
    resolve: (_root, args, context) => context.services.admin.sitePageVersion(args.slug, args.revisionId),
  }),
  sitePagePreview: t.field({
    type: 'String',
    description: 'The HTML a page would show once saved: `body` through the allow-list every save goes through. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [AuthError, ValidationError] },
    args: { body: t.arg.string({ required: true, description: 'The text as typed (HTML).' }) },
    resolve: (_root, args, context) => context.services.admin.previewSitePage(args.body),
  }),
}));

builder.mutationFields((t) => ({
  createSitePage: t.field({
    type: AdminSitePageTextRef,
    description:
      'A new article at /article/{slug}: a free address of lower-case letters, digits and hyphens (not a built-in page nor a page of the app). AdminHub only. Recorded in the audit log.',
    authScopes: { adminHub: true },
    errors: { types: writeErrors },
    args: {
      slug: t.arg.string({ required: true, description: 'Its address, e.g. how-we-moderate (at most 100 characters).' }),
      title: t.arg.string({ required: true, description: 'The title (1-120 characters).' }),
      body: t.arg.string({ required: true, description: 'The text as HTML (headings, paragraphs, lists, links, tables), sanitized on save.' }),
      note: t.arg.string({ required: true, description: 'What this version is, for the history (1-200 characters).' }),
    },
    resolve: (_root, args, context) =>
      context.services.admin.createSitePage(actorOf(context), { slug: args.slug, title: args.title, body: args.body, note: args.note }),
  }),
  saveSitePage: t.field({
    type: AdminSitePageTextRef,
    description:
      'Save a new version of a site page or article (HTML, sanitized on save). Refused (409) when someone saved it after `baseRevisionId`. AdminHub only. Recorded in the audit log.',
    authScopes: { adminHub: true },
    errors: { types: writeErrors },
    args: {
      slug: t.arg.string({ required: true, description: 'Its address.' }),
      title: t.arg.string({ required: true, description: 'The title (1-120 characters).' }),
      body: t.arg.string({ required: true, description: 'The text as HTML (headings, paragraphs, lists, links, tables).' }),
      note: t.arg.string({ required: true, description: 'What changed, for the history (1-200 characters).' }),
      baseRevisionId: t.arg.int({ required: true, description: 'The revision the edit started from (`revisionId` when the editor opened).' }),
    },
    resolve: (_root, args, context) =>
      context.services.admin.saveSitePage(actorOf(context), {
        slug: args.slug,
        title: args.title,
        body: args.body,
        note: args.note,
        baseRevisionId: args.baseRevisionId,
      }),
  }),
  restoreSitePageRevision: t.field({
    type: AdminSitePageTextRef,
    description:
      'Bring an earlier version of a page back as its newest revision (revision 0: the built-in text). Refused (409) when someone saved it after `baseRevisionId`. AdminHub only. Recorded in the audit log.',
    authScopes: { adminHub: true },
    errors: { types: writeErrors },
    args: {
      slug: t.arg.string({ required: true, description: 'Its address.' }),
      revisionId: t.arg.int({ required: true, description: 'The version to bring back.' }),
      baseRevisionId: t.arg.int({ required: true, description: 'The newest revision as the admin saw it.' }),
      note: t.arg.string({ required: true, description: 'Why, for the history (1-200 characters).' }),
    },
    resolve: (_root, args, context) =>
      context.services.admin.restoreSitePage(actorOf(context), {
        slug: args.slug,
        revisionId: args.revisionId,
        baseRevisionId: args.baseRevisionId,
        note: args.note,
      }),
  }),
}));
