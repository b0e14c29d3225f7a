import { graphql } from 'react-relay';

export const notificationsPageQuery = graphql`
  query NotificationsPageQuery @preloadable {
    viewer {
      isLoggedIn
      newNotification
      notifications {
        id
        ...NotificationItem_notification
      }
    }
  }
`;
