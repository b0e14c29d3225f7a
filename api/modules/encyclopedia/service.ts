// The encyclopedia (docs/product.md#encyclopedia): questions (convos) in categories with their
// positions and arguments, people and tags, members' requests for questions, and every change to
// them as a revision (likes, follows, reverts); and the site pages and articles
// (docs/product.md#site-pages), which admins edit through the admin module, each save a Revision.
// This file composes the parts: revisions.ts (the revision engine), questions.ts, people-tags.ts,
// links.ts, images.ts; and keeps the complete lists search results link into, and the articles.
import type { RateLimiter } from '../../auth/rate-limit.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import type { EncyclopediaType } from '../../domain/encyclopedia-rules.ts';
import type { DomainEventPublisher } from '../../events/domain-events.ts';
import { createImages } from './images.ts';
import { createLinks } from './links.ts';
import { createPeopleAndTags, peopleTagDefinitions } from './people-tags.ts';
import { createQuestions, questionDefinitions } from './questions.ts';
import { createRevisionEngine, type EncyclopediaActor } from './revisions.ts';
import { withSelectedFields } from '../../db/selection.ts';
import { ARTICLE_SLUG, MAX_ARTICLE_SOURCE, MAX_ARTICLE_TITLE, RESERVED_ARTICLE_SLUGS, sanitizeArticleHtml } from '../../domain/article-html.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { decodeCursor, pageOf, pageSize, type Page } from '../../domain/list-paging.ts';
import { defaultSitePage, SITE_PAGES } from '../../domain/site-pages.ts';

export type ArticleView = { slug: string; title: string; html: string; updatedAt: Date | null; edited: boolean };
export type ArticleRevisionView = { id: number; authorUsername: string; title: string; html: string; createdAt: Date };

/** A question as the admin hub lists it (canListConvos): deleted ones too, with what it holds. */
export type QuestionListingRow = {
  id: number;
  slug: string;
  title: string;
  /** Its categories' titles, in title order; empty when it has none. */
  categoryTitles: string[];
  positions: number;
  arguments: number;
  createdAt: Date;
  createdByUsername: string | null;
  deletedAt: Date | null;
};

export type EncyclopediaService = ReturnType<typeof createEncyclopediaService>;

type Selection = { select?: object };

