import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from '../../client/lib/debounce.ts';

describe('createDebouncer (150 ms debounce, 500 ms max wait)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const clock = () => ({ now: () => Date.now(), setTimeout, clearTimeout });

  it('runs once, 150 ms after the last call, with the last value', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 150, 500, clock());
    debouncer.call('a');
    vi.advanceTimersByTime(100);
    debouncer.call('ab');
    vi.advanceTimersByTime(149);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('never waits more than 500 ms from the first call of a burst', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 150, 500, clock());
    for (let elapsed = 0; elapsed < 600; elapsed += 100) {
      debouncer.call(`q${elapsed}`);
      vi.advanceTimersByTime(100);
    }
    // Calls at 0..500 every 100 ms: the one due at 500 ms ran with the value known then.
    expect(run).toHaveBeenCalledExactlyOnceWith('q400');
    vi.advanceTimersByTime(150);
    expect(run).toHaveBeenLastCalledWith('q500');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('cancel drops what was scheduled', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 150, 500, clock());
    debouncer.call('x');
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
