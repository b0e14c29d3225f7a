// A readable word-level diff of two texts (an encyclopedia revision's before and after,
// docs/product.md#encyclopedia). Words and the spaces between them are tokens of their own, so
// joining the SAME and REMOVED segments gives back the old text exactly, and SAME and ADDED the new
// one. Pure: the Revision type computes it on read.

export type DiffKind = 'SAME' | 'ADDED' | 'REMOVED';
export type DiffSegment = { kind: DiffKind; text: string };

/**
 * Above this many cells (old tokens x new tokens of the part that differs) the longest common
 * subsequence is not computed: the differing middle is shown as removed then added. Two texts of
 * 5,000 characters (about 1,700 tokens each) stay well below it.
 */
const MAX_TABLE_CELLS = 4_000_000;

/** Words, runs of white space and single punctuation marks, in order: their concatenation is the text. */
export function diffTokens(text: string): string[] {
  return text.match(/\s+|[\p{L}\p{N}_'’-]+|[^\s\p{L}\p{N}_'’-]/gu) ?? [];
}

function push(segments: DiffSegment[], kind: DiffKind, text: string): void {
  if (text === '') return;
  const last = segments.at(-1);
  if (last && last.kind === kind) last.text += text;
  else segments.push({ kind, text });
}

/** The longest common subsequence of two token lists, as the edit script between them. */
function lcsScript(before: string[], after: string[], segments: DiffSegment[]): void {
  const rows = before.length;
  const columns = after.length;
  // lengths[i][j]: LCS length of before[i..] and after[j..], in one flat typed array.
  const width = columns + 1;
  const lengths = new Uint16Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = columns - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        before[i] === after[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (before[i] === after[j]) {
      push(segments, 'SAME', before[i]!);
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      push(segments, 'REMOVED', before[i]!);
      i += 1;
    } else {
      push(segments, 'ADDED', after[j]!);
      j += 1;
    }
  }
  for (; i < rows; i += 1) push(segments, 'REMOVED', before[i]!);
  for (; j < columns; j += 1) push(segments, 'ADDED', after[j]!);
}

/**
 * The changes from `before` to `after`, word by word: consecutive tokens of one kind are merged
 * into one segment, and a change of only white space between two changed words is shown with
 * them, so "the cat sat" to "a dog sat" reads as "the cat" removed, "a dog" added.
 */
export function textDiff(before: string, after: string): DiffSegment[] {
  if (before === after) return before === '' ? [] : [{ kind: 'SAME', text: before }];
  const old = diffTokens(before);
  const next = diffTokens(after);
  let prefix = 0;
  while (prefix < old.length && prefix < next.length && old[prefix] === next[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < old.length - prefix && suffix < next.length - prefix && old[old.length - 1 - suffix] === next[next.length - 1 - suffix]) suffix += 1;
  const oldMiddle = old.slice(prefix, old.length - suffix);
  const nextMiddle = next.slice(prefix, next.length - suffix);

  const segments: DiffSegment[] = [];
  push(segments, 'SAME', old.slice(0, prefix).join(''));
  if (oldMiddle.length * nextMiddle.length > MAX_TABLE_CELLS || oldMiddle.length >= 65_535 || nextMiddle.length >= 65_535) {
    push(segments, 'REMOVED', oldMiddle.join(''));
    push(segments, 'ADDED', nextMiddle.join(''));
  } else {
    lcsScript(oldMiddle, nextMiddle, segments);
  }
  push(segments, 'SAME', old.slice(old.length - suffix).join(''));
  return readable(segments);
}

/**
 * Folds a white-space SAME between two changes into them, and each run of changes into one
 * removal then one addition: "cat␣sat" replaced by "dog␣ran" reads as "cat sat" removed and
 * "dog ran" added rather than four alternating pieces. The space belongs to both versions, so
 * it goes into the removed and the added text alike, and both sides still join up exactly.
 */
function readable(segments: DiffSegment[]): DiffSegment[] {
  const result: DiffSegment[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) result.push({ kind: 'REMOVED', text: removed });
    if (added) result.push({ kind: 'ADDED', text: added });
    removed = '';
    added = '';
  };
  segments.forEach((segment, index) => {
    const between = index > 0 && index < segments.length - 1 && segments[index - 1]!.kind !== 'SAME' && segments[index + 1]!.kind !== 'SAME';
    if (segment.kind === 'REMOVED') removed += segment.text;
    else if (segment.kind === 'ADDED') added += segment.text;
    else if (between && /^\s+$/.test(segment.text)) {
      removed += segment.text;
      added += segment.text;
    } else {
      flush();
      result.push(segment);
    }
  });
  flush();
  return result;
}

/** The text a diff came from (`'before'`) or led to (`'after'`). */
export function diffSide(segments: readonly DiffSegment[], side: 'before' | 'after'): string {
  const skip: DiffKind = side === 'before' ? 'ADDED' : 'REMOVED';
  return segments.filter((segment) => segment.kind !== skip).map((segment) => segment.text).join('');
}
