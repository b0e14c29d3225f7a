// Comment threads: posting, editing, deleting, reporting and good points (likes). The only
// writer of CommentThread, Comment, CommentLike and CommentReport. Reading a thread is
// thread-trees.ts; counts, histories and activity are comment-figures.ts.
//
// After each committed write the service publishes a comment.* domain event; notifications,
// karma and trending react to it (api/event-subscriptions.ts).
import type { RateLimiter, RateLimitRule } from '../../auth/rate-limit.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
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
import { createCommentFigures } from './comment-figures.ts';
import { createCommentModeration } from './moderation.ts';
import { createSuggestionReader } from './suggestions.ts';
import { createThreadReader, type CommentNode } from './thread-trees.ts';

export type CommentService = ReturnType<typeof createCommentService>;

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

type Actor = { userId: number; canDeleteContent: boolean };

const SUGGEST_TITLE = 'Suggest a new opinion';

/** What reactions to a comment need to know about its thread. */
function summaryOf(thread: ThreadInfo): CommentThreadSummary {
  return { key: thread.key, opinionId: thread.opinionId, title: thread.title, path: thread.path, ownerId: thread.ownerId };
}

/**
 * How many comments and replies one account may post (docs/product.md#rate-limits): more than a
 * person types, few enough that a script cannot flood threads and notifications. Moderators
 * (CanDeleteContent) are not counted: they are trusted, and post notices in bulk.
 */
export const commentRateLimits = {
  perMinute: { name: 'comment-post-minute', limit: 10, windowSeconds: 60 },
  perHour: { name: 'comment-post-hour', limit: 100, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export function createCommentService(dependencies: {
  prisma: PrismaClient;
  events: DomainEventPublisher;
  opinions: OpinionService;
  rateLimiter: RateLimiter;
}) {
  const { prisma, events, opinions, rateLimiter } = dependencies;
  const { threadsComments, commentTree } = createThreadReader(prisma);
  const moderation = createCommentModeration(prisma);

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
      // Counted once the comment is known to be acceptable: a mistake does not use up the limit.
      if (!actor.canDeleteContent) {
        await rateLimiter.hit(commentRateLimits.perMinute, String(actor.userId));
        await rateLimiter.hit(commentRateLimits.perHour, String(actor.userId));
      }
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
      const reason: DeletedReason = comment.authorId === actor.userId ? 'USER' : 'MODERATOR';
      // Refused before anything else: a stranger learns nothing, not even that it is deleted already.
      if (reason === 'MODERATOR' && !actor.canDeleteContent) throw new AuthError(commentErrors.deleteOthers, 403);
      if (!comment.deletedAt) {
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
      // Enough different members: hidden until a moderator decides; it reads as deleted, so the
      // author's karma is recounted as for a deletion.
      if (await moderation.hideIfReportedEnough(comment.id)) {
        await events.publish('comment.deleted', { commentId: comment.id, authorId: comment.authorId, reason: 'MODERATOR' });
      }
      return requireCommentTree(comment.id, actor.userId);
    },

    /** The moderators' queue of reported comments (moderation.ts). */
    moderationQueue: moderation.queue,
    moderationQueueSize: moderation.queueSize,
    /** A moderator's decision on a comment's open reports, inside the caller's transaction (moderation.ts). */
    decideReports: moderation.decide,
    deleteAsModerator: moderation.deleteAsModerator,
    /** Who wrote a comment (deleted or not): whether deleting it is the author's act or a moderator's. */
    async authorOf(commentId: number): Promise<number> {
      return (await requireComment(commentId, { allowDeleted: true })).authorId;
    },
    /** A comment as the viewer sees it in its thread (NotFound if it is gone), after a change made elsewhere. */
    requireCommentTree,

    /** The Suggest page's suggestions for the admin hub, and the one an opinion is made from (suggestions.ts). */
    ...createSuggestionReader(prisma),

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

    ...createCommentFigures(prisma),

    // ── The owner's data (docs/product.md#your-data). ──

    async personalDataOf(userId: number) {
      const comments = await prisma.comment.findMany({
        where: { authorId: userId },
        select: {
          id: true, parentId: true, responseType: true, source: true, createdAt: true, editedAt: true, deletedAt: true, deletedReason: true,
          thread: { select: { key: true, opinion: { select: { slug: true, title: true } } } },
        },
        orderBy: { id: 'asc' },
      });
      const goodPointsGiven = await prisma.commentLike.findMany({ where: { userId }, select: { commentId: true, createdAt: true } });
      const reportsFiled = await prisma.commentReport.findMany({ where: { reporterId: userId }, select: { commentId: true, reason: true, createdAt: true } });
      return { comments, goodPointsGiven, reportsFiled };
    },

    /**
     * Their good points and reports go. Their comments without replies go; a comment others
     * replied to keeps its place in the thread as `[This comment has been deleted]` (reason
     * `other`), its text gone and credited to the deleted account (`deletedAccountId`), so the
     * replies keep their parent. Returns the authors whose good points changed (their karma is
     * recounted after the commit).
     */
    async eraseUser(userId: number, deletedAccountId: number, db: Db, now = new Date()): Promise<number[]> {
      const liked = await db.commentLike.findMany({ where: { userId }, select: { comment: { select: { authorId: true } } } });
      await db.commentLike.deleteMany({ where: { userId } });
      await db.commentReport.deleteMany({ where: { reporterId: userId } });
      await db.commentReport.updateMany({ where: { resolvedById: userId }, data: { resolvedById: null } });
      // A reply of theirs to their own comment is removed first, which may leave that comment
      // without replies: repeat until nothing more goes (threads are two levels deep).
      for (let removed = 1; removed > 0; ) {
        ({ count: removed } = await db.comment.deleteMany({ where: { authorId: userId, replies: { none: {} } } }));
      }
      const kept = { authorId: userId };
      await db.commentLike.deleteMany({ where: { comment: kept } });
      await db.commentReport.deleteMany({ where: { comment: kept } });
      await db.comment.updateMany({ where: { ...kept, deletedAt: null }, data: { deletedAt: now, deletedReason: 'OTHER' } });
      await db.comment.updateMany({ where: kept, data: { source: '', bodyHtml: '', editedAt: null, authorId: deletedAccountId } });
      return [...new Set(liked.map((row) => row.comment.authorId))].filter((id) => id !== userId);
    },
  };
}
