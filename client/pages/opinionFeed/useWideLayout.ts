import { useSyncExternalStore } from 'react';

/** The feed's sidebars show from 1100px; below, their content moves into the feed (docs/product.md#sidebars). */
export const WIDE_FEED_QUERY = '(min-width: 1100px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_FEED_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True on screens 1100px and wider; follows resizes. Null while hydrating a server-rendered page:
 * the server does not know the screen, so that page holds both layouts and its CSS shows the one
 * that fits (no layout shift when the script arrives); the browser then keeps only that one.
 */
export function useWideLayout(): boolean | null {
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => window.matchMedia(WIDE_FEED_QUERY).matches,
    () => null,
  );
}
