// Read-only community figures built from comments: the comment count of the home feed's stats,
// the top commenters (Top contributors) and the latest activity rows. Kept apart from the
// comment module's service (written on another branch) so the two do not clash; the comment
// module still owns the Comment table, and these reads never write.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';

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

/**
 * Comments on a quiz statement are real comments, but those statements stay out of the public
 * feeds (docs/decisions.md, "Quiz opinions"), so the community figures leave them out too.
 * Expects the comment's thread as `t`; threads not on an opinion (Suggest) count.
 */
const notOnQuizOpinion = Prisma.sql`NOT EXISTS (SELECT 1 FROM "QuizItem" qi WHERE qi."opinionId" = t."opinionId")`;

export function createCommentActivityReads(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;
  return {
    /** Comments that are not deleted, on any thread but a quiz statement's. */
    async countComments(): Promise<number> {
      const [row] = await prisma.$queryRaw<Array<{ comments: bigint }>>`
        SELECT COUNT(*) AS comments FROM "Comment" c JOIN "CommentThread" t ON t.id = c."threadId"
        WHERE c."deletedAt" IS NULL AND ${notOnQuizOpinion}`;
      return Number(row!.comments);
    },

    /** People by their number of comments (not deleted), most first; ties by the earlier account. */
    async topCommenters(limit: number): Promise<CommenterRow[]> {
      const rows = await prisma.$queryRaw<Array<{ userId: number; username: string; numComments: bigint }>>`
        SELECT u.id AS "userId", u.username, c."numComments"
        FROM (
          SELECT c."authorId", COUNT(*) AS "numComments"
          FROM "Comment" c JOIN "CommentThread" t ON t.id = c."threadId"
          WHERE c."deletedAt" IS NULL AND ${notOnQuizOpinion} GROUP BY c."authorId"
          ORDER BY COUNT(*) DESC, c."authorId" ASC LIMIT ${limit}
        ) c JOIN "User" u ON u.id = c."authorId"
        ORDER BY c."numComments" DESC, u.id ASC`;
      return rows.map((row) => ({ userId: row.userId, username: row.username, numComments: Number(row.numComments) }));
    },

    /**
     * The newest comments on opinions that are still shown (not deleted, not removed, not a quiz
     * statement), newest first: "@username made a comment on <opinion title>".
     */
    async latestOpinionComments(limit: number): Promise<ActivityRow[]> {
      return prisma.$queryRaw<ActivityRow[]>`
        SELECT c.id AS "commentId", c."createdAt", u.username, o.id AS "opinionId", o.slug AS "opinionSlug", o.title AS "opinionTitle"
        FROM "Comment" c
        JOIN "CommentThread" t ON t.id = c."threadId"
        JOIN "Opinion" o ON o.id = t."opinionId"
        JOIN "User" u ON u.id = c."authorId"
        WHERE c."deletedAt" IS NULL AND o.deleted = false AND o."removedAt" IS NULL AND ${notOnQuizOpinion}
        ORDER BY c."createdAt" DESC, c.id DESC
        LIMIT ${limit}`;
    },
  };
}
