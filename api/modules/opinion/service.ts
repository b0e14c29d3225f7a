// Opinions: finding one for a page (404 / 410 outcomes), writing them, and their stored trending
// score. The only writer of Opinion and OpinionTopic.
import type { RateLimiter, RateLimitRule } from '../../auth/rate-limit.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { withSelectedFields } from '../../db/selection.ts';
import { ConflictError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { checkLink, checkText, checkTitle, checkTopicCount, OPINION_TITLE_MAX } from '../../domain/opinion-rules.ts';
import type { DomainEventPublisher } from '../../events/domain-events.ts';
import type { TopicService } from '../topic/service.ts';
import { refreshTrendingScoresSql } from './trending.ts';

export type OpinionService = ReturnType<typeof createOpinionService>;

/** What the opinion form sends (title, topics; plus optional link and context: docs/product.md#writing-opinions). */
export type OpinionDraft = { title: string; topicIds: readonly number[]; link?: string | null; tidbit?: string | null };

const DUPLICATE_TITLE = 'An opinion with this title already exists';

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;

type Selection = { select?: object; include?: object };

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

  async function checkDraft(draft: OpinionDraft) {
    const { title, slug } = checkTitle(draft.title, OPINION_TITLE_MAX, 'opinion');
    const topicIds = checkTopicCount(draft.topicIds);
    const link = checkLink(draft.link);
    const tidbit = checkText(draft.tidbit);
    if (!(await topics.allExist(topicIds))) {
      throw new ValidationError('One of the chosen topics does not exist', [{ path: ['input', 'topicIds'], message: 'Unknown topic' }]);
    }
    return { title, slug, topicIds, link, tidbit };
  }

  return {
    /** One opinion by id with the caller's Prisma selection (the answer to a write). */
    byId<Query extends Selection>(opinionId: number, query: Query) {
      return prisma.opinion.findUniqueOrThrow({ ...(withSelectedFields(query, ['id']) as object), where: { id: opinionId } });
    },

    /** Opinions by id with the caller's selection, in the order of `ids`; unknown ids are skipped. */
    async byIds<Query extends Selection>(ids: readonly number[], query: Query) {
      if (ids.length === 0) return [];
      // The id orders the rows, whatever the client selected.
      const rows = await prisma.opinion.findMany({ ...(withSelectedFields(query, ['id']) as object), where: { id: { in: [...ids] } } });
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
    async createOpinion(author: { userId: number; canDeleteContent: boolean }, draft: OpinionDraft): Promise<{ id: number; slug: string }> {
      const { userId } = author;
      const checked = await checkDraft(draft);
      if (await prisma.opinion.findUnique({ where: { slug: checked.slug }, select: { id: true } })) throw new ConflictError(DUPLICATE_TITLE);
      if (!author.canDeleteContent) await dependencies.rateLimiter.hit(opinionCreateRateLimit, String(userId));
      let opinion: { id: number; slug: string };
      try {
        opinion = await prisma.opinion.create({
          data: {
            slug: checked.slug,
            title: checked.title,
            link: checked.link,
            tidbit: checked.tidbit,
            createdById: userId,
            topics: { create: checked.topicIds.map((topicId) => ({ topicId })) },
          },
          select: { id: true, slug: true },
        });
      } catch (error) {
        // Two people submitting the same title at once: the unique slug decides.
        if (isUniqueViolation(error)) throw new ConflictError(DUPLICATE_TITLE);
        throw error;
      }
      await events.publish('opinion.created', { opinionId: opinion.id, authorId: userId });
      return opinion;
    },

    /** Changes title, topics, link and context. The slug stays, so shared links keep working. */
    async editOpinion(opinionId: number, draft: OpinionDraft): Promise<void> {
      const existing = await prisma.opinion.findUnique({ where: { id: opinionId }, select: { id: true, removedAt: true } });
      if (!existing) throw new NotFoundError('This opinion does not exist');
      if (existing.removedAt) throw new GoneError();
      const checked = await checkDraft(draft);
      const sameTitle = await prisma.opinion.findUnique({ where: { slug: checked.slug }, select: { id: true } });
      if (sameTitle && sameTitle.id !== opinionId) throw new ConflictError(DUPLICATE_TITLE);
      await prisma.$transaction([
        prisma.opinionTopic.deleteMany({ where: { opinionId, topicId: { notIn: checked.topicIds } } }),
        prisma.opinion.update({
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
        }),
      ]);
    },

    /**
     * Marks an opinion deleted (its page shows "Deleted", feeds drop it) or restores it.
     * Idempotent: setting the state it already has changes nothing, karma included.
     */
    async setOpinionDeleted(opinionId: number, deleted: boolean): Promise<void> {
      const existing = await prisma.opinion.findUnique({
        where: { id: opinionId },
        select: { deleted: true, removedAt: true, createdById: true },
      });
      if (!existing) throw new NotFoundError('This opinion does not exist');
      if (existing.removedAt) throw new GoneError();
      // Only the request that changes the state announces it: a concurrent twin finds nothing to update.
      const changed = await prisma.opinion.updateMany({ where: { id: opinionId, deleted: !deleted }, data: { deleted } });
      if (changed.count === 1) {
        await events.publish('opinion.deletedChanged', { opinionId, authorId: existing.createdById, deleted });
      }
    },

    /**
     * Opinions anyone can see (not deleted, not removed), quiz statements excluded: the home
     * feed's stats count what the feeds show (docs/decisions.md#quizzes).
     */
    countVisible(): Promise<number> {
      return prisma.opinion.count({ where: { deleted: false, removedAt: null, quizItems: { none: {} } } });
    },

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

    /** Opinions they wrote stay (others voted and commented on them) without their creator. */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.opinion.updateMany({ where: { createdById: userId }, data: { createdById: null } });
    },
  };
}
