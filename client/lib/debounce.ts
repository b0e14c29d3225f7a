// A debouncer with a maximum wait (docs/product.md#search: search waits 150 ms after the last
// keystroke, but never more than 500 ms after the first one of a burst, so a fast typist still sees
// results).

export type Debouncer<Value> = {
  /** Schedules `run(value)`; a later call replaces the value. */
  call(value: Value): void;
  /** Drops anything scheduled. */
  cancel(): void;
};

export function createDebouncer<Value>(
  run: (value: Value) => void,
  waitMs: number,
  maxWaitMs: number,
  clock: { now: () => number; setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = {
    now: () => Date.now(),
    setTimeout: globalThis.setTimeout.bind(globalThis),
    clearTimeout: globalThis.clearTimeout.bind(globalThis),
  },
): Debouncer<Value> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let burstStartedAt: number | null = null;
  let pending: { value: Value } | null = null;

  const flush = () => {
    timer = undefined;
    burstStartedAt = null;
    const next = pending;
    pending = null;
    if (next) run(next.value);
  };

  return {
    call(value) {
      pending = { value };
      const now = clock.now();
      burstStartedAt ??= now;
      if (timer !== undefined) clock.clearTimeout(timer);
      const untilMaxWait = burstStartedAt + maxWaitMs - now;
      timer = clock.setTimeout(flush, Math.max(0, Math.min(waitMs, untilMaxWait)));
    },
    cancel() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      burstStartedAt = null;
      pending = null;
    },
  };
}
