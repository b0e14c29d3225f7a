// Topics: the alphabetical list and lookups by slug.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { withSelectedFields } from '../../db/selection.ts';
import { NotFoundError } from '../../domain/errors.ts';

export type TopicService = ReturnType<typeof createTopicService>;

export function createTopicService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;
  return {
    /**
     * All topics in alphabetical order regardless of case or the database's collation (PGlite
     * and PostgreSQL servers may differ), loaded with the caller's selection.
     */
    async listAlphabetical<Query extends { select?: object }>(query: Query) {
      const topics = await prisma.topic.findMany({ ...(withSelectedFields(query, ['title']) as object), orderBy: { id: 'asc' } });
      const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
      return topics.sort((a, b) => collator.compare((a as { title: string }).title, (b as { title: string }).title));
    },

    async requireTopicIdBySlug(slug: string): Promise<number> {
      if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(slug)) throw new NotFoundError();
      const topic = await prisma.topic.findUnique({ where: { slug }, select: { id: true } });
      if (!topic) throw new NotFoundError();
      return topic.id;
    },

    async opinionCounts(topicIds: readonly number[]): Promise<Map<number, number>> {
      const rows = await prisma.opinionTopic.groupBy({
        by: ['topicId'],
        where: { topicId: { in: [...topicIds] }, opinion: { deleted: false, removedAt: null } },
        _count: { _all: true },
      });
      const counts = new Map(topicIds.map((id) => [id, 0]));
      for (const row of rows) counts.set(row.topicId, row._count._all);
      return counts;
    },
  };
}
