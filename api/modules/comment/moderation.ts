// Reported comments (docs/product.md#admin-hub-and-moderation): a comment reported by 3 or more
// different members is hidden (it reads as "[This comment was flagged]") until a moderator
// decides; the moderators' queue lists every comment with reports not yet decided, with its
// context and its author's history; a decision resolves every open report of the comment at once
// and either shows the comment again (dismiss) or keeps it deleted by a moderator. Part of the
// comment service: the comment module stays the only writer of Comment and CommentReport.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { commentPlainText } from '../../domain/comment-html.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { likePattern } from '../../domain/search-rules.ts';

/** Reports from this many different members hide a comment until a moderator decides. */
export const HIDE_AFTER_REPORTERS = 3;

export type ModerationDecision = 'DISMISS' | 'DELETE';

export type ReportedComment = {
  commentId: number;
  excerpt: string;
  bodyHtml: string;
  createdAt: Date;
  /** Hidden by reports, waiting for a decision. */
  hidden: boolean;
  /** Already deleted (by its author or a moderator) while reports are open. */
  deleted: boolean;
  author: { id: number; username: string; comments: number; deletedByModerators: number; reportsDecidedAgainst: number };
  /** Where it was written: the opinion (or the Suggest page) and the comment it replied to. */
  threadTitle: string;
  threadPath: string;
  parentExcerpt: string | null;
  reporters: number;
  uncivil: number;
  unproductive: number;
  firstReportedAt: Date;
  lastReportedAt: Date;
};

export type ModerationOutcome = {
  commentId: number;
  authorId: number;
  decision: ModerationDecision;
  excerpt: string;
  threadTitle: string;
  threadPath: string;
  reports: number;
  /** Whether the comment was visible to readers before the decision (to recount karma). */
  wasHidden: boolean;
};

const EXCERPT_LENGTH = 160;

