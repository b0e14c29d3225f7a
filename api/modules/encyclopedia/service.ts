// The encyclopedia (docs/product.md#encyclopedia): questions (convos) in categories with their
// positions and arguments, people and tags, members' requests for questions, and every change to
// them as a revision (likes, follows, reverts); and the site pages and articles
// (docs/product.md#site-pages), which admins edit through the admin module, each save a Revision.
// This file composes the parts: revisions.ts (the revision engine), questions.ts, people-tags.ts,
// links.ts, images.ts; and keeps the complete lists search results link into (complete, not paged,
// because a search result links to an anchor in them), and the articles.
import type { RateLimiter } from '../../auth/rate-limit.ts';
import { Prisma, type PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import type { EncyclopediaType } from '../../domain/encyclopedia-rules.ts';
import type { DomainEventPublisher } from '../../events/domain-events.ts';
import { createImages } from './images.ts';
import { createLinks } from './links.ts';
import { createPeopleAndTags, peopleTagDefinitions } from './people-tags.ts';
import { createQuestions, questionDefinitions } from './questions.ts';
import { createRevisionEngine, type EncyclopediaActor } from './revisions.ts';
import { withSelectedFields } from '../../db/selection.ts';
import { sitemapSourceOf, type SitemapTable } from '../../db/sitemap-sql.ts';
import {
  ARTICLE_SLUG,
  MAX_ARTICLE_SLUG,
  MAX_ARTICLE_SOURCE,
  MAX_ARTICLE_TITLE,
  MAX_REVISION_NOTE,
  RESERVED_ARTICLE_SLUGS,
  sanitizeArticleHtml,
} from '../../domain/article-html.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldProblem } from '../../domain/errors.ts';
import { decodeCursor, pageOf, pageSize, type Page } from '../../domain/list-paging.ts';
import { likePattern } from '../../domain/search-rules.ts';
import { BUILT_IN_REVISION, defaultSitePage, SITE_PAGES, sitePagePath, type SitePage } from '../../domain/site-pages.ts';

export type ArticleView = { slug: string; title: string; html: string; updatedAt: Date | null; edited: boolean };

/** A page as the hub lists it. `revisionId` is its newest revision (0: the built-in text, never saved). */
export type SitePageRow = {
  slug: string;
  path: string;
  title: string;
  builtIn: boolean;
  edited: boolean;
  updatedAt: Date | null;
  lastEditorUsername: string | null;
  revisionId: number;
};
export type SitePageText = { page: SitePageRow; html: string };
export type SitePageRevisionKind = 'CREATED' | 'EDITED' | 'RESTORED' | 'BUILT_IN';
/** One version of a page in its history; the built-in text (revision 0) has no author or date. */
export type SitePageRevisionRow = {
  id: number;
  kind: SitePageRevisionKind;
  authorUsername: string | null;
  title: string;
  note: string;
  createdAt: Date | null;
  restoredFromId: number | null;
};
export type SitePageVersion = { revision: SitePageRevisionRow; html: string };
/** What a save writes; `source` is the HTML as typed, sanitized here. */
type ArticleInput = { slug: string; title: string; source: string; note: string; authorId: number };
/** A save's outcome: the page as it now is; for the audit log the row's id, the note and the version before. */
export type SavedArticle = SitePageText & { articleId: number; note: string; before: { title: string; revision: number } | null };

type StoredPageRow = Omit<SitePageRow, 'path' | 'builtIn' | 'edited'>;
type RevisionQueryRow = Omit<SitePageRevisionRow, 'kind'> & { actionName: string; noBefore: boolean; authorUsername: string };

const isArticleSlug = (slug: string) => ARTICLE_SLUG.test(slug) && slug.length <= MAX_ARTICLE_SLUG;

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/** Whether `text` contains what a likePattern() pattern looks for (any case). */
function likeMatches(pattern: string, text: string): boolean {
  return text.toLowerCase().includes(pattern.slice(1, -1).replace(/\\(.)/g, '$1'));
}

const unsavedRow = (page: SitePage): SitePageRow => ({
  slug: page.slug,
  path: sitePagePath(page.slug),
  title: page.title,
  builtIn: true,
  edited: false,
  updatedAt: null,
  lastEditorUsername: null,
  revisionId: BUILT_IN_REVISION,
});

const builtInRevision = (page: SitePage): SitePageRevisionRow => ({
  id: BUILT_IN_REVISION,
  kind: 'BUILT_IN',
  authorUsername: null,
  title: page.title,
  note: '',
  createdAt: null,
  restoredFromId: null,
});

/** The first save of a page is ArticleInit: of a new article when it had no "before", else of a built-in page. */
function revisionRow({ actionName, noBefore, ...row }: RevisionQueryRow): SitePageRevisionRow {
  const kind: SitePageRevisionKind =
    row.restoredFromId !== null ? 'RESTORED' : actionName === 'ArticleInit' && noBefore ? 'CREATED' : 'EDITED';
  return { ...row, kind };
}

/** The title, the sanitized text and the note of a save, or every problem with them (and `problems` already found). */
function checkedContent(input: ArticleInput, problems: FieldProblem[]): { title: string; html: string; note: string } {
  const title = input.title.trim();
  const note = input.note.trim();
  const html = input.source.length > MAX_ARTICLE_SOURCE ? '' : sanitizeArticleHtml(input.source);
  const all = [
    ...problems,
    ...(title === '' || title.length > MAX_ARTICLE_TITLE ? [{ path: ['title'], message: `A title is 1 to ${MAX_ARTICLE_TITLE} characters` }] : []),
    ...(input.source.length > MAX_ARTICLE_SOURCE
      ? [{ path: ['body'], message: `A page is at most ${MAX_ARTICLE_SOURCE.toLocaleString('en')} characters` }]
      : html === ''
        ? [{ path: ['body'], message: 'A page needs some text (scripts, styles and unknown tags are removed)' }]
        : []),
    ...(note === '' ? [{ path: ['note'], message: 'Say in a few words what changed' }] : []),
    ...(note.length > MAX_REVISION_NOTE ? [{ path: ['note'], message: `A note is at most ${MAX_REVISION_NOTE} characters` }] : []),
  ];
  if (all.length > 0) throw new ValidationError(all.map((problem) => problem.message).join('; '), all);
  return { title, html, note };
}

/** The revision of a save and the page as it now is (inside the caller's transaction). */
async function recordRevision(
  db: Db,
  save: {
    articleId: number;
    slug: string;
    actionName: string;
    before: { title: string; html: string; revisionId: number } | null;
    content: { title: string; html: string; note: string };
    restoredFromId?: number;
    authorId: number;
    at: Date;
  },
): Promise<SavedArticle> {
  const revision = await db.revision.create({
    data: {
      artifactType: 'ARTICLE',
      artifactId: save.articleId,
      actionName: save.actionName,
      before: save.before ? { title: save.before.title, html: save.before.html } : undefined,
      after: { title: save.content.title, html: save.content.html },
      note: save.content.note,
      restoredFromId: save.restoredFromId ?? null,
      authorId: save.authorId,
      createdAt: save.at,
    },
    select: { id: true, author: { select: { username: true } } },
  });
  return {
    articleId: save.articleId,
    note: save.content.note,
    before: save.before ? { title: save.before.title, revision: save.before.revisionId } : null,
    html: save.content.html,
    page: {
      slug: save.slug,
      path: sitePagePath(save.slug),
      title: save.content.title,
      builtIn: defaultSitePage(save.slug) !== null,
      edited: true,
      updatedAt: save.at,
      lastEditorUsername: revision.author.username,
      revisionId: revision.id,
    },
  };
}

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

/**
 * A sitemap section of questions, people or tags (`from`: the table as `t`): the ones not
 * deleted, dated by their newest revision (the item's own date when its revisions are gone with
 * their author's account).
 */
function encyclopediaSitemapTable(from: Prisma.Sql): SitemapTable {
  return {
    from: Prisma.sql`${from} LEFT JOIN "Revision" r ON r.id = t."latestRevisionId"`,
    where: Prisma.sql`t."deletedAt" IS NULL`,
    key: Prisma.sql`t.slug`,
    lastModified: Prisma.sql`coalesce(r."createdAt", t."createdAt")`,
  };
}

export function createEncyclopediaService(dependencies: { prisma: PrismaClient; events: DomainEventPublisher; rateLimiter: RateLimiter }) {
  const { prisma } = dependencies;
  // Sorted here, not in SQL: PGlite and PostgreSQL servers may differ in collation.
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const links = createLinks(prisma);
  const engine = createRevisionEngine({ ...dependencies, links, definitions: { ...questionDefinitions, ...peopleTagDefinitions } });
  const images = createImages({ prisma, engine });

  const questions = createQuestions({ prisma, engine });

  /** Stored pages with their newest revision and its author (Joins User), by slug in byte order. */
  async function storedPages(where: Prisma.Sql, take: number): Promise<SitePageRow[]> {
    const rows = await prisma.$queryRaw<StoredPageRow[]>`
      SELECT a.slug, a.title, a."updatedAt", coalesce(r.id, 0) AS "revisionId", u.username AS "lastEditorUsername"
      FROM "Article" a
      LEFT JOIN LATERAL (
        SELECT id, "authorId" FROM "Revision" WHERE "artifactType" = 'ARTICLE' AND "artifactId" = a.id ORDER BY id DESC LIMIT 1
      ) r ON true
      LEFT JOIN "User" u ON u.id = r."authorId"
      WHERE ${where}
      ORDER BY a.slug COLLATE "C"
      LIMIT ${take}`;
    return rows.map((row) => ({ ...row, path: sitePagePath(row.slug), builtIn: defaultSitePage(row.slug) !== null, edited: true }));
  }

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
    questionsSitemap: sitemapSourceOf(prisma, encyclopediaSitemapTable(Prisma.sql`"Convo" t`)),
    peopleSitemap: sitemapSourceOf(prisma, encyclopediaSitemapTable(Prisma.sql`"Person" t`)),
    tagsSitemap: sitemapSourceOf(prisma, encyclopediaSitemapTable(Prisma.sql`"Tag" t`)),

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
      if (!isArticleSlug(slug)) throw new NotFoundError('This page does not exist');
      const row = await prisma.article.findUnique({ where: { slug }, select: { title: true, bodyHtml: true, updatedAt: true } });
      if (row) return { slug, title: row.title, html: row.bodyHtml, updatedAt: row.updatedAt, edited: true };
      const page = defaultSitePage(slug);
      if (!page) throw new NotFoundError('This page does not exist');
      return { slug, title: page.title, html: page.html, updatedAt: null, edited: false };
    },

    /**
     * The hub's list of pages: stored ones and built-in ones not yet saved, whose address or title
     * contains `search`, after `afterSlug` in byte order (slugs are ASCII, and the C collation is
     * the same on PGlite and every PostgreSQL server), at most `take`.
     */
    async sitePageRows(options: { search: string | null; afterSlug: string | null; take: number }): Promise<SitePageRow[]> {
      const pattern = likePattern(options.search);
      const stored = await storedPages(
        Prisma.sql`(${options.afterSlug}::text IS NULL OR a.slug COLLATE "C" > ${options.afterSlug})
          AND (${pattern}::text IS NULL OR lower(a.slug) LIKE ${pattern} OR lower(a.title) LIKE ${pattern})`,
        options.take,
      );
      const storedBuiltIns = new Set(
        (await prisma.article.findMany({ where: { slug: { in: SITE_PAGES.map((page) => page.slug) } }, select: { slug: true } })).map((row) => row.slug),
      );
      const matches = (page: SitePage) =>
        pattern === null || likeMatches(pattern, page.slug) || likeMatches(pattern, page.title);
      const unsaved = SITE_PAGES.filter(
        (page) => !storedBuiltIns.has(page.slug) && (options.afterSlug === null || page.slug > options.afterSlug) && matches(page),
      ).map(unsavedRow);
      return [...stored, ...unsaved].sort((left, right) => (left.slug < right.slug ? -1 : 1)).slice(0, options.take);
    },

    /** A page with its current text, for the editor; NotFound for an address that is no page. */
    async sitePageText(slug: string): Promise<SitePageText> {
      const [row] = isArticleSlug(slug) ? await storedPages(Prisma.sql`a.slug = ${slug}`, 1) : [];
      if (row) {
        const { bodyHtml } = await prisma.article.findUniqueOrThrow({ where: { slug }, select: { bodyHtml: true } });
        return { page: row, html: bodyHtml };
      }
      const page = defaultSitePage(slug);
      if (!page) throw new NotFoundError('This page does not exist');
      return { page: unsavedRow(page), html: page.html };
    },

    /**
     * A page's versions, newest first, before revision `beforeId`, at most `take`; a page with a
     * built-in text ends with it (revision 0). NotFound for an address that is no page.
     */
    async sitePageRevisionRows(slug: string, options: { beforeId: number | null; take: number }): Promise<SitePageRevisionRow[]> {
      const builtIn = defaultSitePage(slug);
      const article = isArticleSlug(slug) ? await prisma.article.findUnique({ where: { slug }, select: { id: true } }) : null;
      if (!article && !builtIn) throw new NotFoundError('This page does not exist');
      const stored = article
        ? await prisma.$queryRaw<RevisionQueryRow[]>`
            SELECT r.id, r."actionName", r.before IS NULL AS "noBefore", r.note, r."restoredFromId", r."createdAt",
                   u.username AS "authorUsername", coalesce(r.after->>'title', '') AS title
            FROM "Revision" r JOIN "User" u ON u.id = r."authorId"
            WHERE r."artifactType" = 'ARTICLE' AND r."artifactId" = ${article.id}
              AND (${options.beforeId}::int IS NULL OR r.id < ${options.beforeId})
            ORDER BY r.id DESC
            LIMIT ${options.take}`
        : [];
      const builtInEntry =
        builtIn && (options.beforeId === null || options.beforeId > BUILT_IN_REVISION) ? [builtInRevision(builtIn)] : [];
      return [...stored.map(revisionRow), ...builtInEntry].slice(0, options.take);
    },

    /** One version of a page with its text (revision 0: the built-in text); NotFound otherwise. */
    async sitePageVersion(slug: string, revisionId: number, db: Db = prisma): Promise<SitePageVersion> {
      const builtIn = defaultSitePage(slug);
      if (revisionId === BUILT_IN_REVISION && builtIn) return { revision: builtInRevision(builtIn), html: builtIn.html };
      const article = isArticleSlug(slug) ? await db.article.findUnique({ where: { slug }, select: { id: true } }) : null;
      const row =
        article && Number.isSafeInteger(revisionId) && revisionId > 0
          ? await db.revision.findFirst({
              where: { id: revisionId, artifactType: 'ARTICLE', artifactId: article.id },
              select: { id: true, actionName: true, before: true, after: true, note: true, restoredFromId: true, createdAt: true, author: { select: { username: true } } },
            })
          : null;
      if (!row) throw new NotFoundError('This version of the page does not exist');
      const after = (row.after ?? {}) as { title?: string; html?: string };
      return {
        revision: revisionRow({ ...row, noBefore: row.before === null, authorUsername: row.author.username, title: after.title ?? '' }),
        html: after.html ?? '',
      };
    },

    /**
     * A new article at a free address, inside the caller's transaction (the admin module adds its
     * audit entry). Every problem of the form is told at once, each under its field.
     */
    async createArticle(db: Db, input: ArticleInput): Promise<SavedArticle> {
      const slugProblems = [
        ...(!isArticleSlug(input.slug) ? [{ path: ['slug'], message: 'An address is lower-case letters, digits and single hyphens, such as how-we-moderate' }] : []),
        ...(RESERVED_ARTICLE_SLUGS.includes(input.slug) ? [{ path: ['slug'], message: 'That address belongs to a page of the app: choose another' }] : []),
        ...(defaultSitePage(input.slug) || (isArticleSlug(input.slug) && (await db.article.findUnique({ where: { slug: input.slug }, select: { id: true } })))
          ? [{ path: ['slug'], message: `A page already has this address (${sitePagePath(input.slug)}): edit it, or choose another` }]
          : []),
      ];
      const content = checkedContent(input, slugProblems);
      const at = new Date();
      try {
        const article = await db.article.create({ data: { slug: input.slug, title: content.title, bodyHtml: content.html, createdAt: at, updatedAt: at }, select: { id: true } });
        return await recordRevision(db, { articleId: article.id, slug: input.slug, actionName: 'ArticleInit', before: null, content, authorId: input.authorId, at });
      } catch (error) {
        // Another admin created it a moment ago, between the check and this insert.
        if (isUniqueViolation(error)) throw new ConflictError(`A page was just created at this address (${sitePagePath(input.slug)}): choose another`);
        throw error;
      }
    },

    /**
     * Saves a new version of an existing page (a stored one, or a built-in one never saved), inside
     * the caller's transaction, if nobody saved it since the editor's `baseRevisionId`: the page's
     * row stays locked until the caller commits, so of two admins saving from the same version the
     * second is refused (409) instead of silently overwriting the first.
     */
    async editArticle(db: Db, input: ArticleInput & { baseRevisionId: number; restoredFromId?: number }): Promise<SavedArticle> {
      const content = checkedContent(input, []);
      const [current] = isArticleSlug(input.slug)
        ? await db.$queryRaw<Array<{ id: number; title: string; bodyHtml: string }>>`
            SELECT id, title, "bodyHtml" FROM "Article" WHERE slug = ${input.slug} FOR UPDATE`
        : [];
      const builtIn = defaultSitePage(input.slug);
      if (!current && !builtIn) throw new NotFoundError('This page does not exist');
      const latest = current
        ? await db.revision.findFirst({
            where: { artifactType: 'ARTICLE', artifactId: current.id },
            orderBy: { id: 'desc' },
            select: { id: true, author: { select: { username: true } } },
          })
        : null;
      if ((latest?.id ?? BUILT_IN_REVISION) !== input.baseRevisionId) {
        throw new ConflictError(
          latest
            ? `${latest.author.username} saved this page after you opened it, so your changes were not saved`
            : 'This page changed after you opened it, so your changes were not saved',
        );
      }
      const was = current ?? { id: null, title: builtIn!.title, bodyHtml: builtIn!.html };
      if (was.title === content.title && was.bodyHtml === content.html) {
        throw new ValidationError('The page already reads like this: there is nothing to save');
      }
      const at = new Date();
      try {
        const articleId = current
          ? (await db.article.update({ where: { id: current.id }, data: { title: content.title, bodyHtml: content.html, updatedAt: at }, select: { id: true } })).id
          : (await db.article.create({ data: { slug: input.slug, title: content.title, bodyHtml: content.html, updatedAt: at }, select: { id: true } })).id;
        return await recordRevision(db, {
          articleId,
          slug: input.slug,
          actionName: input.restoredFromId !== undefined ? 'ArticleRestore' : current ? 'ArticleEdit' : 'ArticleInit',
          before: { title: was.title, html: was.bodyHtml, revisionId: input.baseRevisionId },
          content,
          restoredFromId: input.restoredFromId,
          authorId: input.authorId,
          at,
        });
      } catch (error) {
        // The first save of a built-in page: another admin stored it between the look and the insert.
        if (isUniqueViolation(error)) throw new ConflictError('Someone else saved this page after you opened it, so your changes were not saved');
        throw error;
      }
    },

    // ── The owner's data (docs/product.md#your-data). ──

    async personalDataOf(userId: number) {
      const revisions = await prisma.revision.findMany({
        where: { authorId: userId },
        select: { artifactType: true, artifactId: true, actionName: true, fieldName: true, before: true, after: true, note: true, createdAt: true },
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
