import { graphql } from 'react-relay';

export const notificationsPageQuery = graphql`
  query NotificationsPageQuery {
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
