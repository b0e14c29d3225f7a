// The in-process bus: one person with many live subscriptions (tabs, devices) or an opinion with
// many viewers is normal, so it must neither warn about a leak nor lose anyone's event.
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationMessage } from '../../api/domain/notification-message.ts';
import { createRealtimeBus } from '../../api/realtime/pubsub.ts';

const event = (recipientId: number): NotificationMessage => ({
  id: 1,
  recipientId,
  kind: 'COMMENT',
  actionName: 'CommentInit',
  argsJson: '{}',
  artifactTitle: 'A title',
  url: '/o/a#comment-1',
  body: 'Hello',
  actorUsername: 'someone',
  actorFullName: '',
  createdAt: new Date(0).toISOString(),
});

describe('in-process realtime bus', () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  afterEach(() => {
    process.off('warning', onWarning);
    warnings.length = 0;
  });

  it('serves 25 subscriptions of one person without a MaxListeners warning, each getting the event once', async () => {
    process.on('warning', onWarning);
    const { pubsub, close } = createRealtimeBus();
    const subscriptions = Array.from({ length: 25 }, () => pubsub.subscribe('notifications', 7));
    // A Repeater starts listening on its first next().
    const received = subscriptions.map((subscription) => subscription.next());
    await new Promise((resolve) => setImmediate(resolve));
    pubsub.publish('notifications', 8, event(8));
    pubsub.publish('notifications', 7, event(7));
    const results = await Promise.all(received);
    expect(results.map((result) => (result.value as NotificationMessage).recipientId)).toEqual(Array(25).fill(7));
    await Promise.all(subscriptions.map((subscription) => subscription.return(undefined)));
    // Warnings are emitted on a later tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.map((warning) => warning.name)).not.toContain('MaxListenersExceededWarning');
    await close();
  });
});
