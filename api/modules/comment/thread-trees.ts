// Reading threads: every comment of a thread, with its author's and reply target's names, like
// counts and the viewer's likes, in one statement, shaped into trees in memory, so a page costs
// the same number of statements at any size. Joins User for the names (declared in
// ARCHITECTURE.md).
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import type { DeletedReason, ResponseType } from '../../domain/comment-rules.ts';

/** One comment as every reader sees it; a top-level comment's `children` are all replies below it, oldest first. */
export type CommentNode = {
  id: number;
  threadKey: string;
  parentId: number | null;
  authorId: number;
  authorUsername: string;
  replyToUsername: string | null;
  responseType: ResponseType;
  bodyHtml: string;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  deletedReason: DeletedReason | null;
  likeNum: number;
  likedByMe: boolean;
  children: CommentNode[];
};

type CommentRow = Omit<CommentNode, 'children' | 'likeNum'> & { likeNum: number | bigint };

/**
 * Every CommentNode column for the comments whose ids `scope` (a CTE body) yields, oldest first,
 * in one statement. Good points are counted once per comment in a grouped pass over the likes of
 * just those comments (cheaper than a correlated count per row on large threads).
 */
function selectComments(scope: Prisma.Sql, viewerId: number | null, recursive = false): Prisma.Sql {
  return Prisma.sql`
    WITH ${recursive ? Prisma.sql`RECURSIVE` : Prisma.empty} scope AS (${scope}),
    likes AS (
      SELECT l."commentId", COUNT(*)::int AS total, BOOL_OR(l."userId" = ${viewerId ?? 0}::int) AS mine
      FROM "CommentLike" l WHERE l."commentId" IN (SELECT id FROM scope)
      GROUP BY l."commentId"
    )
    SELECT
      c.id, t.key AS "threadKey", c."parentId", c."authorId", u.username AS "authorUsername",
      pu.username AS "replyToUsername", c."responseType"::text AS "responseType", c."bodyHtml",
      c."createdAt", c."editedAt", c."deletedAt", c."deletedReason"::text AS "deletedReason",
      COALESCE(lk.total, 0) AS "likeNum", COALESCE(lk.mine, false) AS "likedByMe"
    FROM "Comment" c
    JOIN "CommentThread" t ON t.id = c."threadId"
    JOIN "User" u ON u.id = c."authorId"
    LEFT JOIN "Comment" p ON p.id = c."parentId"
    LEFT JOIN "User" pu ON pu.id = p."authorId"
    LEFT JOIN likes lk ON lk."commentId" = c.id
    WHERE c.id IN (SELECT id FROM scope)
    ORDER BY c."createdAt", c.id`;
}

/**
 * Rows ordered oldest first become two-level trees (docs/decisions.md#discussion): each
 * top-level comment holds every reply below it, at any depth, in time order. ParentID still
 * names the comment actually replied to.
 */
function toTrees(rows: CommentRow[]): CommentNode[] {
  const byId = new Map<number, CommentNode>();
  const rootOf = new Map<number, number>();
  const roots: CommentNode[] = [];
  for (const row of rows) byId.set(row.id, { ...row, likeNum: Number(row.likeNum), children: [] });
  for (const row of rows) {
    const node = byId.get(row.id)!;
    const rootId = row.parentId === null ? undefined : (rootOf.get(row.parentId) ?? (byId.has(row.parentId) ? row.parentId : undefined));
    if (rootId === undefined) {
      rootOf.set(row.id, row.id);
      roots.push(node);
    } else {
      rootOf.set(row.id, rootId);
      byId.get(rootId)!.children.push(node);
    }
  }
  return roots;
}

export type ThreadReader = ReturnType<typeof createThreadReader>;

export function createThreadReader(prisma: PrismaClient) {
  /** Every comment of the given threads in one statement, as trees keyed by thread key. */
  async function threadsComments(keys: readonly string[], viewerId: number | null): Promise<Map<string, CommentNode[]>> {
    const result = new Map<string, CommentNode[]>(keys.map((key) => [key, []]));
    if (keys.length === 0) return result;
    const rows = await prisma.$queryRaw<CommentRow[]>(
      selectComments(
        Prisma.sql`SELECT c.id FROM "Comment" c JOIN "CommentThread" t ON t.id = c."threadId" WHERE t.key = ANY(${[...keys]}::text[])`,
        viewerId,
      ),
    );
    const byThread = new Map<string, CommentRow[]>();
    for (const row of rows) {
      const list = byThread.get(row.threadKey) ?? [];
      list.push(row);
      byThread.set(row.threadKey, list);
    }
    for (const [key, list] of byThread) result.set(key, toTrees(list));
    return result;
  }

  /** One comment and all its replies, one statement (answers to mutations, node(id)). */
  async function commentTree(commentId: number, viewerId: number | null): Promise<CommentNode | null> {
    const rows = await prisma.$queryRaw<CommentRow[]>(
      selectComments(
        Prisma.sql`SELECT id FROM "Comment" WHERE id = ${commentId}::int
          UNION ALL
          SELECT r.id FROM "Comment" r JOIN scope s ON r."parentId" = s.id`,
        viewerId,
        true,
      ),
    );
    const root = rows.find((row) => row.id === commentId);
    if (!root) return null;
    // A top-level comment holds every reply below it; a reply's own replies are shown under
    // its top-level comment, not under it.
    const children = root.parentId === null ? rows.filter((row) => row.id !== commentId).map((row) => ({ ...row, likeNum: Number(row.likeNum), children: [] })) : [];
    return { ...root, likeNum: Number(root.likeNum), children };
  }

  return { threadsComments, commentTree };
}
