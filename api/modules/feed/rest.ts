// /api/opinion/userfeed {after}: the For You feed as ids, { Feed, EndReached } (docs/product.md#opinion-and-topic-calls).
import { optionalInteger, type GraphQLData, type RestEndpoint } from '../../rest/adapter.ts';
import { FEED_PAGE_SIZE } from '../../domain/feed-paging.ts';

export const feedRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/opinion/userfeed',
    document: `query RestUserFeed($after: String, $first: Int!) {
      opinionFeed(first: $first, after: $after) { edges { node { databaseId } } pageInfo { hasNextPage } }
    }`,
    variables: ({ payload }) => {
      const after = optionalInteger(payload.after, 'after');
      return { after: after === null || after === 0 ? null : String(after), first: FEED_PAGE_SIZE };
    },
    reply: (data) => ({
      body: {
        Feed: data.opinionFeed.edges.map((edge: GraphQLData) => edge.node.databaseId),
        EndReached: !data.opinionFeed.pageInfo.hasNextPage,
      },
    }),
  },
];
