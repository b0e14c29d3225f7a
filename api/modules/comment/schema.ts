// Comment threads (docs/product.md#discussion): the thread with its comments as nested trees, one
// comment's source for editing, and the writes: post, edit, delete, report, good point (like).
import { InputValidationError } from '@pothos/plugin-validation';
import { z } from 'zod';
import { COMMENT_MAX_SOURCE_LENGTH, commentErrors, COMMENT_SORTS, deletedCommentText, sortComments } from '../../domain/comment-rules.ts';
import { parseDatabaseId } from '../../domain/database-ids.ts';
import { karmaShownTo, levelFor } from '../../domain/karma.ts';
import { AuthError, GoneError, NotFoundError, RateLimitError, ValidationError } from '../../domain/errors.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import type { RequestContext } from '../../schema/context.ts';
import type { ActivityRow, CommenterRow, CommentHistoryRow } from './comment-figures.ts';
import type { ThreadInfo } from './service.ts';
import type { CommentNode } from './thread-trees.ts';

export const CommentResponseTypeEnum = builder.enumType('CommentResponseType', {
  description: 'The stance of a top-level comment on an opinion (REST: pro, con, neutral, commentary, empty).',
  values: {
    PRO: { description: 'Shown as "For".' },
    CON: { description: 'Shown as "Against".' },
    NEUTRAL: { description: 'Shown as "Mixed".' },
    COMMENTARY: { description: 'Shown as "Commentary".' },
    NONE: { description: 'No type: replies, and comments on the Suggest page.' },
  } as const,
});

const CommentSortEnum = builder.enumType('CommentSort', {
  description: 'Orders of top-level comments (replies stay oldest first).',
  values: Object.fromEntries(COMMENT_SORTS.map((sort) => [sort, { description: `Sort: ${sort.toLowerCase()}.` }])) as Record<
    (typeof COMMENT_SORTS)[number],
    { description: string }
  >,
});

const CommentDeletedReasonEnum = builder.enumType('CommentDeletedReason', {
  description: 'Why a comment was deleted.',
  values: {
    USER: { description: 'By its author.' },
    MODERATOR: { description: 'By a moderator (CanDeleteContent).' },
    OTHER: { description: 'Removed for another reason.' },
  } as const,
});

const CommentReportReasonEnum = builder.enumType('CommentReportReason', {
  description: 'Why a comment is reported: Uncivil or Unproductive.',
  values: { UNCIVIL: { description: 'Uncivil.' }, UNPRODUCTIVE: { description: 'Unproductive.' } } as const,
});

export const CommentRef = builder.objectRef<CommentNode>('Comment');
export const CommentThreadRef = builder.objectRef<ThreadInfo>('CommentThread');

