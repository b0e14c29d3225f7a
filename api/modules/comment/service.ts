// Comment threads: posting, editing, deleting, reporting and good points (likes). The only
// writer of CommentThread, Comment, CommentLike and CommentReport. A thread is read whole in
// one statement (authors, reply-to names, like counts and the viewer's likes included) and
// shaped into a tree in memory, so a page costs the same number of statements at any size.
//
// After each committed write the service emits a CommentEvent: notifications are created from
// it here, and other modules subscribe through `afterCommit` (karma is the intended listener:
// add it in api/services.ts).
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
import type { NotificationService } from '../notification/service.ts';
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

export type CommentEvent =
  | { type: 'commentPosted'; commentId: number; authorId: number; parentAuthorId: number | null; thread: ThreadInfo; excerpt: string }
  | { type: 'commentEdited'; commentId: number; authorId: number }
  | { type: 'commentDeleted'; commentId: number; authorId: number; reason: DeletedReason }
  | { type: 'commentLiked'; commentId: number; authorId: number; likerId: number; thread: ThreadInfo; excerpt: string }
  | { type: 'commentUnliked'; commentId: number; authorId: number; likerId: number };

export type CommentEventListener = (event: CommentEvent) => Promise<void> | void;

type CommentRow = Omit<CommentNode, 'children' | 'likeNum'> & { likeNum: number | bigint };

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
 * Rows ordered oldest first become two-level trees (spec: ParentID and ReplyToName): each
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

function commentAnchor(path: string, commentId: number): string {
  return `${path}#comment-${commentId}`;
}

export function createCommentService(dependencies: {
  prisma: PrismaClient;
  opinions: OpinionService;
  notifications: NotificationService;
  afterCommit?: CommentEventListener[];
}) {
  const { prisma, opinions, notifications } = dependencies;
  const listeners = [...(dependencies.afterCommit ?? [])];

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

  async function emit(event: CommentEvent): Promise<void> {
    // The write has committed: a failing listener must not turn it into an error for the person.
    try {
      await notifyAbout(event);
    } catch (error) {
      console.error('Comment notification failed:', error);
    }
    for (const listener of listeners) {
      try {
        await listener(event);
      } catch (error) {
        console.error(`Comment event listener failed (${event.type}):`, error);
      }
    }
  }

  async function notifyAbout(event: CommentEvent): Promise<void> {
    if (event.type === 'commentPosted') {
      const url = commentAnchor(event.thread.path, event.commentId);
      // A reply tells the person replied to; a top-level comment tells the opinion's creator.
      const recipientId = event.parentAuthorId ?? event.thread.ownerId;
      if (recipientId === null) return;
      await notifications.createNotification({
        userId: recipientId,
        kind: 'COMMENT',
        actorId: event.authorId,
        actionName: 'CommentInit',
        args: { FieldName: event.parentAuthorId === null ? 'opinion' : 'reply' },
        artifactTitle: event.thread.title,
        url,
        body: event.excerpt,
      });
    } else if (event.type === 'commentLiked') {
      await notifications.createNotification({
        userId: event.authorId,
        kind: 'LIKE_COMMENT',
        actorId: event.likerId,
        actionName: 'CommentLike',
        args: {},
        artifactTitle: event.thread.title,
        url: commentAnchor(event.thread.path, event.commentId),
        body: event.excerpt,
      });
    }
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
      await emit({ type: 'commentPosted', commentId: created.id, authorId: actor.userId, parentAuthorId, thread, excerpt: body.text });
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
      await emit({ type: 'commentEdited', commentId: comment.id, authorId: comment.authorId });
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
        if (updated.count === 1) await emit({ type: 'commentDeleted', commentId: comment.id, authorId: comment.authorId, reason });
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
          await emit({
            type: 'commentLiked',
            commentId: comment.id,
            authorId: comment.authorId,
            likerId: actor.userId,
            thread,
            excerpt: commentPlainText(comment.bodyHtml),
          });
        }
      } else {
        const { count } = await prisma.commentLike.deleteMany({ where: { commentId: comment.id, userId: actor.userId } });
        if (count === 1) await emit({ type: 'commentUnliked', commentId: comment.id, authorId: comment.authorId, likerId: actor.userId });
      }
      return requireCommentTree(comment.id, actor.userId);
    },

    /** The text as its author wrote it, for editing; only the author may read it. */
    async commentSource(actor: Actor, commentId: number): Promise<{ source: string; responseType: ResponseType }> {
      const comment = await requireComment(commentId);
      if (comment.authorId !== actor.userId) throw new AuthError(commentErrors.sourceOthers, 403);
      return { source: comment.source, responseType: comment.responseType as ResponseType };
    },
  };
}
