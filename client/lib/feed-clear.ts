// A clear resets the feed and refetches (docs/product.md#for-you). Two paths do it, depending on
// whether the feed is on screen when what it holds changes:
// - Logging out (or in) can happen with For You on screen: OpinionFeedPage calls
//   clearOpinionFeed() when the viewer changes, and the feed drops its pages and loads page one
//   again from the server.
// - Following or unfollowing a topic, creating an opinion and deleting one happen on other pages
//   (the topic page, the opinion modal that then opens the new opinion, the opinion page). Those
//   mutations invalidate the Relay store instead: the next visit to For You finds its cached
//   pages stale, refetches, and the connection starts over at page one. A follow also clears the
//   feed once the server confirms it: a member who went to For You before that moment was shown
//   the cached pages, which the store's invalidation came too late for.
const listeners = new Set<() => void>();

export function clearOpinionFeed(): void {
  for (const listener of [...listeners]) listener();
}

export function onOpinionFeedClear(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
