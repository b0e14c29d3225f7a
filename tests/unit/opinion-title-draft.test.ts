// A suggestion's text as the first draft of an opinion title (api/domain/opinion-rules.ts), which
// the admin hub puts in the opinion modal: one line, within the title limit, whole words.
import { describe, expect, it } from 'vitest';
import { checkTitle, OPINION_TITLE_MAX, titleDraftFrom } from '../../api/domain/opinion-rules.ts';

describe('titleDraftFrom', () => {
  it('keeps a short suggestion as it is, on one line with single spaces', () => {
    expect(titleDraftFrom('  Homework should be\n\n banned\tin schools  ')).toBe(
      'Homework should be banned in schools',
    );
  });

  it('cuts a long one after the last whole word within the limit', () => {
    const text = `${'Public transport should be free for everyone under twenty-five '.repeat(5)}and paid for by a congestion charge`;
    const draft = titleDraftFrom(text);
    expect(draft.length).toBeLessThanOrEqual(OPINION_TITLE_MAX);
    expect(draft.length).toBeGreaterThan(OPINION_TITLE_MAX - 20);
    expect(text.startsWith(draft)).toBe(true);
    expect(text[draft.length]).toBe(' ');
    // The draft is a title the server accepts as it is.
    expect(checkTitle(draft, OPINION_TITLE_MAX, 'opinion').title).toBe(draft);
  });

  it('cuts a single long word at the limit rather than leaving nothing', () => {
    expect(titleDraftFrom('x'.repeat(300))).toBe('x'.repeat(OPINION_TITLE_MAX));
  });

  it('takes a text of exactly the limit whole', () => {
    const text = `${'a'.repeat(OPINION_TITLE_MAX - 2)} b`;
    expect(titleDraftFrom(text)).toBe(text);
  });
});