export function excerptOf(html: string): string {
  const text = commentPlainText(html);
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

type QueueRow = {
  commentId: number;
  bodyHtml: string;
  createdAt: Date;
  hiddenAt: Date | null;
  deletedAt: Date | null;
  authorId: number;
  authorUsername: string;
  threadKey: string;
  opinionTitle: string | null;
  opinionSlug: string | null;
  parentHtml: string | null;
  reporters: number;
  uncivil: number;
  unproductive: number;
  firstReportedAt: Date;
  lastReportedAt: Date;
  authorComments: number;
  authorDeletedByModerators: number;
  authorReportsDecidedAgainst: number;
};

export function createCommentModeration(prisma: PrismaClient) {
  return {
    /**
     * Hides the comment once enough different members reported it and no moderator decided yet.
     * Answers whether this call hid it (the caller publishes the change). One statement, so two
     * reports at once cannot both hide it.
     */
    async hideIfReportedEnough(commentId: number): Promise<boolean> {
      const hidden = await prisma.$executeRaw`
        UPDATE "Comment" SET "hiddenAt" = now(), "deletedAt" = now(), "deletedReason" = 'MODERATOR'
        WHERE id = ${commentId} AND "deletedAt" IS NULL AND "hiddenAt" IS NULL
          AND (SELECT count(*) FROM "CommentReport" r WHERE r."commentId" = ${commentId} AND r."resolvedAt" IS NULL) >= ${HIDE_AFTER_REPORTERS}`;
      return hidden === 1;
    },

    /**
     * One page of the queue: comments with reports no moderator decided, the most recently
     * reported first (keyset on the last report's time and the comment id), optionally only those
     * whose author's name or text contains `search`. Joins User (names) and Opinion (titles).
     */
    async queue(options: { first: number; after: { lastReportedAt: Date; commentId: number } | null; search: string | null }): Promise<ReportedComment[]> {
      const search = likePattern(options.search);
      const rows = await prisma.$queryRaw<QueueRow[]>`
        WITH open_reports AS (
          SELECT r."commentId", count(*)::int AS reporters,
            (count(*) FILTER (WHERE r.reason = 'UNCIVIL'))::int AS uncivil,
            (count(*) FILTER (WHERE r.reason = 'UNPRODUCTIVE'))::int AS unproductive,
            min(r."createdAt") AS "firstReportedAt", max(r."createdAt") AS "lastReportedAt"
          FROM "CommentReport" r WHERE r."resolvedAt" IS NULL GROUP BY r."commentId"
        )
        SELECT c.id AS "commentId", c."bodyHtml", c."createdAt", c."hiddenAt", c."deletedAt",
          c."authorId", u.username AS "authorUsername", t.key AS "threadKey",
          o.title AS "opinionTitle", o.slug AS "opinionSlug", p."bodyHtml" AS "parentHtml",
          q.reporters, q.uncivil, q.unproductive, q."firstReportedAt", q."lastReportedAt",
          (SELECT count(*)::int FROM "Comment" a WHERE a."authorId" = c."authorId") AS "authorComments",
          (SELECT count(*)::int FROM "Comment" a WHERE a."authorId" = c."authorId" AND a."deletedReason" = 'MODERATOR' AND a."hiddenAt" IS NULL) AS "authorDeletedByModerators",
          (SELECT count(DISTINCT a.id)::int FROM "Comment" a JOIN "CommentReport" ar ON ar."commentId" = a.id
            WHERE a."authorId" = c."authorId" AND ar."resolvedAt" IS NOT NULL AND a."deletedReason" = 'MODERATOR') AS "authorReportsDecidedAgainst"
        FROM open_reports q
        JOIN "Comment" c ON c.id = q."commentId"
        JOIN "CommentThread" t ON t.id = c."threadId"
        JOIN "User" u ON u.id = c."authorId"
        LEFT JOIN "Opinion" o ON o.id = t."opinionId"
        LEFT JOIN "Comment" p ON p.id = c."parentId"
        WHERE (${options.after === null}::boolean
            OR (q."lastReportedAt", c.id) < (${options.after?.lastReportedAt ?? new Date(0)}::timestamp, ${options.after?.commentId ?? 0}::int))
          AND (${search}::text IS NULL OR lower(u.username) LIKE ${search} OR lower(c.source) LIKE ${search})
        ORDER BY q."lastReportedAt" DESC, c.id DESC
        LIMIT ${options.first}`;
      return rows.map((row) => ({
        commentId: row.commentId,
        excerpt: excerptOf(row.bodyHtml),
        bodyHtml: row.bodyHtml,
        createdAt: row.createdAt,
        hidden: row.hiddenAt !== null,
        deleted: row.deletedAt !== null && row.hiddenAt === null,
        author: {
          id: row.authorId,
          username: row.authorUsername,
          comments: row.authorComments,
          deletedByModerators: row.authorDeletedByModerators,
          reportsDecidedAgainst: row.authorReportsDecidedAgainst,
        },
        threadTitle: row.opinionTitle ?? 'Suggest a new opinion',
        threadPath: row.opinionSlug ? `/o/${row.opinionSlug}` : '/suggest',
        parentExcerpt: row.parentHtml === null ? null : excerptOf(row.parentHtml),
        reporters: row.reporters,
        uncivil: row.uncivil,
        unproductive: row.unproductive,
        firstReportedAt: row.firstReportedAt,
        lastReportedAt: row.lastReportedAt,
      }));
    },

    /** How many comments the queue holds (those `search` matches, as in `queue`): the hub's count. */
    async queueSize(searchText: string | null): Promise<number> {
      const search = likePattern(searchText);
      const [row] = await prisma.$queryRaw<Array<{ size: number }>>`
        SELECT count(DISTINCT r."commentId")::int AS size
        FROM "CommentReport" r
        JOIN "Comment" c ON c.id = r."commentId"
        JOIN "User" u ON u.id = c."authorId"
        WHERE r."resolvedAt" IS NULL
          AND (${search}::text IS NULL OR lower(u.username) LIKE ${search} OR lower(c.source) LIKE ${search})`;
      return row?.size ?? 0;
    },

    /**
     * A moderator's decision on every open report of the comment, inside the caller's
     * transaction (the audit entry goes in the same one). Dismissing shows a hidden comment again;
     * deleting keeps it deleted, reason MODERATOR. ConflictError when no report is open: another
     * moderator decided first (the row locks make the second wait, then find nothing open).
     */
    async decide(db: Db, input: { commentId: number; decision: ModerationDecision; moderatorId: number; now: Date }): Promise<ModerationOutcome> {
      const comment = await commentToModerate(db, input.commentId);
      const resolved = await resolveReports(db, comment.id, input);
      if (resolved === 0) throw new ConflictError('These reports were already decided');
      if (input.decision === 'DISMISS') {
        if (comment.hiddenAt !== null) {
          await db.comment.update({ where: { id: comment.id }, data: { hiddenAt: null, deletedAt: null, deletedReason: null } });
        }
      } else if (comment.hiddenAt !== null) {
        await db.comment.update({ where: { id: comment.id }, data: { hiddenAt: null } });
      } else if (comment.deletedAt === null) {
        await db.comment.update({ where: { id: comment.id }, data: { deletedAt: input.now, deletedReason: 'MODERATOR' } });
      }
      return outcomeOf(comment, input.decision, resolved);
    },

    /**
     * A moderator deletes a comment where they read it (not from the queue), inside the caller's
     * transaction: reason MODERATOR, and its open reports are decided with it. Null when it was
     * deleted already (by its author or another moderator, whose conditional update went first).
     */
    async deleteAsModerator(db: Db, input: { commentId: number; moderatorId: number; now: Date }): Promise<ModerationOutcome | null> {
      const comment = await commentToModerate(db, input.commentId);
      const deleted =
        comment.hiddenAt !== null
          ? await db.comment.updateMany({ where: { id: comment.id, hiddenAt: { not: null } }, data: { hiddenAt: null } })
          : await db.comment.updateMany({ where: { id: comment.id, deletedAt: null }, data: { deletedAt: input.now, deletedReason: 'MODERATOR' } });
      if (deleted.count === 0) return null;
      return outcomeOf(comment, 'DELETE', await resolveReports(db, comment.id, input));
    },
  };
}

type CommentToModerate = {
  id: number;
  authorId: number;
  bodyHtml: string;
  hiddenAt: Date | null;
  deletedAt: Date | null;
  thread: { opinion: { title: string; slug: string } | null };
};

async function commentToModerate(db: Db, commentId: number): Promise<CommentToModerate> {
  const comment = await db.comment.findUnique({
    where: { id: commentId },
    select: { id: true, authorId: true, bodyHtml: true, hiddenAt: true, deletedAt: true, thread: { select: { opinion: { select: { title: true, slug: true } } } } },
  });
  if (!comment) throw new NotFoundError('This comment does not exist');
  return comment;
}

/** Marks every open report of the comment decided; how many there were. */
async function resolveReports(db: Db, commentId: number, input: { moderatorId: number; now: Date }): Promise<number> {
  const resolved = await db.commentReport.updateMany({
    where: { commentId, resolvedAt: null },
    data: { resolvedAt: input.now, resolvedById: input.moderatorId },
  });
  return resolved.count;
}

function outcomeOf(comment: CommentToModerate, decision: ModerationDecision, reports: number): ModerationOutcome {
  const opinion = comment.thread.opinion;
  return {
    commentId: comment.id,
    authorId: comment.authorId,
    decision,
    excerpt: excerptOf(comment.bodyHtml),
    threadTitle: opinion?.title ?? 'Suggest a new opinion',
    threadPath: opinion ? `/o/${opinion.slug}` : '/suggest',
    reports,
    wasHidden: comment.hiddenAt !== null,
  };
}

export type CommentModeration = ReturnType<typeof createCommentModeration>;
