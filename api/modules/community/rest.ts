// /api/contributors/get and /api/activity/get (Contributor and Activity of docs/product.md#entities).
import type { GraphQLData, RestEndpoint } from '../../rest/adapter.ts';

export const communityRestEndpoints: RestEndpoint[] = [
  {
    method: 'GET',
    path: '/api/contributors/get',
    document: `query RestContributorsGet { contributors(first: 50) { usernameCased numComments } }`,
    variables: () => ({}),
    reply: (data) => ({
      body: data.contributors.map((contributor: GraphQLData) => ({
        UsernameCased: contributor.usernameCased,
        NumComments: contributor.numComments,
      })),
    }),
  },
  {
    method: 'GET',
    path: '/api/activity/get',
    document: `query RestActivityGet { latestActivity(first: 50) { commentId username opinionTitle opinionSlug createdAt } }`,
    variables: () => ({}),
    reply: (data) => ({
      body: data.latestActivity.map((entry: GraphQLData) => ({
        CommentID: entry.commentId,
        Username: entry.username,
        OpinionTitle: entry.opinionTitle,
        Link: `/o/${entry.opinionSlug}#comment-${entry.commentId}`,
        Created: entry.createdAt,
      })),
    }),
  },
];
