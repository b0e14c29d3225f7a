// Typed pub/sub for subscriptions. In-process by default; through Redis when REDIS_URL is set,
// so a vote on one node reaches viewers connected to every other node. Topics are keyed by
// entity; payloads are small and computed once per event by the publisher.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

export type VoteTallyEvent = { opinionId: number; counts: [number, number, number, number, number] };

export type PubSubTopics = {
  opinionVotes: [opinionId: number, payload: VoteTallyEvent];
};

export type AppPubSub = ReturnType<typeof createPubSub<PubSubTopics>>;

export type RealtimeBus = { pubsub: AppPubSub; close(): Promise<void> };

export function createRealtimeBus(redisUrl?: string): RealtimeBus {
  if (!redisUrl) return { pubsub: createPubSub<PubSubTopics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubTopics>({ eventTarget }),
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
