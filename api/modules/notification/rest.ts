// /api/notifications/get {}: the viewer's notifications in the Notification event shape of
// docs/product.md#entities; reading them clears NewNotification, as opening the page does.
import type { GraphQLData, RestEndpoint } from '../../rest/adapter.ts';

const restKind: Record<string, string> = {
  MILESTONE: 'Milestone',
  LIKE_COMMENT: 'LikeComment',
  COMMENT: 'Comment',
  LIKE_REV: 'LikeRev',
  MODERATION: 'Moderation',
  SUGGESTION: 'Suggestion',
  REVISION: 'Revision',
};

function toNotificationEvent(notification: GraphQLData) {
  return {
    EventID: notification.databaseId,
    Kind: restKind[notification.kind] ?? notification.kind,
    ActionName: notification.actionName,
    ArgsJSON: notification.argsJson,
    ArtifactTitle: notification.artifactTitle,
    URL: notification.url,
    Body: notification.body,
    UsernameCased: notification.actorUsername,
    FullName: notification.actorFullName,
    Created: notification.createdAt,
  };
}

export const notificationRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/notifications/get',
    document: `mutation RestNotificationsGet {
      markNotificationsRead {
        __typename ... on Error { message } ... on AuthError { status }
        ... on MutationMarkNotificationsReadSuccess {
          data { notifications { databaseId kind actionName argsJson artifactTitle url body actorUsername actorFullName createdAt } }
        }
      }
    }`,
    variables: () => ({}),
    reply: (data) => ({ body: data.markNotificationsRead.data.notifications.map(toNotificationEvent) }),
  },
];
