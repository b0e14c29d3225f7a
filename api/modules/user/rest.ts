// /api/user/info in the shape of spec section 3 ("Current user").
import type { GraphQLData, RestEndpoint } from '../../rest/adapter.ts';

export const viewerInfoSelection = `
  username karma newNotification canDeleteContent adminHub canSeeDetailedOpinionReport
  canCreateOpinions canListConvos subscriptionStatus externalId user { databaseId }`;

/** Username "" means logged out (spec). */
export function toUserInfo(viewer: GraphQLData) {
  return {
    Username: viewer.username,
    NewNotification: viewer.newNotification,
    Karma: viewer.karma,
    UserID: viewer.user?.databaseId ?? 0,
    CanDeleteContent: viewer.canDeleteContent,
    AdminHub: viewer.adminHub,
    CanSeeDetailedOpinionReport: viewer.canSeeDetailedOpinionReport,
    CanCreateOpinions: viewer.canCreateOpinions,
    canListConvos: viewer.canListConvos,
    SubscriptionStatus: viewer.subscriptionStatus,
    ExternalID: viewer.externalId ?? '',
  };
}

export const userRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/user/info',
    document: `query RestUserInfo { viewer { ${viewerInfoSelection} } }`,
    variables: () => ({}),
    reply: (data) => ({ body: toUserInfo(data.viewer) }),
  },
];
