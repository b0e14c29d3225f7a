import { useNotificationAddedSubscription } from '../../subscriptions/useNotificationAddedSubscription.ts';

/** Renders nothing; keeps the live notification subscription open while a person is logged in. */
export function NotificationListener() {
  useNotificationAddedSubscription();
  return null;
}
