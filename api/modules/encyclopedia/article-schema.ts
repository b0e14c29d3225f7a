// Site pages and articles (docs/product.md#site-pages): anyone reads them. The admin hub lists,
// edits and restores them through the admin module (api/modules/admin/site-pages-schema.ts),
// which records every save in the audit log.
import { NotFoundError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import type { ArticleView } from './service.ts';

const ArticleRef = builder.objectRef<ArticleView>('SitePage').implement({
  description: 'A site page or article: /privacy, /cookies, /terms-of-service, /article/{slug}.',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'Its address.' }),
    title: t.exposeString('title', { description: 'The title.' }),
    html: t.exposeString('html', { description: 'The text as HTML, sanitized when saved: safe to render.' }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, description: 'Last saved; null for the text every deployment starts with.', resolve: (page) => page.updatedAt }),
    edited: t.exposeBoolean('edited', { description: 'Whether an admin has saved it (otherwise it is the built-in text).' }),
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
}));
