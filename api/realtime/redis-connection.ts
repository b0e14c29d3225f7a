// One log line when a Redis connection is lost and one when it is back, instead of one per
// reconnect attempt (ioredis retries every 2 s at most, forever). Listening to 'error' at all is
// what keeps the process alive: an EventEmitter's unheard 'error' throws.
import type { Redis } from 'ioredis';

export type RedisConnectionWatch = {
  /** Times the connection was lost since the start. */
  outages(): number;
};

export function watchRedisConnection(client: Redis, label: string, log: (message: string) => void): RedisConnectionWatch {
  let outages = 0;
  let lostAt: number | undefined;
  client.on('error', (error: Error) => {
    if (lostAt !== undefined) return;
    lostAt = Date.now();
    outages += 1;
    log(`${label}: connection lost (${error.message}); reconnecting in the background`);
  });
  client.on('ready', () => {
    if (lostAt === undefined) return;
    log(`${label}: connected again after ${((Date.now() - lostAt) / 1000).toFixed(1)} s`);
    lostAt = undefined;
  });
  return { outages: () => outages };
}
