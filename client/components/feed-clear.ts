// Spec 4: "A clear resets the feed and refetches." Anything that changes what For You holds
// (logging in or out, following or unfollowing a topic, creating an opinion) calls
// clearOpinionFeed(); the feed on screen drops its pages and loads page one again.
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
