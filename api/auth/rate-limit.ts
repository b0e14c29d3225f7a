// Fixed-window attempt counters for the auth endpoints, keyed by what is being protected
// (an account, a client address). In memory for one process; Redis when REDIS_URL is set so
// every node shares the counts, and in memory again while Redis is unreachable.
import type { Redis } from 'ioredis';
import { RateLimitError } from '../domain/errors.ts';

export type RateLimitRule = {
  name: string;
  limit: number;
  windowSeconds: number;
  /** Keyed by the client address alone (not by an account): what addressLimitFactor raises. */
  perClientAddress?: boolean;
};

export type RateLimiter = {
  /** Counts one attempt; throws RateLimitError once the window's limit is exceeded. */
  hit(rule: RateLimitRule, key: string): Promise<void>;
  reset(rule: RateLimitRule, key: string): Promise<void>;
};

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  return {
    async hit(rule, key) {
      const id = `${rule.name}:${key}`;
      const time = now();
      let window = windows.get(id);
      if (!window || window.resetsAt <= time) {
        window = { count: 0, resetsAt: time + rule.windowSeconds * 1000 };
        windows.set(id, window);
      }
      window.count += 1;
      if (windows.size > 50_000) {
        for (const [entry, value] of windows) if (value.resetsAt <= time) windows.delete(entry);
      }
      if (window.count > rule.limit) throw new RateLimitError(Math.ceil((window.resetsAt - time) / 1000));
    },
    async reset(rule, key) {
      windows.delete(`${rule.name}:${key}`);
    },
  };
}

export type RedisRateLimiterOptions = {
  /** Before every counter's key (REDIS_PREFIX): deployments sharing one Redis count apart. */
  prefix: string;
  /**
   * Counts attempts while Redis cannot (docs/decisions.md, "Rate limits when Redis is down"):
   * fail open to this process's own counters rather than answer every log-in with an error or
   * refuse everybody.
   */
  fallback: RateLimiter;
  /** Told once per outage, when the first attempt falls back. */
  onFallback?: (error: unknown) => void;
};

export type RedisRateLimiter = RateLimiter & {
  /** Attempts counted by the fallback since the start (one per hit or reset Redis did not take). */
  fallbacks(): number;
};

/**
 * Shared counters in Redis. The client should not queue commands while disconnected
 * (`enableOfflineQueue: false`) and should bound a command's wait (`commandTimeout`): then an
 * outage costs an attempt nothing, and a Redis that hangs costs it that bound at most.
 */
export function createRedisRateLimiter(redis: Redis, options: RedisRateLimiterOptions): RedisRateLimiter {
  let fallbacks = 0;
  let fallingBack = false;
  redis.on('ready', () => {
    fallingBack = false;
  });
  const withFallback = async (shared: () => Promise<void>, local: () => Promise<void>) => {
    try {
      return await shared();
    } catch (error) {
      if (error instanceof RateLimitError) throw error;
      fallbacks += 1;
      if (!fallingBack) {
        fallingBack = true;
        options.onFallback?.(error);
      }
    }
    await local();
  };
  return {
    hit: (rule, key) =>
      withFallback(
        async () => {
          const id = `${options.prefix}ratelimit:${rule.name}:${key}`;
          const results = await redis.multi().incr(id).expire(id, rule.windowSeconds, 'NX').ttl(id).exec();
          // A failed command inside the transaction is an error of the whole attempt.
          const failed = results?.find(([error]) => error);
          if (failed) throw failed[0];
          const count = Number(results?.[0]?.[1] ?? 0);
          const ttl = Number(results?.[2]?.[1] ?? rule.windowSeconds);
          if (count > rule.limit) throw new RateLimitError(Math.max(1, ttl));
        },
        () => options.fallback.hit(rule, key),
      ),
    reset: (rule, key) =>
      withFallback(
        async () => {
          await redis.del(`ratelimit:${rule.name}:${key}`);
        },
        () => options.fallback.reset(rule, key),
      ),
    fallbacks: () => fallbacks,
  };
}

/**
 * Multiplies the limits of the rules keyed by client address alone. For test servers where
 * every browser shares 127.0.0.1 (a long end-to-end run signs up more than 20 people an hour);
 * per-account limits stay as they are. A factor of 1 (the default) returns the limiter as is.
 */
export function withAddressLimitFactor(limiter: RateLimiter, factor: number): RateLimiter {
  if (factor === 1) return limiter;
  const scaled = (rule: RateLimitRule): RateLimitRule => (rule.perClientAddress ? { ...rule, limit: rule.limit * factor } : rule);
  return {
    hit: (rule, key) => limiter.hit(scaled(rule), key),
    reset: (rule, key) => limiter.reset(rule, key),
  };
}
