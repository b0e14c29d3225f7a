import { useSyncExternalStore } from 'react';

/** The feed's sidebars show from 1100px; below, their content moves into the feed (docs/product.md#sidebars). */
export const WIDE_FEED_QUERY = '(min-width: 1100px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_FEED_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on screens 1100px and wider; follows resizes. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_FEED_QUERY).matches,
    () => true,
  );
}
