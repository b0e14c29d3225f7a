// Words the discussion shows (docs/product.md#discussion). The server holds the same rules; the
// client cannot import them (client never imports api/), so the few numbers the UI needs are
// repeated here.

/** pro, con, neutral, commentary shown as For, Against, Mixed, Commentary. */
export const responseTypeLabels = { PRO: 'For', CON: 'Against', NEUTRAL: 'Mixed', COMMENTARY: 'Commentary' } as const;
export type ChosenResponseType = keyof typeof responseTypeLabels;
export const chosenResponseTypes = Object.keys(responseTypeLabels) as ChosenResponseType[];

/** Comment sorts, in the order the sort menu lists them. */
export const commentSortLabels = {
  SCORE: 'Top',
  PRO: 'For first',
  COMMENTARY: 'Commentary first',
  CON: 'Against first',
  RECENT: 'Newest',
  OLDEST: 'Oldest',
} as const;
export type CommentSortName = keyof typeof commentSortLabels;

/** The "Too short - n" hint below 300 characters. */
export const commentHintLength = 300;
/** Comments of 800+ characters are collapsed to 200px until "See more". */
export const commentCollapseLength = 800;

/** What the counter under a comment box reads; null while the box is empty. */
export function commentLengthHint(length: number): string | null {
  if (length === 0) return null;
  return length < commentHintLength ? `Too short - ${length}` : `${length} characters`;
}

/** The visible length of sanitized comment HTML (tags and entities do not count). */
export function visibleTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;|&#[0-9]+;/gi, ' ').length;
}
