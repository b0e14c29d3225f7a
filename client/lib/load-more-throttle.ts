// Feed fetches are throttled (2500 ms on the For You feed, 2000 ms on a topic;
// docs/product.md#client-timings). A request inside the interval is not dropped but deferred to the
// end of it, so scrolling to the bottom always ends in a fetch; requests while one is deferred
// collapse into it.

/** At most one For You feed fetch per 2500 ms. */
export const opinionFeedThrottleMs = 2500;
/** At most one topic feed fetch per 2000 ms. */
export const topicFeedThrottleMs = 2000;
/** The encyclopedia's feeds (questions, arguments) load as a topic's does. */
export const encyclopediaFeedThrottleMs = 2000;

export class LoadMoreThrottle {
  private lastStartedAt = Number.NEGATIVE_INFINITY;
  private deferred: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly intervalMs: number,
    private readonly onDeferredChange: (deferred: boolean) => void,
  ) {}

  /** `tryLoad` starts a fetch when one is possible and says whether it did. */
  request(tryLoad: () => boolean): void {
    if (this.deferred !== undefined) return;
    const wait = this.lastStartedAt + this.intervalMs - Date.now();
    if (wait > 0) {
      this.onDeferredChange(true);
      this.deferred = setTimeout(() => {
        this.deferred = undefined;
        this.onDeferredChange(false);
        this.request(tryLoad);
      }, wait);
      return;
    }
    // Taken before the fetch starts: starting it can take a while (rendering), and the interval
    // runs from when the request left.
    const startedAt = Date.now();
    if (tryLoad()) this.lastStartedAt = startedAt;
  }

  cancel(): void {
    if (this.deferred !== undefined) clearTimeout(this.deferred);
    this.deferred = undefined;
  }
}
