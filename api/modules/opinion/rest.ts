// /api/opinion/get?slug= in the shape of spec section 3 ("Opinion" plus Percentages).
import { requiredString, type GraphQLData, type RestEndpoint } from '../../rest/adapter.ts';

export const opinionSelection = `
  databaseId createdByUserId slug title link tidbit deleted numVotes numComments numShares viewerRating
  topics { databaseId slug title }
  voteTally { percentages }`;

export function toOpinionBody(opinion: GraphQLData) {
  return {
    UID: opinion.createdByUserId ?? 0,
    ArtifactID: opinion.databaseId,
    Slug: opinion.slug,
    Title: opinion.title,
    Link: opinion.link,
    NumVotes: opinion.numVotes,
    NumComments: opinion.numComments,
    NumShares: opinion.numShares,
    /** The viewer's own rating 1-5; 0 when they have not voted. */
    Rating: opinion.viewerRating ?? 0,
    Deleted: opinion.deleted,
    Topics: opinion.topics.map((topic: GraphQLData) => ({ ArtifactID: topic.databaseId, Slug: topic.slug, Title: topic.title })),
    Tidbit: opinion.tidbit,
    Percentages: opinion.voteTally.percentages,
  };
}

export const opinionRestEndpoints: RestEndpoint[] = [
  {
    method: 'GET',
    path: '/api/opinion/get',
    document: `query RestOpinionGet($slug: String!) {
      opinion(slug: $slug) { __typename ... on Error { message } ... on Opinion { ${opinionSelection} } }
    }`,
    variables: ({ query }) => ({ slug: requiredString(query.get('slug'), 'slug', 200) }),
    reply: (data) => ({ body: toOpinionBody(data.opinion) }),
  },
];
