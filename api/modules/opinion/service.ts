// Opinions: finding one for a page, with the spec's 404 / 410 outcomes.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { withSelectedFields } from '../../db/selection.ts';
import { GoneError, NotFoundError } from '../../domain/errors.ts';

export type OpinionService = ReturnType<typeof createOpinionService>;

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;

export function createOpinionService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;
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
