// Rules of the discussion (docs/product.md#discussion): response types, sorts, limits and the
// texts shown for deleted comments. Pure: the comment service, its schema and REST table share them.
import { isDatabaseId } from './database-ids.ts';

export const RESPONSE_TYPES = ['PRO', 'CON', 'NEUTRAL', 'COMMENTARY', 'NONE'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

/** The REST spelling: pro, con, neutral, commentary, or empty. */
export const restResponseType: Record<ResponseType, string> = {
  PRO: 'pro',
  CON: 'con',
  NEUTRAL: 'neutral',
  COMMENTARY: 'commentary',
  NONE: '',
};

export function responseTypeFromRest(value: string): ResponseType | null {
  const found = RESPONSE_TYPES.find((type) => restResponseType[type] === value.trim().toLowerCase());
  return found ?? null;
}

export const COMMENT_SORTS = ['SCORE', 'PRO', 'COMMENTARY', 'CON', 'RECENT', 'OLDEST'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

export const DELETED_REASONS = ['USER', 'MODERATOR', 'OTHER'] as const;
export type DeletedReason = (typeof DELETED_REASONS)[number];

/** The text shown in place of a deleted comment, by reason (docs/product.md#discussion). */
export const deletedCommentText: Record<DeletedReason, string> = {
  USER: '[This comment was deleted by its author]',
  MODERATOR: '[This comment was flagged]',
  OTHER: '[This comment has been deleted]',
};

/** What a comment's source may hold; far above any real comment, far below the 64 KiB body limit. */
export const COMMENT_MAX_SOURCE_LENGTH = 10_000;

export const commentErrors = {
  empty: 'Please write a comment',
  tooLong: `Comments can be at most ${COMMENT_MAX_SOURCE_LENGTH.toLocaleString('en-US')} characters`,
  responseTypeRequired: 'Please choose a response type',
  responseTypeOnReply: 'Replies do not take a response type',
  responseTypeNotHere: 'Comments here do not take a response type',
  likeOwn: 'You cannot give a good point to your own comment',
  reportOwn: 'You cannot report your own comment',
  editOthers: 'You can only edit your own comments',
  deleteOthers: 'You can only delete your own comments',
  sourceOthers: 'You can only edit your own comments',
  unknownComment: 'This comment does not exist',
  deletedComment: 'This comment has been deleted',
  unknownThread: 'This comment thread does not exist',
  parentElsewhere: 'The comment you reply to is in another thread',
} as const;

export type SortableComment = { id: number; responseType: ResponseType; likeNum: number; createdAt: Date };

const byScore = (a: SortableComment, b: SortableComment) => b.likeNum - a.likeNum || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/**
 * Orders top-level comments. score: most good points first (newest breaks ties). pro, con,
 * commentary: that type first, each group by score. recent / oldest: by time. Replies keep
 * their conversation order (oldest first) whatever the sort.
 */
export function sortComments<T extends SortableComment>(comments: readonly T[], sort: CommentSort): T[] {
  const list = [...comments];
  switch (sort) {
    case 'RECENT':
      return list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    case 'OLDEST':
      return list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    case 'SCORE':
      return list.sort(byScore);
    default: {
      const first: ResponseType = sort;
      return list.sort((a, b) => Number(b.responseType === first) - Number(a.responseType === first) || byScore(a, b));
    }
  }
}

/**
 * Thread keys (the REST threadID): an opinion's thread is `opinion:{ArtifactID}` (a bare number
 * means the same), the Suggest page's is `suggest`.
 */
export type ThreadKey = { kind: 'opinion'; opinionId: number; key: string } | { kind: 'suggest'; key: 'suggest' };

export function parseThreadKey(value: string | number): ThreadKey | null {
  const text = String(value).trim();
  if (text === 'suggest') return { kind: 'suggest', key: 'suggest' };
  const match = /^(?:opinion:)?([1-9][0-9]{0,9})$/.exec(text);
  if (!match) return null;
  const opinionId = Number(match[1]);
  if (!isDatabaseId(opinionId)) return null;
  return { kind: 'opinion', opinionId, key: `opinion:${opinionId}` };
}
