// Opinions: finding one for a page (404 / 410 outcomes), writing them, and their stored trending
// score. The only writer of Opinion and OpinionTopic.
import type { RateLimiter, RateLimitRule } from '../../auth/rate-limit.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { withSelectedFields } from '../../db/selection.ts';
import { sitemapSourceOf } from '../../db/sitemap-sql.ts';
import { ConflictError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { checkLink, checkText, checkTitle, checkTopicCount, OPINION_TITLE_MAX } from '../../domain/opinion-rules.ts';
import type { DomainEventPublisher } from '../../events/domain-events.ts';
import type { TopicService } from '../topic/service.ts';
import { refreshTrendingScoresSql } from './trending.ts';

export type OpinionService = ReturnType<typeof createOpinionService>;

/** What the opinion form sends (title, topics; plus optional link and context: docs/product.md#writing-opinions). */
export type OpinionDraft = { title: string; topicIds: readonly number[]; link?: string | null; tidbit?: string | null };

const DUPLICATE_TITLE = 'An opinion with this title already exists';
const SUGGESTION_TAKEN = 'An opinion was already created from this suggestion';

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/** The columns a unique violation names, as text (the driver adapters word it differently). */
function uniqueTarget(error: unknown): string {
  return JSON.stringify((error as { meta?: unknown }).meta ?? {}) + String((error as Error).message);
}

type Author = { userId: number; canDeleteContent: boolean };

/** An opinion's editable state as the audit log keeps it, before and after a change. */
export type OpinionState = { title: string; topics: string[]; link: string; tidbit: string };

export type OpinionChange = { opinionId: number; before: OpinionState; after: OpinionState; changed: boolean };

export type DeletionChange = { opinionId: number; title: string; authorId: number | null; changed: boolean };

/** Deleted opinions (never removed ones), by part of the title (LIKE's wildcards taken as text). */
function deletedWhere(search: string | null) {
  const text = search?.trim().replace(/[\\%_]/g, (match) => `\\${match}`);
  return { deleted: true, removedAt: null, ...(text ? { title: { contains: text, mode: 'insensitive' as const } } : {}) };
}

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;

type Selection = { select?: object; include?: object };

type CheckedDraft = { title: string; slug: string; topicIds: number[]; link: string; tidbit: string };

/**
 * How many opinions one account may create (docs/product.md#rate-limits). Only CanCreateOpinions
 * accounts create any, so the limit is generous: it stops a runaway script or a stolen session,
 * not an editor's busy hour. Moderators (CanDeleteContent) are not counted.
 */
export const opinionCreateRateLimit = { name: 'opinion-create-hour', limit: 20, windowSeconds: 60 * 60 } satisfies RateLimitRule;

export function createOpinionService(dependencies: {
  prisma: PrismaClient;
  events: DomainEventPublisher;
  topics: TopicService;
  rateLimiter: RateLimiter;
}) {
  const { prisma, events, topics } = dependencies;

  /** The draft's checked values; `db` is the caller's transaction, when there is one. */
  async function checkDraft(draft: OpinionDraft, db: Db = prisma): Promise<CheckedDraft> {
    const { title, slug } = checkTitle(draft.title, OPINION_TITLE_MAX, 'opinion');
    const topicIds = checkTopicCount(draft.topicIds);
    const link = checkLink(draft.link);
    const tidbit = checkText(draft.tidbit);
    if (!(await topics.allExist(topicIds, db))) {
      throw new ValidationError('One of the chosen topics does not exist', [{ path: ['input', 'topicIds'], message: 'Unknown topic' }]);
    }
    return { title, slug, topicIds, link, tidbit };
  }

  async function refuseTakenSlug(db: Db, slug: string): Promise<void> {
    if (await db.opinion.findUnique({ where: { slug }, select: { id: true } })) throw new ConflictError(DUPLICATE_TITLE);
  }

  /** Counts a creation against the hourly limit; moderators are not counted. */
  async function countCreation(author: Author): Promise<void> {
    if (!author.canDeleteContent) await dependencies.rateLimiter.hit(opinionCreateRateLimit, String(author.userId));
  }

  async function insertOpinion(db: Db, authorId: number, checked: CheckedDraft, suggestion: { commentId: number; suggesterId: number } | null) {
    try {
      return await db.opinion.create({
        data: {
          slug: checked.slug,
          title: checked.title,
          link: checked.link,
          tidbit: checked.tidbit,
          createdById: authorId,
          suggestionCommentId: suggestion?.commentId ?? null,
          suggestedById: suggestion?.suggesterId ?? null,
          topics: { create: checked.topicIds.map((topicId) => ({ topicId })) },
        },
        select: { id: true, slug: true },
      });
    } catch (error) {
      // Two people submitting the same title (or the same suggestion) at once: the unique columns decide.
      if (isUniqueViolation(error)) throw new ConflictError(suggestion && uniqueTarget(error).includes('suggestion') ? SUGGESTION_TAKEN : DUPLICATE_TITLE);
      throw error;
    }
  }

  /** What the audit log keeps of a checked draft: topics by title (in id order), not by id. */
  async function stateOfDraft(db: Db, checked: CheckedDraft): Promise<OpinionState> {
    const topicTitles = await topics.titlesOf([...checked.topicIds].sort((a, b) => a - b), db);
    return { title: checked.title, topics: topicTitles, link: checked.link, tidbit: checked.tidbit };
  }

  async function stateOf(db: Db, opinionId: number): Promise<OpinionState> {
    const row = await db.opinion.findUniqueOrThrow({ where: { id: opinionId }, select: { title: true, link: true, tidbit: true, topics: { select: { topicId: true } } } });
    const ids = row.topics.map((link) => link.topicId).sort((a, b) => a - b);
    return { title: row.title, topics: await topics.titlesOf(ids, db), link: row.link, tidbit: row.tidbit };
  }

  /** The opinion's row, locked until the caller's transaction ends; null when there is none. */
  async function lockOpinion(db: Db, opinionId: number): Promise<{ id: number; removedAt: Date | null } | null> {
    const rows = await db.$queryRaw<Array<{ id: number; removedAt: Date | null }>>`
      SELECT id, "removedAt" FROM "Opinion" WHERE id = ${opinionId} FOR UPDATE`;
    return rows[0] ?? null;
  }

  return {
    /** One opinion by id with the caller's Prisma selection (the answer to a write). */
    byId<Query extends Selection>(opinionId: number, query: Query) {
      return prisma.opinion.findUniqueOrThrow({ ...(withSelectedFields(query, ['id']) as object), where: { id: opinionId } });
    },

    /** Opinions by id with the caller's selection, in the order of `ids`; unknown ids are skipped. */
    async byIds<Query extends Selection>(ids: readonly number[], query: Query) {
      // The id orders the rows, whatever the client selected. (Read before an empty list
      // answers: the GraphQL layer checks that every resolver used its selection.)
      const selection = { ...(withSelectedFields(query, ['id']) as object) };
      if (ids.length === 0) return [];
      const rows = await prisma.opinion.findMany({ ...selection, where: { id: { in: [...ids] } } });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * The opinion a page shows, loaded with the caller's selection (Pothos `query`) in one
     * statement; NotFoundError or GoneError otherwise.
     */
    async requireVisibleOpinion<Query extends { select?: object; include?: object }>(slug: string, query: Query) {
      if (!SLUG_PATTERN.test(slug)) throw new NotFoundError();
      const opinion = await prisma.opinion.findUnique({ ...(withSelectedFields(query, ['removedAt']) as object), where: { slug } });
      if (!opinion) throw new NotFoundError();
      if ((opinion as { removedAt: Date | null }).removedAt) throw new GoneError();
      return opinion;
    },

    async requireVotableOpinion(opinionId: number): Promise<{ id: number }> {
      const opinion = await prisma.opinion.findUnique({
        where: { id: opinionId },
        select: { id: true, removedAt: true, deleted: true },
      });
      if (!opinion) throw new NotFoundError('This opinion does not exist');
      if (opinion.removedAt || opinion.deleted) throw new GoneError();
      return opinion;
    },

    /**
     * A new opinion by `userId` (who has CanCreateOpinions), filed under existing topics. The
     * slug comes from the title; a title whose slug is taken is a duplicate and nothing is
     * written (docs/product.md#writing-opinions).
     */
    async createOpinion(author: Author, draft: OpinionDraft): Promise<{ id: number; slug: string }> {
      const checked = await checkDraft(draft);
      await refuseTakenSlug(prisma, checked.slug);
      await countCreation(author);
      const opinion = await insertOpinion(prisma, author.userId, checked, null);
      await events.publish('opinion.created', { opinionId: opinion.id, authorId: author.userId });
      return opinion;
    },

    /**
     * An opinion made from a Suggest page comment, inside the admin hub's transaction (which
     * records it and, after the commit, credits and tells the suggester). One suggestion makes at
     * most one opinion: a second attempt is a ConflictError, and the unique column settles two at
     * once. Answers what the audit log keeps.
     */
    async createFromSuggestion(
      db: Db,
      author: Author,
      draft: OpinionDraft,
      suggestion: { commentId: number; suggesterId: number },
    ): Promise<{ id: number; slug: string; state: OpinionState }> {
      if (await db.opinion.findUnique({ where: { suggestionCommentId: suggestion.commentId }, select: { id: true } })) {
        throw new ConflictError(SUGGESTION_TAKEN);
      }
      const checked = await checkDraft(draft, db);
      await refuseTakenSlug(db, checked.slug);
      await countCreation(author);
      const opinion = await insertOpinion(db, author.userId, checked, suggestion);
      return { ...opinion, state: await stateOfDraft(db, checked) };
    },

    /**
     * Changes title, topics, link and context inside the caller's transaction, the opinion's row
     * locked so two editors take turns and each audit entry's "before" is what that edit changed.
     * The slug stays, so shared links keep working. Answers the state before and after; `changed`
     * is false when the edit left everything as it was.
     */
    async editOpinion(db: Db, opinionId: number, draft: OpinionDraft): Promise<OpinionChange> {
      const existing = await lockOpinion(db, opinionId);
      if (!existing) throw new NotFoundError('This opinion does not exist');
      if (existing.removedAt) throw new GoneError();
      const checked = await checkDraft(draft, db);
      const sameTitle = await db.opinion.findUnique({ where: { slug: checked.slug }, select: { id: true } });
      if (sameTitle && sameTitle.id !== opinionId) throw new ConflictError(DUPLICATE_TITLE);
      const before = await stateOf(db, opinionId);
      await db.opinionTopic.deleteMany({ where: { opinionId, topicId: { notIn: checked.topicIds } } });
      await db.opinion.update({
        where: { id: opinionId },
        data: {
          title: checked.title,
          link: checked.link,
          tidbit: checked.tidbit,
          topics: {
            connectOrCreate: checked.topicIds.map((topicId) => ({
              where: { opinionId_topicId: { opinionId, topicId } },
              create: { topicId },
            })),
          },
        },
        select: { id: true },
      });
      const after = await stateOfDraft(db, checked);
      return { opinionId, before, after, changed: JSON.stringify(before) !== JSON.stringify(after) };
    },

    /**
     * Marks an opinion deleted (its page shows "Deleted", feeds drop it) or restores it, inside
     * the caller's transaction. Setting the state it already has changes nothing: `changed` is
     * false, for the request that finds it so and for the second of two at once (the conditional
     * update waits for the first one's row lock, then matches nothing). The caller announces a
     * change (karma) after its commit.
     */
    async setOpinionDeleted(db: Db, opinionId: number, deleted: boolean, now: Date): Promise<DeletionChange> {
      const existing = await db.opinion.findUnique({
        where: { id: opinionId },
        select: { title: true, removedAt: true, createdById: true },
      });
      if (!existing) throw new NotFoundError('This opinion does not exist');
      if (existing.removedAt) throw new GoneError();
      const changed = await db.opinion.updateMany({ where: { id: opinionId, deleted: !deleted }, data: { deleted, deletedAt: deleted ? now : null } });
      return { opinionId, title: existing.title, authorId: existing.createdById, changed: changed.count === 1 };
    },

    /**
     * Deleted opinions (not removed ones), the most recently deleted first, a page at a time
     * (keyset on the deletion time and the id), optionally those whose title contains `search`.
     */
    deletedPage(options: { first: number; after: { deletedAt: Date | null; id: number } | null; search: string | null }) {
      const after = options.after;
      const keyset = !after
        ? {}
        : after.deletedAt === null
          ? { deletedAt: null, id: { lt: after.id } }
          : { OR: [{ deletedAt: { lt: after.deletedAt } }, { deletedAt: after.deletedAt, id: { lt: after.id } }, { deletedAt: null }] };
      return prisma.opinion.findMany({
        where: { AND: [deletedWhere(options.search), keyset] },
        // Deleted before the column was kept (none should be: the migration filled it in) come last.
        orderBy: [{ deletedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
        take: options.first,
        select: { id: true, deletedAt: true },
      });
    },

    /** How many opinions are deleted (those whose title contains `search`). */
    deletedCount(search: string | null): Promise<number> {
      return prisma.opinion.count({ where: deletedWhere(search) });
    },

    /**
     * Opinions anyone can see (not deleted, not removed), quiz statements excluded: the home
     * feed's stats count what the feeds show (docs/decisions.md#quizzes).
     */
    countVisible(): Promise<number> {
      return prisma.opinion.count({ where: { deleted: false, removedAt: null, quizItems: { none: {} } } });
    },

    /**
     * The sitemap's opinions: the ones `countVisible` counts (a deleted one's page says "Deleted"
     * and takes no votes: nothing to send a search engine to), dated by their last edit.
     */
    sitemap: sitemapSourceOf(prisma, {
      from: Prisma.sql`"Opinion" t`,
      where: Prisma.sql`NOT t.deleted AND t."removedAt" IS NULL AND NOT EXISTS (SELECT 1 FROM "QuizItem" q WHERE q."opinionId" = t.id)`,
      key: Prisma.sql`t.slug`,
      lastModified: Prisma.sql`t."updatedAt"`,
    }),

    /** What the comment module needs to know about an opinion whose thread it serves; null when unknown. */
    async opinionForComments(opinionId: number) {
      return prisma.opinion.findUnique({
        where: { id: opinionId },
        select: { id: true, slug: true, title: true, createdById: true, deleted: true, removedAt: true },
      });
    },

    /**
     * One page of a topic's visible opinions (not deleted, not removed, no quiz statements), in id
     * order after `afterId`: for reports that walk a whole topic without holding it in memory.
     */
    async visibleInTopicPage(topicId: number, afterId: number, limit: number): Promise<Array<{ id: number; slug: string; title: string }>> {
      return prisma.opinion.findMany({
        where: { id: { gt: afterId }, deleted: false, removedAt: null, quizItems: { none: {} }, topics: { some: { topicId } } },
        select: { id: true, slug: true, title: true },
        orderBy: { id: 'asc' },
        take: limit,
      });
    },

    /** Visible (not deleted, not removed) opinions per topic, one statement for a list of topics. */
    async visibleCountsPerTopic(topicIds: readonly number[]): Promise<Map<number, number>> {
      const rows = await prisma.opinionTopic.groupBy({
        by: ['topicId'],
        where: { topicId: { in: [...topicIds] }, opinion: { deleted: false, removedAt: null } },
        _count: { _all: true },
      });
      const counts = new Map(topicIds.map((id) => [id, 0]));
      for (const row of rows) counts.set(row.topicId, row._count._all);
      return counts;
    },

    /**
     * Recomputes stored trending scores (trending.ts): of the given opinions (after a vote or a
     * comment on them), or of all of them (on a timer, as the days pass). Answers how many
     * scores were written.
     */
    refreshTrendingScores(opinionIds?: readonly number[]): Promise<number> {
      if (opinionIds && opinionIds.length === 0) return Promise.resolve(0);
      return prisma.$executeRaw(refreshTrendingScoresSql(opinionIds ? [...opinionIds] : null));
    },

    // ── The owner's data (docs/product.md#your-data). ──

    personalDataOf(userId: number) {
      return prisma.opinion.findMany({
        where: { createdById: userId },
        select: { id: true, slug: true, title: true, createdAt: true, deleted: true },
        orderBy: { id: 'asc' },
      });
    },

    /** Opinions they wrote or suggested stay (others voted and commented on them) without their name. */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.opinion.updateMany({ where: { createdById: userId }, data: { createdById: null } });
      await db.opinion.updateMany({ where: { suggestedById: userId }, data: { suggestedById: null } });
    },
  };
}
