// What an opinion's preview picture shows (api/domain/opinion-preview.ts): the page's own
// percentages summed into agree / neutral / disagree, and a vote count that only moves in steps
// once it is large, so the picture is drawn again when something it shows changes.
import { describe, expect, it } from 'vitest';
import { previewAltText, previewDrawingKey, previewFiguresOf, shownVoteCount } from '../../api/domain/opinion-preview.ts';
import { votePercentages } from '../../api/domain/vote-results.ts';

describe('opinion preview figures', () => {
  it('sums the five shown percentages, so the three add up to 100 as on the page', () => {
    const counts = [1, 2, 4, 0, 0];
    const [stronglyAgree, agree, neutral] = votePercentages(counts);
    expect(previewFiguresOf(counts, false)).toEqual({ kind: 'votes', agree: stronglyAgree + agree, neutral, disagree: 0, votes: '7 votes' });
    for (let seed = 1; seed < 300; seed += 1) {
      const figures = previewFiguresOf([seed % 7, (seed * 3) % 11, (seed * 5) % 13, (seed * 7) % 17, (seed * 11) % 19], false);
      if (figures.kind === 'votes') expect(figures.agree + figures.neutral + figures.disagree).toBe(100);
    }
  });

  it('shows nothing of the split for a deleted opinion or one nobody voted on', () => {
    expect(previewFiguresOf([3, 0, 0, 0, 1], true)).toEqual({ kind: 'deleted' });
    expect(previewFiguresOf([0, 0, 0, 0, 0], false)).toEqual({ kind: 'noVotes' });
  });

  it('counts exactly up to 99 votes, then to two significant digits', () => {
    expect([1, 2, 99, 100, 149, 1_234, 56_789, 1_000_000].map(shownVoteCount)).toEqual([
      '1 vote',
      '2 votes',
      '99 votes',
      '100+ votes',
      '140+ votes',
      '1,200+ votes',
      '56,000+ votes',
      '1,000,000+ votes',
    ]);
  });

  it('keys a drawing by what it shows: a vote that changes no shown figure keeps the key', () => {
    const title = 'Cities need more bike lanes';
    const key = (counts: number[]) => previewDrawingKey(title, previewFiguresOf(counts, false));
    // Strongly Agree to Agree: still 100% agree.
    expect(key([1, 0, 0, 0, 0])).toBe(key([0, 1, 0, 0, 0]));
    // 1,234 and 1,250 votes with the same percentages: both "1,200+ votes".
    expect(key([617, 0, 0, 0, 617])).toBe(key([625, 0, 0, 0, 625]));
    expect(key([1, 0, 0, 0, 0])).not.toBe(key([1, 0, 0, 0, 1]));
    expect(previewDrawingKey('Another title', previewFiguresOf([1, 0, 0, 0, 0], false))).not.toBe(key([1, 0, 0, 0, 0]));
  });

  it('says in words what the picture shows', () => {
    expect(previewAltText('Tea beats coffee', previewFiguresOf([3, 0, 1, 0, 0], false))).toBe('“Tea beats coffee”: 75% agree, 25% neutral, 0% disagree (4 votes) on Opinio');
  });
});
