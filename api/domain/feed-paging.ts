// Cutting pages out of a ranked feed. Cursors are opinion ids: a page starts right after the
// cursor's position, so the same id never appears twice within a stable order.

export type FeedPage = { ids: number[]; endReached: boolean };

export const FEED_PAGE_SIZE = 20;
export const MAX_FEED_PAGE_SIZE = 50;

export function clampPageSize(requested: number | null | undefined): number {
  return Math.min(Math.max(requested ?? FEED_PAGE_SIZE, 1), MAX_FEED_PAGE_SIZE);
}

/** A cursor from a client: an opinion id, or null for the first page. */
export function parseIdCursor(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  const id = Number(cursor);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function pageAfter(orderedIds: readonly number[], afterId: number | null, pageSize: number): FeedPage {
  let start = 0;
  if (afterId !== null) {
    const index = orderedIds.indexOf(afterId);
    // An unknown cursor (the opinion left the feed) ends the feed rather than repeating page one.
    start = index === -1 ? orderedIds.length : index + 1;
  }
  const ids = orderedIds.slice(start, start + pageSize);
  return { ids, endReached: start + pageSize >= orderedIds.length };
}