builder.node(CommentRef, {
  description: 'A comment in a thread, with its replies.',
  id: { resolve: (comment) => comment.id },
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'bodyHtml' in value && 'threadKey' in value,
  loadOne: async (id, context) => {
    const commentId = parseDatabaseId(id);
    return commentId === null ? null : context.services.comments.commentTree(commentId, context.viewer?.userId ?? null);
  },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (CommentID in the REST API).' }),
    threadKey: t.exposeString('threadKey', { description: 'The thread it belongs to (the REST threadID).' }),
    parentDatabaseId: t.int({
      nullable: true,
      description: 'The comment this replies to; null for a top-level comment.',
      resolve: (comment) => comment.parentId,
    }),
    authorDatabaseId: t.exposeInt('authorId', { description: 'The author (UID in the REST API).' }),
    authorUsername: t.exposeString('authorUsername', { description: "The author's cased username." }),
    replyToUsername: t.string({
      nullable: true,
      description: 'The cased username of the author of the comment this replies to.',
      resolve: (comment) => comment.replyToUsername,
    }),
    responseType: t.field({ type: CommentResponseTypeEnum, description: 'For, Against, Mixed, Commentary, or none.', resolve: (c) => c.responseType }),
    bodyHtml: t.string({
      description: 'Sanitized HTML, safe to render; empty once deleted.',
      resolve: (comment) => (comment.deletedAt ? '' : comment.bodyHtml),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was posted.' }),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true, description: 'When it was last edited; null if never.' }),
    deleted: t.boolean({ description: 'Deleted: show deletedText instead of the body.', resolve: (comment) => comment.deletedAt !== null }),
    deletedReason: t.field({
      type: CommentDeletedReasonEnum,
      nullable: true,
      description: 'Why it was deleted; null while it is not.',
      resolve: (comment) => (comment.deletedAt ? (comment.deletedReason ?? 'OTHER') : null),
    }),
    deletedText: t.string({
      nullable: true,
      description: 'The text shown in place of a deleted comment, by reason.',
      resolve: (comment) => (comment.deletedAt ? deletedCommentText[comment.deletedReason ?? 'OTHER'] : null),
    }),
    likeNum: t.exposeInt('likeNum', { description: 'Good points received.' }),
    likedByMe: t.exposeBoolean('likedByMe', { description: 'The viewer gave it a good point.' }),
    children: t.field({
      type: [CommentRef],
      description: 'Replies, oldest first.',
      // The whole thread is one statement already in memory: a reply list costs no more reads.
      complexity: { field: 1, multiplier: 1 },
      resolve: (comment) => comment.children,
    }),
    viewerIsAuthor: t.boolean({
      description: 'The viewer wrote it (may edit and delete; may not like).',
      resolve: (comment, _args, context) => context.viewer?.userId === comment.authorId,
    }),
    viewerCanDelete: t.boolean({
      description: 'The viewer may delete it: its author, or anyone with CanDeleteContent.',
      resolve: (comment, _args, context) =>
        comment.deletedAt === null && (context.viewer?.userId === comment.authorId || (context.viewer?.canDeleteContent ?? false)),
    }),
  }),
});

function threadComments(thread: ThreadInfo, context: RequestContext) {
  return context.loaders.threadComments.load(thread.key);
}

function countComments(nodes: CommentNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.deletedAt ? 0 : 1) + countComments(node.children), 0);
}

builder.node(CommentThreadRef, {
  description: 'The discussion under an opinion, or on the Suggest page.',
  id: { resolve: (thread) => thread.key },
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'path' in value && 'closed' in value,
  loadOne: (id, context) => context.services.comments.threadInfo(String(id)).catch(() => null),
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The thread key (REST threadID): opinion:{id} or suggest.' }),
    title: t.exposeString('title', { description: "The opinion's title, or the Suggest page's." }),
    closed: t.exposeBoolean('closed', { description: 'No new comments (the opinion was deleted).' }),
    requiresResponseType: t.boolean({
      description: 'Top-level comments must choose For, Against, Mixed or Commentary (opinion threads).',
      resolve: (thread) => thread.kind === 'opinion',
    }),
    viewerIsLoggedIn: t.boolean({
      description: 'The viewer is logged in (anonymous actions lead to log in).',
      resolve: (_thread, _args, context) => context.viewer !== null,
    }),
    viewerCanComment: t.boolean({
      description: 'The viewer is logged in and the thread is open.',
      resolve: (thread, _args, context) => context.viewer !== null && !thread.closed,
    }),
    numComments: t.int({
      description: 'Comments that are not deleted, replies included.',
      resolve: async (thread, _args, context) => countComments(await threadComments(thread, context)),
    }),
    comments: t.field({
      type: [CommentRef],
      description: 'Top-level comments in the chosen order, each with its replies nested (children).',
      args: { sort: t.arg({ type: CommentSortEnum, defaultValue: 'SCORE', description: 'Order of top-level comments.' }) },
      // One statement for the whole thread, however long: not a list that multiplies reads.
      complexity: { field: 1, multiplier: 1 },
      resolve: async (thread, args, context) => sortComments(await threadComments(thread, context), args.sort ?? 'SCORE'),
    }),
  }),
});

