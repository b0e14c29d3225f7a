import { useEffect } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';

/** User info is refreshed every 5 minutes, only while the page is visible (docs/product.md#top-bar). */
export const viewerRefreshIntervalMs = 300_000;

/**
 * Refetches `query` (no variables) every five minutes while the tab is visible, and at once
 * when a hidden tab becomes visible after a refresh was due. The result lands in the store, so
 * whatever shows the viewer re-renders.
 */
export function useViewerRefresh(query: GraphQLTaggedNode): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    let lastRefreshAt = Date.now();
    const refresh = () => {
      lastRefreshAt = Date.now();
      // A failed refresh keeps the viewer we have; the next tick tries again.
      fetchQuery(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, viewerRefreshIntervalMs);
    const refreshIfDue = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastRefreshAt >= viewerRefreshIntervalMs) refresh();
    };
    document.addEventListener('visibilitychange', refreshIfDue);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refreshIfDue);
    };
  }, [environment, query]);
}
