// Opinions: finding one for a page, with the spec's 404 / 410 outcomes.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { GoneError, NotFoundError } from '../../domain/errors.ts';

export type OpinionService = ReturnType<typeof createOpinionService>;

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;

export function createOpinionService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;
  return {
    /** The id of the opinion a page shows; NotFoundError or GoneError otherwise. */
    async requireVisibleOpinionId(slug: string): Promise<number> {
      if (!SLUG_PATTERN.test(slug)) throw new NotFoundError();
      const opinion = await prisma.opinion.findUnique({ where: { slug }, select: { id: true, removedAt: true } });
      if (!opinion) throw new NotFoundError();
      if (opinion.removedAt) throw new GoneError();
      return opinion.id;
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

    /** Comment counts for many opinions in one statement (feed cards). */
    async commentCounts(opinionIds: readonly number[]): Promise<Map<number, number>> {
      const rows = await prisma.comment.groupBy({
        by: ['threadId'],
        where: { thread: { opinionId: { in: [...opinionIds] } }, deletedAt: null },
        _count: { _all: true },
      });
      if (rows.length === 0) return new Map(opinionIds.map((id) => [id, 0]));
      const threads = await prisma.commentThread.findMany({
        where: { id: { in: rows.map((row) => row.threadId) } },
        select: { id: true, opinionId: true },
      });
      const opinionByThread = new Map(threads.map((thread) => [thread.id, thread.opinionId]));
      const counts = new Map(opinionIds.map((id) => [id, 0]));
      for (const row of rows) {
        const opinionId = opinionByThread.get(row.threadId);
        if (opinionId != null) counts.set(opinionId, row._count._all);
      }
      return counts;
    },
  };
}