builder.prismaObjectField('Opinion', 'commentThread', (t) =>
  t.field({
    type: CommentThreadRef,
    description: "The opinion's comment thread (exists before its first comment).",
    select: { id: true, slug: true, title: true, createdById: true, deleted: true },
    // Its comments are one statement per thread (the loader batches only within a request).
    complexity: FIELD_COST.statement,
    resolve: (opinion) => ({
      key: `opinion:${opinion.id}`,
      kind: 'opinion' as const,
      opinionId: opinion.id,
      title: opinion.title,
      path: `/o/${opinion.slug}`,
      ownerId: opinion.createdById,
      closed: opinion.deleted,
    }),
  }) as never, // see Opinion.topics in topic/schema.ts: the plugin's declared return type misses an augmentation
);

builder.queryField('commentThread', (t) =>
  t.field({
    type: CommentThreadRef,
    description: 'A thread by key: opinion:{id} (or the bare opinion id) or suggest.',
    args: { key: t.arg.string({ required: true, description: 'The thread key.' }) },
    complexity: FIELD_COST.statement,
    errors: { types: [NotFoundError, GoneError], directResult: true, union: { name: 'CommentThreadLookup' } },
    resolve: (_root, args, context) => context.services.comments.threadInfo(args.key),
  }),
);

const CommentSourceRef = builder.objectRef<{ source: string; responseType: CommentNode['responseType'] }>('CommentSource').implement({
  description: 'A comment as its author wrote it, to edit.',
  fields: (t) => ({
    source: t.exposeString('source', { description: 'The text as written.' }),
    responseType: t.field({ type: CommentResponseTypeEnum, description: 'The current response type.', resolve: (s) => s.responseType }),
  }),
});

/** A comment id from a global id (typename Comment); 404 otherwise. */
function commentIdOf(globalId: { typename: string; id: string }): number {
  const id = globalId.typename === 'Comment' ? parseDatabaseId(globalId.id) : null;
  if (id === null) throw new NotFoundError(commentErrors.unknownComment);
  return id;
}

function actorOf(context: RequestContext) {
  const viewer = context.viewer!;
  return { userId: viewer.userId, canDeleteContent: viewer.canDeleteContent };
}

builder.queryField('commentSource', (t) =>
  t.field({
    type: CommentSourceRef,
    description: "One's own comment as written, to edit it (REST getsource).",
    authScopes: { loggedIn: true },
    args: { commentId: t.arg.globalID({ required: true, description: 'The comment (global id).' }) },
    errors: { types: [AuthError, NotFoundError, GoneError], directResult: true, union: { name: 'CommentSourceLookup' } },
    resolve: (_root, args, context) => context.services.comments.commentSource(actorOf(context), commentIdOf(args.commentId)),
  }),
);

const bodyValidation = z
  .string()
  .max(COMMENT_MAX_SOURCE_LENGTH, commentErrors.tooLong)
  .refine((body) => body.trim() !== '', commentErrors.empty);

const PostCommentInput = builder.inputType('PostCommentInput', {
  description: 'A new comment, or a reply when parentId is given.',
  fields: (t) => ({
    threadKey: t.string({ required: true, description: 'The thread key: opinion:{id} or suggest.' }),
    parentId: t.globalID({ required: false, description: 'The comment replied to (global id); absent for a top-level comment.' }),
    body: t.string({ required: true, description: 'The text (plain text or the allowed HTML).', validate: bodyValidation }),
    responseType: t.field({
      type: CommentResponseTypeEnum,
      required: false,
      description: 'Required for top-level comments on opinions; replies must not give one.',
    }),
  }),
});

