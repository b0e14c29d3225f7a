// /api/topic/getall and /api/topic/get?slug=&after= (Topic and Feed card of docs/product.md#entities).
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { optionalInteger, requiredString, type GraphQLData, type RestEndpoint } from '../../rest/adapter.ts';
import { FEED_PAGE_SIZE } from '../../domain/feed-paging.ts';

export function toTopicBody(topic: GraphQLData) {
  return { ArtifactID: topic.databaseId, Title: topic.title, Link: `/t/${topic.slug}`, ArtifactType: 'topic' };
}

function toFeedCard(opinion: GraphQLData) {
  return {
    ID: opinion.databaseId,
    Title: opinion.title,
    Description: opinion.tidbit,
    Link: `/o/${opinion.slug}`,
    ImageSrc: opinion.imageUrl,
    ImageSrcSet: '',
    NumVotes: opinion.numVotes,
  };
}

export const topicRestEndpoints: RestEndpoint[] = [
  {
    method: 'GET',
    path: '/api/topic/getall',
    document: `query RestTopicGetAll { topics { databaseId slug title } }`,
    variables: () => ({}),
    reply: (data) => ({ body: data.topics.map(toTopicBody) }),
  },
  {
    method: 'GET',
    path: '/api/topic/get',
    document: `query RestTopicGet($slug: String!, $after: String, $first: Int!) {
      topic(slug: $slug) {
        databaseId slug title
        opinions(first: $first, after: $after) {
          edges { node { databaseId slug title tidbit imageUrl numVotes } }
          pageInfo { hasNextPage }
        }
      }
    }`,
    variables: ({ query }) => {
      const after = optionalInteger(query.get('after'), 'after');
      return {
        slug: requiredString(query.get('slug'), 'slug', 200),
        after: after === null || after === 0 ? null : String(after),
        first: FEED_PAGE_SIZE,
      };
    },
    reply: (data) => {
      if (!data.topic) throw new NotFoundError();
      return {
        body: {
          ...toTopicBody(data.topic),
          Feed: data.topic.opinions.edges.map((edge: GraphQLData) => toFeedCard(edge.node)),
          EndReached: !data.topic.opinions.pageInfo.hasNextPage,
        },
      };
    },
  },
];

export const topicWriteRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/topic/new',
    document: `mutation RestTopicNew($input: CreateTopicInput!) {
      createTopic(input: $input) {
        __typename ... on Error { message } ... on AuthError { status }
        ... on MutationCreateTopicSuccess { data { databaseId slug title } }
      }
    }`,
    variables: ({ payload }) => {
      const title = payload.title;
      if (typeof title !== 'string') throw new ValidationError('Please enter a title', [{ path: ['title'], message: 'Required' }]);
      return { input: { title: title.slice(0, 10_000) } };
    },
    reply: (data) => ({ body: { NewTopic: { ...toTopicBody(data.createTopic.data), Slug: data.createTopic.data.slug } } }),
  },
];