export function createEncyclopediaService(dependencies: { prisma: PrismaClient; events: DomainEventPublisher; rateLimiter: RateLimiter }) {
  const { prisma } = dependencies;
  // Sorted here, not in SQL: PGlite and PostgreSQL servers may differ in collation.
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const links = createLinks(prisma);
  const engine = createRevisionEngine({ ...dependencies, links, definitions: { ...questionDefinitions, ...peopleTagDefinitions } });
  const images = createImages({ prisma, engine });

  const questions = createQuestions({ prisma, engine });

  return {
    ...questions,
    ...createPeopleAndTags({ prisma, engine }),
    setImage: images.setImage,
    /** A request's picture: its author's (while open) or a contributor's to set. */
    async setRequestImage(actor: EncyclopediaActor, requestId: number, baseRevisionId: number, imageBase64: string | null) {
      await questions.requireEditableRequest(actor, requestId);
      return images.setImage(actor, 'REQ', requestId, baseRevisionId, imageBase64);
    },
    image: images.served,
    history: engine.history,
    revision: engine.visibleRevision,
    revert: engine.revert,
    deleteArtifact: engine.delete,
    addLink: engine.addLink,
    changeLink: engine.changeLink,
    link: links.byId,
    /** The links shown on each of several artifacts of one type (a loader batches the calls). */
    linksOf: (type: EncyclopediaType, ids: readonly number[]) => links.shownOn(type, ids),
    likeRevision: engine.like,
    follow: engine.follow,
    followedBy: engine.followedBy,

    /** People not deleted, by name. */
    async people<Query extends Selection>(query: Query) {
      const rows = await prisma.person.findMany({ ...(withSelectedFields(query, ['name']) as object), where: { deletedAt: null }, orderBy: { id: 'asc' } });
      return rows.sort((a, b) => collator.compare((a as { name: string }).name, (b as { name: string }).name));
    },
    /** Tags not deleted, by title. */
    async tags<Query extends Selection>(query: Query) {
      const rows = await prisma.tag.findMany({ ...(withSelectedFields(query, ['title']) as object), where: { deletedAt: null }, orderBy: { id: 'asc' } });
      return rows.sort((a, b) => collator.compare((a as { title: string }).title, (b as { title: string }).title));
    },
    /** Questions not deleted, newest first. */
    questions: <Query extends Selection>(query: Query) =>
      prisma.convo.findMany({ ...(withSelectedFields(query, ['id']) as object), where: { deletedAt: null }, orderBy: { id: 'desc' } }),
    /** Arguments not deleted, in questions and positions not deleted, newest first. */
    arguments: <Query extends Selection>(query: Query) =>
      prisma.argument.findMany({
        ...(withSelectedFields(query, ['id']) as object),
        where: { deletedAt: null, convo: { deletedAt: null }, OR: [{ positionId: null }, { position: { deletedAt: null } }] },
        orderBy: { id: 'desc' },
      }),

    /**
     * Every question, deleted ones included, newest first, a page at a time; `search` matches the
     * title or the slug. For canListConvos (the admin convo listing).
     */
    async questionListing(options: { search?: string | null; first?: number | null; after?: string | null }): Promise<Page<QuestionListingRow>> {
      const first = pageSize(options.first);
      const after = decodeCursor(options.after, ['int']);
      const search = (options.search ?? '').trim().slice(0, 100);
      const rows = await prisma.convo.findMany({
        where: {
          ...(after ? { id: { lt: after[0] as number } } : {}),
          ...(search ? { OR: [{ title: { contains: search, mode: 'insensitive' } }, { slug: { contains: search.toLowerCase() } }] } : {}),
        },
        orderBy: { id: 'desc' },
        take: first + 1,
        select: {
          id: true,
          slug: true,
          title: true,
          createdAt: true,
          deletedAt: true,
          categories: { select: { category: { select: { title: true } } } },
          createdBy: { select: { username: true } },
          _count: { select: { positions: { where: { deletedAt: null } }, arguments: { where: { deletedAt: null } } } },
        },
      });
      const listed = rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        categoryTitles: row.categories.map((link) => link.category.title).sort(collator.compare),
        positions: row._count.positions,
        arguments: row._count.arguments,
        createdAt: row.createdAt,
        createdByUsername: row.createdBy?.username ?? null,
        deletedAt: row.deletedAt,
      }));
      return pageOf(listed, first, (row) => [row.id]);
    },

    /** A site page or article: as last saved, else the page every deployment starts with; NotFound otherwise. */
    async article(slug: string): Promise<ArticleView> {
      if (!ARTICLE_SLUG.test(slug) || slug.length > 100) throw new NotFoundError('This page does not exist');
      const row = await prisma.article.findUnique({ where: { slug }, select: { title: true, bodyHtml: true, updatedAt: true } });
      if (row) return { slug, title: row.title, html: row.bodyHtml, updatedAt: row.updatedAt, edited: true };
      const page = defaultSitePage(slug);
      if (!page) throw new NotFoundError('This page does not exist');
      return { slug, title: page.title, html: page.html, updatedAt: null, edited: false };
    },

    /** Every site page and article: the stored ones and the built-in ones not yet edited, by slug. */
    async articles(): Promise<ArticleView[]> {
      const rows = await prisma.article.findMany({ select: { slug: true, title: true, bodyHtml: true, updatedAt: true } });
      const stored = new Map<string, ArticleView>(rows.map((row) => [row.slug, { slug: row.slug, title: row.title, html: row.bodyHtml, updatedAt: row.updatedAt, edited: true }]));
      for (const page of SITE_PAGES) if (!stored.has(page.slug)) stored.set(page.slug, { ...page, updatedAt: null, edited: false });
      return [...stored.values()].sort((left, right) => left.slug.localeCompare(right.slug));
    },

    /** The saved versions of a page, newest first (the first save of a built-in page keeps the original as its "before"). */
    async articleRevisions(slug: string): Promise<ArticleRevisionView[]> {
      const article = await prisma.article.findUnique({ where: { slug }, select: { id: true } });
      if (!article) return [];
      const rows = await prisma.revision.findMany({
        where: { artifactType: 'ARTICLE', artifactId: article.id },
        orderBy: { id: 'desc' },
        select: { id: true, after: true, createdAt: true, author: { select: { username: true } } },
      });
      return rows.map((row) => {
        const after = (row.after ?? {}) as { title?: string; html?: string };
        return { id: row.id, authorUsername: row.author.username, title: after.title ?? '', html: after.html ?? '', createdAt: row.createdAt };
      });
    },

    /**
     * Saves a page (new slug: a new article), sanitized, with a Revision holding the version
     * before and after, inside the caller's transaction (the admin module adds its audit entry).
     */
    async saveArticle(db: Db, input: { slug: string; title: string; source: string; authorId: number }) {
      const title = input.title.trim();
      const problems = [
        ...(!ARTICLE_SLUG.test(input.slug) || input.slug.length > 100 ? [{ path: ['slug'], message: 'A page address is lower-case words joined by hyphens' }] : []),
        ...(RESERVED_ARTICLE_SLUGS.includes(input.slug) ? [{ path: ['slug'], message: 'That address is taken by a page of the app' }] : []),
        ...(title === '' || title.length > MAX_ARTICLE_TITLE ? [{ path: ['title'], message: `A title is 1 to ${MAX_ARTICLE_TITLE} characters` }] : []),
        ...(input.source.length > MAX_ARTICLE_SOURCE ? [{ path: ['body'], message: `A page is at most ${MAX_ARTICLE_SOURCE.toLocaleString('en')} characters` }] : []),
      ];
      if (problems.length > 0) throw new ValidationError(problems.map((problem) => problem.message).join('; '), problems);
      const html = sanitizeArticleHtml(input.source);
      if (html === '') throw new ValidationError('A page needs some text', [{ path: ['body'], message: 'Empty' }]);
      const existing = await db.article.findUnique({ where: { slug: input.slug }, select: { id: true, title: true, bodyHtml: true } });
      const original = existing ?? (() => {
        const page = defaultSitePage(input.slug);
        return page ? { id: null, title: page.title, bodyHtml: page.html } : null;
      })();
      const at = new Date();
      const saved = existing
        ? await db.article.update({ where: { id: existing.id }, data: { title, bodyHtml: html, updatedAt: at }, select: { id: true } })
        : await db.article.create({ data: { slug: input.slug, title, bodyHtml: html, updatedAt: at }, select: { id: true } });
      await db.revision.create({
        data: {
          artifactType: 'ARTICLE',
          artifactId: saved.id,
          actionName: existing ? 'ArticleEdit' : 'ArticleInit',
          before: original ? { title: original.title, html: original.bodyHtml } : undefined,
          after: { title, html },
          authorId: input.authorId,
        },
      });
      const view: ArticleView = { slug: input.slug, title, html, updatedAt: at, edited: true };
      return { view, before: original ? { title: original.title } : null };
    },

    // ── The owner's data (docs/product.md#your-data). ──

    async personalDataOf(userId: number) {
      const revisions = await prisma.revision.findMany({
        where: { authorId: userId },
        select: { artifactType: true, artifactId: true, actionName: true, fieldName: true, before: true, after: true, createdAt: true },
        orderBy: { id: 'asc' },
      });
      const revisionsLiked = await prisma.revisionLike.findMany({ where: { userId }, select: { revisionId: true, createdAt: true } });
      const requests = await prisma.convoRequest.findMany({
        where: { authorId: userId },
        select: { id: true, title: true, description: true, status: true, createdAt: true },
        orderBy: { id: 'asc' },
      });
      const follows = await prisma.artifactFollow.findMany({ where: { userId }, select: { artifactType: true, artifactId: true, createdAt: true } });
      return { revisions, revisionsLiked, requests, follows };
    },

    /**
     * Encyclopedia edits are shared text others built on: they stay, credited to the deleted
     * account (`deletedAccountId`), and so do their question requests (their revisions' text);
     * their likes and follows go, and a revert or a decision they made keeps no name.
     */
    async eraseUser(userId: number, deletedAccountId: number, db: Db): Promise<void> {
      await db.revisionLike.deleteMany({ where: { userId } });
      await db.artifactFollow.deleteMany({ where: { userId } });
      await db.convoRequest.updateMany({ where: { decidedById: userId }, data: { decidedById: null } });
      await db.convoRequest.updateMany({ where: { authorId: userId }, data: { authorId: deletedAccountId } });
      await db.revision.updateMany({ where: { revertedById: userId }, data: { revertedById: null } });
      await db.revision.updateMany({ where: { authorId: userId }, data: { authorId: deletedAccountId } });
      await db.convo.updateMany({ where: { createdById: userId }, data: { createdById: null } });
    },
  };
}
