import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadMoreThrottle, opinionFeedThrottleMs, topicFeedThrottleMs } from '../../client/lib/load-more-throttle.ts';

// Fake timers replace both setTimeout and Date.now, which is all the throttle reads.
describe('LoadMoreThrottle (For You 2500 ms, topic feed 2000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the documented intervals for the two feeds', () => {
    expect(opinionFeedThrottleMs).toBe(2500);
    expect(topicFeedThrottleMs).toBe(2000);
  });

  for (const [feed, intervalMs] of [['For You', opinionFeedThrottleMs], ['topic', topicFeedThrottleMs]] as const) {
    it(`${feed}: at most one fetch per ${intervalMs} ms; a request inside the window runs at its end`, () => {
      const deferredStates: boolean[] = [];
      const throttle = new LoadMoreThrottle(intervalMs, (deferred) => deferredStates.push(deferred));
      const fetchPage = vi.fn(() => true);

      throttle.request(fetchPage);
      expect(fetchPage).toHaveBeenCalledTimes(1);

      // Scrolling and clicking "Load more" again and again inside the window: no second fetch.
      for (let elapsed = 0; elapsed < intervalMs - 1; elapsed += 250) {
        throttle.request(fetchPage);
        vi.advanceTimersByTime(Math.min(250, intervalMs - 1 - elapsed));
      }
      expect(fetchPage).toHaveBeenCalledTimes(1);
      expect(deferredStates).toEqual([true]);

      // The window ends: the collapsed requests become exactly one fetch.
      vi.advanceTimersByTime(1);
      expect(fetchPage).toHaveBeenCalledTimes(2);
      expect(deferredStates).toEqual([true, false]);

      // That fetch opened a new window.
      throttle.request(fetchPage);
      vi.advanceTimersByTime(intervalMs - 1);
      expect(fetchPage).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1);
      expect(fetchPage).toHaveBeenCalledTimes(3);
    });
  }

  it('a request after a quiet window fetches at once', () => {
    const throttle = new LoadMoreThrottle(opinionFeedThrottleMs, () => {});
    const fetchPage = vi.fn(() => true);
    throttle.request(fetchPage);
    vi.advanceTimersByTime(opinionFeedThrottleMs);
    throttle.request(fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('a request that could not fetch (a page already loading, or none left) does not open a window', () => {
    const throttle = new LoadMoreThrottle(topicFeedThrottleMs, () => {});
    throttle.request(() => false);
    const fetchPage = vi.fn(() => true);
    throttle.request(fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('cancel drops a deferred fetch (the feed left the screen)', () => {
    const throttle = new LoadMoreThrottle(opinionFeedThrottleMs, () => {});
    const fetchPage = vi.fn(() => true);
    throttle.request(fetchPage);
    throttle.request(fetchPage);
    throttle.cancel();
    vi.advanceTimersByTime(opinionFeedThrottleMs * 2);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
