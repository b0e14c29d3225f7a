// The Suggest page's thread as the admin hub reads it (docs/product.md#admin-hub-and-moderation):
// its top-level comments are suggestions for new opinions, newest first, each with whether an
// admin already made an opinion of it; and the one an admin makes an opinion from, locked while
// they do. Part of the comment service (the only writer of Comment); joins User (names) and
// Opinion (the opinion made from a suggestion).
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { commentPlainText } from '../../domain/comment-html.ts';
import { GoneError, NotFoundError } from '../../domain/errors.ts';
import { likePattern } from '../../domain/search-rules.ts';
import { excerptOf } from './moderation.ts';

/** The thread key of the Suggest page. */
const SUGGEST_KEY = 'suggest';

export type Suggestion = {
  commentId: number;
  author: { id: number; username: string };
  bodyHtml: string;
  /** The whole text, plain (the first draft of an opinion title is made from it). */
  text: string;
  createdAt: Date;
  goodPoints: number;
  replies: number;
  /** The opinion an admin made from it, if any. */
  opinion: { id: number; slug: string; title: string } | null;
};

/** The suggestion an opinion is being made from, as the audit log and the suggester's credit need it. */
export type SuggestionSource = { commentId: number; authorId: number; authorUsername: string; excerpt: string; text: string };

type SuggestionRow = {
  commentId: number;
  bodyHtml: string;
  createdAt: Date;
  authorId: number;
  authorUsername: string;
  goodPoints: number;
  replies: number;
  opinionId: number | null;
  opinionSlug: string | null;
  opinionTitle: string | null;
};

export function createSuggestionReader(prisma: PrismaClient) {
  return {
    /**
     * One page of suggestions: top-level comments of the Suggest page that are not deleted,
     * newest first (keyset on the time and the id), optionally those whose author's name or text
     * contains `search`.
     */
    async suggestions(options: { first: number; after: { createdAt: Date; commentId: number } | null; search: string | null }): Promise<Suggestion[]> {
      const search = likePattern(options.search);
      const rows = await prisma.$queryRaw<SuggestionRow[]>`
        SELECT c.id AS "commentId", c."bodyHtml", c."createdAt", c."authorId", u.username AS "authorUsername",
          (SELECT count(*)::int FROM "CommentLike" l WHERE l."commentId" = c.id) AS "goodPoints",
          (SELECT count(*)::int FROM "Comment" r WHERE r."parentId" = c.id AND r."deletedAt" IS NULL) AS replies,
          o.id AS "opinionId", o.slug AS "opinionSlug", o.title AS "opinionTitle"
        FROM "Comment" c
        JOIN "CommentThread" t ON t.id = c."threadId"
        JOIN "User" u ON u.id = c."authorId"
        LEFT JOIN "Opinion" o ON o."suggestionCommentId" = c.id
        WHERE t.key = ${SUGGEST_KEY} AND c."parentId" IS NULL AND c."deletedAt" IS NULL
          AND (${options.after === null}::boolean
            OR (c."createdAt", c.id) < (${options.after?.createdAt ?? new Date(0)}::timestamp, ${options.after?.commentId ?? 0}::int))
          AND (${search}::text IS NULL OR lower(u.username) LIKE ${search} OR lower(c.source) LIKE ${search})
        ORDER BY c."createdAt" DESC, c.id DESC
        LIMIT ${options.first}`;
      return rows.map((row) => ({
        commentId: row.commentId,
        author: { id: row.authorId, username: row.authorUsername },
        bodyHtml: row.bodyHtml,
        text: commentPlainText(row.bodyHtml),
        createdAt: row.createdAt,
        goodPoints: row.goodPoints,
        replies: row.replies,
        opinion: row.opinionId === null ? null : { id: row.opinionId, slug: row.opinionSlug!, title: row.opinionTitle! },
      }));
    },

    /** How many suggestions there are (those `search` matches, as in `suggestions`). */
    async suggestionCount(searchText: string | null): Promise<number> {
      const search = likePattern(searchText);
      const [row] = await prisma.$queryRaw<Array<{ count: number }>>`
        SELECT count(*)::int AS count
        FROM "Comment" c
        JOIN "CommentThread" t ON t.id = c."threadId"
        JOIN "User" u ON u.id = c."authorId"
        WHERE t.key = ${SUGGEST_KEY} AND c."parentId" IS NULL AND c."deletedAt" IS NULL
          AND (${search}::text IS NULL OR lower(u.username) LIKE ${search} OR lower(c.source) LIKE ${search})`;
      return row?.count ?? 0;
    },

    /**
     * The suggestion an opinion is being made from, its row locked until the caller's transaction
     * ends (two admins making an opinion of it take turns). NotFoundError for anything that is not
     * a top-level comment of the Suggest page; GoneError once it is deleted.
     */
    async lockSuggestion(db: Db, commentId: number): Promise<SuggestionSource> {
      const [row] = await db.$queryRaw<Array<{ id: number; authorId: number; username: string; bodyHtml: string; parentId: number | null; deletedAt: Date | null; key: string }>>`
        SELECT c.id, c."authorId", u.username, c."bodyHtml", c."parentId", c."deletedAt", t.key
        FROM "Comment" c
        JOIN "CommentThread" t ON t.id = c."threadId"
        JOIN "User" u ON u.id = c."authorId"
        WHERE c.id = ${commentId}
        FOR UPDATE OF c`;
      if (!row || row.key !== SUGGEST_KEY || row.parentId !== null) throw new NotFoundError('This suggestion does not exist');
      if (row.deletedAt) throw new GoneError('This suggestion has been deleted');
      return { commentId: row.id, authorId: row.authorId, authorUsername: row.username, excerpt: excerptOf(row.bodyHtml), text: commentPlainText(row.bodyHtml) };
    },
  };
}
