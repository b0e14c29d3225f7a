// Topics and who follows them: the alphabetical list, lookups, creating topics, following. The
// only writer of Topic and Follow. (Which opinions are filed under a topic is the opinion
// module's OpinionTopic.)
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { withSelectedFields } from '../../db/selection.ts';
import { sitemapSourceOf } from '../../db/sitemap-sql.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { checkTitle, TOPIC_TITLE_MAX } from '../../domain/opinion-rules.ts';

export type TopicService = ReturnType<typeof createTopicService>;

type Selection = { select?: object; include?: object };

export function createTopicService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;
  return {
    /** The sitemap's topics: every one (a topic has no date of change). */
    sitemap: sitemapSourceOf(prisma, { from: Prisma.sql`"Topic" t`, where: Prisma.sql`true`, key: Prisma.sql`t.slug`, lastModified: null }),

    /** A topic by slug with the caller's selection; null when there is none. */
    bySlug<Query extends Selection>(slug: string, query: Query) {
      if (slug.length > 200) return Promise.resolve(null);
      return prisma.topic.findUnique({ ...(query as object), where: { slug } });
    },

    /** A topic by id with the caller's selection (the answer to a write). */
    byId<Query extends Selection>(topicId: number, query: Query) {
      return prisma.topic.findUniqueOrThrow({ ...(withSelectedFields(query, ['id']) as object), where: { id: topicId } });
    },

    /** Topics by id with the caller's selection, in the order of `ids`; unknown ids are skipped. */
    async byIds<Query extends Selection>(ids: readonly number[], query: Query) {
      if (ids.length === 0) return [];
      // The id orders the rows, whatever the client selected.
      const rows = await prisma.topic.findMany({ ...(withSelectedFields(query, ['id']) as object), where: { id: { in: [...ids] } } });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * True when every id is a topic (an opinion may only be filed under existing topics); inside
     * the caller's transaction when it passes one.
     */
    async allExist(topicIds: readonly number[], db: Db = prisma): Promise<boolean> {
      if (topicIds.length === 0) return true;
      return (await db.topic.count({ where: { id: { in: [...topicIds] } } })) === topicIds.length;
    },

    /** The topics' titles in the order of `topicIds` (unknown ids skipped), inside the caller's transaction. */
    async titlesOf(topicIds: readonly number[], db: Db): Promise<string[]> {
      if (topicIds.length === 0) return [];
      const rows = await db.topic.findMany({ where: { id: { in: [...topicIds] } }, select: { id: true, title: true } });
      const byId = new Map(rows.map((row) => [row.id, row.title]));
      return topicIds.flatMap((id) => byId.get(id) ?? []);
    },

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

    /**
     * A topic named `title`, created by `userId` unless one with the same slug exists: then that
     * one is answered, so "create a new topic" twice (or a retry) never makes two.
     */
    async createTopic(userId: number, rawTitle: string): Promise<{ id: number }> {
      const { title, slug } = checkTitle(rawTitle, TOPIC_TITLE_MAX, 'topic');
      const existing = await prisma.topic.findUnique({ where: { slug }, select: { id: true } });
      if (existing) return existing;
      try {
        return await prisma.topic.create({ data: { slug, title, createdById: userId }, select: { id: true } });
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
          return prisma.topic.findUniqueOrThrow({ where: { slug }, select: { id: true } });
        }
        throw error;
      }
    },

    /** Follows or unfollows; idempotent either way. */
    async setFollowing(userId: number, topicId: number, following: boolean): Promise<void> {
      const topic = await prisma.topic.findUnique({ where: { id: topicId }, select: { id: true } });
      if (!topic) throw new NotFoundError('This topic does not exist');
      if (following) {
        await prisma.follow.upsert({ where: { userId_topicId: { userId, topicId } }, create: { userId, topicId }, update: {} });
      } else {
        await prisma.follow.deleteMany({ where: { userId, topicId } });
      }
    },

    /** Which of these topics the user follows (one statement for a list of topics). */
    /** How many members follow each topic (absent: none). */
    async followerCounts(topicIds: readonly number[]): Promise<Map<number, number>> {
      const rows = await prisma.follow.groupBy({ by: ['topicId'], where: { topicId: { in: [...topicIds] } }, _count: { _all: true } });
      return new Map(rows.map((row) => [row.topicId, row._count._all]));
    },

    async followedAmong(userId: number, topicIds: readonly number[]): Promise<Set<number>> {
      const rows = await prisma.follow.findMany({ where: { userId, topicId: { in: [...topicIds] } }, select: { topicId: true } });
      return new Set(rows.map((row) => row.topicId));
    },

    // ── The owner's data (docs/product.md#your-data). ──

    async personalDataOf(userId: number) {
      const follows = await prisma.follow.findMany({
        where: { userId },
        select: { createdAt: true, topic: { select: { slug: true, title: true } } },
        orderBy: { createdAt: 'asc' },
      });
      const topicsCreated = await prisma.topic.findMany({ where: { createdById: userId }, select: { slug: true, title: true } });
      return { follows: follows.map((row) => ({ topic: row.topic.slug, title: row.topic.title, since: row.createdAt })), topicsCreated };
    },

    /** Follows go; topics they created stay (public, shared) without their creator. */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.follow.deleteMany({ where: { userId } });
      await db.topic.updateMany({ where: { createdById: userId }, data: { createdById: null } });
    },
  };
}
