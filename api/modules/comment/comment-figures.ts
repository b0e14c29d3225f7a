// What is said about the discussion as a whole: comment counts per opinion (feed cards), a
// person's comment history, the home feed's comment count, the top commenters and the latest
// activity. Read-only; joins User (names), Opinion (titles, visibility) and QuizItem (quiz
// statements stay out of public figures), as ARCHITECTURE.md declares.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';

/** One comment of a person's history (/comments/{username}), with the opinion it was made on. */
export type CommentHistoryRow = {
  id: number;
  bodyHtml: string;
  responseType: 'PRO' | 'CON' | 'NEUTRAL' | 'COMMENTARY' | 'NONE';
  createdAt: Date;
  editedAt: Date | null;
  parentId: number | null;
  replyToName: string | null;
  likeNum: number;
  likedByViewer: boolean;
  threadKey: string;
  opinionSlug: string | null;
  opinionTitle: string | null;
};

/** Largest number of history comments one page returns. */
export const COMMENT_HISTORY_MAX_PAGE = 50;

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
 * feeds (docs/decisions.md#quizzes), so the community figures leave them out too.
 * Expects the comment's thread as `t`; threads not on an opinion (Suggest) count.
 */
const notOnQuizOpinion = Prisma.sql`NOT EXISTS (SELECT 1 FROM "QuizItem" qi WHERE qi."opinionId" = t."opinionId")`;

export function createCommentFigures(prisma: PrismaClient) {
  return {
    /** Comments that are not deleted, per opinion, one statement for many opinions (feed cards). */
    async countsByOpinion(opinionIds: readonly number[]): Promise<Map<number, number>> {
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

    /**
     * A page of someone's comments that are not deleted, newest first: up to `first` (at most
     * COMMENT_HISTORY_MAX_PAGE) after the comment `beforeId` (exclusive; null for the first page).
     * Like counts, the viewer's like, the reply target's name and the opinion come back in the
     * same statement.
     */
    async historyOf(options: {
      authorId: number;
      viewerId: number | null;
      beforeId: number | null;
      first: number;
    }): Promise<{ rows: CommentHistoryRow[]; hasMore: boolean }> {
      const { authorId, viewerId, beforeId } = options;
      const limit = Math.min(Math.max(options.first, 1), COMMENT_HISTORY_MAX_PAGE);
      const rows = await prisma.$queryRaw<Array<Omit<CommentHistoryRow, 'likeNum'> & { likeNum: bigint }>>`
        SELECT c.id, c."bodyHtml", c."responseType"::text AS "responseType", c."createdAt", c."editedAt", c."parentId",
          parent_author.username AS "replyToName",
          (SELECT COUNT(*) FROM "CommentLike" l WHERE l."commentId" = c.id) AS "likeNum",
          EXISTS (SELECT 1 FROM "CommentLike" l WHERE l."commentId" = c.id AND l."userId" = ${viewerId ?? 0}) AS "likedByViewer",
          t.key AS "threadKey", o.slug AS "opinionSlug", o.title AS "opinionTitle"
        FROM "Comment" c
        JOIN "CommentThread" t ON t.id = c."threadId"
        LEFT JOIN "Opinion" o ON o.id = t."opinionId" AND o."removedAt" IS NULL
        LEFT JOIN "Comment" parent ON parent.id = c."parentId"
        LEFT JOIN "User" parent_author ON parent_author.id = parent."authorId"
        WHERE c."authorId" = ${authorId} AND c."deletedAt" IS NULL AND c.id < ${beforeId ?? 2_147_483_647}
          AND (t."opinionId" IS NULL OR o.id IS NOT NULL)
        ORDER BY c.id DESC
        LIMIT ${limit + 1}`;
      const page = rows.slice(0, limit).map((row) => ({ ...row, likeNum: Number(row.likeNum) }));
      return { rows: page, hasMore: rows.length > limit };
    },

    /** Comments that are not deleted, on any thread but a quiz statement's (the home feed's stats). */
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
    latestOpinionComments(limit: number): Promise<ActivityRow[]> {
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
