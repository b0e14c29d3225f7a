// Read-only queries over Comment and CommentLike for the user profile, karma and the comment
// history (/comments/{username}). The comment module writes these tables; the user module only
// reads them, through these functions.
import type { Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';

type Reader = PrismaClient | Prisma.TransactionClient;

/** Comments a person wrote that are not deleted, and the good points those received. */
export async function commentCountsOf(db: Reader, userId: number): Promise<{ comments: number; goodPointsReceived: number }> {
  const [row] = await db.$queryRaw<Array<{ comments: bigint; goodPoints: bigint }>>`
    SELECT
      (SELECT COUNT(*) FROM "Comment" c WHERE c."authorId" = ${userId} AND c."deletedAt" IS NULL) AS comments,
      (SELECT COUNT(*) FROM "CommentLike" l JOIN "Comment" c ON c.id = l."commentId"
        WHERE c."authorId" = ${userId} AND c."deletedAt" IS NULL) AS "goodPoints"`;
  return { comments: Number(row.comments), goodPointsReceived: Number(row.goodPoints) };
}

/** Comments written per UTC day since `since` (not deleted), keyed "YYYY-MM-DD". */
export async function commentsPerDay(db: Reader, userId: number, since: Date): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<Array<{ day: string; count: bigint }>>`
    SELECT to_char(c."createdAt", 'YYYY-MM-DD') AS day, COUNT(*) AS count
    FROM "Comment" c
    WHERE c."authorId" = ${userId} AND c."deletedAt" IS NULL AND c."createdAt" >= ${since}
    GROUP BY 1`;
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

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

/**
 * A person's comments that are not deleted, newest first, `limit` of them after the comment
 * `beforeId` (exclusive; null for the first page). Like counts, the viewer's like, the reply
 * target's name and the opinion come back in the same statement.
 */
export async function commentHistoryOf(
  db: Reader,
  options: { authorId: number; viewerId: number | null; beforeId: number | null; limit: number },
): Promise<CommentHistoryRow[]> {
  const { authorId, viewerId, beforeId, limit } = options;
  const rows = await db.$queryRaw<Array<Omit<CommentHistoryRow, 'likeNum'> & { likeNum: bigint }>>`
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
    LIMIT ${limit}`;
  return rows.map((row) => ({ ...row, likeNum: Number(row.likeNum) }));
}
