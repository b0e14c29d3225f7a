// The For You feed and the trending order (decisions.md). The order is computed in one SQL
// statement over ids only; pages are cut from it after the cursor id (domain/feed-paging.ts).
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { FEED_PAGE_SIZE, type FeedPage, pageAfter } from '../../domain/feed-paging.ts';

export type FeedService = ReturnType<typeof createFeedService>;

/**
 * Trending: votes and 3x comments of the last 7 days (each day's activity halved every 2
 * days), plus one so new opinions are not all tied at zero, divided by the opinion's age in days
 * (+2) to the power 1.2, so fresh debates rise and old ones sink unless still active.
 */
const trendingScoreSql = Prisma.sql`
  (COALESCE(activity.score, 0) + 1)
  / power(EXTRACT(EPOCH FROM (now() - o."createdAt")) / 86400.0 + 2, 1.2)`;

const activityCte = Prisma.sql`
  activity AS (
    SELECT "opinionId", SUM(events * power(0.5, (CURRENT_DATE - day) / 2.0)) AS score
    FROM (
      SELECT "opinionId", day, ("r1" + "r2" + "r3" + "r4" + "r5") AS events
      FROM "VoteRollup" WHERE field = '' AND day >= CURRENT_DATE - 7
      UNION ALL
      SELECT t."opinionId", c."createdAt"::date AS day, 3 AS events
      FROM "Comment" c JOIN "CommentThread" t ON t.id = c."threadId"
      WHERE c."createdAt" >= now() - interval '7 days' AND c."deletedAt" IS NULL AND t."opinionId" IS NOT NULL
    ) AS recent
    GROUP BY "opinionId"
  )`;

export function createFeedService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;

  return {
    /** Everything visible, trending first (the logged-out For You and the topic feed). */
    async trendingOrder(options: { topicId?: number; limit?: number } = {}): Promise<number[]> {
      const topicFilter = options.topicId
        ? Prisma.sql`AND EXISTS (SELECT 1 FROM "OpinionTopic" ot WHERE ot."opinionId" = o.id AND ot."topicId" = ${options.topicId})`
        : Prisma.empty;
      const limit = options.limit ? Prisma.sql`LIMIT ${options.limit}` : Prisma.empty;
      const rows = await prisma.$queryRaw<Array<{ id: number }>>`
        WITH ${activityCte}
        SELECT o.id FROM "Opinion" o LEFT JOIN activity ON activity."opinionId" = o.id
        WHERE o.deleted = false AND o."removedAt" IS NULL ${topicFilter}
        ORDER BY ${trendingScoreSql} DESC, o.id DESC ${limit}`;
      return rows.map((row) => row.id);
    },

    /**
     * For You for a logged-in user: their own opinions of the last 7 days (newest first), then
     * opinions they have not voted on, followed topics before others, each by trending score.
     */
    async forYouOrder(userId: number): Promise<number[]> {
      const rows = await prisma.$queryRaw<Array<{ id: number }>>`
        WITH ${activityCte},
        followed AS (
          SELECT DISTINCT ot."opinionId" FROM "OpinionTopic" ot
          JOIN "Follow" f ON f."topicId" = ot."topicId" AND f."userId" = ${userId}
        ),
        own AS (
          SELECT o.id FROM "Opinion" o
          WHERE o."createdById" = ${userId} AND o."createdAt" >= now() - interval '7 days'
        )
        SELECT o.id FROM "Opinion" o
        LEFT JOIN activity ON activity."opinionId" = o.id
        LEFT JOIN own ON own.id = o.id
        LEFT JOIN followed ON followed."opinionId" = o.id
        WHERE o.deleted = false AND o."removedAt" IS NULL
          AND (own.id IS NOT NULL
               OR NOT EXISTS (SELECT 1 FROM "Vote" v WHERE v."userId" = ${userId} AND v."opinionId" = o.id))
        ORDER BY
          CASE WHEN own.id IS NOT NULL THEN 0 WHEN followed."opinionId" IS NOT NULL THEN 1 ELSE 2 END,
          CASE WHEN own.id IS NOT NULL THEN EXTRACT(EPOCH FROM o."createdAt") ELSE 0 END DESC,
          ${trendingScoreSql} DESC, o.id DESC`;
      return rows.map((row) => row.id);
    },

    async forYouPage(viewerId: number | null, afterId: number | null, pageSize = FEED_PAGE_SIZE): Promise<FeedPage> {
      const order = viewerId === null ? await this.trendingOrder() : await this.forYouOrder(viewerId);
      return pageAfter(order, afterId, pageSize);
    },

    async topicPage(topicId: number, afterId: number | null, pageSize = FEED_PAGE_SIZE): Promise<FeedPage> {
      return pageAfter(await this.trendingOrder({ topicId }), afterId, pageSize);
    },
  };
}
