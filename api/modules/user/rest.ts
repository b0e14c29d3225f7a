// /api/user/info in the "Current user" shape of docs/product.md#entities.
import { optionalInteger, requiredString, type GraphQLData, type RestEndpoint } from '../../rest/adapter.ts';

export const viewerInfoSelection = `
  username karma newNotification canDeleteContent adminHub canSeeDetailedOpinionReport
  canCreateOpinions canListConvos subscriptionStatus externalId user { databaseId }`;

/** Username "" means logged out. */
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

const profileSelection = `
  databaseId username fullName location joined bio expertise
  profileStats {
    opinionsTotal numVotes numComments numCommentLikes karma
    milestones { level award comments goodPointsReceived }
  }
  activityGrid { startTime activity }`;

/** /api/user/getprofile: the "User profile" of docs/product.md#entities (plus UsernameCased and Karma). */
function toProfileBody(user: GraphQLData) {
  const stats = user.profileStats;
  return {
    UsernameCased: user.username,
    FullName: user.fullName,
    Location: user.location,
    Joined: user.joined,
    Bio: user.bio,
    Expertise: user.expertise,
    OpinionsTotal: stats.opinionsTotal,
    NumVotes: stats.numVotes,
    NumComments: stats.numComments,
    NumCommentLikes: stats.numCommentLikes,
    Karma: stats.karma,
    Grid: { Activity: user.activityGrid.activity, StartTime: user.activityGrid.startTime },
    Milestones: {
      Level: stats.milestones.level,
      Award: stats.milestones.award,
      Comments: stats.milestones.comments,
      GoodPointsReceived: stats.milestones.goodPointsReceived,
    },
  };
}

/** REST pages of comment history hold this many comments. */
const COMMENT_HISTORY_REST_PAGE = 20;

/** A history entry in the Comment shape of docs/product.md#entities, plus the opinion it was made on. */
function toHistoryComment(entry: GraphQLData, author: GraphQLData) {
  return {
    CommentID: entry.commentId,
    UID: author.databaseId,
    UsernameCased: author.username,
    Body: entry.bodyHtml,
    Created: entry.createdAt,
    Edited: entry.editedAt,
    Deleted: false,
    DeletedReason: '',
    ResponseType: entry.responseType,
    ParentID: entry.parentId ?? 0,
    ReplyToName: entry.replyToName ?? '',
    LikeNum: entry.likeNum,
    LikedByMe: entry.likedByMe,
    Children: [],
    OpinionTitle: entry.opinionTitle,
    URL: entry.url,
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
  {
    method: 'GET',
    path: '/api/user/getprofile',
    document: `query RestUserGetProfile($username: String!) {
      user(username: $username) { __typename ... on Error { message } ... on User { ${profileSelection} } }
    }`,
    variables: ({ query }) => ({ username: requiredString(query.get('username'), 'username', 100) }),
    reply: (data) => ({ body: toProfileBody(data.user) }),
  },
  {
    method: 'GET',
    path: '/api/user/getcomments',
    document: `query RestUserGetComments($username: String!, $first: Int!, $after: String) {
      user(username: $username) {
        __typename ... on Error { message }
        ... on User {
          databaseId username
          commentHistory(first: $first, after: $after) {
            edges { node {
              commentId bodyHtml responseType createdAt editedAt parentId replyToName likeNum likedByMe opinionTitle url
            } }
            pageInfo { hasNextPage }
          }
        }
      }
    }`,
    variables: ({ query }) => {
      const after = optionalInteger(query.get('after'), 'after');
      return {
        username: requiredString(query.get('username'), 'username', 100),
        first: COMMENT_HISTORY_REST_PAGE,
        after: after === null ? null : String(after),
      };
    },
    reply: (data) => ({
      body: {
        Comments: data.user.commentHistory.edges.map((edge: GraphQLData) => toHistoryComment(edge.node, data.user)),
        EndReached: !data.user.commentHistory.pageInfo.hasNextPage,
      },
    }),
  },
];
