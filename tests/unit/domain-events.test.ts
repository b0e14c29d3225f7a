// The in-process domain events: subscribers run in the order they were added, the publisher waits
// for them, and one that fails is reported without stopping the others or failing the publisher.
import { describe, expect, it } from 'vitest';
import { createDomainEventBus, type SubscriberFailure } from '../../api/events/domain-events.ts';

const milestone = { userId: 7, username: 'ada', kind: 'LEVEL' as const, threshold: 2, text: 'You reached level 2' };

describe('domain events', () => {
  it('runs every subscriber of an event, in order, and waits for them', async () => {
    const bus = createDomainEventBus({ onSubscriberError: () => {} });
    const heard: string[] = [];
    bus.subscribe('milestone.reached', 'first', async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      heard.push(`first ${event.threshold}`);
    });
    bus.subscribe('milestone.reached', 'second', (event) => {
      heard.push(`second ${event.threshold}`);
    });
    bus.subscribe('comment.edited', 'other event', () => {
      heard.push('wrong event');
    });
    await bus.publish('milestone.reached', milestone);
    expect(heard).toEqual(['first 2', 'second 2']);
  });

  it('reports a failing subscriber, still runs the rest, and never rejects', async () => {
    const failures: SubscriberFailure[] = [];
    const bus = createDomainEventBus({ onSubscriberError: (failure) => failures.push(failure) });
    const heard: string[] = [];
    bus.subscribe('milestone.reached', 'throws', () => {
      throw new Error('boom');
    });
    bus.subscribe('milestone.reached', 'rejects', () => Promise.reject(new Error('later boom')));
    bus.subscribe('milestone.reached', 'works', () => {
      heard.push('works');
    });
    await expect(bus.publish('milestone.reached', milestone)).resolves.toBeUndefined();
    expect(heard).toEqual(['works']);
    expect(failures.map(({ event, subscriber, error }) => [event, subscriber, (error as Error).message])).toEqual([
      ['milestone.reached', 'throws', 'boom'],
      ['milestone.reached', 'rejects', 'later boom'],
    ]);
  });

  it('survives a failing error reporter, and a subscriber can be removed', async () => {
    const bus = createDomainEventBus({
      onSubscriberError: () => {
        throw new Error('the reporter fails too');
      },
    });
    let calls = 0;
    bus.subscribe('milestone.reached', 'throws', () => {
      throw new Error('boom');
    });
    const stop = bus.subscribe('milestone.reached', 'counts', () => {
      calls += 1;
    });
    await bus.publish('milestone.reached', milestone);
    stop();
    await bus.publish('milestone.reached', milestone);
    expect(calls).toBe(1);
  });
});
