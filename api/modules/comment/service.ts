// Comment threads: posting, editing, deleting, reporting and good points (likes). The only
// writer of CommentThread, Comment, CommentLike and CommentReport. A thread is read whole in
// one statement (authors, reply-to names, like counts and the viewer's likes included) and
// shaped into a tree in memory, so a page costs the same number of statements at any size.
//
// After each committed write the service publishes a comment.* domain event; notifications,
// karma and trending react to it (api/event-subscriptions.ts).
//
// Besides its own tables, its statements read User (authors' and reply targets' names), Opinion
// (titles and visibility for histories and activity) and QuizItem (quiz statements stay out of
// the public figures), as ARCHITECTURE.md declares.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { commentPlainText, sanitizeCommentHtml } from '../../domain/comment-html.ts';
import {
  COMMENT_MAX_SOURCE_LENGTH,
  commentErrors,
  type DeletedReason,
  parseThreadKey,
  type ResponseType,
  type ThreadKey,
} from '../../domain/comment-rules.ts';
import { AuthError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { CommentThreadSummary, DomainEventPublisher } from '../../events/domain-events.ts';
import type { OpinionService } from '../opinion/service.ts';

export type CommentService = ReturnType<typeof createCommentService>;

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

/** The thread a comment lives in, with what notifications and links need. */
export type ThreadInfo = {
  key: string;
  kind: ThreadKey['kind'];
  opinionId: number | null;
  /** The opinion's title, or the Suggest page's. */
  title: string;
  /** The page that shows the thread. */
  path: string;
  /** Who created the opinion (told about new top-level comments); null for the Suggest page. */
  ownerId: number | null;
  /** Deleted or removed opinions keep their thread readable but closed. */
  closed: boolean;
};

type CommentRow = Omit<CommentNode, 'children' | 'likeNum'> & { likeNum: number | bigint };

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

type Actor = { userId: number; canDeleteContent: boolean };

const SUGGEST_TITLE = 'Suggest a new opinion';

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

/** What reactions to a comment need to know about its thread. */
function summaryOf(thread: ThreadInfo): CommentThreadSummary {
  return { key: thread.key, opinionId: thread.opinionId, title: thread.title, path: thread.path, ownerId: thread.ownerId };
}

export function createCommentService(dependencies: { prisma: PrismaClient; events: DomainEventPublisher; opinions: OpinionService }) {
  const { prisma, events, opinions } = dependencies;

  async function threadInfo(keyInput: string | number): Promise<ThreadInfo> {
    const parsed = parseThreadKey(keyInput);
    if (!parsed) throw new NotFoundError(commentErrors.unknownThread);
    if (parsed.kind === 'suggest') {
      return { key: parsed.key, kind: 'suggest', opinionId: null, title: SUGGEST_TITLE, path: '/suggest', ownerId: null, closed: false };
    }
    const opinion = await opinions.opinionForComments(parsed.opinionId);
    if (!opinion) throw new NotFoundError(commentErrors.unknownThread);
    if (opinion.removedAt) throw new GoneError();
    return {
      key: parsed.key,
      kind: 'opinion',
      opinionId: opinion.id,
      title: opinion.title,
      path: `/o/${opinion.slug}`,
      ownerId: opinion.createdById,
      closed: opinion.deleted,
    };
  }

  /** The comment (with its thread key and author) a write is about; 404 / 410 otherwise. */
  async function requireComment(commentId: number, options: { allowDeleted?: boolean } = {}) {
    const comment = await prisma.comment.findUnique({
      where: { id: commentId },
      select: {
        id: true,
        authorId: true,
        parentId: true,
        responseType: true,
        source: true,
        bodyHtml: true,
        deletedAt: true,
        thread: { select: { key: true } },
      },
    });
    if (!comment) throw new NotFoundError(commentErrors.unknownComment);
    if (comment.deletedAt && !options.allowDeleted) throw new GoneError(commentErrors.deletedComment);
    return comment;
  }

  /** Checks a body and returns its stored forms. */
  function prepareBody(source: string): { source: string; bodyHtml: string; text: string } {
    if (source.length > COMMENT_MAX_SOURCE_LENGTH) throw new ValidationError(commentErrors.tooLong, [{ path: ['body'], message: commentErrors.tooLong }]);
    const bodyHtml = sanitizeCommentHtml(source);
    const text = commentPlainText(bodyHtml);
    if (text === '') throw new ValidationError(commentErrors.empty, [{ path: ['body'], message: commentErrors.empty }]);
    return { source, bodyHtml, text };
  }

  function checkResponseType(thread: ThreadInfo, isReply: boolean, responseType: ResponseType | null): ResponseType {
    const given = responseType ?? 'NONE';
    if (isReply) {
      if (given !== 'NONE') throw new ValidationError(commentErrors.responseTypeOnReply, [{ path: ['responseType'], message: commentErrors.responseTypeOnReply }]);
      return 'NONE';
    }
    if (thread.kind === 'opinion' && given === 'NONE') {
      throw new ValidationError(commentErrors.responseTypeRequired, [{ path: ['responseType'], message: commentErrors.responseTypeRequired }]);
    }
    if (thread.kind !== 'opinion' && given !== 'NONE') {
      throw new ValidationError(commentErrors.responseTypeNotHere, [{ path: ['responseType'], message: commentErrors.responseTypeNotHere }]);
    }
    return given;
  }

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

  async function requireCommentTree(commentId: number, viewerId: number | null): Promise<CommentNode> {
    const tree = await commentTree(commentId, viewerId);
    if (!tree) throw new NotFoundError(commentErrors.unknownComment);
    return tree;
  }

  return {
    threadInfo,
    threadsComments,
    commentTree,

    async postComment(
      actor: Actor,
      input: { threadKey: string | number; parentId: number | null; body: string; responseType: ResponseType | null },
    ): Promise<CommentNode> {
      const body = prepareBody(input.body);
      const thread = await threadInfo(input.threadKey);
      if (thread.closed) throw new GoneError();
      let parentAuthorId: number | null = null;
      if (input.parentId !== null) {
        const parent = await requireComment(input.parentId);
        if (parent.thread.key !== thread.key) throw new ValidationError(commentErrors.parentElsewhere, [{ path: ['parentId'], message: commentErrors.parentElsewhere }]);
        parentAuthorId = parent.authorId;
      }
      const responseType = checkResponseType(thread, input.parentId !== null, input.responseType);
      const created = await prisma.$transaction(async (transaction) => {
        const [row] = await transaction.$queryRaw<Array<{ id: number }>>`
          INSERT INTO "CommentThread" ("key", "opinionId") VALUES (${thread.key}, ${thread.opinionId}::int)
          ON CONFLICT ("key") DO UPDATE SET "key" = EXCLUDED."key"
          RETURNING id`;
        return transaction.comment.create({
          data: {
            threadId: row.id,
            parentId: input.parentId,
            authorId: actor.userId,
            responseType,
            source: body.source,
            bodyHtml: body.bodyHtml,
          },
          select: { id: true },
        });
      });
      await events.publish('comment.posted', {
        commentId: created.id,
        authorId: actor.userId,
        parentAuthorId,
        thread: summaryOf(thread),
        excerpt: body.text,
      });
      return requireCommentTree(created.id, actor.userId);
    },

    async editComment(actor: Actor, input: { commentId: number; body: string; responseType: ResponseType | null }): Promise<CommentNode> {
      const comment = await requireComment(input.commentId);
      if (comment.authorId !== actor.userId) throw new AuthError(commentErrors.editOthers, 403);
      const body = prepareBody(input.body);
      const thread = await threadInfo(comment.thread.key);
      const responseType =
        input.responseType === null && comment.parentId === null
          ? (comment.responseType as ResponseType)
          : checkResponseType(thread, comment.parentId !== null, input.responseType);
      await prisma.comment.update({
        where: { id: comment.id },
        data: { source: body.source, bodyHtml: body.bodyHtml, responseType, editedAt: new Date() },
      });
      await events.publish('comment.edited', { commentId: comment.id, authorId: comment.authorId });
      return requireCommentTree(comment.id, actor.userId);
    },

    /** Authors delete their own (reason user); CanDeleteContent deletes anyone's (reason moderator). */
    async deleteComment(actor: Actor, commentId: number): Promise<CommentNode> {
      const comment = await requireComment(commentId, { allowDeleted: true });
      if (!comment.deletedAt) {
        const reason: DeletedReason = comment.authorId === actor.userId ? 'USER' : 'MODERATOR';
        if (reason === 'MODERATOR' && !actor.canDeleteContent) throw new AuthError(commentErrors.deleteOthers, 403);
        // Only the first delete counts: a second, concurrent one finds nothing to update.
        const updated = await prisma.comment.updateMany({
          where: { id: comment.id, deletedAt: null },
          data: { deletedAt: new Date(), deletedReason: reason },
        });
        if (updated.count === 1) await events.publish('comment.deleted', { commentId: comment.id, authorId: comment.authorId, reason });
      }
      return requireCommentTree(comment.id, actor.userId);
    },

    /** Stores a report for the moderators' queue; reporting again updates the reason. */
    async reportComment(actor: Actor, input: { commentId: number; reason: 'UNCIVIL' | 'UNPRODUCTIVE' }): Promise<CommentNode> {
      const comment = await requireComment(input.commentId);
      if (comment.authorId === actor.userId) throw new ValidationError(commentErrors.reportOwn);
      await prisma.commentReport.upsert({
        where: { commentId_reporterId: { commentId: comment.id, reporterId: actor.userId } },
        create: { commentId: comment.id, reporterId: actor.userId, reason: input.reason },
        update: { reason: input.reason },
      });
      return requireCommentTree(comment.id, actor.userId);
    },

    /** Gives (liked) or takes back a good point; idempotent either way. Never on one's own comment. */
    async likeComment(actor: Actor, input: { commentId: number; liked: boolean }): Promise<CommentNode> {
      const comment = await requireComment(input.commentId);
      if (comment.authorId === actor.userId) throw new AuthError(commentErrors.likeOwn, 403);
      if (input.liked) {
        const { count } = await prisma.commentLike.createMany({
          data: [{ commentId: comment.id, userId: actor.userId }],
          skipDuplicates: true,
        });
        if (count === 1) {
          const thread = await threadInfo(comment.thread.key);
          await events.publish('comment.liked', {
            commentId: comment.id,
            authorId: comment.authorId,
            likerId: actor.userId,
            thread: summaryOf(thread),
            excerpt: commentPlainText(comment.bodyHtml),
          });
        }
      } else {
        const { count } = await prisma.commentLike.deleteMany({ where: { commentId: comment.id, userId: actor.userId } });
        if (count === 1) await events.publish('comment.unliked', { commentId: comment.id, authorId: comment.authorId, likerId: actor.userId });
      }
      return requireCommentTree(comment.id, actor.userId);
    },

    /** The text as its author wrote it, for editing; only the author may read it. */
    async commentSource(actor: Actor, commentId: number): Promise<{ source: string; responseType: ResponseType }> {
      const comment = await requireComment(commentId);
      if (comment.authorId !== actor.userId) throw new AuthError(commentErrors.sourceOthers, 403);
      return { source: comment.source, responseType: comment.responseType as ResponseType };
    },

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
