// Opinions: finding one for a page, with the spec's 404 / 410 outcomes.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { withSelectedFields } from '../../db/selection.ts';
import { ConflictError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { checkLink, checkText, checkTitle, checkTopicCount, OPINION_TITLE_MAX } from '../../domain/opinion-rules.ts';
import type { UserService } from '../user/service.ts';

export type OpinionService = ReturnType<typeof createOpinionService>;

/** What the opinion form sends (spec 3, "Forms": title, topics; plus optional link and context). */
export type OpinionDraft = { title: string; topicIds: readonly number[]; link?: string | null; tidbit?: string | null };

const DUPLICATE_TITLE = 'An opinion with this title already exists';

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;

export function createOpinionService(dependencies: { prisma: PrismaClient; users: UserService }) {
  const { prisma, users } = dependencies;

  async function checkDraft(draft: OpinionDraft) {
    const { title, slug } = checkTitle(draft.title, OPINION_TITLE_MAX, 'opinion');
    const topicIds = checkTopicCount(draft.topicIds);
    const link = checkLink(draft.link);
    const tidbit = checkText(draft.tidbit);
    const found = topicIds.length ? await prisma.topic.count({ where: { id: { in: topicIds } } }) : 0;
    if (found !== topicIds.length) {
      throw new ValidationError('One of the chosen topics does not exist', [{ path: ['input', 'topicIds'], message: 'Unknown topic' }]);
    }
    return { title, slug, topicIds, link, tidbit };
  }

  return {
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
     * slug comes from the title; a title whose slug is taken is a duplicate (spec: avoid
     * duplicates) and nothing is written.
     */
    async createOpinion(userId: number, draft: OpinionDraft): Promise<{ id: number; slug: string }> {
      const checked = await checkDraft(draft);
      if (await prisma.opinion.findUnique({ where: { slug: checked.slug }, select: { id: true } })) throw new ConflictError(DUPLICATE_TITLE);
      try {
        const { opinion, karma } = await prisma.$transaction(async (transaction) => {
          const created = await transaction.opinion.create({
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
          // decisions.md: 20 karma per opinion created that is not deleted; the user module recounts.
          return { opinion: created, karma: await users.recordKarmaEvent(transaction, { userId, kind: 'opinion' }) };
        });
        await users.announceMilestones(karma);
        return opinion;
      } catch (error) {
        // Two people submitting the same title at once: the unique slug decides.
        if (isUniqueViolation(error)) throw new ConflictError(DUPLICATE_TITLE);
        throw error;
      }
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
      const karma = await prisma.$transaction(async (transaction) => {
        const existing = await transaction.opinion.findUnique({
          where: { id: opinionId },
          select: { deleted: true, removedAt: true, createdById: true },
        });
        if (!existing) throw new NotFoundError('This opinion does not exist');
        if (existing.removedAt) throw new GoneError();
        if (existing.deleted === deleted) return;
        await transaction.opinion.update({ where: { id: opinionId }, data: { deleted }, select: { id: true } });
        if (existing.createdById === null) return null;
        return users.recordKarmaEvent(transaction, { userId: existing.createdById, kind: deleted ? 'opinionDeleted' : 'opinion' });
      });
      await users.announceMilestones(karma);
    },

    /**
     * Opinions anyone can see (not deleted, not removed), quiz statements excluded: the home
     * feed's stats count what the feeds show (docs/decisions.md, "Quiz opinions").
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

    /** Comment counts for many opinions in one statement (feed cards). */
    async commentCounts(opinionIds: readonly number[]): Promise<Map<number, number>> {
      const counts = new Map(opinionIds.map((id) => [id, 0]));
      if (opinionIds.length === 0) return counts;
      const rows = await prisma.$queryRaw<Array<{ opinionId: number; comments: bigint }>>`
        SELECT t."opinionId", COUNT(*) AS comments
        FROM "Comment" c JOIN "CommentThread" t ON t.id = c."threadId"
        WHERE t."opinionId" = ANY(${[...opinionIds]}::int[]) AND c."deletedAt" IS NULL
        GROUP BY t."opinionId"`;
      for (const row of rows) counts.set(row.opinionId, Number(row.comments));
      return counts;
    },
  };
}
