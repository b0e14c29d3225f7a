// /readyz's database check: a cheap statement with a short time limit, shared by every request
// that asks at the same time and remembered for a moment, so a load balancer (or a flood of
// /readyz requests) costs the database one statement per second at most.

export type ReadinessCheck = {
  /** True when the probe answered within the limit, now or less than `freshForMs` ago. */
  databaseReachable(): Promise<boolean>;
};

export function createReadinessCheck(options: {
  /** Runs `SELECT 1` or the like; rejects when the database cannot answer. */
  probe: () => Promise<unknown>;
  timeoutMs: number;
  freshForMs: number;
  now?: () => number;
}): ReadinessCheck {
  const now = options.now ?? Date.now;
  let inFlight: Promise<boolean> | undefined;
  let last: { reachable: boolean; at: number } | undefined;

  const probeOnce = async (): Promise<boolean> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<false>((resolveTimeout) => {
      timer = setTimeout(() => resolveTimeout(false), options.timeoutMs);
    });
    try {
      // The probe keeps running after a time-out; its answer is then ignored.
      return await Promise.race([
        options.probe().then(
          () => true,
          () => false,
        ),
        timedOut,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    databaseReachable() {
      if (last && now() - last.at < options.freshForMs) return Promise.resolve(last.reachable);
      inFlight ??= probeOnce().then((reachable) => {
        last = { reachable, at: now() };
        inFlight = undefined;
        return reachable;
      });
      return inFlight;
    },
  };
}
