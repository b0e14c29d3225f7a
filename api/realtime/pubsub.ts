// Typed pub/sub for subscriptions. In-process by default; through Redis when REDIS_URL is set,
// so a vote on one node reaches viewers connected to every other node. Topics are keyed by
// entity; payloads are small and computed once per event by the publisher.
//
// Redis is a convenience here, not a dependency of any answer: while it is down, live updates
// between nodes are lost (docs/product.md#server-limits), every request still answers, and open
// subscriptions hear again once it is back. Nothing Redis does may reject unheard: in a plain
// Node process an unhandled rejection ends it.
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { setMaxListeners } from 'node:events';
import type { NotificationMessage } from '../domain/notification-message.ts';
import { watchRedisConnection, type RedisConnectionWatch } from './redis-connection.ts';

export type VoteTallyEvent = { opinionId: number; counts: [number, number, number, number, number] };

/** Visitors' kept answers that changed on one node (api/http/anonymous-answers.ts); null: every one. */
export type AnonymousAnswersChange = { opinionId: number | null; node: string };

export type PubSubTopics = {
  opinionVotes: [opinionId: number, payload: VoteTallyEvent];
  notifications: [recipientId: number, payload: NotificationMessage];
  anonymousAnswersChanged: [payload: AnonymousAnswersChange];
};

export type AppPubSub = ReturnType<typeof createPubSub<PubSubTopics>>;

/** What /readyz shows of the transport; all zero and connected without Redis. */
export type RealtimeStats = {
  transport: 'in-process' | 'redis';
  connected: boolean;
  /** Messages Redis did not take (each one a live update some viewer missed). */
  publishFailures: number;
  /** SUBSCRIBE commands Redis did not take (retried when it is back). */
  subscribeFailures: number;
  /** Times a connection was lost. */
  outages: number;
};

export type RealtimeBus = {
  pubsub: AppPubSub;
  stats(): RealtimeStats;
  /** Whether this node hears a topic's messages from every node now (Redis confirmed its SUBSCRIBE). */
  hears(topic: keyof PubSubTopics): boolean;
  close(): Promise<void>;
};

export type RealtimeBusOptions = {
  /** Where connection changes and failures are reported (once per outage, not per message). */
  log?: (message: string) => void;
  /** Before every channel (REDIS_PREFIX): deployments sharing one Redis do not hear each other. */
  prefix?: string;
};

/**
 * The bound on how long one Redis command may wait: ioredis queues commands while it reconnects
 * and fails them after `maxRetriesPerRequest` attempts, or after `commandTimeout` when Redis
 * takes the connection but does not answer.
 */
export const redisClientBounds = {
  maxRetriesPerRequest: 2,
  commandTimeout: 2_000,
  connectTimeout: 2_000,
} as const;

