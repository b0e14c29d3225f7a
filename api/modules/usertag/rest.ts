// GET /api/usertag/search?q={text}: body.Results, each { ArtifactID, Name } (docs/product.md#report-calls).
import type { GraphQLData, RestEndpoint } from '../../rest/adapter.ts';

export const userTagRestEndpoints: RestEndpoint[] = [
  {
    method: 'GET',
    path: '/api/usertag/search',
    document: `query RestUserTagSearch($query: String!) {
      userTagSearch(query: $query) { __typename ... on Error { message } ... on AuthError { status }
        ... on QueryUserTagSearchSuccess { data { databaseId name } } }
    }`,
    variables: ({ query }) => ({ query: query.get('q') ?? '' }),
    reply: (data) => ({
      body: { Results: data.userTagSearch.data.map((tag: GraphQLData) => ({ ArtifactID: tag.databaseId, Name: tag.name })) },
    }),
  },
];