const EditCommentInput = builder.inputType('EditCommentInput', {
  description: 'New text (and, for a top-level comment, optionally a new response type).',
  fields: (t) => ({
    commentId: t.globalID({ required: true, description: 'The comment (global id).' }),
    body: t.string({ required: true, description: 'The new text.', validate: bodyValidation }),
    responseType: t.field({ type: CommentResponseTypeEnum, required: false, description: 'A new response type; absent keeps it.' }),
  }),
});

const CommentIdInput = builder.inputType('CommentIdInput', {
  description: 'One comment.',
  fields: (t) => ({ commentId: t.globalID({ required: true, description: 'The comment (global id).' }) }),
});

const ReportCommentInput = builder.inputType('ReportCommentInput', {
  description: 'A report for the moderators.',
  fields: (t) => ({
    commentId: t.globalID({ required: true, description: 'The comment (global id).' }),
    reason: t.field({ type: CommentReportReasonEnum, required: true, description: 'Uncivil or Unproductive.' }),
  }),
});

const LikeCommentInput = builder.inputType('LikeCommentInput', {
  description: 'Give or take back a good point.',
  fields: (t) => ({
    commentId: t.globalID({ required: true, description: 'The comment (global id).' }),
    liked: t.boolean({ required: true, description: 'True gives a good point, false takes it back.' }),
  }),
});

const writeErrors = [InputValidationError, ValidationError, AuthError, NotFoundError, GoneError];
const postErrors = [...writeErrors, RateLimitError];

