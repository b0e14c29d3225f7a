// Typed pub/sub for subscriptions. In-process by default; through Redis when REDIS_URL is set,
// so a vote on one node reaches viewers connected to every other node. Topics are keyed by
// entity; payloads are small and computed once per event by the publisher.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { setMaxListeners } from 'node:events';
import type { NotificationMessage } from '../domain/notification-message.ts';

export type VoteTallyEvent = { opinionId: number; counts: [number, number, number, number, number] };

export type PubSubTopics = {
  opinionVotes: [opinionId: number, payload: VoteTallyEvent];
  notifications: [recipientId: number, payload: NotificationMessage];
};

export type AppPubSub = ReturnType<typeof createPubSub<PubSubTopics>>;

export type RealtimeBus = { pubsub: AppPubSub; close(): Promise<void> };

export function createRealtimeBus(redisUrl?: string): RealtimeBus {
  if (!redisUrl) {
    // Each live subscription is one listener on its topic's event type: a popular opinion's
    // viewers, or one person's open tabs and devices, pass Node's leak heuristic of 10 listeners
    // per type without any leak (listeners go when their subscription ends). Lifted for this
    // target only.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: createPubSub<PubSubTopics>({ eventTarget }), close: async () => {} };
  }
  // disableClientInfo: ioredis sends CLIENT SETINFO asynchronously on connect; a SUBSCRIBE
  // slipping in before its ready check fails that check, and the subscription is lost for good.
  const options = { lazyConnect: false, maxRetriesPerRequest: 3, disableClientInfo: true };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  // ioredis reconnects by itself; an unheard 'error' event would crash the process instead.
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (error) => console.error(`Redis (pub/sub): ${error.message}`));
  }
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubTopics>({ eventTarget }),
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
