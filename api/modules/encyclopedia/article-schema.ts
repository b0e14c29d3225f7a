// Site pages and articles (docs/product.md#site-pages): anyone reads them; AdminHub users list
// them and their revisions (saving is the admin module's saveArticle, which records it).
import { NotFoundError, AuthError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import type { ArticleRevisionView, ArticleView } from './service.ts';

export const ArticleRef = builder.objectRef<ArticleView>('SitePage').implement({
  description: 'A site page or article: /privacy, /cookies, /terms-of-service, /article/{slug}.',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'Its address.' }),
    title: t.exposeString('title', { description: 'The title.' }),
    html: t.exposeString('html', { description: 'The text as HTML, sanitized when saved: safe to render.' }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, description: 'Last saved; null for the text every deployment starts with.', resolve: (page) => page.updatedAt }),
    edited: t.exposeBoolean('edited', { description: 'Whether an admin has saved it (otherwise it is the built-in text).' }),
  }),
});

const ArticleRevisionRef = builder.objectRef<ArticleRevisionView>('SitePageRevision').implement({
  description: 'One saved version of a site page.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The revision number.' }),
    authorUsername: t.exposeString('authorUsername', { description: 'Who saved it.' }),
    title: t.exposeString('title', { description: 'The title saved.' }),
    html: t.exposeString('html', { description: 'The text saved (sanitized HTML).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
  }),
});

builder.queryFields((t) => ({
  sitePage: t.field({
    type: ArticleRef,
    description: 'A site page or article by its address (privacy, cookies, terms-of-service, how-we-choose-opinions, ...).',
    errors: { types: [NotFoundError] },
    args: { slug: t.arg.string({ required: true, description: 'Its address.' }) },
    resolve: (_root, args, context) => context.services.encyclopedia.article(args.slug),
  }),
  sitePages: t.field({
    type: [ArticleRef],
    description: 'Every site page and article, to edit. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [AuthError] },
    resolve: (_root, _args, context) => context.services.encyclopedia.articles(),
  }),
  sitePageRevisions: t.field({
    type: [ArticleRevisionRef],
    description: "A page's saved versions, newest first. AdminHub only.",
    authScopes: { adminHub: true },
    errors: { types: [AuthError] },
    args: { slug: t.arg.string({ required: true, description: 'Its address.' }) },
    resolve: (_root, args, context) => context.services.encyclopedia.articleRevisions(args.slug),
  }),
}));
