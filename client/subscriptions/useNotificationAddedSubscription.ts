import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useNotificationAddedSubscription as NotificationAddedSubscription } from './__generated__/useNotificationAddedSubscription.graphql.ts';

const notificationAddedSubscription = graphql`
  subscription useNotificationAddedSubscription {
    notificationAdded {
      id
      ...NotificationItem_notification
    }
  }
`;

/**
 * While mounted (logged in), each new notification sets the viewer's NewNotification, which
 * shows the red dot in the top bar and the mobile menu, and joins the list if it is loaded.
 */
export function useNotificationAddedSubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<NotificationAddedSubscription>>(
    () => ({
      subscription: notificationAddedSubscription,
      variables: {},
      updater: (store) => {
        const viewer = store.getRoot().getLinkedRecord('viewer');
        const notification = store.getRootField('notificationAdded');
        if (!viewer || !notification) return;
        viewer.setValue(true, 'newNotification');
        const list = viewer.getLinkedRecords('notifications');
        if (list && !list.some((record) => record?.getDataID() === notification.getDataID())) {
          viewer.setLinkedRecords([notification, ...list], 'notifications');
        }
      },
    }),
    [],
  );
  useSubscription<NotificationAddedSubscription>(config);
}
