// Fixed-window attempt counters for the auth endpoints, keyed by what is being protected
// (an account, a client address). In memory for one process; Redis when REDIS_URL is set so
// every node shares the counts.
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

export function createRedisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(rule, key) {
      const id = `ratelimit:${rule.name}:${key}`;
      const results = await redis.multi().incr(id).expire(id, rule.windowSeconds, 'NX').ttl(id).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? rule.windowSeconds);
      if (count > rule.limit) throw new RateLimitError(Math.max(1, ttl));
    },
    async reset(rule, key) {
      await redis.del(`ratelimit:${rule.name}:${key}`);
    },
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
