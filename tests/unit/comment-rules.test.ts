import { describe, expect, it } from 'vitest';
import { deletedCommentText, parseThreadKey, responseTypeFromRest, sortComments, type SortableComment } from '../../api/domain/comment-rules.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const comments: SortableComment[] = [
  { id: 1, responseType: 'PRO', likeNum: 2, createdAt: at(1) },
  { id: 2, responseType: 'CON', likeNum: 5, createdAt: at(2) },
  { id: 3, responseType: 'COMMENTARY', likeNum: 0, createdAt: at(3) },
  { id: 4, responseType: 'PRO', likeNum: 5, createdAt: at(4) },
  { id: 5, responseType: 'NEUTRAL', likeNum: 1, createdAt: at(5) },
];
const ids = (list: SortableComment[]) => list.map((comment) => comment.id);

describe('sortComments', () => {
  it('score: most good points first, newest first on a tie', () => {
    expect(ids(sortComments(comments, 'SCORE'))).toEqual([4, 2, 1, 5, 3]);
  });
  it('pro, con, commentary: that type first, each group by score', () => {
    expect(ids(sortComments(comments, 'PRO'))).toEqual([4, 1, 2, 5, 3]);
    expect(ids(sortComments(comments, 'CON'))).toEqual([2, 4, 1, 5, 3]);
    expect(ids(sortComments(comments, 'COMMENTARY'))).toEqual([3, 4, 2, 1, 5]);
  });
  it('recent and oldest: by time', () => {
    expect(ids(sortComments(comments, 'RECENT'))).toEqual([5, 4, 3, 2, 1]);
    expect(ids(sortComments(comments, 'OLDEST'))).toEqual([1, 2, 3, 4, 5]);
  });
  it('leaves its input alone', () => {
    sortComments(comments, 'RECENT');
    expect(ids(comments)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('parseThreadKey', () => {
  it('reads opinion keys, bare opinion ids and the Suggest thread', () => {
    expect(parseThreadKey('opinion:12')).toEqual({ kind: 'opinion', opinionId: 12, key: 'opinion:12' });
    expect(parseThreadKey(12)).toEqual({ kind: 'opinion', opinionId: 12, key: 'opinion:12' });
    expect(parseThreadKey(' 12 ')).toEqual({ kind: 'opinion', opinionId: 12, key: 'opinion:12' });
    expect(parseThreadKey('suggest')).toEqual({ kind: 'suggest', key: 'suggest' });
  });
  it.each(['', 'opinion:', 'opinion:0', '0', '-1', '1.5', 'opinion:99999999999', 'suggest ', 'Suggest', "1' OR 1=1"])('refuses %j', (key) => {
    expect(parseThreadKey(key === 'suggest ' ? 'suggest x' : key)).toBeNull();
  });
});

describe('texts and REST spellings', () => {
  it('has the three deleted texts by reason', () => {
    expect(deletedCommentText).toEqual({
      USER: '[This comment was deleted by its author]',
      MODERATOR: '[This comment was flagged]',
      OTHER: '[This comment has been deleted]',
    });
  });
  it('reads REST response types', () => {
    expect(['pro', 'con', 'neutral', 'commentary', '', 'PRO', 'maybe'].map(responseTypeFromRest)).toEqual(['PRO', 'CON', 'NEUTRAL', 'COMMENTARY', 'NONE', 'PRO', null]);
  });
});
