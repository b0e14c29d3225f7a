// The For You feed, topic feeds and the trending order (docs/product.md#feeds). Owns no table:
// its statements read the opinion, topic and vote modules' tables (declared in ARCHITECTURE.md),
// each page one keyset scan of the stored trending score (the opinion module keeps it current:
// api/modules/opinion/trending.ts).
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { isDatabaseId } from '../../domain/database-ids.ts';
import { FEED_PAGE_SIZE, type FeedPage } from '../../domain/feed-paging.ts';

export type FeedService = ReturnType<typeof createFeedService>;

// Quiz opinions are answered inside their quiz (docs/decisions.md#quizzes); they stay out of feeds.
const visible = Prisma.sql`o.deleted = false AND o."removedAt" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "QuizItem" qi WHERE qi."opinionId" = o.id)`;

/** Keyset: strictly after the cursor opinion in (score DESC, id DESC) order. */
function afterCursor(cursorId: number | null) {
  return cursorId === null
    ? Prisma.empty
    : Prisma.sql`AND (o."trendingScore", o.id) < (SELECT c."trendingScore", c.id FROM "Opinion" c WHERE c.id = ${cursorId})`;
}

export function createFeedService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;

  async function idsOf(query: Promise<Array<{ id: number }>>): Promise<number[]> {
    return (await query).map((row) => row.id);
  }

  return {
    /** Everything visible, trending first (the topic feed; the top of it for Trending opinions). */
    trendingOrder(options: { topicId?: number; limit?: number } = {}): Promise<number[]> {
      const topicFilter = options.topicId
        ? Prisma.sql`AND EXISTS (SELECT 1 FROM "OpinionTopic" ot WHERE ot."opinionId" = o.id AND ot."topicId" = ${options.topicId})`
        : Prisma.empty;
      const limit = options.limit ? Prisma.sql`LIMIT ${options.limit}` : Prisma.empty;
      return idsOf(prisma.$queryRaw`
        SELECT o.id FROM "Opinion" o WHERE ${visible} ${topicFilter}
        ORDER BY o."trendingScore" DESC, o.id DESC ${limit}`);
    },

    /**
     * For You. Logged out: every visible opinion, trending first. Logged in: the viewer's own
     * opinions of the last 7 days (newest first), then opinions they have not voted on, in
     * followed topics first, each group trending first. Every group is a keyset scan, and the
     * groups of a page are read in one statement. A cursor that is not in the feed ends it
     * (docs/decisions.md#feeds), one beyond any possible id included.
     */
    async forYouPage(viewerId: number | null, afterId: number | null, pageSize = FEED_PAGE_SIZE): Promise<FeedPage> {
      if (afterId !== null && !isDatabaseId(afterId)) return { ids: [], endReached: true };
      const wanted = pageSize + 1; // one more than a page says whether the feed goes on
      if (viewerId === null) {
        // An unknown cursor has no score: the comparison is null and the page is empty.
        const ids = await idsOf(prisma.$queryRaw`
          SELECT o.id FROM "Opinion" o WHERE ${visible} ${afterCursor(afterId)}
          ORDER BY o."trendingScore" DESC, o.id DESC LIMIT ${wanted}`);
        return { ids: ids.slice(0, pageSize), endReached: ids.length <= pageSize };
      }

      const own = Prisma.sql`(o."createdById" = ${viewerId} AND o."createdAt" >= now() - interval '7 days' AND ${visible})`;
      const followed = Prisma.sql`EXISTS (SELECT 1 FROM "OpinionTopic" ot JOIN "Follow" f ON f."topicId" = ot."topicId"
        WHERE ot."opinionId" = o.id AND f."userId" = ${viewerId})`;
      const unvotedOthers = Prisma.sql`(${visible}
        AND (o."createdById" IS DISTINCT FROM ${viewerId} OR o."createdAt" < now() - interval '7 days')
        AND NOT EXISTS (SELECT 1 FROM "Vote" v WHERE v."userId" = ${viewerId} AND v."opinionId" = o.id))`;

      // Which group the cursor is in decides where the page starts.
      let group: 0 | 1 | 2 = 0;
      if (afterId !== null) {
        const [row] = await prisma.$queryRaw<Array<{ own: boolean; other: boolean; followed: boolean }>>`
          SELECT ${own} AS own, ${unvotedOthers} AS other, ${followed} AS followed FROM "Opinion" o WHERE o.id = ${afterId}`;
        if (!row || !(row.own || row.other)) return { ids: [], endReached: true };
        group = row.own ? 0 : row.followed ? 1 : 2;
      }
      const cursorIn = (branch: number) => (afterId !== null && branch === group ? afterId : null);
      const branches: Prisma.Sql[] = [];
      if (group === 0) {
        const ownCursor = cursorIn(0)
          ? Prisma.sql`AND (o."createdAt", o.id) < (SELECT c."createdAt", c.id FROM "Opinion" c WHERE c.id = ${afterId})`
          : Prisma.empty;
        branches.push(Prisma.sql`(SELECT o.id, 0 AS grp, row_number() OVER (ORDER BY o."createdAt" DESC, o.id DESC) AS pos
          FROM "Opinion" o WHERE ${own} ${ownCursor} ORDER BY o."createdAt" DESC, o.id DESC LIMIT ${wanted})`);
      }
      if (group <= 1) {
        // The first condition is evaluated once: someone who follows no topic skips this scan.
        branches.push(Prisma.sql`(SELECT o.id, 1 AS grp, row_number() OVER (ORDER BY o."trendingScore" DESC, o.id DESC) AS pos
          FROM "Opinion" o WHERE EXISTS (SELECT 1 FROM "Follow" fw WHERE fw."userId" = ${viewerId})
            AND ${unvotedOthers} AND ${followed} ${afterCursor(cursorIn(1))}
          ORDER BY o."trendingScore" DESC, o.id DESC LIMIT ${wanted})`);
      }
      branches.push(Prisma.sql`(SELECT o.id, 2 AS grp, row_number() OVER (ORDER BY o."trendingScore" DESC, o.id DESC) AS pos
        FROM "Opinion" o WHERE ${unvotedOthers} AND NOT ${followed} ${afterCursor(cursorIn(2))}
        ORDER BY o."trendingScore" DESC, o.id DESC LIMIT ${wanted})`);
      const ids = await idsOf(prisma.$queryRaw`
        SELECT page.id FROM (${Prisma.join(branches, ' UNION ALL ')}) AS page ORDER BY page.grp, page.pos LIMIT ${wanted}`);
      return { ids: ids.slice(0, pageSize), endReached: ids.length <= pageSize };
    },

    /** A topic's opinions, trending first: a keyset scan; a cursor outside the topic ends it. */
    async topicPage(topicId: number, afterId: number | null, pageSize = FEED_PAGE_SIZE): Promise<FeedPage> {
      if (afterId !== null && !isDatabaseId(afterId)) return { ids: [], endReached: true };
      const inTopic = (alias: string) =>
        Prisma.sql`EXISTS (SELECT 1 FROM "OpinionTopic" ot WHERE ot."opinionId" = ${Prisma.raw(alias)}.id AND ot."topicId" = ${topicId})`;
      const cursor =
        afterId === null
          ? Prisma.empty
          : Prisma.sql`AND (o."trendingScore", o.id) < (SELECT c."trendingScore", c.id FROM "Opinion" c WHERE c.id = ${afterId} AND ${inTopic('c')})`;
      const ids = await idsOf(prisma.$queryRaw`
        SELECT o.id FROM "Opinion" o WHERE ${visible} AND ${inTopic('o')} ${cursor}
        ORDER BY o."trendingScore" DESC, o.id DESC LIMIT ${pageSize + 1}`);
      return { ids: ids.slice(0, pageSize), endReached: ids.length <= pageSize };
    },
  };
}
