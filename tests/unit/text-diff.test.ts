// The word-level diff an encyclopedia revision shows (api/domain/text-diff.ts): readable pieces,
// and both texts recoverable from them exactly, whatever the input.
import { describe, expect, it } from 'vitest';
import { diffSide, diffTokens, textDiff, type DiffSegment } from '../../api/domain/text-diff.ts';

function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const recovers = (before: string, after: string, segments: DiffSegment[]) => {
  expect(diffSide(segments, 'before')).toBe(before);
  expect(diffSide(segments, 'after')).toBe(after);
};

describe('textDiff', () => {
  it('splits text into words, spaces and punctuation that join back into it', () => {
    expect(diffTokens("It's 4.5% — isn't it?\nYes")).toEqual(["It's", ' ', '4', '.', '5', '%', ' ', '—', ' ', "isn't", ' ', 'it', '?', '\n', 'Yes']);
    expect(diffTokens('')).toEqual([]);
  });

  it('shows a replaced word as one removal and one addition between what stayed', () => {
    expect(textDiff('The cat sat on the mat.', 'The dog sat on the mat.')).toEqual([
      { kind: 'SAME', text: 'The ' },
      { kind: 'REMOVED', text: 'cat' },
      { kind: 'ADDED', text: 'dog' },
      { kind: 'SAME', text: ' sat on the mat.' },
    ]);
  });

  it('shows added and removed words on their own', () => {
    expect(textDiff('Nuclear power is safe', 'Nuclear power is very safe')).toEqual([
      { kind: 'SAME', text: 'Nuclear power is ' },
      { kind: 'ADDED', text: 'very ' },
      { kind: 'SAME', text: 'safe' },
    ]);
    expect(textDiff('Taxes should be much higher', 'Taxes should be higher')).toEqual([
      { kind: 'SAME', text: 'Taxes should be ' },
      { kind: 'REMOVED', text: 'much ' },
      { kind: 'SAME', text: 'higher' },
    ]);
  });

  it('keeps a run of changed words together instead of alternating word by word', () => {
    const segments = textDiff('the quick brown fox jumps', 'the slow red fox jumps');
    expect(segments).toEqual([
      { kind: 'SAME', text: 'the ' },
      { kind: 'REMOVED', text: 'quick brown' },
      { kind: 'ADDED', text: 'slow red' },
      { kind: 'SAME', text: ' fox jumps' },
    ]);
  });

  it('treats texts that are equal, empty, or entirely different', () => {
    expect(textDiff('', '')).toEqual([]);
    expect(textDiff('same', 'same')).toEqual([{ kind: 'SAME', text: 'same' }]);
    expect(textDiff('', 'new text')).toEqual([{ kind: 'ADDED', text: 'new text' }]);
    expect(textDiff('old text', '')).toEqual([{ kind: 'REMOVED', text: 'old text' }]);
    expect(textDiff('alpha beta', 'gamma delta')).toEqual([
      { kind: 'REMOVED', text: 'alpha beta' },
      { kind: 'ADDED', text: 'gamma delta' },
    ]);
  });

  it('keeps line breaks and changes in white space', () => {
    const before = 'First line.\nSecond line.';
    const after = 'First line.\n\nSecond, longer line.';
    const segments = textDiff(before, after);
    recovers(before, after, segments);
    expect(segments.filter((segment) => segment.kind === 'ADDED').map((segment) => segment.text).join('|')).toContain(',');
  });

  it('recovers both texts exactly from random edits', () => {
    const random = mulberry32(7);
    const words = ['nuclear', 'power', 'is', 'safe', 'cheap', 'clean', 'not', 'very', ',', '.', '\n', 'the', 'a'];
    const text = (length: number) => Array.from({ length }, () => words[Math.floor(random() * words.length)]).join(random() < 0.5 ? ' ' : '  ');
    for (let round = 0; round < 300; round += 1) {
      const before = text(Math.floor(random() * 30));
      const tokens = diffTokens(before);
      const after = tokens
        .filter(() => random() > 0.2)
        .map((token) => (random() < 0.1 ? words[Math.floor(random() * words.length)] : token))
        .join('');
      const segments = textDiff(before, after);
      recovers(before, after, segments);
      // Never two segments of one kind in a row, never an empty one.
      for (let index = 0; index < segments.length; index += 1) {
        expect(segments[index]!.text).not.toBe('');
        if (index > 0) expect(segments[index]!.kind === segments[index - 1]!.kind).toBe(false);
      }
    }
  });

  it('answers a long rewrite quickly, still exactly', () => {
    const before = Array.from({ length: 1500 }, (_, index) => `word${index % 97}`).join(' ');
    const after = Array.from({ length: 1500 }, (_, index) => `word${(index * 7) % 89}`).join(' ');
    const started = performance.now();
    const segments = textDiff(before, after);
    expect(performance.now() - started).toBeLessThan(2_000);
    recovers(before, after, segments);
  });
});
