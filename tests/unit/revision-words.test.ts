import { describe, expect, it } from 'vitest';
import { likedRevisionHeadline, revisionHeadline } from '../../client/lib/revision-words.ts';

describe('encyclopedia notifications in words', () => {
  it('names the field, the item kind and the change', () => {
    expect(revisionHeadline('Ana', 'ConvoEditTextField', 'title', 'Is God real?')).toBe('Ana edited the title of “Is God real?”');
    expect(revisionHeadline('Ana', 'PersonEditTextField', 'description', 'Ada')).toBe('Ana edited the description of “Ada”');
    expect(revisionHeadline('Ana', 'PosInit', '', 'God is real')).toBe('Ana added the position “God is real”');
    expect(revisionHeadline('Ana', 'ArgDelete', '', 'Fine-tuning')).toBe('Ana deleted the argument “Fine-tuning”');
    expect(revisionHeadline('Ana', 'ConvoRevert', 'title', 'Q')).toBe('Ana reverted a change to “Q”');
    expect(revisionHeadline('Ana', 'PersonSetImage', 'image', 'Ada')).toBe('Ana changed the picture of “Ada”');
    expect(revisionHeadline('Ana', 'PersonLinkAdd', 'link:4', 'Ada')).toBe('Ana added a link to “Ada”');
    expect(revisionHeadline('Ana', 'ConvoLinkEdit', 'link:4', 'Q')).toBe('Ana edited a link on “Q”');
    expect(revisionHeadline('Ana', 'ArgLinkRemove', 'link:4', 'A')).toBe('Ana removed a link from “A”');
    expect(revisionHeadline('Ana', 'ArgSetPos', 'position', 'A')).toBe('Ana moved the argument “A” to another position');
  });

  it('falls back to plain words for an action it does not know', () => {
    expect(revisionHeadline('Ana', 'SomethingNew', '', 'X')).toBe('Ana changed “X”');
    expect(revisionHeadline('Ana', 'TagEditTextField', 'colour', 'X')).toBe('Ana edited the text of “X”');
  });

  it('tells an author of a like on their edit', () => {
    expect(likedRevisionHeadline('Bo', 'Ada Lovelace')).toBe('Bo liked your edit on “Ada Lovelace”');
  });
});
