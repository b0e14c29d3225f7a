// /api/v2/search?q=, /api/opinion/search?q= and /api/topic/search?q=
// (docs/product.md#opinion-and-topic-calls): each answers { Results: [{ ArtifactType, ArtifactID,
// Title, Link }] }.
import { SEARCH_MAX_CHARACTERS } from '../../domain/search-rules.ts';
import { ValidationError } from '../../domain/errors.ts';
import type { GraphQLData, RestEndpoint, RestInput } from '../../rest/adapter.ts';

/** q is required; blank or short answers no results, an absurd length a clear 400. */
function queryText({ query }: RestInput): { text: string } {
  const text = query.get('q');
  if (text === null) throw new ValidationError('q is required', [{ path: ['q'], message: 'Required' }]);
  // Ten times what is searched: a pasted paragraph is cut, a megabyte is refused.
  if (text.length > SEARCH_MAX_CHARACTERS * 10) throw new ValidationError('q is too long', [{ path: ['q'], message: 'Too long' }]);
  return { text };
}

function toResult(type: string) {
  return (row: GraphQLData) => ({
    ArtifactType: type,
    ArtifactID: row.databaseId,
    Title: row.title,
    Link: type === 'opinion' ? `/o/${row.slug}` : `/t/${row.slug}`,
  });
}

export const searchRestEndpoints: RestEndpoint[] = [
  {
    method: 'GET',
    path: '/api/v2/search',
    document: `query RestSearch($text: String!) { search(query: $text) { artifactType artifactId title link } }`,
    variables: queryText,
    reply: (data) => ({
      body: {
        Results: data.search.map((hit: GraphQLData) => ({
          ArtifactType: hit.artifactType,
          ArtifactID: hit.artifactId,
          Title: hit.title,
          Link: hit.link,
        })),
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/opinion/search',
    document: `query RestOpinionSearch($text: String!) { opinionSearch(query: $text) { databaseId slug title } }`,
    variables: queryText,
    reply: (data) => ({ body: { Results: data.opinionSearch.map(toResult('opinion')) } }),
  },
  {
    method: 'GET',
    path: '/api/topic/search',
    document: `query RestTopicSearch($text: String!) { topicSearch(query: $text) { databaseId slug title } }`,
    variables: queryText,
    reply: (data) => ({ body: { Results: data.topicSearch.map(toResult('topic')) } }),
  },
];
