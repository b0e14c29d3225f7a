import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { NotificationItem } from '../../components/notifications/NotificationItem.tsx';
import { useMarkNotificationsReadMutation } from '../../mutations/useMarkNotificationsReadMutation.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { notificationsPageQuery } from './NotificationsPageQuery.ts';
import type { NotificationsPageQuery } from './__generated__/NotificationsPageQuery.graphql.ts';
import styles from './NotificationsPage.module.css';

/** Route notifications (/notifications): login required; reading the page clears the red dot. */
export function NotificationsPage() {
  const { viewer } = useRouteQuery<NotificationsPageQuery>(notificationsPageQuery);
  const location = useLocation();
  const markRead = useMarkNotificationsReadMutation();
  const { isLoggedIn, newNotification } = viewer;

  // Seen while on the page, including ones that arrive live while it is open.
  useEffect(() => {
    if (isLoggedIn && newNotification) markRead();
  }, [isLoggedIn, newNotification, markRead]);

  if (!isLoggedIn) {
    return (
      <PageColumn title="Notifications">
        <p>
          Please <Link to={routePaths.login(location.pathname)}>log in</Link> to see your notifications.
        </p>
      </PageColumn>
    );
  }
  return (
    <PageColumn title="Notifications">
      {viewer.notifications.length === 0 ? (
        <p className={styles.empty}>You have no notifcations yet</p>
      ) : (
        <Card as="section" className={styles.card}>
          <ul className={styles.list}>
            {viewer.notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notificationRef={notification} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </PageColumn>
  );
}
