// /api/v2/comment/* in the shapes of docs/product.md#entities (Comment, Children nested; comment source).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { COMMENT_SORTS, type CommentSort, responseTypeFromRest, restResponseType, type ResponseType } from '../../domain/comment-rules.ts';
import { ValidationError } from '../../domain/errors.ts';
import { optionalInteger, requiredInteger, type GraphQLData, type RestEndpoint } from '../../rest/adapter.ts';

const commentFields = `databaseId authorDatabaseId authorUsername bodyHtml createdAt editedAt deleted deletedReason
  responseType parentDatabaseId replyToUsername likeNum likedByMe`;
const commentSelection = `${commentFields} children { ${commentFields} }`;

const restDeletedReason: Record<string, string> = { USER: 'user', MODERATOR: 'moderator', OTHER: 'other' };

export function toCommentBody(comment: GraphQLData): Record<string, unknown> {
  return {
    CommentID: comment.databaseId,
    UID: comment.authorDatabaseId,
    UsernameCased: comment.authorUsername,
    /** Sanitized HTML; "" once deleted. */
    Body: comment.bodyHtml,
    Created: comment.createdAt,
    /** null when never edited. */
    Edited: comment.editedAt,
    Deleted: comment.deleted,
    DeletedReason: comment.deletedReason ? restDeletedReason[comment.deletedReason] : '',
    ResponseType: restResponseType[comment.responseType as ResponseType] ?? '',
    ParentID: comment.parentDatabaseId ?? 0,
    ReplyToName: comment.replyToUsername ?? '',
    LikeNum: comment.likeNum,
    LikedByMe: comment.likedByMe,
    Children: (comment.children ?? []).map(toCommentBody),
  };
}

const commentGlobalId = (value: unknown, name: string) => encodeGlobalID('Comment', requiredInteger(value, name));

/** A REST body must be a string; an empty one gets a clear 400 from the schema. */
function bodyText(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new ValidationError(`${name} is required`, [{ path: [name], message: 'Required' }]);
  return value;
}

function responseTypeInput(value: unknown, name: string): ResponseType | null {
  if (value === undefined || value === null || value === '') return null;
  const type = typeof value === 'string' ? responseTypeFromRest(value) : null;
  if (!type) throw new ValidationError(`${name} must be one of pro, con, neutral, commentary`, [{ path: [name], message: 'Unknown response type' }]);
  return type === 'NONE' ? null : type;
}

function sortInput(value: unknown): CommentSort {
  if (value === undefined || value === null || value === '') return 'SCORE';
  const sort = typeof value === 'string' ? COMMENT_SORTS.find((candidate) => candidate === value.toUpperCase()) : undefined;
  if (!sort) throw new ValidationError('sort must be one of score, pro, commentary, con, recent, oldest');
  return sort;
}

function threadKeyInput(value: unknown): string {
  if ((typeof value !== 'string' || value.trim() === '') && typeof value !== 'number') {
    throw new ValidationError('threadID is required', [{ path: ['threadID'], message: 'Required' }]);
  }
  return String(value).slice(0, 100);
}

const mutationResult = (field: string, input: string, extraErrors = '') => `mutation Rest_${field}($input: ${input}!) {
  ${field}(input: $input) {
    __typename ... on Error { message } ... on AuthError { status } ${extraErrors}
    ... on Mutation${field[0].toUpperCase()}${field.slice(1)}Success { data { ${commentSelection} } }
  }
}`;

const commentReply = (field: string) => (data: GraphQLData) => ({ body: toCommentBody(data[field].data) });

export const commentRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/v2/comment/get',
    document: `query RestCommentGet($key: String!, $sort: CommentSort!) {
      commentThread(key: $key) {
        __typename ... on Error { message }
        ... on CommentThread { comments(sort: $sort) { ${commentSelection} } }
      }
    }`,
    variables: ({ payload }) => ({ key: threadKeyInput(payload.threadID), sort: sortInput(payload.sort) }),
    reply: (data) => ({ body: data.commentThread.comments.map(toCommentBody) }),
  },
  {
    method: 'POST',
    path: '/api/v2/comment/new',
    document: mutationResult('postComment', 'PostCommentInput', '... on RateLimitError { retryAfterSeconds }'),
    variables: ({ payload }) => {
      const parentId = optionalInteger(payload.parentID, 'parentID');
      return {
        input: {
          threadKey: threadKeyInput(payload.threadID),
          parentId: parentId ? encodeGlobalID('Comment', parentId) : null,
          body: bodyText(payload.body, 'body'),
          responseType: responseTypeInput(payload.responseType, 'responseType'),
        },
      };
    },
    reply: commentReply('postComment'),
  },
  {
    method: 'POST',
    path: '/api/v2/comment/edit',
    document: mutationResult('editComment', 'EditCommentInput'),
    variables: ({ payload }) => ({
      input: {
        commentId: commentGlobalId(payload.commentID, 'commentID'),
        body: bodyText(payload.newBody, 'newBody'),
        responseType: responseTypeInput(payload.newResponseType, 'newResponseType'),
      },
    }),
    reply: commentReply('editComment'),
  },
  {
    method: 'POST',
    path: '/api/v2/comment/delete',
    document: mutationResult('deleteComment', 'CommentIdInput'),
    variables: ({ payload }) => ({ input: { commentId: commentGlobalId(payload.commentID, 'commentID') } }),
    reply: commentReply('deleteComment'),
  },
  {
    method: 'POST',
    path: '/api/v2/comment/report',
    document: mutationResult('reportComment', 'ReportCommentInput'),
    variables: ({ payload }) => {
      // The original payload has no reason (docs/decisions.md#discussion); the flag modal's are Uncivil and Unproductive.
      const reason = payload.reason === undefined || payload.reason === null || payload.reason === '' ? 'unproductive' : String(payload.reason).toLowerCase();
      if (reason !== 'uncivil' && reason !== 'unproductive') throw new ValidationError('reason must be Uncivil or Unproductive');
      return { input: { commentId: commentGlobalId(payload.commentID, 'commentID'), reason: reason.toUpperCase() } };
    },
    reply: commentReply('reportComment'),
  },
  {
    method: 'POST',
    path: '/api/v2/comment/like',
    document: mutationResult('likeComment', 'LikeCommentInput'),
    variables: ({ payload }) => {
      if (typeof payload.liked !== 'boolean') throw new ValidationError('liked must be true or false', [{ path: ['liked'], message: 'Required' }]);
      return { input: { commentId: commentGlobalId(payload.commentID, 'commentID'), liked: payload.liked } };
    },
    reply: commentReply('likeComment'),
  },
  {
    method: 'POST',
    path: '/api/v2/comment/getsource',
    document: `query RestCommentGetSource($commentId: ID!) {
      commentSource(commentId: $commentId) {
        __typename ... on Error { message } ... on AuthError { status }
        ... on CommentSource { source responseType }
      }
    }`,
    variables: ({ payload }) => ({ commentId: commentGlobalId(payload.commentID, 'commentID') }),
    reply: (data) => ({
      body: {
        Source: data.commentSource.source,
        ResponseType: restResponseType[data.commentSource.responseType as ResponseType] ?? '',
      },
    }),
  },
];