export function createRealtimeBus(redisUrl?: string, options: RealtimeBusOptions = {}): RealtimeBus {
  if (!redisUrl) {
    // Each live subscription is one listener on its topic's event type: a popular opinion's
    // viewers, or one person's open tabs and devices, pass Node's leak heuristic of 10 listeners
    // per type without any leak (listeners go when their subscription ends). Lifted for this
    // target only.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return {
      pubsub: createPubSub<PubSubTopics>({ eventTarget }),
      stats: () => ({ transport: 'in-process', connected: true, publishFailures: 0, subscribeFailures: 0, outages: 0 }),
      hears: () => true,
      close: async () => {},
    };
  }
  const log = options.log ?? ((message: string) => console.error(message));
  // disableClientInfo: ioredis sends CLIENT SETINFO asynchronously on connect; a SUBSCRIBE
  // slipping in before its ready check fails that check, and the subscription is lost for good.
  const clientOptions = { lazyConnect: false, disableClientInfo: true, ...redisClientBounds };
  const publishClient = new Redis(redisUrl, clientOptions);
  const subscribeClient = new Redis(redisUrl, clientOptions);
  const watches: RedisConnectionWatch[] = [
    watchRedisConnection(publishClient, 'Redis (live updates, publishing)', log),
    watchRedisConnection(subscribeClient, 'Redis (live updates, subscriptions)', log),
  ];
  const counters = { publishFailures: 0, subscribeFailures: 0 };
  // One line per outage: the first failed publish says what is being lost; the rest are counted.
  let publishFailureReported = false;
  publishClient.on('ready', () => {
    if (publishFailureReported && counters.publishFailures > 0) {
      log(`Redis (live updates): publishing again; ${counters.publishFailures} live update(s) lost so far`);
    }
    publishFailureReported = false;
  });

  const prefix = options.prefix ?? '';
  const channelOf = (topic: string) => prefix + topic;
  const listenersOfTopic = new Map<string, Set<EventListenerOrEventListenerObject>>();
  subscribeClient.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const topic = channel.slice(prefix.length);
    const listeners = listenersOfTopic.get(topic);
    if (!listeners) return;
    let detail: unknown = null;
    try {
      if (message !== '') detail = JSON.parse(message);
    } catch {
      // Not one of ours (another program on the same Redis): a throw here would end the process.
      return;
    }
    const event = new CustomEvent(topic, { detail });
    for (const listener of listeners) {
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    }
  });
  // Topics whose SUBSCRIBE Redis confirmed on the current connection: until then that topic's
  // messages are not heard (a node keeping visitors' answers must hear every change: hears()).
  const confirmedTopics = new Set<string>();
  const subscribe = (topic: string) =>
    subscribeClient.subscribe(channelOf(topic)).then(
      () => {
        if (listenersOfTopic.has(topic)) confirmedTopics.add(topic);
      },
      () => {
        // Redis is away: the topic stays listened to and is subscribed again on 'ready'.
        counters.subscribeFailures += 1;
      },
    );
  // ioredis re-subscribes the channels it had on reconnect; a topic whose SUBSCRIBE failed
  // during the outage is not among them. SUBSCRIBE to a channel already subscribed is a no-op.
  let connectedBefore = false;
  subscribeClient.on('ready', () => {
    if (connectedBefore) {
      confirmedTopics.clear();
      for (const topic of listenersOfTopic.keys()) void subscribe(topic);
    }
    connectedBefore = true;
  });

  const eventTarget: EventTarget = {
    addEventListener(topic: string, listener: EventListenerOrEventListenerObject | null) {
      if (!listener) return;
      let listeners = listenersOfTopic.get(topic);
      if (!listeners) {
        listeners = new Set();
        listenersOfTopic.set(topic, listeners);
        void subscribe(topic);
      }
      listeners.add(listener);
    },
    removeEventListener(topic: string, listener: EventListenerOrEventListenerObject | null) {
      const listeners = listenersOfTopic.get(topic);
      if (!listener || !listeners) return;
      listeners.delete(listener);
      if (listeners.size > 0) return;
      listenersOfTopic.delete(topic);
      confirmedTopics.delete(topic);
      subscribeClient.unsubscribe(channelOf(topic)).catch(() => {
        // Redis is away: ioredis' reconnect may subscribe the topic again; its messages then
        // find no listener here, which costs nothing.
      });
    },
    dispatchEvent(event: Event) {
      const detail = (event as CustomEvent).detail;
      publishClient.publish(channelOf(event.type), detail === undefined ? '' : JSON.stringify(detail)).catch((error: unknown) => {
        counters.publishFailures += 1;
        if (!publishFailureReported) {
          publishFailureReported = true;
          log(`Redis (live updates): a live update was lost (${(error as Error).message}); counting further losses until Redis is back`);
        }
      });
      return true;
    },
  };

  return {
    pubsub: createPubSub<PubSubTopics>({ eventTarget }),
    stats: () => ({
      transport: 'redis',
      connected: publishClient.status === 'ready' && subscribeClient.status === 'ready',
      ...counters,
      outages: watches.reduce((sum, watch) => sum + watch.outages(), 0),
    }),
    hears: (topic) => publishClient.status === 'ready' && subscribeClient.status === 'ready' && confirmedTopics.has(topic),
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
