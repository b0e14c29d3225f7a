// Read-only community figures built from comments: the comment count of the home feed's stats,
// the top commenters (Top contributors) and the latest activity rows. Kept apart from the
// comment module's service (written on another branch) so the two do not clash; the comment
// module still owns the Comment table, and these reads never write.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';

export type CommentActivityReads = ReturnType<typeof createCommentActivityReads>;

export type CommenterRow = { userId: number; username: string; numComments: number };
export type ActivityRow = {
  commentId: number;
  createdAt: Date;
  username: string;
  opinionId: number;
  opinionSlug: string;
  opinionTitle: string;
};

export function createCommentActivityReads(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;
  return {
    /** Comments that are not deleted, on any thread. */
    async countComments(): Promise<number> {
      return prisma.comment.count({ where: { deletedAt: null } });
    },

    /** People by their number of comments (not deleted), most first; ties by the earlier account. */
    async topCommenters(limit: number): Promise<CommenterRow[]> {
      const rows = await prisma.$queryRaw<Array<{ userId: number; username: string; numComments: bigint }>>`
        SELECT u.id AS "userId", u.username, c."numComments"
        FROM (
          SELECT "authorId", COUNT(*) AS "numComments" FROM "Comment"
          WHERE "deletedAt" IS NULL GROUP BY "authorId"
          ORDER BY COUNT(*) DESC, "authorId" ASC LIMIT ${limit}
        ) c JOIN "User" u ON u.id = c."authorId"
        ORDER BY c."numComments" DESC, u.id ASC`;
      return rows.map((row) => ({ userId: row.userId, username: row.username, numComments: Number(row.numComments) }));
    },

    /**
     * The newest comments on opinions that are still shown (not deleted, not removed), newest
     * first: "@username made a comment on <opinion title>".
     */
    async latestOpinionComments(limit: number): Promise<ActivityRow[]> {
      return prisma.$queryRaw<ActivityRow[]>`
        SELECT c.id AS "commentId", c."createdAt", u.username, o.id AS "opinionId", o.slug AS "opinionSlug", o.title AS "opinionTitle"
        FROM "Comment" c
        JOIN "CommentThread" t ON t.id = c."threadId"
        JOIN "Opinion" o ON o.id = t."opinionId"
        JOIN "User" u ON u.id = c."authorId"
        WHERE c."deletedAt" IS NULL AND o.deleted = false AND o."removedAt" IS NULL
        ORDER BY c."createdAt" DESC, c.id DESC
        LIMIT ${limit}`;
    },
  };
}