builder.mutationFields((t) => ({
  postComment: t.field({
    type: CommentRef,
    description: 'Post a comment or a reply. Needs a logged-in user.',
    authScopes: { loggedIn: true },
    errors: { types: postErrors },
    args: { input: t.arg({ type: PostCommentInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.comments.postComment(actorOf(context), {
        threadKey: input.threadKey,
        parentId: input.parentId ? commentIdOf(input.parentId) : null,
        body: input.body,
        responseType: input.responseType ?? null,
      }),
  }),
  editComment: t.field({
    type: CommentRef,
    description: "Edit one's own comment.",
    authScopes: { loggedIn: true },
    errors: { types: writeErrors },
    args: { input: t.arg({ type: EditCommentInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.comments.editComment(actorOf(context), {
        commentId: commentIdOf(input.commentId),
        body: input.body,
        responseType: input.responseType ?? null,
      }),
  }),
  deleteComment: t.field({
    type: CommentRef,
    description: "Delete one's own comment, or any comment with CanDeleteContent. Answers the deleted comment.",
    authScopes: { loggedIn: true },
    errors: { types: writeErrors },
    args: { input: t.arg({ type: CommentIdInput, required: true }) },
    // Through the admin hub's service: deleting someone else's comment is a moderator's action, recorded in the audit log.
    resolve: (_root, { input }, context) => context.services.admin.deleteComment(actorOf(context), commentIdOf(input.commentId)),
  }),
  reportComment: t.field({
    type: CommentRef,
    description: 'Report a comment to the moderators.',
    authScopes: { loggedIn: true },
    errors: { types: writeErrors },
    args: { input: t.arg({ type: ReportCommentInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.comments.reportComment(actorOf(context), { commentId: commentIdOf(input.commentId), reason: input.reason }),
  }),
  likeComment: t.field({
    type: CommentRef,
    description: "Give (or take back) a good point on someone else's comment.",
    authScopes: { loggedIn: true },
    errors: { types: writeErrors },
    args: { input: t.arg({ type: LikeCommentInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.comments.likeComment(actorOf(context), { commentId: commentIdOf(input.commentId), liked: input.liked }),
  }),
}));

// ───────────── who comments, and what was said lately (the community cards and pages) ─────────────

export const ContributorRef = builder.objectRef<CommenterRow>('Contributor').implement({
  description: 'A person among the most active commenters.',
  fields: (t) => ({
    usernameCased: t.exposeString('username', { description: 'The username as its owner cased it (UsernameCased).' }),
    userDatabaseId: t.exposeInt('userId', { description: 'The numeric user id.' }),
    numComments: t.exposeInt('numComments', { description: 'Comments written that are not deleted.' }),
    karma: t.int({
      description: 'Karma, as User.karma shows it: to anyone but its owner, votes count only up to the start of the UTC day.',
      resolve: (row, _args, context) => contributorKarma(context, row.userId),
    }),
    level: t.int({
      description: 'The level that karma reaches (docs/product.md#profiles-karma-and-awards).',
      resolve: async (row, _args, context) => levelFor(await contributorKarma(context, row.userId)),
    }),
  }),
});

async function contributorKarma(context: RequestContext, userId: number): Promise<number> {
  const stored = await context.loaders.storedKarma.load(userId);
  return stored ? karmaShownTo(context.viewer?.userId ?? null, userId, stored, new Date()) : 0;
}

export const ActivityEntryRef = builder.objectRef<ActivityRow>('ActivityEntry').implement({
  description: 'Something someone did lately: "@username made a comment on <opinion title>".',
  fields: (t) => ({
    commentId: t.exposeInt('commentId', { description: 'The comment (CommentID).' }),
    username: t.exposeString('username', { description: 'Who wrote it, cased as they chose.' }),
    opinionTitle: t.exposeString('opinionTitle', { description: 'The opinion commented on.' }),
    opinionSlug: t.exposeString('opinionSlug', { description: 'URL name of that opinion: /o/{slug}.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the comment was written.' }),
  }),
});

// ───────────── a person's comment history (/comments/{username}) ─────────────

const responseTypeNames = { PRO: 'pro', CON: 'con', NEUTRAL: 'neutral', COMMENTARY: 'commentary', NONE: '' } as const;

const CommentHistoryEntryRef = builder.objectRef<CommentHistoryRow>('CommentHistoryEntry').implement({
  description: "One comment in a person's comment history, with the opinion it was made on.",
  fields: (t) => ({
    commentId: t.exposeInt('id', { description: 'The comment id (CommentID).' }),
    bodyHtml: t.exposeString('bodyHtml', { description: 'The sanitized HTML body.' }),
    responseType: t.string({
      description: 'pro, con, neutral, commentary, or empty for replies.',
      resolve: (row) => responseTypeNames[row.responseType],
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true, description: 'When it was last edited.' }),
    parentId: t.exposeInt('parentId', { nullable: true, description: 'The comment it replies to.' }),
    replyToName: t.exposeString('replyToName', { nullable: true, description: 'Who it replies to.' }),
    likeNum: t.exposeInt('likeNum', { description: 'Good points received.' }),
    likedByMe: t.exposeBoolean('likedByViewer', { description: 'The viewer gave it a good point.' }),
    opinionTitle: t.string({
      description: 'Title of the opinion it was made on; "Suggest a new opinion" for the suggest page.',
      resolve: (row) => row.opinionTitle ?? (row.threadKey === 'suggest' ? 'Suggest a new opinion' : ''),
    }),
    url: t.string({
      description: 'Where the comment is shown.',
      resolve: (row) => `${row.opinionSlug ? `/o/${encodeURIComponent(row.opinionSlug)}` : '/suggest'}#comment-${row.id}`,
    }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  commentHistory: t.connection({
    type: CommentHistoryEntryRef,
    description: 'Their comments that are not deleted, newest first.',
    select: { id: true },
    resolve: async (user, args, context) => {
      const beforeId = args.after ? Number(args.after) : null;
      if (beforeId !== null && !Number.isSafeInteger(beforeId)) throw new ValidationError('Invalid cursor');
      const page = await context.services.comments.historyOf({
        authorId: user.id,
        viewerId: context.viewer?.userId ?? null,
        beforeId,
        first: args.first ?? 20,
      });
      const edges = page.rows.map((row) => ({ cursor: String(row.id), node: row }));
      return {
        edges,
        pageInfo: {
          hasNextPage: page.hasMore,
          hasPreviousPage: false,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  }),
}));
